import { CITIES, PRODUCT_APPROVALS, PRODUCT_VENDOR_STATUSES, RATE_CATEGORIES, RETAIL_CATEGORIES, RETAIL_UNITS, categoryName, type ProductKind } from '@bazaar/common';

/** A record of the `products` resource (docs/api.md, catalogue.records.ts). Money in rupees. */
export interface Product {
    id: string;
    slug: string;
    name: string;
    description: string;
    category: ProductKind;
    subcategory: string;
    price: number;
    priceLabel: string;
    stock: number;
    status: 'In Stock' | 'Out of Stock';
    quantity: number;
    unit: string;
    quantityWithUnit: string;
    cities: string[];
    showOnPages: ProductKind[];
    vendorId: string;
    vendorName: string | null;
    vendor: { id: string; name: string | null; verified: boolean };
    vendorStatus: (typeof PRODUCT_VENDOR_STATUSES)[number];
    approval: (typeof PRODUCT_APPROVALS)[number];
    approved: boolean;
    rejectionReason: string | null;
    /** The vendor's HSN code (null: the invoice prints `invoiceHsnCode`, the subcategory's). */
    hsnCode: string | null;
    invoiceHsnCode: string | null;
    live: boolean;
    images: { thumb: string; medium: string; large: string };
    createdAt: string;
    updatedAt: string;
    revision?: number;
}

const choices = (ids: readonly string[], name: (id: string) => string = id => id.charAt(0).toUpperCase() + id.slice(1)) => ids.map(id => ({ id, name: name(id) }));

export const KIND_CHOICES = choices(['wholesale', 'retail']);
export const SUBCATEGORY_CHOICES: Record<ProductKind, { id: string; name: string }[]> = {
    wholesale: choices(RATE_CATEGORIES, categoryName),
    retail: choices(RETAIL_CATEGORIES, categoryName),
};
export const ALL_SUBCATEGORY_CHOICES = [...SUBCATEGORY_CHOICES.wholesale, ...SUBCATEGORY_CHOICES.retail];
export const VENDOR_STATUS_CHOICES = choices(PRODUCT_VENDOR_STATUSES);
export const APPROVAL_CHOICES = [
    { id: 'pending', name: 'Pending approval' },
    { id: 'approved', name: 'Approved' },
    { id: 'rejected', name: 'Rejected' },
];
export const RETAIL_UNIT_CHOICES = choices(RETAIL_UNITS, id => id);
export const CITY_CHOICES = CITIES.map(id => ({ id, name: id }));
export const PAGE_CHOICES = KIND_CHOICES;
