import { deciderSpec } from '../../platform/domain/decider.testing';
import { ALREADY_SHIPPED, CANCEL_REASON_ONLY, NOT_A_GATEWAY_ORDER, NOT_PAID_YET, orderDecider, orderStatusOf } from './orders.decider';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ORDER_EVENT_TYPES, OrderEvent } from './orders.events';
import { orderPlacedFixture } from './orders.testing';

const spec = deciderSpec(orderDecider);
const now = new Date('2026-05-01T11:00:00Z');
const at = now.toISOString();
const vendorIds = ['vA', 'vB'];
const placed = orderPlacedFixture();
const sandbox = orderPlacedFixture({ paymentMethod: 'sandbox', paymentDueAt: '2026-05-01T10:15:00.000Z' });
const confirmed: OrderEvent = { type: 'OrderConfirmed', data: { orderId: 'o1', vendorIds, confirmedAt: '2026-05-01T10:00:01.000Z' } };
const admin = { role: 'admin' as const, userId: 'admin' };
const vendorA = { role: 'vendor' as const, userId: 'vA' };
const part = (vendorId: string) => ({ orderId: 'o1', orderNumber: 'BZ-2026-000001', customerId: 'c1', vendorId });
const move = (vendorId: string, status: 'processing' | 'shipped' | 'delivered' | 'cancelled', by: { role: 'admin' | 'vendor'; userId: string } = admin, tracking = {}) => ({
  type: 'SetFulfilmentStatus' as const,
  data: { vendorId, status, by, ...tracking, now },
});
const tracking = { trackingId: 'DLV123456', courierName: 'Delhivery', trackingUrl: 'https://track.example/DLV123456' };
const apply = (events: OrderEvent[]) => events.reduce(orderDecider.evolve, orderDecider.initialState());

