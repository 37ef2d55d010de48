import { businessDay } from '../../platform/domain/business-day';
import { defineProjection } from '../../platform/projections/projection';
import { periodOf, REVENUE_INTERVALS } from './revenue-periods';

/**
 * Revenue, fed from the bus. Buckets add up what was placed: the running total, one per day,
 * week and month, and per day per category and per city (so breakdowns cover any range).
 * A cancellation or refund names only the order, so each order also keeps its own document
 * (`order:<id>`) with what it added and what was taken back (`deductedPaise`); readers take
 * those few off the buckets (revenue.service.ts). Amounts in paise.
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
  /** An order's lines per category (paise), its cancellation and what was taken back. */
  categories?: { category: string; paise: number }[];
  cancelled?: boolean;
  refundedPaise?: number;
  deductedPaise?: number;
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
  shippingAddress: { city: string };
  fulfilments: { lines: { subcategory: string; totalPaise: number }[] }[];
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

/** What an order no longer brings: all of it once cancelled, else what was refunded (at most its total). */
const withDeduction = (doc: RevenueDoc): RevenueDoc => {
  const deductedPaise = doc.cancelled ? doc.revenuePaise : Math.min(doc.revenuePaise, doc.refundedPaise ?? 0);
  return { ...doc, deductedPaise, deducted: deductedPaise > 0 };
};

export const revenueProjection = defineProjection<RevenueDoc>({
  name: 'revenue',
  version: 2,
  collection: 'revenue',
  indexes: [{ fields: { kind: 1, period: 1 } }, { fields: { kind: 1, deducted: 1, period: 1 } }],
  // Amounts, categories, vendors and the (unsealed) city only: the addresses stay sealed.
  sealedPersonalData: true,
  canHandle: ['OrderPlaced', 'OrderCancelled', 'OrderRefunded'],
  documentIds: (event) => {
    const d = event.data as unknown as OrderPlacedData;
    return event.type === 'OrderPlaced' ? [...contributions(d).map((c) => c.id), orderDocId(d.orderId)] : [orderDocId(d.orderId)];
  },
  evolve: (doc, event, id) => {
    if (event.type === 'OrderCancelled') return doc && withDeduction({ ...doc, cancelled: true });
    if (event.type === 'OrderRefunded') return doc && withDeduction({ ...doc, refundedPaise: (doc.refundedPaise ?? 0) + (event.data as { amountPaise: number }).amountPaise });
    const d = event.data as unknown as OrderPlacedData;
    if (id === orderDocId(d.orderId)) {
      if (doc) return doc;
      const day = businessDay(d.placedAt);
      return { _id: id, kind: 'order', period: day, key: d.shippingAddress.city.trim(), revenuePaise: d.totalPaise, orders: 1, categories: categoriesOf(d), cancelled: false, refundedPaise: 0, deductedPaise: 0, deducted: false };
    }
    const c = contributions(d).find((x) => x.id === id)!;
    return { _id: id, kind: c.kind, period: c.period, key: c.key, revenuePaise: (doc?.revenuePaise ?? 0) + c.paise, orders: (doc?.orders ?? 0) + 1 };
  },
});

export { cityKey };
