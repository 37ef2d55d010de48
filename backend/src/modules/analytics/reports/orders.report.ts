import { paiseToRupees } from '@bazaar/common';
import { businessDay } from '../../../platform/domain/business-day';
import { defineProjection } from '../../../platform/projections/projection';
import { bucketOf, defineReport } from '../../../platform/replay/report';
import type { FulfilmentStatusChanged, OrderCancelled, OrderPlaced, OrderRefunded } from '../../orders/orders.events';
import { OrderPart, partsOf, refundOfCancelledPart, remainingOf } from '../../revenue/order-takings';

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
  parts: OrderPart[];
  cancelled: boolean;
  /** Vendors whose part was cancelled (its share taken out, paid or not). */
  cancelledVendors: string[];
  /** Refunds other than of a cancelled part. */
  refundedPaise: number;
}

const COLUMNS = ['bucket', 'dimension', 'key', 'orders', 'revenue', 'cancelled'] as const;
type Dimension = 'total' | 'category' | 'vendor' | 'city';

/**
 * Orders and revenue per day, week or month, in total and by category, vendor and city, for
 * the orders placed in the period, as the log stood at the end of it: what was placed, less
 * what cancelled or refunded orders gave back (all of a cancelled order; a vendor's cancelled
 * part, its lines leaving their category and vendor; at most its total refunded, spread over
 * its live categories and vendors by their share) and a cancelled order no longer counted
 * (nor in a category or vendor all of whose lines were cancelled). The same rules as the live
 * revenue read model (order-takings.ts), recomputed from the events.
 */
export const ordersReport = defineReport<OrderFacts>({
  name: 'orders',
  description: 'Orders and revenue per day, week or month: total, by category, by vendor and by city',
  columns: COLUMNS,
  money: ['revenue'],
  projection: () =>
    defineProjection<OrderFacts>({
      name: 'report-orders',
      version: 2,
      collection: 'report_orders',
      sealedPersonalData: true, // amounts and the city, as the revenue read model
      canHandle: ['OrderPlaced', 'FulfilmentStatusChanged', 'OrderCancelled', 'OrderRefunded'],
      documentIds: (event) => (event.type === 'FulfilmentStatusChanged' && (event.data as { to: string }).to !== 'cancelled' ? [] : [(event.data as { orderId: string }).orderId]),
      evolve(doc, recorded) {
        const event = recorded as unknown as OrderPlaced | FulfilmentStatusChanged | OrderCancelled | OrderRefunded;
        if (event.type === 'OrderPlaced') {
          if (doc) return doc;
          const d = event.data;
          return { _id: d.orderId, day: businessDay(d.placedAt), city: d.shippingAddress.city.trim(), totalPaise: d.totalPaise, parts: partsOf(d), cancelled: false, cancelledVendors: [], refundedPaise: 0 };
        }
        if (!doc) return null;
        switch (event.type) {
          case 'OrderCancelled':
            return { ...doc, cancelled: true };
          case 'FulfilmentStatusChanged':
            return { ...doc, cancelledVendors: [...new Set([...doc.cancelledVendors, event.data.vendorId])] };
          case 'OrderRefunded':
            return refundOfCancelledPart(doc, event.data.vendorId) ? doc : { ...doc, refundedPaise: doc.refundedPaise + event.data.amountPaise };
        }
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
      const remaining = remainingOf(order);
      const counted = order.cancelled ? 0 : 1;
      const cancelled = order.cancelled ? 1 : 0;
      const cityKey = order.city.toLowerCase();
      if (!cityNames.has(cityKey)) cityNames.set(cityKey, order.city);
      count(bucket, 'total', '', remaining.totalPaise, counted, cancelled);
      count(bucket, 'city', cityNames.get(cityKey)!, remaining.totalPaise, counted, cancelled);
      for (const [category, { paise, live }] of remaining.categories) count(bucket, 'category', category, paise, live ? 1 : 0, live ? 0 : 1);
      for (const [vendor, { paise, live }] of remaining.vendors) count(bucket, 'vendor', vendor, paise, live ? 1 : 0, live ? 0 : 1);
    }
    const order: Record<Dimension, number> = { total: 0, category: 1, vendor: 2, city: 3 };
    return [...buckets.values()]
      .sort((a, b) => a.bucket.localeCompare(b.bucket) || order[a.dimension] - order[b.dimension] || b.paise - a.paise || a.key.localeCompare(b.key))
      .map(({ paise, ...row }) => ({ ...row, revenue: paiseToRupees(paise) }));
  },
});
