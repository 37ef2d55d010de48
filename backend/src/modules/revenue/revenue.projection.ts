import { businessDay } from '../../platform/domain/business-day';
import { defineProjection } from '../../platform/projections/projection';
import { OrderPart, partsOf, refundOfCancelledPart, remainingOf } from './order-takings';
import { periodOf, REVENUE_INTERVALS } from './revenue-periods';

/**
 * Revenue, fed from the bus. Buckets add up what was placed: the running total, one per day,
 * week and month, and per day per category and per city (so breakdowns cover any range).
 * A cancellation or refund names only the order, so each order also keeps its own document
 * (`order:<id>`) with what it added and what was taken back (`deductedPaise`, and per category
 * `categoryDeductions`); readers take those few off the buckets (revenue.service.ts). A vendor's
 * part cancelled takes its share out (order-takings.ts), paid or not. Amounts in paise.
 */
export interface RevenueDoc {
  _id: string;
  kind: 'total' | 'day' | 'week' | 'month' | 'day-category' | 'day-city' | 'order';
  /** Its business day (YYYY-MM-DD), week's Monday, or month (YYYY-MM); '' for the total. */
  period: string;
  /** The category or city of a breakdown bucket, an order's city; '' otherwise. */
  key: string;
  revenuePaise: number;
  orders: number;
  /** An order's lines per category (paise), its vendors' parts, its cancellation (whole or per vendor) and what was taken back. */
  categories?: { category: string; paise: number }[];
  parts?: OrderPart[];
  cancelled?: boolean;
  cancelledVendors?: string[];
  /** Refunds other than of a cancelled part. */
  refundedPaise?: number;
  deductedPaise?: number;
  /** What each category gives back, and whether it has no live line left (the order no longer counts there). */
  categoryDeductions?: { category: string; paise: number; gone: boolean }[];
  /** True once something was taken back: readers look only at these orders. */
  deducted?: boolean;
}

/*
 * The orders context's events (modules/orders/orders.events.ts), only what revenue reads:
 * when, how much, where it goes, and each line's category.
 */
interface OrderPlacedData {
  orderId: string;
  placedAt: string;
  totalPaise: number;
  couponPercent?: number;
  couponOnQuotes?: boolean;
  shippingAddress: { city: string };
  fulfilments: { vendorId: string; lines: { subcategory: string; totalPaise: number; enquiryId?: string | null }[] }[];
}

const cityKey = (city: string) => city.trim().toLowerCase();
export const orderDocId = (orderId: string) => `order:${orderId}`;

function categoriesOf(d: OrderPlacedData) {
  const byCategory = new Map<string, number>();
  for (const line of d.fulfilments.flatMap((f) => f.lines)) byCategory.set(line.subcategory, (byCategory.get(line.subcategory) ?? 0) + line.totalPaise);
  return [...byCategory].map(([category, paise]) => ({ category, paise }));
}

/** Each bucket an order adds to, with the amount (it counts as one order in each). */
function contributions(d: OrderPlacedData): { id: string; kind: RevenueDoc['kind']; period: string; key: string; paise: number }[] {
  const day = businessDay(d.placedAt);
  const city = d.shippingAddress.city.trim();
  return [
    { id: 'total', kind: 'total', period: '', key: '', paise: d.totalPaise },
    ...REVENUE_INTERVALS.map((interval) => ({ id: `${interval}:${periodOf(day, interval)}`, kind: interval, period: periodOf(day, interval), key: '', paise: d.totalPaise })),
    ...categoriesOf(d).map(({ category, paise }) => ({ id: `day-category:${day}:${category}`, kind: 'day-category' as const, period: day, key: category, paise })),
    { id: `day-city:${day}:${cityKey(city)}`, kind: 'day-city', period: day, key: city, paise: d.totalPaise },
  ];
}

/** What an order no longer brings: all of it once cancelled, else its cancelled parts and what was refunded (at most its total). */
const withDeduction = (doc: RevenueDoc): RevenueDoc => {
  const remaining = remainingOf({
    totalPaise: doc.revenuePaise,
    parts: doc.parts ?? [],
    cancelled: doc.cancelled ?? false,
    cancelledVendors: doc.cancelledVendors ?? [],
    refundedPaise: doc.refundedPaise ?? 0,
  });
  const deductedPaise = doc.revenuePaise - remaining.totalPaise;
  const categoryDeductions = (doc.categories ?? [])
    .map(({ category, paise }) => {
      const left = remaining.categories.get(category) ?? { paise: 0, live: false };
      return { category, paise: paise - left.paise, gone: !left.live };
    })
    .filter((c) => c.paise > 0 || c.gone);
  return { ...doc, deductedPaise, deducted: deductedPaise > 0, categoryDeductions };
};

type PartCancelled = { orderId: string; vendorId: string; to: string };

export const revenueProjection = defineProjection<RevenueDoc>({
  name: 'revenue',
  // 3: a vendor's part cancelled is taken out (parts, cancelledVendors, categoryDeductions).
  version: 3,
  collection: 'revenue',
  indexes: [{ fields: { kind: 1, period: 1 } }, { fields: { kind: 1, deducted: 1, period: 1 } }],
  // Amounts, categories, vendors and the (unsealed) city only: the addresses stay sealed.
  sealedPersonalData: true,
  canHandle: ['OrderPlaced', 'FulfilmentStatusChanged', 'OrderCancelled', 'OrderRefunded'],
  documentIds: (event) => {
    const d = event.data as unknown as OrderPlacedData;
    if (event.type === 'FulfilmentStatusChanged' && (event.data as PartCancelled).to !== 'cancelled') return [];
    return event.type === 'OrderPlaced' ? [...contributions(d).map((c) => c.id), orderDocId(d.orderId)] : [orderDocId(d.orderId)];
  },
  evolve: (doc, event, id) => {
    if (event.type === 'OrderCancelled') return doc && withDeduction({ ...doc, cancelled: true });
    if (event.type === 'FulfilmentStatusChanged') {
      const { vendorId } = event.data as PartCancelled;
      return doc && withDeduction({ ...doc, cancelledVendors: [...new Set([...(doc.cancelledVendors ?? []), vendorId])] });
    }
    if (event.type === 'OrderRefunded') {
      const { vendorId, amountPaise } = event.data as { vendorId: string | null; amountPaise: number };
      if (!doc || refundOfCancelledPart({ cancelledVendors: doc.cancelledVendors ?? [] }, vendorId)) return doc;
      return withDeduction({ ...doc, refundedPaise: (doc.refundedPaise ?? 0) + amountPaise });
    }
    const d = event.data as unknown as OrderPlacedData;
    if (id === orderDocId(d.orderId)) {
      if (doc) return doc;
      const day = businessDay(d.placedAt);
      return { _id: id, kind: 'order', period: day, key: d.shippingAddress.city.trim(), revenuePaise: d.totalPaise, orders: 1, categories: categoriesOf(d), parts: partsOf(d), cancelled: false, cancelledVendors: [], refundedPaise: 0, deductedPaise: 0, deducted: false, categoryDeductions: [] };
    }
    const c = contributions(d).find((x) => x.id === id)!;
    return { _id: id, kind: c.kind, period: c.period, key: c.key, revenuePaise: (doc?.revenuePaise ?? 0) + c.paise, orders: (doc?.orders ?? 0) + 1 };
  },
});

export { cityKey };
