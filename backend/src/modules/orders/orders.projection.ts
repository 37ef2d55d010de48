import { OrderStatus, PaymentMethod, PaymentStatus } from '@bazaar/common';
import { RecordedEvent } from '../../platform/event-store/event';
import { defineProjection } from '../../platform/projections/projection';
import { linesOf, statusOf, vendorChargedPaise, vendorGrossPaise } from './orders.decider';
import { Address, CancelReason, FulfilmentStatus, ORDER_EVENT_TYPES, OrderEvent, OrderLine } from './orders.events';

export interface FulfilmentView {
  vendorId: string;
  status: FulfilmentStatus;
  /** The vendor's lines at list price, and what the customer paid for them (less the coupon). */
  grossPaise: number;
  chargedPaise: number;
  trackingId: string | null;
  courier: string | null;
  trackingUrl: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  commissionPaise: number | null;
  earningPaise: number | null;
  /** Why the part was cancelled, as its canceller typed it (absent: none given, or a view from before reasons). */
  cancellationReason?: string | null;
}

/** An order as the customer and the admin see it; addresses stay sealed and are opened when read. */
export interface OrderView {
  _id: string;
  orderNumber: string;
  customerId: string;
  stage: 'placed' | 'confirmed' | 'cancelled';
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  paymentId: string | null;
  paidAt: string | null;
  cancelReason: CancelReason | null;
  couponCode: string | null;
  couponPercent: number;
  subtotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
  refundedPaise: number;
  /** What OrderPaid recorded as taken: online, the checkout amount; cash on delivery, what was collected (less the parts cancelled). Null until paid. */
  paidPaise: number | null;
  /** Captures beyond the order's payment, each returned at once (absent when there were none). */
  duplicatePayments?: { paymentId: string; amountPaise: number; refundedAt: string }[];
  /** Spec 2.9's item count: the order's items (lines), whatever their quantity (a 12-tonne wholesale line is one). */
  itemCount: number;
  lines: OrderLine[];
  vendorIds: string[];
  fulfilments: FulfilmentView[];
  shippingAddress: Address;
  billingAddress: Address;
  city: string;
  placedAt: string;
  updatedAt: string;
  paymentDueAt: string | null;
}

/** Every event of an order's stream (the counter's OrderNumbersAllocated is not one). */
export const ORDER_EVENTS = ORDER_EVENT_TYPES.map((d) => d.type).filter((type) => type !== 'OrderNumbersAllocated');

const withFulfilment = (view: OrderView, vendorId: string, change: Partial<FulfilmentView>): OrderView => {
  const fulfilments = view.fulfilments.map((f) => (f.vendorId === vendorId ? { ...f, ...change } : f));
  return { ...view, fulfilments, status: statusOf(view.stage, fulfilments) };
};

/** One order event applied to the order's view: shared by the orders and fulfilments read models. */
export function applyOrderEvent(view: OrderView | null, recorded: RecordedEvent): OrderView | null {
  const event = recorded as unknown as OrderEvent;
  if (event.type === 'OrderPlaced') {
    const d = event.data;
    const lines = linesOf(d.fulfilments);
    const vendorIds = d.fulfilments.map((f) => f.vendorId);
    const fulfilments: FulfilmentView[] = vendorIds.map((vendorId) => ({
      vendorId,
      status: 'pending',
      grossPaise: vendorGrossPaise(lines, vendorId),
      chargedPaise: vendorChargedPaise({ lines, couponPercent: d.couponPercent, couponOnQuotes: d.couponOnQuotes }, vendorId),
      trackingId: null,
      courier: null,
      trackingUrl: null,
      shippedAt: null,
      deliveredAt: null,
      commissionPaise: null,
      earningPaise: null,
    }));
    return {
      _id: d.orderId,
      orderNumber: d.orderNumber,
      customerId: d.customerId,
      stage: 'placed',
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: d.paymentMethod,
      paymentId: null,
      paidAt: null,
      cancelReason: null,
      couponCode: d.couponCode,
      couponPercent: d.couponPercent,
      subtotalPaise: d.subtotalPaise,
      discountPaise: d.discountPaise,
      deliveryFeePaise: d.deliveryFeePaise,
      totalPaise: d.totalPaise,
      refundedPaise: 0,
      paidPaise: null,
      itemCount: lines.length,
      lines,
      vendorIds,
      fulfilments,
      shippingAddress: d.shippingAddress,
      billingAddress: d.billingAddress,
      city: d.shippingAddress.city,
      placedAt: d.placedAt,
      updatedAt: d.placedAt,
      paymentDueAt: d.paymentDueAt,
    };
  }
  if (!view) return null;
  const updatedAt = recorded.metadata.occurredAt;
  const v = { ...view, updatedAt };
  switch (event.type) {
    case 'OrderConfirmed':
      return v.stage === 'placed' ? { ...v, stage: 'confirmed', status: statusOf('confirmed', v.fulfilments) } : v;
    case 'OrderPaid':
      return { ...v, paymentStatus: 'paid', paymentId: event.data.paymentId, paidAt: event.data.paidAt, paidPaise: event.data.amountPaise };
    case 'PaymentFailed':
      return v.paymentStatus === 'paid' ? v : { ...v, paymentStatus: 'failed', paymentId: event.data.paymentId ?? v.paymentId };
    case 'FulfilmentStatusChanged':
      return withFulfilment(v, event.data.vendorId, { status: event.data.to, ...(event.data.reason && { cancellationReason: event.data.reason }) });
    case 'FulfilmentShipped': {
      const { trackingId, courierName, trackingUrl, shippedAt } = event.data;
      return withFulfilment(v, event.data.vendorId, { status: 'shipped', trackingId, courier: courierName, trackingUrl, shippedAt });
    }
    case 'FulfilmentTrackingUpdated': {
      const { trackingId, courierName, trackingUrl } = event.data;
      return withFulfilment(v, event.data.vendorId, { trackingId, courier: courierName, trackingUrl });
    }
    case 'FulfilmentDelivered':
      return withFulfilment(v, event.data.vendorId, { status: 'delivered', deliveredAt: event.data.deliveredAt });
    case 'CommissionRecorded':
      return withFulfilment(v, event.data.vendorId, { commissionPaise: event.data.commissionPaise, earningPaise: event.data.earningPaise });
    case 'OrderCancelled': {
      // The whole order stops before anything shipped: every part still open is cancelled with it (out of the vendors' Pending tabs).
      const fulfilments = v.fulfilments.map((f) => (f.status === 'shipped' || f.status === 'delivered' ? f : { ...f, status: 'cancelled' as const }));
      return { ...v, fulfilments, stage: 'cancelled', status: 'cancelled', cancelReason: event.data.reason };
    }
    case 'OrderRefunded': {
      const refundedPaise = v.refundedPaise + event.data.amountPaise;
      return { ...v, refundedPaise, paymentStatus: refundedPaise >= v.totalPaise ? 'refunded' : v.paymentStatus };
    }
    case 'DuplicatePaymentRefunded': {
      // Money paid twice and returned: not the order's payment nor its refunds, but the customer's wallet shows both moves.
      const { paymentId, amountPaise, refundedAt } = event.data;
      return { ...v, duplicatePayments: [...(v.duplicatePayments ?? []), { paymentId, amountPaise, refundedAt }] };
    }
  }
}

