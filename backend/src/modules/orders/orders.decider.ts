import { couponDiscountPaise, OrderStatus, PaymentStatus } from '@bazaar/common';
import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { CancelReason, FulfilmentStatus, OrderEvent, OrderLine, OrderPlaced, PlacedFulfilment, Tracking } from './orders.events';

export type Fulfilment = { vendorId: string; status: FulfilmentStatus; refunded: boolean; tracking: Tracking | null };

export type OrderState =
  | { status: 'absent' }
  | {
      status: 'placed' | 'confirmed' | 'cancelled';
      placed: OrderPlaced['data'];
      /** Every line of every vendor. */
      lines: OrderLine[];
      paymentStatus: PaymentStatus;
      paymentIds: string[];
      fulfilments: Record<string, Fulfilment>;
      refundedPaise: number;
      cancelReason: CancelReason | null;
    };

/** Who asks for a fulfilment change: a vendor only for their own part, an admin for any. */
export type Requester = { role: 'vendor' | 'admin'; userId: string };

export type OrderCommand =
  | { type: 'PlaceOrder'; data: OrderPlaced['data'] & { now: Date } }
  | { type: 'ConfirmOrder'; data: { now: Date } }
  /** `customerId`: set when the customer asks (only their own order). */
  | { type: 'CancelOrder'; data: { reason: CancelReason; customerId?: string; now: Date } }
  | { type: 'RecordPayment'; data: { paymentId: string; amountPaise: number; now: Date } }
  | { type: 'FailPayment'; data: { paymentId: string | null; reason: string; now: Date } }
  | { type: 'ExpirePayment'; data: { now: Date } }
  | {
      type: 'SetFulfilmentStatus';
      /** `reason`: why a part is cancelled, as its vendor (or an admin) typed it, for the customer; only with `cancelled`. */
      data: { vendorId: string; status: FulfilmentStatus; by: Requester; trackingId?: string; courierName?: string; trackingUrl?: string; reason?: string; now: Date };
    };

export const ORDER_NOT_FOUND = 'Order not found';
export const ALREADY_SHIPPED = 'This order has already shipped and can no longer be cancelled';
/** OrderRefunded's reason when a hosted payment arrived after its order was cancelled (its customer's notice says so). */
export const LATE_PAYMENT_REFUND = 'order cancelled before the payment arrived';
export const CANCEL_REASON_ONLY = 'A reason is given only when cancelling';
export const NOT_PAID_YET = 'The payment for this order has not been received yet';
export const NOT_A_GATEWAY_ORDER = 'This order is not paid through the payment gateway';

/** Forward steps of a fulfilment; cancelled is reachable only before shipping. */
const NEXT: Record<FulfilmentStatus, FulfilmentStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};
const RANK: Record<FulfilmentStatus, number> = { pending: 0, processing: 1, shipped: 2, delivered: 3, cancelled: 4 };

export const vendorIdsOf = (lines: OrderLine[]) => [...new Set(lines.map((l) => l.vendorId))];
export const linesOf = (fulfilments: PlacedFulfilment[]) => fulfilments.flatMap((f) => f.lines);

/** Lines grouped per vendor (first appearance first), as OrderPlaced carries them. */
export const groupByVendor = (lines: OrderLine[]): PlacedFulfilment[] =>
  vendorIdsOf(lines).map((vendorId) => {
    const own = lines.filter((l) => l.vendorId === vendorId);
    return { vendorId, subtotalPaise: own.reduce((sum, l) => sum + l.totalPaise, 0), lines: own };
  });
export const vendorGrossPaise = (lines: OrderLine[], vendorId: string) => lines.filter((l) => l.vendorId === vendorId).reduce((sum, l) => sum + l.totalPaise, 0);

/** What the customer pays for one vendor part's lines: their total less the coupon's percentage of those at catalogue price (couponDiscountPaise). */
export const chargedPaise = (lines: readonly { totalPaise: number; enquiryId?: string | null }[], couponPercent: number, couponOnQuotes?: boolean) =>
  lines.reduce((sum, l) => sum + l.totalPaise, 0) - couponDiscountPaise(lines, couponPercent, couponOnQuotes);

/** What the customer paid for one vendor's goods: their lines less the coupon's percentage. */
export const vendorChargedPaise = (placed: { lines: OrderLine[]; couponPercent: number; couponOnQuotes?: boolean }, vendorId: string) =>
  chargedPaise(placed.lines.filter((l) => l.vendorId === vendorId), placed.couponPercent, placed.couponOnQuotes);

