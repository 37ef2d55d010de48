import { defineProjection } from '../../platform/projections/projection';
import { ERASED } from '../../platform/personal-data/personal-data-cipher';
import { categoryOf } from './vendors.constants';
import { VENDOR_SEALED_FIELDS, VendorEvent, VendorProfile } from './vendors.events';

/** Spec 3 "Vendor (admin-listed)" plus the profile tab of spec 2.7. */
export interface VendorDoc extends VendorProfile {
  _id: string;
  status: 'Pending' | 'Verified';
  products: number;
  /** Spec 2.9 Vendors' Revenue: their delivered parts at their own prices (CommissionRecorded.grossPaise), what their earnings are computed on (ADR 0054). */
  revenuePaise: number;
  documentId: string | null;
  phoneVerified: boolean;
  registeredAt: string;
  updatedAt: string;
}

export const VENDORS_COLLECTION = 'vendors';

export const vendorsProjection = defineProjection<VendorDoc>({
  name: 'vendors',
  // 3: the category follows the account type, so a "both" vendor reads Both (earlier events recorded it as Wholesale).
  // 4: revenue, from each delivered part's CommissionRecorded (it read ₹0 for every vendor).
  version: 4,
  collection: VENDORS_COLLECTION,
  indexes: [{ fields: { registeredAt: -1 } }],
  search: ['companyName', 'city'],
  // Products listed and deleted (catalogue events carry their vendor): the Products column counts what is not deleted.
  // A part delivered (CommissionRecorded, on the order's stream) adds its lines at the vendor's prices to their revenue.
  canHandle: ['VendorRegistered', 'VendorVerified', 'VendorProfileUpdated', 'UserErased', 'ProductListed', 'ProductDelisted', 'CommissionRecorded'],
  documentIds: (e) => [e.type === 'UserErased' ? (e.data as { userId: string }).userId : (e.data as VendorEvent['data']).vendorId],
  evolve(doc, recorded) {
    // The vendor is a person too (same id): their personal data goes with their key.
    // Their document goes too: the uploads-erasure process manager deletes the file.
    if (recorded.type === 'UserErased') return doc && { ...doc, ...erasedFields(doc), documentId: null };
    if (recorded.type === 'CommissionRecorded') return doc && { ...doc, revenuePaise: doc.revenuePaise + (recorded.data as { grossPaise: number }).grossPaise };
    if (recorded.type === 'ProductListed' || recorded.type === 'ProductDelisted') return doc && { ...doc, products: doc.products + (recorded.type === 'ProductListed' ? 1 : -1) };
    const event = recorded as unknown as VendorEvent;
    switch (event.type) {
      case 'VendorRegistered': {
        const { vendorId, registeredAt, opened: _opened, ...profile } = event.data;
        return { _id: vendorId, ...profile, category: categoryOf(profile.accountType), status: 'Pending', products: 0, revenuePaise: 0, registeredAt, updatedAt: registeredAt };
      }
      case 'VendorVerified':
        return doc && { ...doc, status: 'Verified', updatedAt: event.data.verifiedAt };
      case 'VendorProfileUpdated':
        if (!doc) return doc;
        const changed = { ...doc, ...event.data.changes, updatedAt: event.data.updatedAt };
        return { ...changed, category: categoryOf(changed.accountType) };
    }
  },
});

/** Every sealed field as an erased one reads: ERASED, or null where the field was empty. */
function erasedFields(doc: VendorDoc): Partial<VendorProfile> {
  return Object.fromEntries(VENDOR_SEALED_FIELDS.map((field) => [field, doc[field] ? ERASED : null]));
}