describe('order decider', () => {
  it('places an order once (a second PlaceOrder for the id decides nothing)', () => {
    spec.given([]).when({ type: 'PlaceOrder', data: { ...placed.data, now } }).then([placed]);
    spec.given([placed]).when({ type: 'PlaceOrder', data: { ...placed.data, now } }).then([]);
  });

  it('is pending until stock is held, then pending per vendor until the vendors move it', () => {
    expect(orderStatusOf(apply([placed]))).toBe('pending');
    spec.given([placed]).when({ type: 'ConfirmOrder', data: { now } }).then([{ type: 'OrderConfirmed', data: { orderId: 'o1', vendorIds, confirmedAt: at } }]);
    spec.given([placed, confirmed]).when({ type: 'ConfirmOrder', data: { now } }).then([]);
  });

  it('lets a vendor move only their own part, forward only, shipped with tracking', () => {
    const history = [placed, confirmed];
    spec.given(history).when(move('vA', 'processing', vendorA)).then([{ type: 'FulfilmentStatusChanged', data: { ...part('vA'), from: 'pending', to: 'processing', changedAt: at } }]);
    spec.given(history).when(move('vB', 'processing', vendorA)).thenThrows('not_found');
    spec.given(history).when(move('vA', 'delivered', vendorA)).thenThrows('invalid', { status: 'A pending order cannot become delivered' });
    const processing: OrderEvent = { type: 'FulfilmentStatusChanged', data: { ...part('vA'), from: 'pending', to: 'processing', changedAt: at } };
    spec.given([...history, processing]).when(move('vA', 'shipped', vendorA)).thenThrows('invalid', {
      trackingId: 'Tracking ID is required',
      courierName: 'Courier is required',
      trackingUrl: 'Tracking URL is required',
    });
    spec.given([...history, processing]).when(move('vA', 'shipped', vendorA, tracking)).then([{ type: 'FulfilmentShipped', data: { ...part('vA'), ...tracking, shippedAt: at } }]);
    // The order is as far as its least advanced live part.
    expect(orderStatusOf(apply([...history, processing]))).toBe('pending');
  });

  it('records the commission frozen on the lines at delivery, and COD is paid when the last part is delivered', () => {
    const shippedA: OrderEvent = { type: 'FulfilmentShipped', data: { ...part('vA'), ...tracking, shippedAt: at } };
    const shippedB: OrderEvent = { type: 'FulfilmentShipped', data: { ...part('vB'), ...tracking, shippedAt: at } };
    const deliveredA: OrderEvent = { type: 'FulfilmentDelivered', data: { ...part('vA'), deliveredAt: at } };
    spec.given([placed, confirmed, shippedA, shippedB]).when(move('vA', 'delivered')).then([
      deliveredA,
      { type: 'CommissionRecorded', data: { orderId: 'o1', orderNumber: 'BZ-2026-000001', vendorId: 'vA', grossPaise: 300_00, commissionPaise: 30_00, earningPaise: 270_00, recordedAt: at } },
    ]);
    spec.given([placed, confirmed, shippedA, shippedB, deliveredA]).when(move('vB', 'delivered')).then([
      { type: 'FulfilmentDelivered', data: { ...part('vB'), deliveredAt: at } },
      { type: 'CommissionRecorded', data: { orderId: 'o1', orderNumber: 'BZ-2026-000001', vendorId: 'vB', grossPaise: 400_00, commissionPaise: 50_00, earningPaise: 350_00, recordedAt: at } },
      { type: 'OrderPaid', data: { orderId: 'o1', vendorIds, paymentId: 'cod-o1', method: 'cod', amountPaise: 630_00, paidAt: at } },
    ]);
  });

  describe('cash on delivery, one part cancelled by its vendor', () => {
    const shippedB: OrderEvent = { type: 'FulfilmentShipped', data: { ...part('vB'), ...tracking, shippedAt: at } };
    const deliveredB: OrderEvent = { type: 'FulfilmentDelivered', data: { ...part('vB'), deliveredAt: at } };
    const cancelledA: OrderEvent = { type: 'FulfilmentStatusChanged', data: { ...part('vA'), from: 'pending', to: 'cancelled', changedAt: at } };
    // Collected: the total less vendor A's share (its ₹300 of lines less the 10 % coupon, ₹270), as a refund of A's part would be.
    const collected: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', vendorIds, paymentId: 'cod-o1', method: 'cod', amountPaise: 360_00, paidAt: at } };

    it('is paid, less the cancelled share, when the last open part is cancelled after the others were delivered', () => {
      spec.given([placed, confirmed, shippedB, deliveredB]).when(move('vA', 'cancelled', vendorA)).then([cancelledA, collected]);
      expect(apply([placed, confirmed, shippedB, deliveredB, cancelledA, collected])).toMatchObject({ paymentStatus: 'paid' });
      expect(orderStatusOf(apply([placed, confirmed, shippedB, deliveredB, cancelledA, collected]))).toBe('delivered');
    });

    it('is paid the same when the cancelled part went first and the last one is delivered', () => {
      spec.given([placed, confirmed, cancelledA, shippedB]).when(move('vB', 'delivered')).then([
        deliveredB,
        { type: 'CommissionRecorded', data: { orderId: 'o1', orderNumber: 'BZ-2026-000001', vendorId: 'vB', grossPaise: 400_00, commissionPaise: 50_00, earningPaise: 350_00, recordedAt: at } },
        collected,
      ]);
    });

    it('is not paid while another part is still on its way', () => {
      spec.given([placed, confirmed, shippedB]).when(move('vA', 'cancelled', vendorA)).then([cancelledA]);
    });
  });

  it("keeps the reason a part's canceller gives, trimmed, for the customer; a reason with another status is refused naming it", () => {
    const because = { reason: '  Flooding closed the road to the mill ' };
    spec.given([placed, confirmed]).when(move('vA', 'cancelled', vendorA, because)).then([
      { type: 'FulfilmentStatusChanged', data: { ...part('vA'), from: 'pending', to: 'cancelled', reason: 'Flooding closed the road to the mill', changedAt: at } },
    ]);
    // Spaces are no reason.
    spec.given([placed, confirmed]).when(move('vA', 'cancelled', vendorA, { reason: '   ' })).then([{ type: 'FulfilmentStatusChanged', data: { ...part('vA'), from: 'pending', to: 'cancelled', changedAt: at } }]);
    spec.given([placed, confirmed]).when(move('vA', 'processing', vendorA, because)).thenThrows('invalid', { reason: CANCEL_REASON_ONLY });
  });

  it('cancels before anything shipped; refunds what was paid; never after shipping', () => {
    spec.given([placed]).when({ type: 'CancelOrder', data: { reason: 'out_of_stock', now } }).then([{ type: 'OrderCancelled', data: { orderId: 'o1', vendorIds, reason: 'out_of_stock', cancelledAt: at } }]);
    const paid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', vendorIds, paymentId: 'pay_1', method: 'sandbox', amountPaise: 630_00, paidAt: at } };
    spec.given([sandbox, confirmed, paid]).when({ type: 'CancelOrder', data: { reason: 'admin', now } }).then([
      { type: 'OrderCancelled', data: { orderId: 'o1', vendorIds, reason: 'admin', cancelledAt: at } },
      { type: 'OrderRefunded', data: { orderId: 'o1', vendorIds, vendorId: null, amountPaise: 630_00, reason: 'order cancelled', refundedAt: at } },
    ]);
    const shipped: OrderEvent = { type: 'FulfilmentShipped', data: { ...part('vA'), ...tracking, shippedAt: at } };
    spec.given([placed, confirmed, shipped]).when({ type: 'CancelOrder', data: { reason: 'customer', customerId: 'c1', now } }).thenThrows('conflict');
    spec.given([placed, confirmed]).when({ type: 'CancelOrder', data: { reason: 'customer', customerId: 'someone else', now } }).thenThrows('not_found');
    expect(ALREADY_SHIPPED).toMatch(/shipped/);
  });

  it('is cancelled once: a cancel of a cancelled order, or of a part it closed or its vendor cancelled, decides nothing and is no refusal', () => {
    const cancelledOrder: OrderEvent = { type: 'OrderCancelled', data: { orderId: 'o1', vendorIds, reason: 'customer', cancelledAt: at } };
    const cancelledA: OrderEvent = { type: 'FulfilmentStatusChanged', data: { ...part('vA'), from: 'pending', to: 'cancelled', changedAt: at } };
    spec.given([placed, confirmed, cancelledOrder]).when({ type: 'CancelOrder', data: { reason: 'customer', customerId: 'c1', now } }).then([]);
    spec.given([placed, confirmed, cancelledOrder]).when({ type: 'CancelOrder', data: { reason: 'admin', now } }).then([]);
    spec.given([placed, confirmed, cancelledOrder]).when(move('vA', 'cancelled', vendorA)).then([]);
    spec.given([placed, confirmed, cancelledOrder]).when(move('vA', 'cancelled', vendorA, { reason: 'Out of stock' })).then([]);
    spec.given([placed, confirmed, cancelledA]).when(move('vA', 'cancelled', vendorA)).then([]);
    // The order's other moves stay refused once it is cancelled.
    spec.given([placed, confirmed, cancelledOrder]).when(move('vA', 'processing', vendorA)).thenThrows('conflict');
    spec.given([placed, confirmed, cancelledOrder]).when({ type: 'CancelOrder', data: { reason: 'customer', customerId: 'someone else', now } }).thenThrows('not_found');
  });

  it('a vendor cancelling their part refunds their share; the last part cancels the order', () => {
    const paid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', vendorIds, paymentId: 'pay_1', method: 'sandbox', amountPaise: 630_00, paidAt: at } };
    spec.given([sandbox, confirmed, paid]).when(move('vA', 'cancelled', vendorA)).then([
      { type: 'FulfilmentStatusChanged', data: { ...part('vA'), from: 'pending', to: 'cancelled', changedAt: at } },
      { type: 'OrderRefunded', data: { orderId: 'o1', vendorIds, vendorId: 'vA', amountPaise: 270_00, reason: 'vendor cancelled their part', refundedAt: at } },
    ]);
    const cancelledA: OrderEvent = { type: 'FulfilmentStatusChanged', data: { ...part('vA'), from: 'pending', to: 'cancelled', changedAt: at } };
    const refundA: OrderEvent = { type: 'OrderRefunded', data: { orderId: 'o1', vendorIds, vendorId: 'vA', amountPaise: 270_00, reason: 'vendor cancelled their part', refundedAt: at } };
    spec.given([sandbox, confirmed, paid, cancelledA, refundA]).when(move('vB', 'cancelled')).then([
      { type: 'FulfilmentStatusChanged', data: { ...part('vB'), from: 'pending', to: 'cancelled', changedAt: at } },
      { type: 'OrderCancelled', data: { orderId: 'o1', vendorIds, reason: 'vendors', cancelledAt: at } },
      { type: 'OrderRefunded', data: { orderId: 'o1', vendorIds, vendorId: null, amountPaise: 360_00, reason: 'every vendor cancelled', refundedAt: at } },
    ]);
  });

  it("refunds a cancelled part at what it was charged: a quoted line took no coupon, except on orders recorded before schema 3 (couponOnQuotes)", () => {
    // Vendor A's ₹300 is a line bought at an enquiry's quote; SUMMER10 takes 10 % of vendor B's ₹400 only: ₹660.
    const quotedLines = orderPlacedFixture().data.fulfilments.map((f) => (f.vendorId === 'vA' ? { ...f, lines: f.lines.map((l) => ({ ...l, productType: 'wholesale' as const, enquiryId: 'e1' })) } : f));
    const quotedOrder = orderPlacedFixture({ paymentMethod: 'sandbox', fulfilments: quotedLines, discountPaise: 40_00, totalPaise: 660_00 });
    const paid = (amountPaise: number): OrderEvent => ({ type: 'OrderPaid', data: { orderId: 'o1', vendorIds, paymentId: 'pay_1', method: 'sandbox', amountPaise, paidAt: at } });
    const refundOfA = (amountPaise: number): OrderEvent => ({ type: 'OrderRefunded', data: { orderId: 'o1', vendorIds, vendorId: 'vA', amountPaise, reason: 'vendor cancelled their part', refundedAt: at } });
    const cancelledA: OrderEvent = { type: 'FulfilmentStatusChanged', data: { ...part('vA'), from: 'pending', to: 'cancelled', changedAt: at } };
    spec.given([quotedOrder, confirmed, paid(660_00)]).when(move('vA', 'cancelled', vendorA)).then([cancelledA, refundOfA(300_00)]);
    const earlier = orderPlacedFixture({ ...quotedOrder.data, discountPaise: 70_00, totalPaise: 630_00, couponOnQuotes: true });
    spec.given([earlier, confirmed, paid(630_00)]).when(move('vA', 'cancelled', vendorA)).then([cancelledA, refundOfA(270_00)]);
  });

  it('lifts an OrderPlaced of schema 2 to 3 marking its coupon as taken off quoted lines too, so what it charged stays', () => {
    const catalog = new EventCatalog().register(...ORDER_EVENT_TYPES);
    const metadata = { eventId: 'e1', actor: { kind: 'system' as const }, correlationId: 'c1', causationId: 'c1', occurredAt: '2026-05-01T10:00:00.000Z', schemaVersion: 2 };
    const recorded = { streamId: 'order-o1', revision: 0, position: 1, type: 'OrderPlaced', data: orderPlacedFixture().data as unknown as Record<string, unknown>, metadata };
    expect(catalog.upcast(recorded).data).toMatchObject({ couponOnQuotes: true });
    expect(catalog.upcast({ ...recorded, metadata: { ...recorded.metadata, schemaVersion: 3 } }).data).not.toHaveProperty('couponOnQuotes');
  });

  it("a hosted payment arriving after a vendor cancelled their part gives that part's share back at once", () => {
    const cancelledA: OrderEvent = { type: 'FulfilmentStatusChanged', data: { ...part('vA'), from: 'pending', to: 'cancelled', changedAt: at } };
    spec.given([sandbox, confirmed]).when(move('vA', 'cancelled', vendorA)).then([cancelledA]);
    spec.given([sandbox, confirmed, cancelledA]).when({ type: 'RecordPayment', data: { paymentId: 'pay_1', amountPaise: 630_00, now } }).then([
      { type: 'OrderPaid', data: { orderId: 'o1', vendorIds, paymentId: 'pay_1', method: 'sandbox', amountPaise: 630_00, paidAt: at } },
      { type: 'OrderRefunded', data: { orderId: 'o1', vendorIds, vendorId: 'vA', amountPaise: 270_00, reason: 'vendor cancelled their part before the payment arrived', refundedAt: at } },
    ]);
  });

  it('hosted payments: paid once per gateway payment id, refused for a wrong amount, nothing moves before payment', () => {
    const history = [sandbox, confirmed];
    const paid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', vendorIds, paymentId: 'pay_1', method: 'sandbox', amountPaise: 630_00, paidAt: at } };
    spec.given(history).when(move('vA', 'processing')).thenThrows('conflict');
    expect(NOT_PAID_YET).toMatch(/payment/);
    spec.given(history).when({ type: 'RecordPayment', data: { paymentId: 'pay_1', amountPaise: 630_00, now } }).then([paid]);
    spec.given([...history, paid]).when({ type: 'RecordPayment', data: { paymentId: 'pay_1', amountPaise: 630_00, now } }).then([]);
    spec.given(history).when({ type: 'RecordPayment', data: { paymentId: 'pay_1', amountPaise: 1_00, now } }).thenThrows('invalid', { amount: 'The amount paid does not match the order total' });
  });

  it('a failed or timed-out payment cancels the order; a payment after that is refunded at once', () => {
    const history = [sandbox, confirmed];
    spec.given(history).when({ type: 'FailPayment', data: { paymentId: 'pay_2', reason: 'declined', now } }).then([
      { type: 'PaymentFailed', data: { orderId: 'o1', vendorIds, paymentId: 'pay_2', reason: 'declined', failedAt: at } },
      { type: 'OrderCancelled', data: { orderId: 'o1', vendorIds, reason: 'payment_failed', cancelledAt: at } },
    ]);
    const expired: OrderEvent[] = [
      { type: 'PaymentFailed', data: { orderId: 'o1', vendorIds, paymentId: null, reason: 'The payment was not completed in time', failedAt: at } },
      { type: 'OrderCancelled', data: { orderId: 'o1', vendorIds, reason: 'payment_timeout', cancelledAt: at } },
    ];
    spec.given(history).when({ type: 'ExpirePayment', data: { now } }).then(expired);
    spec.given([...history, ...expired]).when({ type: 'ExpirePayment', data: { now } }).then([]);
    spec.given([...history, ...expired]).when({ type: 'RecordPayment', data: { paymentId: 'pay_3', amountPaise: 630_00, now } }).then([
      { type: 'OrderPaid', data: { orderId: 'o1', vendorIds, paymentId: 'pay_3', method: 'sandbox', amountPaise: 630_00, paidAt: at } },
      { type: 'OrderRefunded', data: { orderId: 'o1', vendorIds, vendorId: null, amountPaise: 630_00, reason: 'order cancelled before the payment arrived', refundedAt: at } },
    ]);
    // Paid in time: the window running out changes nothing.
    const paid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', vendorIds, paymentId: 'pay_1', method: 'sandbox', amountPaise: 630_00, paidAt: at } };
    spec.given([...history, paid]).when({ type: 'ExpirePayment', data: { now } }).then([]);
    // Cash on delivery has no window.
    spec.given([placed, confirmed]).when({ type: 'ExpirePayment', data: { now } }).then([]);
  });

  describe('payment notices on an order whose payment is in', () => {
    const paid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', vendorIds, paymentId: 'pay_1', method: 'sandbox', amountPaise: 630_00, paidAt: at } };
    const capture = (paymentId: string, amountPaise: number) => ({ type: 'RecordPayment' as const, data: { paymentId, amountPaise, now } });
    const returned = (paymentId: string, amountPaise: number): OrderEvent => ({ type: 'DuplicatePaymentRefunded', data: { orderId: 'o1', vendorIds, paymentId, amountPaise, refundedAt: at } });
    const delivered: OrderEvent[] = ['vA', 'vB'].flatMap((vendorId): OrderEvent[] => [
      { type: 'FulfilmentShipped', data: { ...part(vendorId), ...tracking, shippedAt: at } },
      { type: 'FulfilmentDelivered', data: { ...part(vendorId), deliveredAt: at } },
    ]);

    it('a second capture is money paid twice: its own amount goes back, the order stays paid with nothing refunded', () => {
      const history = [sandbox, confirmed, paid, ...delivered];
      spec.given(history).when(capture('pay_2', 630_00)).then([returned('pay_2', 630_00)]);
      // Whatever the gateway says it took goes back, and only that.
      spec.given(history).when(capture('pay_3', 1_00)).then([returned('pay_3', 1_00)]);
      // The gateway's retry of the same duplicate returns nothing more.
      spec.given([...history, returned('pay_2', 630_00)]).when(capture('pay_2', 630_00)).then([]);
      const state = apply([...history, returned('pay_3', 1_00), returned('pay_2', 630_00)]);
      expect(state).toMatchObject({ paymentStatus: 'paid', refundedPaise: 0 });
      expect(orderStatusOf(state)).toBe('delivered');
    });

    it('a capture after the payment was refunded with the cancelled order is a duplicate too, not a second refund of the order', () => {
      const cancelled: OrderEvent[] = [
        { type: 'OrderCancelled', data: { orderId: 'o1', vendorIds, reason: 'customer', cancelledAt: at } },
        { type: 'OrderRefunded', data: { orderId: 'o1', vendorIds, vendorId: null, amountPaise: 630_00, reason: 'order cancelled', refundedAt: at } },
      ];
      spec.given([sandbox, confirmed, paid, ...cancelled]).when(capture('pay_2', 630_00)).then([returned('pay_2', 630_00)]);
      expect(apply([sandbox, confirmed, paid, ...cancelled, returned('pay_2', 630_00)])).toMatchObject({ paymentStatus: 'refunded', refundedPaise: 630_00 });
    });

    it('a failure notice fails only a payment still pending: never a paid, refunded or shipped order', () => {
      const fail = { type: 'FailPayment' as const, data: { paymentId: 'pay_9', reason: 'declined', now } };
      spec.given([sandbox, confirmed, paid, ...delivered]).when(fail).then([]);
      spec.given([sandbox, confirmed, paid, ...delivered]).when({ type: 'ExpirePayment', data: { now } }).then([]);
      // A log written before duplicates were told apart: a stray full refund made the delivered order read refunded.
      const strayRefund: OrderEvent = { type: 'OrderRefunded', data: { orderId: 'o1', vendorIds, vendorId: null, amountPaise: 630_00, reason: 'duplicate payment', refundedAt: at } };
      spec.given([sandbox, confirmed, paid, ...delivered, strayRefund]).when(fail).then([]);
      spec.given([sandbox, confirmed, paid, strayRefund]).when(fail).then([]);
    });

    it('refuses gateway notices for an order not paid through the gateway (cash on delivery), and changes nothing', () => {
      const codPaid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', vendorIds, paymentId: 'cod-o1', method: 'cod', amountPaise: 630_00, paidAt: at } };
      for (const history of [[placed, confirmed], [placed, confirmed, ...delivered, codPaid]]) {
        spec.given(history).when(capture('pay_2', 630_00)).thenThrows('conflict');
        spec.given(history).when({ type: 'FailPayment', data: { paymentId: 'pay_2', reason: 'declined', now } }).thenThrows('conflict');
      }
      expect(NOT_A_GATEWAY_ORDER).toMatch(/gateway/);
    });
  });

  describe('tracking details', () => {
    const processing: OrderEvent = { type: 'FulfilmentStatusChanged', data: { ...part('vA'), from: 'pending', to: 'processing', changedAt: at } };
    const shipped: OrderEvent = { type: 'FulfilmentShipped', data: { ...part('vA'), ...tracking, shippedAt: at } };

    it('a courier of spaces is no courier; the details are kept without their outer spaces', () => {
      const history = [placed, confirmed, processing];
      spec.given(history).when(move('vA', 'shipped', vendorA, { ...tracking, courierName: '   ' })).thenThrows('invalid', { courierName: 'Courier is required' });
      spec.given(history).when(move('vA', 'shipped', vendorA, { ...tracking, courierName: '  Delhivery ' })).then([shipped]);
    });

    it('shipped again with other details corrects the tracking; the same details again change nothing', () => {
      const corrected = { trackingId: 'DLV654321', courierName: 'Blue Dart', trackingUrl: 'https://track.example/DLV654321' };
      const updated: OrderEvent = { type: 'FulfilmentTrackingUpdated', data: { ...part('vA'), ...corrected, updatedAt: at } };
      spec.given([placed, confirmed, processing, shipped]).when(move('vA', 'shipped', vendorA, corrected)).then([updated]);
      spec.given([placed, confirmed, processing, shipped]).when(move('vA', 'shipped', vendorA, tracking)).then([]);
      spec.given([placed, confirmed, processing, shipped, updated]).when(move('vA', 'shipped', vendorA, corrected)).then([]);
      spec.given([placed, confirmed, processing, shipped]).when(move('vA', 'shipped', vendorA, { ...corrected, courierName: ' ' })).thenThrows('invalid', { courierName: 'Courier is required' });
      // Only the part's own vendor (or an admin) corrects it; a delivered part is past correcting.
      spec.given([placed, confirmed, processing, shipped]).when(move('vA', 'shipped', { role: 'vendor', userId: 'vB' }, corrected)).thenThrows('not_found');
      const delivered: OrderEvent = { type: 'FulfilmentDelivered', data: { ...part('vA'), deliveredAt: at } };
      spec.given([placed, confirmed, processing, shipped, delivered]).when(move('vA', 'shipped', vendorA, corrected)).thenThrows('invalid');
    });
  });
});
