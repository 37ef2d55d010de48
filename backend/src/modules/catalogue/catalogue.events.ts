import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';
import { ProductKind, ProductVendorStatus } from './catalogue.constants';

/** What a vendor lists about a product (spec 3, camel-cased). Money in integer paise. */
export interface ProductFacts {
  name: string;
  description: string;
  category: ProductKind;
  subcategory: string;
  /** Per `unit`; 0 for a wholesale product sold by quote. */
  pricePaise: number;
  stock: number;
  quantity: number;
  unit: string;
  /** Cities served; empty = every city. */
  cities: string[];
  showOnPages: ProductKind[];
  vendorStatus: ProductVendorStatus;
  /** The processed image's id (ImageStore), or null for the subcategory's default image. */
  imageId: string | null;
  /** The vendor's HSN code for it (4, 6 or 8 digits), frozen on each order line; absent or null: its subcategory's (HSN_CODE_OF_SUBCATEGORY). */
  hsnCode?: string | null;
}

/** The fields a ProductUpdated may carry (price and stock have their own events). */
export type ProductEdit = Partial<Omit<ProductFacts, 'pricePaise' | 'stock'>>;

/** Every product event names the product and its vendor, so per-vendor read models need no lookup. */
type Ids = { productId: string; vendorId: string };

/** A vendor (or an admin for them) listed a product; it awaits approval. */
export type ProductListed = DomainEvent<'ProductListed', Ids & ProductFacts & { slug: string; listedAt: string }>;
/**
 * The listed fields changed. `resubmitted`: a vendor's edit sent the product back for
 * approval (ADR 0018: changes customers see are checked again; price, stock and status are not).
 */
export type ProductUpdated = DomainEvent<'ProductUpdated', Ids & { changes: ProductEdit; resubmitted: boolean; updatedAt: string }>;
export type ProductPriceChanged = DomainEvent<'ProductPriceChanged', Ids & { previousPaise: number; pricePaise: number; changedAt: string }>;
export type ProductApproved = DomainEvent<'ProductApproved', Ids & { approvedAt: string }>;
/** The reason is shown to the vendor; the product leaves every public list. */
export type ProductRejected = DomainEvent<'ProductRejected', Ids & { reason: string; rejectedAt: string }>;
export type ProductStockAdjusted = DomainEvent<'ProductStockAdjusted', Ids & { previousStock: number; stock: number; adjustedAt: string }>;
/** Deleted by its vendor or an admin: gone from every list, its slug free again; the stream stays for History. */
export type ProductDelisted = DomainEvent<'ProductDelisted', Ids & { slug: string; delistedAt: string }>;

/** Checkout held stock for an order (the checkout process manager; idempotent per order). `stock` is what is left. */
export type StockReserved = DomainEvent<'StockReserved', Ids & { orderId: string; quantity: number; stock: number; reservedAt: string }>;
/** The order's hold given back (cancelled, out of stock elsewhere, payment failed or timed out). */
export type StockReleased = DomainEvent<'StockReleased', Ids & { orderId: string; quantity: number; stock: number; releasedAt: string }>;

export type ProductEvent =
  | ProductListed
  | ProductUpdated
  | ProductPriceChanged
  | ProductApproved
  | ProductRejected
  | ProductStockAdjusted
  | ProductDelisted
  | StockReserved
  | StockReleased;

export const PRODUCT_EVENT_TYPES: EventTypeDefinition[] = (
  ['ProductListed', 'ProductUpdated', 'ProductPriceChanged', 'ProductApproved', 'ProductRejected', 'ProductStockAdjusted', 'ProductDelisted', 'StockReserved', 'StockReleased'] as const
).map((type) => ({ type, context: 'catalogue', schemaVersion: 1 }));
