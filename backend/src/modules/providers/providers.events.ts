import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

/** name, email and phone are sealed with the provider's key (their user id). */
export type ProviderRegistered = DomainEvent<'ProviderRegistered', { providerId: string; name: string; email: string; phone: string | null; expertise: string; registeredAt: string }>;
export interface ProviderProfileChanges {
  name?: string;
  phone?: string;
  /** "Expertise / Service Area" as at sign-up. */
  expertise?: string;
  serviceArea?: string;
  servicesOffered?: string[];
  about?: string;
}
export type ProviderProfileUpdated = DomainEvent<'ProviderProfileUpdated', { providerId: string; changes: ProviderProfileChanges; updatedAt: string }>;
/** Spec 2.8 Availability switch. */
export type ProviderAvailabilityChanged = DomainEvent<'ProviderAvailabilityChanged', { providerId: string; available: boolean; changedAt: string }>;
/** The provider's proof document was stored (its type checked by content); it replaces an earlier one. */
export type ProviderDocumentSubmitted = DomainEvent<'ProviderDocumentSubmitted', { providerId: string; documentId: string; submittedAt: string }>;
/** An admin checked the document: the provider is Verified (like a vendor). */
export type ProviderVerified = DomainEvent<'ProviderVerified', { providerId: string; verifiedAt: string }>;

export type ProviderEvent = ProviderRegistered | ProviderProfileUpdated | ProviderAvailabilityChanged | ProviderDocumentSubmitted | ProviderVerified;

export const PROVIDER_EVENT_TYPES: EventTypeDefinition[] = (
  ['ProviderRegistered', 'ProviderProfileUpdated', 'ProviderAvailabilityChanged', 'ProviderDocumentSubmitted', 'ProviderVerified'] as const
).map((type) => ({
  type,
  context: 'providers',
  schemaVersion: 1,
}));

export const providerStream = (providerId: string) => `provider-${providerId}`;
