import { businessDay } from '../../platform/domain/business-day';
import { RecordedEvent } from '../../platform/event-store/event';
import { defineProjection } from '../../platform/projections/projection';
import { periodOf, REVENUE_INTERVALS } from './revenue-periods';

/**
 * Revenue buckets, fed from the bus: the running total, one per day, week and month, and per
 * day per category and per city (so the breakdowns cover any range). Amounts in paise.
 */
export interface RevenueDoc {
  _id: string;
  kind: 'total' | 'day' | 'week' | 'month' | 'day-category' | 'day-city';
  period: string;
  /** The category or city of a breakdown bucket; '' otherwise. */
  key: string;
  revenuePaise: number;
  orders: number;
}

/*
 * The orders context's OrderPlaced (modules/orders/orders.events.ts), only what revenue
 * reads: when, how much, where it goes, and each line's category.
 */
interface OrderPlacedData {
  placedAt: string;
  totalPaise: number;
  shippingAddress: { city: string };
  fulfilments: { lines: { subcategory: string; totalPaise: number }[] }[];
}

/** Each bucket an order adds to, with the amount and whether it counts as one order there. */
function contributions(event: RecordedEvent): { id: string; kind: RevenueDoc['kind']; period: string; key: string; paise: number }[] {
  const d = event.data as unknown as OrderPlacedData;
  const day = businessDay(d.placedAt);
  const byCategory = new Map<string, number>();
  for (const line of d.fulfilments.flatMap((f) => f.lines)) byCategory.set(line.subcategory, (byCategory.get(line.subcategory) ?? 0) + line.totalPaise);
  const city = d.shippingAddress.city.trim();
  return [
    { id: 'total', kind: 'total', period: '', key: '', paise: d.totalPaise },
    ...REVENUE_INTERVALS.map((interval) => ({ id: `${interval}:${periodOf(day, interval)}`, kind: interval, period: periodOf(day, interval), key: '', paise: d.totalPaise })),
    ...[...byCategory].map(([category, paise]) => ({ id: `day-category:${day}:${category}`, kind: 'day-category' as const, period: day, key: category, paise })),
    { id: `day-city:${day}:${city.toLowerCase()}`, kind: 'day-city', period: day, key: city, paise: d.totalPaise },
  ];
}

export const revenueProjection = defineProjection<RevenueDoc>({
  name: 'revenue',
  version: 1,
  collection: 'revenue',
  indexes: [{ fields: { kind: 1, period: 1 } }],
  canHandle: ['OrderPlaced'],
  documentIds: (event) => contributions(event).map((c) => c.id),
  evolve: (doc, event, id) => {
    const c = contributions(event).find((x) => x.id === id)!;
    return { _id: id, kind: c.kind, period: c.period, key: c.key, revenuePaise: (doc?.revenuePaise ?? 0) + c.paise, orders: (doc?.orders ?? 0) + 1 };
  },
});
