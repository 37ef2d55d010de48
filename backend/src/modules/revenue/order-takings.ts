import { chargedPaise } from '../orders/orders.decider';

/**
 * What an order still brings in, the one rule of the live revenue read model and the replayed
 * `orders` report: a cancelled order nothing; a vendor's part cancelled the share the customer
 * would pay for it (its lines less the coupon, as the refund of a paid part and the cash
 * collected on delivery count it; the delivery fee stays with the order), its lines leaving
 * their categories and vendor whole; a refund of anything else at most what is left, spread
 * over the live lines by their share. Paise; categories and vendors at line totals.
 */
export interface OrderPart {
  vendorId: string;
  /** What the customer pays for this vendor's lines (less the coupon). */
  chargedPaise: number;
  /** The vendor's line totals per category. */
  categories: Record<string, number>;
}

export interface OrderTakings {
  totalPaise: number;
  parts: OrderPart[];
  cancelled: boolean;
  /** Vendors whose part was cancelled, paid or not (a paid one's refund is not counted again). */
  cancelledVendors: string[];
  /** Refunds other than of a cancelled part. */
  refundedPaise: number;
}

type Line = { subcategory: string; totalPaise: number; enquiryId?: string | null };

/** The parts of an OrderPlaced (its data as recorded: the coupon's percentage, whether it took it off quoted lines too, and the lines per vendor). */
export function partsOf(placed: { couponPercent?: number; couponOnQuotes?: boolean; fulfilments: { vendorId: string; lines: Line[] }[] }): OrderPart[] {
  return placed.fulfilments.map(({ vendorId, lines }) => {
    const categories: Record<string, number> = {};
    for (const line of lines) categories[line.subcategory] = (categories[line.subcategory] ?? 0) + line.totalPaise;
    return { vendorId, chargedPaise: chargedPaise(lines, placed.couponPercent ?? 0, placed.couponOnQuotes), categories };
  });
}

/** Whether a refund is the one of a part already taken out as cancelled. */
export const refundOfCancelledPart = (order: Pick<OrderTakings, 'cancelledVendors'>, vendorId: string | null) => vendorId !== null && order.cancelledVendors.includes(vendorId);

/** What remains: in total, per category and per vendor, each with whether a live line is left in it. */
export function remainingOf(order: OrderTakings) {
  const categories = new Map<string, { paise: number; live: boolean }>();
  const vendors = new Map<string, { paise: number; live: boolean }>();
  const gone = (vendorId: string) => order.cancelled || order.cancelledVendors.includes(vendorId);
  const partsPaise = order.parts.filter((p) => !order.cancelled && gone(p.vendorId)).reduce((sum, p) => sum + p.chargedPaise, 0);
  const livePaise = order.cancelled ? 0 : Math.max(0, order.totalPaise - partsPaise);
  const refundTaken = Math.min(livePaise, order.refundedPaise);
  const keep = (paise: number) => paise - Math.round((paise * refundTaken) / Math.max(1, livePaise));
  const liveGross = new Map<string, { paise: number; live: boolean }>();
  for (const part of order.parts) {
    const live = !gone(part.vendorId);
    const vendorGross = Object.values(part.categories).reduce((sum, paise) => sum + paise, 0);
    const vendor = vendors.get(part.vendorId) ?? { paise: 0, live: false };
    vendors.set(part.vendorId, { paise: vendor.paise + (live ? keep(vendorGross) : 0), live: vendor.live || live });
    for (const [category, paise] of Object.entries(part.categories)) {
      const sofar = liveGross.get(category) ?? { paise: 0, live: false };
      liveGross.set(category, { paise: sofar.paise + (live ? paise : 0), live: sofar.live || live });
    }
  }
  for (const [category, { paise, live }] of liveGross) categories.set(category, { paise: keep(paise), live });
  return { totalPaise: livePaise - refundTaken, categories, vendors };
}
