import { CommandContext } from '../../platform/event-store/metadata';

/** What checkout needs to know about a product, read from its own stream (never from the client). */
export interface ProductForSale {
  productId: string;
  name: string;
  kind: 'wholesale' | 'retail';
  subcategory: string;
  vendorId: string;
  pricePaise: number;
  unit: string;
  stock: number;
  /** The product's `quantity`: for wholesale goods the minimum order (wholesaleOrderRange). */
  quantity: number;
  /** The cities it is sold in (the list's spelling); empty: every city. */
  cities: string[];
  /** The vendor's HSN code for it, or null (its subcategory's is printed). */
  hsnCode?: string | null;
  /** Approved, active and not delisted: it may be sold. */
  onSale: boolean;
}

/**
 * The catalogue seen from orders: prices and stock from each product's stream, and stock
 * held or given back per order in that same stream (with its expected revision), so two
 * orders can never take the same unit. Both changes are idempotent per order id.
 */
export interface ProductStock {
  load(productIds: string[]): Promise<Map<string, ProductForSale>>;
  /**
   * Holds `quantity` for the order; false when the product has not that many left (nothing changes then).
   * It does not wait for the read models: the caller's next append (the order confirmed or cancelled) does.
   */
  reserve(productId: string, orderId: string, quantity: number, ctx: CommandContext): Promise<boolean>;
  /** Gives back what the order holds of this product, if anything. */
  release(productId: string, orderId: string, ctx: CommandContext): Promise<void>;
}

export const PRODUCT_STOCK = Symbol('PRODUCT_STOCK');