export const ordersProjection = defineProjection<OrderView>({
  name: 'orders',
  version: 5, // 2: a cancelled order's open parts read cancelled; 3: duplicate payments listed; 4: itemCount counts lines, not quantities; 5: paidPaise (what OrderPaid took)
  collection: 'orders',
  sealedPersonalData: true,
  indexes: [{ fields: { customerId: 1, placedAt: -1 } }, { fields: { placedAt: -1 } }],
  search: ['orderNumber'],
  canHandle: ORDER_EVENTS,
  documentIds: (e) => [(e.data as { orderId: string }).orderId],
  evolve: applyOrderEvent,
});

/** One vendor's part of an order: what the vendor Orders tab lists (only that vendor's lines are shown). */
export type FulfilmentDoc = OrderView & { orderId: string; vendorId: string; fulfilmentStatus: FulfilmentStatus; productType: 'wholesale' | 'retail' | 'mixed' };

/** What a vendor's part sells, for the vendor Orders tab's type filter (spec 2.7). */
const productTypeOf = (lines: OrderLine[]): FulfilmentDoc['productType'] => {
  const types = new Set(lines.map((l) => l.productType));
  return types.size === 1 ? [...types][0] : 'mixed';
};

export const fulfilmentId = (orderId: string, vendorId: string) => `${orderId}_${vendorId}`;

const vendorsOf = (event: RecordedEvent): string[] => {
  const data = event.data as { vendorId?: string; vendorIds?: string[]; fulfilments?: { vendorId: string }[] };
  if (data.fulfilments) return data.fulfilments.map((f) => f.vendorId);
  return data.vendorIds ?? (data.vendorId ? [data.vendorId] : []);
};

export const fulfilmentsProjection = defineProjection<FulfilmentDoc>({
  name: 'fulfilments',
  version: 5, // 3: a cancelled order's open parts read cancelled; 4: itemCount counts lines, not quantities; 5: paidPaise (what OrderPaid took)
  collection: 'fulfilments',
  sealedPersonalData: true,
  indexes: [{ fields: { vendorId: 1, placedAt: -1 } }, { fields: { placedAt: -1 } }],
  search: ['orderNumber'],
  canHandle: ORDER_EVENTS,
  documentIds: (e) => vendorsOf(e).map((vendorId) => fulfilmentId((e.data as { orderId: string }).orderId, vendorId)),
  evolve: (doc, event, id) => {
    const view = applyOrderEvent(doc && { ...doc, _id: doc.orderId }, event);
    if (!view) return null;
    // An OrderPlaced makes one document per vendor: the id says which.
    const vendorId = id.slice(view._id.length + 1);
    return {
      ...view,
      _id: id,
      orderId: view._id,
      vendorId,
      fulfilmentStatus: view.fulfilments.find((f) => f.vendorId === vendorId)!.status,
      productType: productTypeOf(view.lines.filter((l) => l.vendorId === vendorId)),
    };
  },
});