/** Commission of a vendor's lines at the rates frozen on them (rounded per line, to the paisa). */
export const commissionPaise = (lines: OrderLine[], vendorId: string) =>
  lines.filter((l) => l.vendorId === vendorId).reduce((sum, l) => sum + Math.round((l.totalPaise * l.commissionPercent) / 100), 0);

/**
 * The order's status as people see it (spec 4): pending until the stock is held, then the
 * least advanced of its live fulfilments; cancelled when it or every fulfilment was.
 */
export function statusOf(stage: OrderState['status'], fulfilments: { status: FulfilmentStatus }[]): OrderStatus {
  if (stage === 'absent' || stage === 'placed') return 'pending';
  if (stage === 'cancelled') return 'cancelled';
  const live = fulfilments.filter((f) => f.status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  return live.reduce((least, f) => (RANK[f.status] < RANK[least] ? f.status : least), live[0].status);
}

export const orderStatusOf = (state: OrderState): OrderStatus => statusOf(state.status, state.status === 'absent' ? [] : Object.values(state.fulfilments));

/** The tracking details as given, without outer spaces; each required (spaces alone are no courier). */
function trackingOf(given: Partial<Tracking>): Tracking {
  const tracking = { trackingId: given.trackingId?.trim() ?? '', courierName: given.courierName?.trim() ?? '', trackingUrl: given.trackingUrl?.trim() ?? '' };
  const missing: Record<string, string> = {};
  if (!tracking.trackingId) missing.trackingId = 'Tracking ID is required';
  if (!tracking.courierName) missing.courierName = 'Courier is required';
  if (!tracking.trackingUrl) missing.trackingUrl = 'Tracking URL is required';
  if (Object.keys(missing).length) throw DomainError.invalid(missing);
  return tracking;
}
const sameTracking = (a: Tracking | null, b: Tracking) => a !== null && a.trackingId === b.trackingId && a.courierName === b.courierName && a.trackingUrl === b.trackingUrl;

const placedOnly = (state: OrderState) => {
  if (state.status === 'absent') throw new DomainError('not_found', ORDER_NOT_FOUND);
  return state;
};

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    if (event.type === 'OrderPlaced') {
      const fulfilments = Object.fromEntries(event.data.fulfilments.map(({ vendorId }) => [vendorId, { vendorId, status: 'pending' as const, refunded: false, tracking: null }]));
      return { status: 'placed', placed: event.data, lines: linesOf(event.data.fulfilments), paymentStatus: 'pending', paymentIds: [], fulfilments, refundedPaise: 0, cancelReason: null };
    }
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'OrderConfirmed':
        return state.status === 'placed' ? { ...state, status: 'confirmed' } : state;
      case 'OrderPaid':
        return { ...state, paymentStatus: 'paid', paymentIds: [...state.paymentIds, event.data.paymentId] };
      case 'PaymentFailed':
        return { ...state, paymentStatus: state.paymentStatus === 'paid' ? 'paid' : 'failed', paymentIds: event.data.paymentId ? [...state.paymentIds, event.data.paymentId] : state.paymentIds };
      case 'FulfilmentStatusChanged':
      case 'FulfilmentDelivered': {
        const to = event.type === 'FulfilmentStatusChanged' ? event.data.to : 'delivered';
        const current = state.fulfilments[event.data.vendorId];
        return { ...state, fulfilments: { ...state.fulfilments, [event.data.vendorId]: { ...current, status: to } } };
      }
      case 'FulfilmentShipped':
      case 'FulfilmentTrackingUpdated': {
        const { vendorId, trackingId, courierName, trackingUrl } = event.data;
        const current = state.fulfilments[vendorId];
        return { ...state, fulfilments: { ...state.fulfilments, [vendorId]: { ...current, status: 'shipped', tracking: { trackingId, courierName, trackingUrl } } } };
      }
      case 'OrderCancelled':
        return { ...state, status: 'cancelled', cancelReason: event.data.reason };
      case 'OrderRefunded': {
        const refundedPaise = state.refundedPaise + event.data.amountPaise;
        const fulfilments = event.data.vendorId
          ? { ...state.fulfilments, [event.data.vendorId]: { ...state.fulfilments[event.data.vendorId], refunded: true } }
          : state.fulfilments;
        return { ...state, refundedPaise, fulfilments, paymentStatus: refundedPaise >= state.placed.totalPaise ? 'refunded' : state.paymentStatus };
      }
      case 'DuplicatePaymentRefunded':
        // Remembered for the gateway's retries only: the order's payment and refunds stay as they were.
        return { ...state, paymentIds: [...state.paymentIds, event.data.paymentId] };
      case 'CommissionRecorded':
        return state;
    }
  },
  decide(command, state) {
    const at = command.data.now.toISOString();
    if (command.type === 'PlaceOrder') {
      if (state.status !== 'absent') return [];
      const { now, ...placed } = command.data;
      return [{ type: 'OrderPlaced', data: placed }];
    }
    const order = placedOnly(state);
    const { orderId } = order.placed;
    const vendorIds = vendorIdsOf(order.lines);
    const charged = (vendorId: string) => vendorChargedPaise({ lines: order.lines, couponPercent: order.placed.couponPercent, couponOnQuotes: order.placed.couponOnQuotes }, vendorId);
    const cancelled = order.status === 'cancelled';
    const paid = order.paymentStatus === 'paid';
    const viaGateway = order.placed.paymentMethod === 'sandbox';
    const shippedAny = Object.values(order.fulfilments).some((f) => f.status === 'shipped' || f.status === 'delivered');
    // Money back when paid: what was charged and not refunded yet.
    const refundRest = (reason: string) =>
      paid && order.refundedPaise < order.placed.totalPaise
        ? [{ type: 'OrderRefunded' as const, data: { orderId, vendorIds, vendorId: null, amountPaise: order.placed.totalPaise - order.refundedPaise, reason, refundedAt: at } }]
        : [];

    // Cash on delivery: the money is in once no part is left open (each delivered or cancelled)
    // and one at least was delivered, whether the last open part was delivered or cancelled:
    // the total less the cancelled parts' shares (their lines less the coupon, as refunded).
    const cashCollected = (vendorId: string, to: 'delivered' | 'cancelled'): OrderEvent[] => {
      if (order.placed.paymentMethod !== 'cod' || paid) return [];
      const after = Object.values(order.fulfilments).map((f) => ({ vendorId: f.vendorId, status: f.vendorId === vendorId ? to : f.status }));
      if (!after.every((f) => f.status === 'delivered' || f.status === 'cancelled') || !after.some((f) => f.status === 'delivered')) return [];
      const cancelledShare = after.filter((f) => f.status === 'cancelled').reduce((sum, f) => sum + charged(f.vendorId), 0);
      return [{ type: 'OrderPaid', data: { orderId, vendorIds, paymentId: `cod-${orderId}`, method: 'cod', amountPaise: order.placed.totalPaise - cancelledShare, paidAt: at } }];
    };

    switch (command.type) {
      case 'ConfirmOrder':
        return order.status === 'placed' ? [{ type: 'OrderConfirmed', data: { orderId, vendorIds, confirmedAt: at } }] : [];

      case 'CancelOrder': {
        if (command.data.customerId !== undefined && command.data.customerId !== order.placed.customerId) throw new DomainError('not_found', ORDER_NOT_FOUND);
        if (cancelled) return [];
        if (shippedAny) throw new DomainError('conflict', ALREADY_SHIPPED);
        return [{ type: 'OrderCancelled', data: { orderId, vendorIds, reason: command.data.reason, cancelledAt: at } }, ...refundRest('order cancelled')];
      }

      case 'RecordPayment': {
        const { paymentId, amountPaise } = command.data;
        if (!viaGateway) throw new DomainError('conflict', NOT_A_GATEWAY_ORDER);
        if (order.paymentIds.includes(paymentId)) return []; // the gateway's retry of the same payment
        // The order's payment is already in (and perhaps refunded with the order): this one is
        // the customer paying twice. Only its own amount goes back; the order, its refunded
        // total and its vendors' earnings are not the duplicate's business.
        if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') {
          return [{ type: 'DuplicatePaymentRefunded', data: { orderId, vendorIds, paymentId, amountPaise, refundedAt: at } }];
        }
        if (amountPaise !== order.placed.totalPaise) throw DomainError.invalid({ amount: 'The amount paid does not match the order total' });
        const events: OrderEvent[] = [{ type: 'OrderPaid', data: { orderId, vendorIds, paymentId, method: order.placed.paymentMethod, amountPaise, paidAt: at } }];
        // Paid after the order was cancelled (timeout, out of stock): refunded at once.
        if (cancelled) events.push({ type: 'OrderRefunded', data: { orderId, vendorIds, vendorId: null, amountPaise, reason: LATE_PAYMENT_REFUND, refundedAt: at } });
        // Paid after a vendor cancelled their part: that part's share goes back at once, as it would have had the payment come first.
        else {
          for (const part of Object.values(order.fulfilments)) {
            if (part.status !== 'cancelled') continue;
            events.push({ type: 'OrderRefunded', data: { orderId, vendorIds, vendorId: part.vendorId, amountPaise: charged(part.vendorId), reason: 'vendor cancelled their part before the payment arrived', refundedAt: at } });
          }
        }
        return events;
      }

      case 'FailPayment':
      case 'ExpirePayment': {
        if (command.type === 'FailPayment' && !viaGateway) throw new DomainError('conflict', NOT_A_GATEWAY_ORDER);
        const paymentId = command.type === 'FailPayment' ? command.data.paymentId : null;
        if (paymentId && order.paymentIds.includes(paymentId)) return [];
        // Only a payment still awaited can fail: a late notice of another attempt, or the window
        // running out, never cancels an order that was paid, refunded or has goods on their way.
        if (!viaGateway || order.paymentStatus !== 'pending' || cancelled || shippedAny) return [];
        const reason = command.type === 'FailPayment' ? command.data.reason : 'The payment was not completed in time';
        return [
          { type: 'PaymentFailed', data: { orderId, vendorIds, paymentId, reason, failedAt: at } },
          { type: 'OrderCancelled', data: { orderId, vendorIds, reason: command.type === 'FailPayment' ? 'payment_failed' : 'payment_timeout', cancelledAt: at } },
        ];
      }

      case 'SetFulfilmentStatus': {
        const { vendorId, status, by } = command.data;
        const fulfilment = order.fulfilments[vendorId];
        if (!fulfilment || (by.role === 'vendor' && by.userId !== vendorId)) throw new DomainError('not_found', ORDER_NOT_FOUND);
        const part = { orderId, orderNumber: order.placed.orderNumber, customerId: order.placed.customerId, vendorId };
        if (fulfilment.status === 'shipped' && status === 'shipped') {
          // Shipped again: the vendor correcting a mistyped tracking id or courier; a retry of the same changes nothing.
          const tracking = trackingOf(command.data);
          return sameTracking(fulfilment.tracking, tracking) ? [] : [{ type: 'FulfilmentTrackingUpdated', data: { ...part, ...tracking, updatedAt: at } }];
        }
        const reason = command.data.reason?.trim() || undefined;
        if (reason && status !== 'cancelled') throw DomainError.invalid({ reason: CANCEL_REASON_ONLY });
        if (fulfilment.status === status) return [];
        // A cancel of a part its order's cancel already closed (it reads cancelled) is done, as a
        // cancel of a cancelled order or booking is: a client's retry after a lost answer gets the record.
        if (status === 'cancelled' && cancelled) return [];
        if (cancelled || order.status === 'placed') throw new DomainError('conflict', cancelled ? 'This order was cancelled' : 'This order is still being confirmed');
        if (!NEXT[fulfilment.status].includes(status)) {
          throw DomainError.invalid({ status: `A ${fulfilment.status} order cannot become ${status}` });
        }
        if (status !== 'cancelled' && order.placed.paymentMethod === 'sandbox' && !paid) throw new DomainError('conflict', NOT_PAID_YET);
        const from = fulfilment.status;
        if (status === 'processing') return [{ type: 'FulfilmentStatusChanged', data: { ...part, from, to: 'processing', changedAt: at } }];
        if (status === 'shipped') return [{ type: 'FulfilmentShipped', data: { ...part, ...trackingOf(command.data), shippedAt: at } }];
        if (status === 'delivered') {
          const gross = vendorGrossPaise(order.lines, vendorId);
          const commission = commissionPaise(order.lines, vendorId);
          const events: OrderEvent[] = [
            { type: 'FulfilmentDelivered', data: { ...part, deliveredAt: at } },
            {
              type: 'CommissionRecorded',
              data: { orderId, orderNumber: order.placed.orderNumber, vendorId, grossPaise: gross, commissionPaise: commission, earningPaise: gross - commission, recordedAt: at },
            },
          ];
          return [...events, ...cashCollected(vendorId, 'delivered')];
        }
        // cancelled: this vendor's part only; the last live part cancels the order.
        const events: OrderEvent[] = [{ type: 'FulfilmentStatusChanged', data: { ...part, from, to: 'cancelled', ...(reason && { reason }), changedAt: at } }];
        const othersLive = Object.values(order.fulfilments).some((f) => f.vendorId !== vendorId && f.status !== 'cancelled');
        if (!othersLive) return [...events, { type: 'OrderCancelled', data: { orderId, vendorIds, reason: 'vendors', cancelledAt: at } }, ...refundRest('every vendor cancelled')];
        if (paid) events.push({ type: 'OrderRefunded', data: { orderId, vendorIds, vendorId, amountPaise: charged(vendorId), reason: 'vendor cancelled their part', refundedAt: at } });
        return [...events, ...cashCollected(vendorId, 'cancelled')];
      }
    }
  },
};
