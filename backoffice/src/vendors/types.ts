export type VendorStatus = 'Pending' | 'Verified';
export type VendorCategory = 'Wholesale' | 'Retail' | 'Both';
export type AccountType = 'supplier' | 'vendor' | 'both';

/** GET /api/admin/vendors (docs/api.md; spec 3 "Vendor (admin-listed)" and the 2.7 profile). */
export interface Vendor {
    id: string;
    name: string;
    category: VendorCategory;
    products: number;
    revenue: number;
    status: VendorStatus;
    accountType: AccountType;
    businessType: string;
    email: string;
    phone: string;
    phoneVerified: boolean;
    contactPerson: string;
    taxId: string | null;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    productCategories: string[];
    businessDescription: string | null;
    website: string | null;
    hasDocument: boolean;
    registeredAt: string;
    updatedAt: string;
}

/** Spec 9: vendor categories in admin. */
export const CATEGORY_CHOICES: { id: VendorCategory; name: string }[] = [
    { id: 'Wholesale', name: 'Wholesale' },
    { id: 'Retail', name: 'Retail' },
    { id: 'Both', name: 'Both (wholesale and retail)' },
];

export const STATUS_CHOICES: { id: VendorStatus; name: string }[] = [
    { id: 'Pending', name: 'Pending' },
    { id: 'Verified', name: 'Verified' },
];

/** Spec 1 / 2.7: account type supplier, vendor or both. */
export const ACCOUNT_TYPE_CHOICES: { id: AccountType; name: string }[] = [
    { id: 'supplier', name: 'Supplier (wholesale)' },
    { id: 'vendor', name: 'Vendor (retail)' },
    { id: 'both', name: 'Both (wholesale and retail)' },
];

export const accountTypeName = (id: string | null | undefined): string => ACCOUNT_TYPE_CHOICES.find(a => a.id === id)?.name ?? id ?? '—';

