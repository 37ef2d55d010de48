import { RecordedEvent } from '../../platform/event-store/event';
import { applyEvent } from '../../platform/projections/apply-event';
import { MemoryReadStore } from '../../platform/read-store/memory-read-store';
import { orderPlacedFixture, recordedFixture } from '../revenue/order-events.testing';
import { NotificationDoc, notificationsProjection } from './notifications.projection';

describe('notifications read model', () => {
  const placed = recordedFixture(1, 'OrderPlaced', orderPlacedFixture());
  const shipped = recordedFixture(2, 'FulfilmentShipped', { orderId: 'o1', orderNumber: 'BZ-2026-000001', customerId: 'cust-1', vendorId: 'vend-a', trackingId: 'TRK123', courierName: 'Delhivery' });
  const read = (id: string, position: number): RecordedEvent => recordedFixture(position, 'NotificationRead', { notificationId: id, recipient: 'vend-a', readAt: '2026-11-23T11:00:00.000Z' });

  const project = async (events: RecordedEvent[]) => {
    const store = new MemoryReadStore();
    for (let pass = 1; pass <= 2; pass++) for (const event of events) await applyEvent(store, notificationsProjection, event);
    return (await store.collection<NotificationDoc & { _position?: number }>('notifications').find({}, { sort: { _id: 1 } })).map(({ _position, ...doc }) => doc);
  };

  const outcome = (position: number, type: string, extra: object = {}) => recordedFixture(position, type, { orderId: 'o1', vendorIds: ['vend-a', 'vend-b'], ...extra });
  const confirmed = (position: number) => outcome(position, 'OrderConfirmed', { confirmedAt: '2026-11-23T10:00:01.000Z' });
  const online = recordedFixture(1, 'OrderPlaced', { ...orderPlacedFixture(), paymentMethod: 'sandbox' });

  it('an order makes the admin, customer and one-per-vendor notifications, held until its stock is held, then unread; replaying twice changes nothing', async () => {
    const held = await project([placed]);
    expect(held.map((d) => [d._id, d.status])).toEqual([
      ['order-o1.admins', 'held'],
      ['order-o1.customer', 'held'],
      ['order-o1.vend-a', 'held'],
      ['order-o1.vend-b', 'held'],
    ]);
    const docs = await project([placed, confirmed(2)]);
    expect(docs.map((d) => [d.recipient, d.kind, d.type, d.message])).toEqual([
      ['admins', 'admin', 'new_order', 'New order placed for ₹1,470.00 (BZ-2026-000001)'],
      ['cust-1', 'customer', 'order_confirmation', 'Your order has been placed successfully (BZ-2026-000001)'],
      ['vend-a', 'vendor', 'new_order', 'New order BZ-2026-000001: 2 items for ₹1,200.00'],
      ['vend-b', 'vendor', 'new_order', 'New order BZ-2026-000001: 1 item for ₹270.00'],
    ]);
    // Shown from the confirmation on: its time and position, so the live streams send it then.
    expect(docs[0]).toMatchObject({ _id: 'order-o1.admins', status: 'unread', readAt: null, orderId: 'o1', orderNumber: 'BZ-2026-000001', createdAt: confirmed(2).metadata.occurredAt, seq: 2 });
  });

  it('a checkout refused for stock or a coupon tells nobody, and keeps none of its drafts', async () => {
    for (const reason of ['out_of_stock', 'coupon_unavailable', 'quote_unavailable']) {
      expect(await project([placed, outcome(2, 'OrderCancelled', { reason, cancelledAt: '2026-11-23T10:00:01.000Z' })])).toEqual([]);
    }
  });

  it('an order paid on the hosted gateway is told of once paid, not when its stock is held; a payment that fails tells the customer alone', async () => {
    expect((await project([online, confirmed(2)])).map((d) => d.status)).toEqual(['held', 'held', 'held', 'held']);
    const paid = await project([online, confirmed(2), outcome(3, 'OrderPaid', { paymentId: 'pay_1', method: 'sandbox', amountPaise: 147_000, paidAt: '2026-11-23T10:05:00.000Z' })]);
    expect(paid.map((d) => [d._id, d.status, d.seq])).toEqual([
      ['order-o1.admins', 'unread', 3],
      ['order-o1.customer', 'unread', 3],
      ['order-o1.vend-a', 'unread', 3],
      ['order-o1.vend-b', 'unread', 3],
    ]);
    for (const [reason, message] of [
      ['payment_failed', 'Payment for your order BZ-2026-000001 did not go through, so the order was cancelled'],
      ['payment_timeout', 'Your order BZ-2026-000001 was not paid in time, so it was cancelled'],
    ]) {
      const lost = await project([online, confirmed(2), outcome(3, 'OrderCancelled', { reason, cancelledAt: '2026-11-23T10:15:00.000Z' })]);
      // The admins' and vendors' drafts are gone: nobody was told of the order.
      expect(lost.map((d) => [d.recipient, d.status, d.type, d.title, d.message])).toEqual([['cust-1', 'unread', 'order_update', 'Payment failed', message]]);
    }
  });

  it('a held notice cannot be marked read, and a later outcome changes nothing of a notice already shown', async () => {
    expect((await project([placed, read('order-o1.vend-a', 2)])).find((d) => d._id === 'order-o1.vend-a')).toMatchObject({ status: 'held', readAt: null });
    const docs = await project([placed, confirmed(2), read('order-o1.vend-a', 3), outcome(4, 'OrderPaid', { paymentId: 'cash', method: 'cod', amountPaise: 147_000, paidAt: '2026-11-23T10:05:00.000Z' }), outcome(5, 'OrderCancelled', { reason: 'payment_failed' })]);
    expect(docs.find((d) => d._id === 'order-o1.vend-a')).toMatchObject({ status: 'read', seq: 2 });
    expect(docs.find((d) => d._id === 'order-o1.customer')).toMatchObject({ status: 'unread', type: 'order_confirmation', seq: 2 });
  });

  it('an order placed before schema 2 (notifiedAtPlacement) showed its notices at once, keyed on its event; its outcomes change nothing', async () => {
    const early = recordedFixture(1, 'OrderPlaced', { ...orderPlacedFixture(), notifiedAtPlacement: true });
    const docs = await project([early, confirmed(2)]);
    expect(docs.map((d) => [d._id, d.status, d.seq])).toEqual([
      ['e1.admins', 'unread', 1],
      ['e1.cust-1', 'unread', 1],
      ['e1.vend-a', 'unread', 1],
      ['e1.vend-b', 'unread', 1],
    ]);
  });

  it('tells the customer when a vendor ships, with the courier and tracking id', async () => {
    const docs = await project([placed, shipped]);
    expect(docs.find((d) => d._id === 'e2.cust-1')).toMatchObject({ kind: 'customer', type: 'order_update', title: 'Order shipped', message: 'Your order BZ-2026-000001 has been shipped by Delhivery (tracking id TRK123)' });
  });

  it('tells the customer when the vendor corrects the tracking details', async () => {
    const updated = recordedFixture(3, 'FulfilmentTrackingUpdated', { orderId: 'o1', orderNumber: 'BZ-2026-000001', customerId: 'cust-1', vendorId: 'vend-a', trackingId: 'BD-9876', courierName: 'Blue Dart' });
    const docs = await project([placed, shipped, updated]);
    expect(docs.find((d) => d._id === 'e3.cust-1')).toMatchObject({ kind: 'customer', type: 'order_update', title: 'Tracking updated', message: 'Your order BZ-2026-000001 is with Blue Dart (tracking id BD-9876)' });
  });

  it('a booking request tells the provider and the customer; its acceptance is "Service Booking Confirmed" for both', async () => {
    const requested = recordedFixture(4, 'BookingRequested', { bookingId: 'b1', serviceName: 'Plumbing', providerId: 'prov-1', customerId: 'cust-1', date: '2026-11-25', time: '10:00', times: ['10:00'] });
    const accepted = recordedFixture(5, 'BookingAccepted', { bookingId: 'b1', providerId: 'prov-1', customerId: 'cust-1', acceptedAt: '2026-11-23T10:05:00.000Z' });
    const docs = await project([requested, accepted]);
    expect(docs.map((d) => [d.recipient, d.kind, d.type, d.title, d.bookingId])).toEqual([
      ['cust-1', 'customer', 'service_booking', 'Booking requested', 'b1'],
      ['prov-1', 'provider', 'service_booking', 'New booking request', 'b1'],
      ['cust-1', 'customer', 'service_booking', 'Service Booking Confirmed', 'b1'],
      ['prov-1', 'provider', 'service_booking', 'Service Booking Confirmed', 'b1'],
    ]);
    expect(docs[1].message).toBe('Plumbing on 2026-11-25 at 10:00: please accept or decline');
  });

  it('a cancellation tells both; the customer hears who cancelled and why when it was the provider or an admin', async () => {
    const cancelled = (position: number, bookingId: string, cancelledBy: string, reason: string) =>
      recordedFixture(position, 'BookingCancelled', { bookingId, providerId: 'prov-1', customerId: 'cust-1', date: '2026-11-25', times: ['10:00'], cancelledBy, reason, cancelledAt: '2026-11-23T10:00:00.000Z' });
    const docs = await project([cancelled(9, 'b1', 'customer', ''), cancelled(10, 'b2', 'provider', 'Van broke down'), cancelled(11, 'b3', 'admin', 'Provider unreachable')]);
    expect(docs.map((d) => [d.recipient, d.bookingId, d.title, d.message])).toEqual([
      ['cust-1', 'b2', 'Booking cancelled', 'Your booking on 2026-11-25 at 10:00 was cancelled by the provider: Van broke down'],
      ['prov-1', 'b2', 'Booking cancelled', 'The booking on 2026-11-25 at 10:00 was cancelled'],
      ['cust-1', 'b3', 'Booking cancelled', 'Your booking on 2026-11-25 at 10:00 was cancelled by the marketplace team: Provider unreachable'],
      ['prov-1', 'b3', 'Booking cancelled', 'The booking on 2026-11-25 at 10:00 was cancelled by the marketplace team: Provider unreachable'],
      ['cust-1', 'b1', 'Booking cancelled', 'Your booking on 2026-11-25 at 10:00 was cancelled'],
      ['prov-1', 'b1', 'Booking cancelled', 'The booking on 2026-11-25 at 10:00 was cancelled'],
    ]);
  });

  it("tells the customer when their enquiry is answered or quoted; a schema-1 answer (no customer named) tells no one", async () => {
    const answered = recordedFixture(6, 'EnquiryAnswered', { enquiryId: 'q1', customerId: 'cust-1', productName: 'Basmati rice', answer: 'sealed', answeredAt: '2026-11-23T10:00:00.000Z' });
    const quoted = recordedFixture(7, 'EnquiryQuoted', { enquiryId: 'q1', customerId: 'cust-1', productName: 'Basmati rice', quoteId: 'x', pricePaise: 61000_00, quantity: 5, unit: 'tonne', quotedAt: '2026-11-23T10:01:00.000Z' });
    const old = recordedFixture(8, 'EnquiryAnswered', { enquiryId: 'q2', customerId: null, productName: null, answer: 'sealed', answeredAt: '2026-11-23T10:02:00.000Z' });
    const docs = await project([answered, quoted, old]);
    expect(docs.map((d) => [d._id, d.recipient, d.kind, d.type, d.title, d.message])).toEqual([
      ['e6.cust-1', 'cust-1', 'customer', 'enquiry_update', 'Enquiry answered', 'The vendor answered your enquiry about Basmati rice'],
      ['e7.cust-1', 'cust-1', 'customer', 'enquiry_update', 'Quote received', 'Quote for Basmati rice: 5 tonne at ₹61,000.00 per tonne'],
    ]);
  });

  it('a booking message tells the other party (both when an admin writes); a schema-1 message (no parties named) tells no one', async () => {
    const message = (position: number, senderId: string, senderRole: string, parties: { customerId: string | null; providerId: string | null }) =>
      recordedFixture(position, 'BookingMessageSent', { bookingId: 'b1', messageId: `m${position}`, senderId, senderRole, text: 'sealed', sentAt: '2026-11-23T10:00:00.000Z', serviceName: 'Plumbing', date: '2026-11-25', ...parties });
    const both = { customerId: 'cust-1', providerId: 'prov-1' };
    const docs = await project([message(9, 'cust-1', 'customer', both), message(10, 'prov-1', 'provider', both), message(11, 'admin-1', 'admin', both), message(12, 'cust-1', 'customer', { customerId: null, providerId: null })]);
    expect(docs.map((d) => [d._id, d.kind, d.type, d.message])).toEqual([
      ['e10.cust-1', 'customer', 'service_booking', 'The provider wrote about your booking of Plumbing on 2026-11-25'],
      ['e11.cust-1', 'customer', 'service_booking', 'Our support team wrote about your booking of Plumbing on 2026-11-25'],
      ['e11.prov-1', 'provider', 'service_booking', 'Our support team wrote about the booking of Plumbing on 2026-11-25'],
      ['e9.prov-1', 'provider', 'service_booking', 'The customer wrote about the booking of Plumbing on 2026-11-25'],
    ]);
  });

  it('NotificationRead marks that one read with its time, and nothing else', async () => {
    const docs = await project([placed, confirmed(2), read('order-o1.vend-a', 3)]);
    expect(docs.find((d) => d._id === 'order-o1.vend-a')).toMatchObject({ status: 'read', readAt: '2026-11-23T11:00:00.000Z' });
    expect(docs.filter((d) => d.status === 'unread')).toHaveLength(3);
  });
});
