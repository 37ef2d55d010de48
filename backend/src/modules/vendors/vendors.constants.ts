/** Spec 9 and 2.7. */
export const BUSINESS_TYPES = ['Manufacturer', 'Wholesaler', 'Distributor', 'Importer', 'Exporter', 'Other'] as const;
export const ACCOUNT_TYPES = ['supplier', 'vendor', 'both'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** Supplier product categories and the admin's vendor categories (Wholesale, Retail): one vocabulary with the front ends. */
export { SUPPLIER_PRODUCT_CATEGORIES, VENDOR_CATEGORIES, type VendorCategory } from '@bazaar/common';
import type { VendorCategory } from '@bazaar/common';

export const vendorStream = (vendorId: string) => `vendor-${vendorId}`;

/** Suppliers sell wholesale, vendors retail, "both" accounts both (spec 3's default, Wholesale, is the supplier's). */
export const categoryOf = (accountType: AccountType): VendorCategory => (accountType === 'vendor' ? 'Retail' : accountType === 'both' ? 'Both' : 'Wholesale');
/** The account type an admin's Add Vendor category stands for. */
export const accountTypeOf = (category: VendorCategory): AccountType => (category === 'Retail' ? 'vendor' : category === 'Both' ? 'both' : 'supplier');
