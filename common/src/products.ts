import { RATE_CATEGORIES, RETAIL_CATEGORIES, WHOLESALE_SLUGS } from './categories';

/**
 * The catalogue's vocabulary (spec 3 Product, 5, 9): what a product is listed under, the
 * units it is sold in and the limits of its quantities, shared by the server and both
 * front ends.
 */
export const PRODUCT_KINDS = ['wholesale', 'retail'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Spec 9: wholesale subcategories are the rate categories; retail ones the retail categories. */
export const PRODUCT_SUBCATEGORIES: Readonly<Record<ProductKind, readonly string[]>> = { wholesale: RATE_CATEGORIES, retail: RETAIL_CATEGORIES };

/** Spec 5: the storefront slugs pulses-cereals, edible-oils and coffee-tea name pulses, oils and coffee. */
export const subcategoryFromSlug = (value: string): string => Object.entries(WHOLESALE_SLUGS).find(([, slug]) => slug === value)?.[0] ?? value;

/** The kind a subcategory belongs to, or undefined when it is none of ours. */
export const kindOfSubcategory = (subcategory: string): ProductKind | undefined =>
  PRODUCT_KINDS.find((kind) => PRODUCT_SUBCATEGORIES[kind].includes(subcategoryFromSlug(subcategory)));

/** Spec 9: wholesale goods are sold per tonne. */
export const WHOLESALE_UNIT = 'tonne';
/** Spec 9: retail units (kg is the default; the forms' grams and g are stored as gm). */
export const RETAIL_UNITS = ['kg', 'gm', 'piece', 'dozen', 'lb', 'unit', 'tonne'] as const;
export type RetailUnit = (typeof RETAIL_UNITS)[number];
export const DEFAULT_RETAIL_UNIT: RetailUnit = 'kg';
export const UNIT_ALIASES: Readonly<Record<string, RetailUnit>> = { grams: 'gm', g: 'gm' };

/**
 * Spec 5 and 9 quantities. A wholesale order (slider, enquiry, checkout) is 3 to 30 tonnes;
 * a product's custom wholesale quantity 3 to 100; retail presets 1 to 50, custom 1 to 1000.
 */
export const WHOLESALE_ORDER_QUANTITY = { min: 3, max: 30, default: 3 } as const;

/** A retail product is never free (wholesale at 0 means "by quote"): the server's 400 and the form's message. */
export const RETAIL_PRICE_MESSAGE = 'A retail product needs a price above 0';

/**
 * A wholesale product's minimum order is its `quantity` (3-100 tonnes, chosen by its vendor).
 * An enquiry or a checkout line for it is a whole number of tonnes from that minimum to 30
 * (WHOLESALE_ORDER_QUANTITY.max, the most one enquiry or order line takes): it starts at the
 * minimum and refuses less. A minimum above 30 cannot be reached in one enquiry, so such a
 * product is enquired for 30 tonnes (`capped`) and the pages say the seller's minimum is more.
 */
export function wholesaleOrderRange(productQuantity?: number | null): { min: number; max: number; minimumOrder: number; capped: boolean } {
  const { min, max } = WHOLESALE_ORDER_QUANTITY;
  const minimumOrder = typeof productQuantity === 'number' && Number.isInteger(productQuantity) && productQuantity > min ? productQuantity : min;
  return { min: Math.min(minimumOrder, max), max, minimumOrder, capped: minimumOrder > max };
}

/** The 400 for a wholesale quantity outside wholesaleOrderRange, naming the minimum. */
export function wholesaleQuantityMessage(range: { min: number; max: number; minimumOrder: number; capped: boolean }): string {
  if (range.capped) return `Quantity must be ${range.max}: the minimum order is ${range.minimumOrder} tonnes and one enquiry or order takes at most ${range.max}`;
  if (range.min > WHOLESALE_ORDER_QUANTITY.min) return `Quantity must be a whole number from ${range.min} to ${range.max}: the minimum order is ${range.min} tonnes`;
  return `Quantity must be a whole number from ${range.min} to ${range.max}`;
}

export const isWholesaleOrderQuantity = (value: unknown, range: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
export const PRODUCT_QUANTITY: Readonly<Record<ProductKind, { min: number; max: number; default: number }>> = {
  wholesale: { min: 3, max: 100, default: 3 },
  retail: { min: 1, max: 1000, default: 1 },
};
/** Edit dialog presets (spec 5). */
export const QUANTITY_PRESETS: Readonly<Record<ProductKind, readonly number[]>> = { wholesale: [3, 5, 10, 15, 20, 25, 30], retail: [1, 2, 5, 10] };

/** Most units one product may hold in stock. */
export const MAX_STOCK = 1_000_000;

/** Spec 2.7: the vendor's own status of a product; only active ones are shown to customers. */
export const PRODUCT_VENDOR_STATUSES = ['active', 'inactive', 'draft'] as const;
export type ProductVendorStatus = (typeof PRODUCT_VENDOR_STATUSES)[number];

/** Spec 4: a new product awaits approval; approved is live; rejected carries a reason. */
export const PRODUCT_APPROVALS = ['pending', 'approved', 'rejected'] as const;
export type ProductApproval = (typeof PRODUCT_APPROVALS)[number];

/** Spec 3 and 4: In Stock, or Out of Stock when stock is 0. */
export const STOCK_STATUSES = ['In Stock', 'Out of Stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export const stockStatusOf = (stock: number): StockStatus => (stock > 0 ? 'In Stock' : 'Out of Stock');

/** Spec 2.9: a wholesale product priced 0 is sold by quote. */
export const PRICE_NOT_AVAILABLE = 'Price N/A';

/** Spec 9: an image is at most 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The WebP sizes every product image is served in (width in pixels). */
export const IMAGE_SIZES = { thumb: 240, medium: 640, large: 1280 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
