import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';
import { AccountType, VendorCategory } from './vendors.constants';

/**
 * Everything that identifies the business or the person behind it is sealed with the
 * vendor's key (the vendor id is their user id), so erasing them leaves none of it readable.
 */
export const VENDOR_SEALED_FIELDS = [
  'companyName', 'address', 'city', 'state', 'pincode', 'contactPerson', 'contactEmail', 'contactPhone', 'taxId', 'businessDescription', 'website',
] as const satisfies readonly (keyof VendorProfile)[];

/** See VENDOR_SEALED_FIELDS for what is sealed. */
export interface VendorProfile {
  companyName: string;
  businessType: string;
  accountType: AccountType;
  category: VendorCategory;
  address: string;
  city: string;
  state: string;
  pincode: string;
  contactPerson: string;
  contactEmail: string;
  contactPhone: string;
  taxId: string | null;
  businessDescription: string | null;
  website: string | null;
  productCategories: string[];
}

/** `opened`: an empty profile opened by an admin's role grant (absent on a full registration). */
export type VendorRegistered = DomainEvent<
  'VendorRegistered',
  VendorProfile & { vendorId: string; documentId: string | null; phoneVerified: boolean; registeredAt: string; opened?: boolean }
>;
export type VendorVerified = DomainEvent<'VendorVerified', { vendorId: string; verifiedAt: string }>;
export type VendorProfileUpdated = DomainEvent<'VendorProfileUpdated', { vendorId: string; changes: Partial<VendorProfile>; updatedAt: string }>;

export type VendorEvent = VendorRegistered | VendorVerified | VendorProfileUpdated;

export const VENDOR_EVENT_TYPES: EventTypeDefinition[] = (['VendorRegistered', 'VendorVerified', 'VendorProfileUpdated'] as const).map((type) => ({
  type,
  context: 'vendors',
  schemaVersion: 1,
}));
