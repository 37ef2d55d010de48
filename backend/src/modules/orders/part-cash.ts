import { OrderView } from './orders.projection';
import { deliveryFeeVendorOf } from './orders.invoice';

/** What one vendor's part asks of the customer at the door, read from the order's view (every part's status). */
export interface PartCash {
  /** The order's delivery fee when this part's invoice carries it (`deliveryFeeVendorOf`), else 0. */
  deliveryFeePaise: number;
  /**
   * Cash on delivery: what the courier collects with this part, its lines less the coupon plus
   * the fee it carries, so the live parts add up to what the order's OrderPaid records as
   * collected (the decider's `cashCollected`). 0 for a cancelled part; null when paid online.
   */
  collectPaise: number | null;
}

export function partCash(order: Pick<OrderView, 'paymentMethod' | 'deliveryFeePaise' | 'lines' | 'fulfilments'>, vendorId: string): PartCash {
  const part = order.fulfilments.find((f) => f.vendorId === vendorId);
  const deliveryFeePaise = deliveryFeeVendorOf(order) === vendorId ? order.deliveryFeePaise : 0;
  if (order.paymentMethod !== 'cod') return { deliveryFeePaise, collectPaise: null };
  return { deliveryFeePaise, collectPaise: !part || part.status === 'cancelled' ? 0 : part.chargedPaise + deliveryFeePaise };
}
