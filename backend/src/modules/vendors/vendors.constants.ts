/** Spec 9 and 2.7. */
export const BUSINESS_TYPES = ['Manufacturer', 'Wholesaler', 'Distributor', 'Importer', 'Exporter', 'Other'] as const;
export const SUPPLIER_PRODUCT_CATEGORIES = ['Fruits', 'Vegetables', 'Spices', 'Pulses', 'Oils', 'Coffee', 'Bakery', 'Dairy', 'Meat', 'Seafood', 'Grains', 'Other'] as const;
export const ACCOUNT_TYPES = ['supplier', 'vendor', 'both'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** Vendor categories in admin (spec 9): Wholesale, Retail. */
export const VENDOR_CATEGORIES = ['Wholesale', 'Retail'] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

export const vendorStream = (vendorId: string) => `vendor-${vendorId}`;

/** Suppliers sell wholesale, vendors retail; "both" is listed under Wholesale, its larger side. */
export const categoryOf = (accountType: AccountType): VendorCategory => (accountType === 'vendor' ? 'Retail' : 'Wholesale');
