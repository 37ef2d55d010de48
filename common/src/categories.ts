/**
 * One vocabulary for product categories (spec 1, 2.4, 9): the wholesale categories (which
 * are also the rate categories), the retail ones, and what a supplier says it sells.
 * `id` is what rates, URLs and translations key on; `name` is the English display name;
 * `supplierLabel` is the spec's word on the supplier registration form (what it stores).
 */
export interface ProductCategory {
  id: string;
  name: string;
  group: 'wholesale' | 'retail' | 'supplier-only';
  /** The storefront path segment under /wholesale or /retail. */
  slug: string;
  supplierLabel: string | null;
}

/** Spec 2.4: the wholesale paths spell three categories out; the others use their id. */
export const WHOLESALE_SLUGS: Readonly<Record<string, string>> = { pulses: 'pulses-cereals', oils: 'edible-oils', coffee: 'coffee-tea' };

const wholesale = (id: string, name: string, supplierLabel: string): ProductCategory => ({ id, name, group: 'wholesale', slug: WHOLESALE_SLUGS[id] ?? id, supplierLabel });
const retail = (id: string, name: string, supplierLabel: string | null = null): ProductCategory => ({ id, name, group: 'retail', slug: id, supplierLabel });
const supplierOnly = (id: string, name: string): ProductCategory => ({ id, name, group: 'supplier-only', slug: id, supplierLabel: name });

// Built by a pure call, so bundlers drop the list where only a constant beside it is used.
export const PRODUCT_CATEGORIES: readonly ProductCategory[] = /* @__PURE__ */ (() => [
  wholesale('fruits', 'Fruits', 'Fruits'),
  wholesale('vegetables', 'Vegetables', 'Vegetables'),
  wholesale('pulses', 'Pulses & Cereals', 'Pulses'),
  wholesale('oils', 'Edible Oils', 'Oils'),
  wholesale('coffee', 'Coffee & Tea', 'Coffee'),
  wholesale('spices', 'Spices', 'Spices'),
  retail('bakery', 'Bakery', 'Bakery'),
  retail('diapers', 'Diapers'),
  retail('leather', 'Leather'),
  retail('apparels', 'Apparels'),
  retail('jewellery', 'Jewellery'),
  retail('handicrafts', 'Handicrafts'),
  supplierOnly('dairy', 'Dairy'),
  supplierOnly('meat', 'Meat'),
  supplierOnly('seafood', 'Seafood'),
  supplierOnly('grains', 'Grains'),
  supplierOnly('other', 'Other'),
])();

/** Spec 9: rate categories are the wholesale categories. */
export const RATE_CATEGORIES = ['fruits', 'vegetables', 'pulses', 'oils', 'coffee', 'spices'] as const;
export type RateCategory = (typeof RATE_CATEGORIES)[number];

export const RETAIL_CATEGORIES = ['bakery', 'diapers', 'leather', 'apparels', 'jewellery', 'handicrafts'] as const;
export type RetailCategory = (typeof RETAIL_CATEGORIES)[number];

/** Spec 9: what the supplier registration form offers, in the spec's order. */
export const SUPPLIER_PRODUCT_CATEGORIES = ['Fruits', 'Vegetables', 'Spices', 'Pulses', 'Oils', 'Coffee', 'Bakery', 'Dairy', 'Meat', 'Seafood', 'Grains', 'Other'] as const;
export type SupplierProductCategory = (typeof SUPPLIER_PRODUCT_CATEGORIES)[number];

/** Spec 9 (admin): the channel a vendor sells through; Both for a vendor that sells wholesale and retail (account type "both"). */
export const VENDOR_CATEGORIES = ['Wholesale', 'Retail', 'Both'] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

export const categoryById = (id: string | null | undefined): ProductCategory | undefined => PRODUCT_CATEGORIES.find((c) => c.id === id);

/** The display name of a category id (the id itself when unknown, a dash when absent). */
export const categoryName = (id: string | null | undefined): string => categoryById(id)?.name ?? id ?? '—';
