import { paiseToRupees } from '@bazaar/common';
import { businessDay } from '../../../platform/domain/business-day';
import { defineProjection } from '../../../platform/projections/projection';
import { bucketOf, defineReport } from '../../../platform/replay/report';
import type { OrderCancelled, OrderPlaced, OrderRefunded } from '../../orders/orders.events';

/**
 * One order as the replay sees it: where its money went (per category and vendor, at the
 * line totals; the order total, discount and delivery included, for the total and the city)
 * and what it gave back. Paise.
 */
interface OrderFacts {
  _id: string;
  day: string;
  city: string;
  totalPaise: number;
  categories: Record<string, number>;
  vendors: Record<string, number>;
  cancelled: boolean;
  refundedPaise: number;
}

const COLUMNS = ['bucket', 'dimension', 'key', 'orders', 'revenue', 'cancelled'] as const;
type Dimension = 'total' | 'category' | 'vendor' | 'city';

const add = (into: Record<string, number>, key: string, paise: number) => ({ ...into, [key]: (into[key] ?? 0) + paise });

/**
 * Orders and revenue per day, week or month, in total and by category, vendor and city, for
 * the orders placed in the period, as the log stood at the end of it: what was placed, less
 * what cancelled or refunded orders gave back (all of a cancelled order, at most its total
 * refunded; spread over its categories and vendors by their share) and a cancelled order no
 * longer counted. The same rules as the live revenue read model, recomputed from the events.
 */
export const ordersReport = defineReport<OrderFacts>({
  name: 'orders',
  description: 'Orders and revenue per day, week or month: total, by category, by vendor and by city',
  columns: COLUMNS,
  projection: () =>
    defineProjection<OrderFacts>({
      name: 'report-orders',
      version: 1,
      collection: 'report_orders',
      sealedPersonalData: true, // amounts and the city, as the revenue read model
      canHandle: ['OrderPlaced', 'OrderCancelled', 'OrderRefunded'],
      documentIds: (event) => [(event.data as { orderId: string }).orderId],
      evolve(doc, recorded) {
        const event = recorded as unknown as OrderPlaced | OrderCancelled | OrderRefunded;
        if (event.type === 'OrderPlaced') {
          if (doc) return doc;
          const d = event.data;
          let categories: Record<string, number> = {};
          let vendors: Record<string, number> = {};
          for (const fulfilment of d.fulfilments) {
            for (const line of fulfilment.lines) {
              categories = add(categories, line.subcategory, line.totalPaise);
              vendors = add(vendors, fulfilment.vendorId, line.totalPaise);
            }
          }
          return { _id: d.orderId, day: businessDay(d.placedAt), city: d.shippingAddress.city.trim(), totalPaise: d.totalPaise, categories, vendors, cancelled: false, refundedPaise: 0 };
        }
        if (!doc) return null;
        return event.type === 'OrderCancelled' ? { ...doc, cancelled: true } : { ...doc, refundedPaise: doc.refundedPaise + event.data.amountPaise };
      },
    }),
  rows(orders, { from, to, interval }) {
    const buckets = new Map<string, { bucket: string; dimension: Dimension; key: string; orders: number; paise: number; cancelled: number }>();
    const count = (bucket: string, dimension: Dimension, key: string, paise: number, orders: number, cancelled: number) => {
      const id = `${bucket}|${dimension}|${key}`;
      const row = buckets.get(id) ?? { bucket, dimension, key, orders: 0, paise: 0, cancelled: 0 };
      buckets.set(id, { ...row, orders: row.orders + orders, paise: row.paise + paise, cancelled: row.cancelled + cancelled });
    };
    // City names as first written, compared without case and spaces (as the live read model does).
    const cityNames = new Map<string, string>();
    for (const order of orders) {
      if (order.day < from || order.day > to) continue;
      const bucket = bucketOf(order.day, interval);
      const taken = order.cancelled ? order.totalPaise : Math.min(order.totalPaise, order.refundedPaise);
      const counted = order.cancelled ? 0 : 1;
      const cancelled = order.cancelled ? 1 : 0;
      const share = (paise: number) => paise - Math.round((paise * taken) / Math.max(1, order.totalPaise));
      const cityKey = order.city.toLowerCase();
      if (!cityNames.has(cityKey)) cityNames.set(cityKey, order.city);
      count(bucket, 'total', '', order.totalPaise - taken, counted, cancelled);
      count(bucket, 'city', cityNames.get(cityKey)!, order.totalPaise - taken, counted, cancelled);
      for (const [category, paise] of Object.entries(order.categories)) count(bucket, 'category', category, share(paise), counted, cancelled);
      for (const [vendor, paise] of Object.entries(order.vendors)) count(bucket, 'vendor', vendor, share(paise), counted, cancelled);
    }
    const order: Record<Dimension, number> = { total: 0, category: 1, vendor: 2, city: 3 };
    return [...buckets.values()]
      .sort((a, b) => a.bucket.localeCompare(b.bucket) || order[a.dimension] - order[b.dimension] || b.paise - a.paise || a.key.localeCompare(b.key))
      .map(({ paise, ...row }) => ({ ...row, revenue: paiseToRupees(paise) }));
  },
});
