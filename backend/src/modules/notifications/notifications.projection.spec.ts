import { Actor, RecordedEvent } from '../../platform/event-store/event';
import { applyEvent } from '../../platform/projections/apply-event';
import { InMemoryReplay } from '../../platform/projections/replay';
import { MemoryReadStore } from '../../platform/read-store/memory-read-store';
import { orderPlacedFixture, recordedFixture } from '../revenue/order-events.testing';
import { toNotificationRecord } from './notification-feed';
import { NotificationDoc, notificationsProjection } from './notifications.projection';

describe('notifications read model', () => {
  const placed = recordedFixture(1, 'OrderPlaced', orderPlacedFixture());
  const shipped = recordedFixture(2, 'FulfilmentShipped', { orderId: 'o1', orderNumber: 'BZ-2026-000001', customerId: 'cust-1', vendorId: 'vend-a', trackingId: 'TRK123', courierName: 'Delhivery' });
  const read = (id: string, position: number): RecordedEvent => recordedFixture(position, 'NotificationRead', { notificationId: id, recipient: 'vend-a', readAt: '2026-11-23T11:00:00.000Z' });

  const project = async (events: RecordedEvent[]) => {
    const store = new MemoryReadStore();
    for (let pass = 1; pass <= 2; pass++) for (const event of events) await applyEvent(store, notificationsProjection, event);
    // The notes later notices read (notification-notes.ts) are no one's notifications.
    const docs = await store.collection<NotificationDoc & { _position?: number }>('notifications').find({ status: { $ne: 'note' } }, { sort: { _id: 1 } });
    return docs.map(({ _position, ...doc }) => doc);
  };
  /** An event done by `actor` (the fixtures' is a customer). */
  const by = (actor: Actor, event: RecordedEvent): RecordedEvent => ({ ...event, metadata: { ...event.metadata, actor } });
  const anAdmin: Actor = { kind: 'user', userId: 'admin-1', role: 'admin' };
  const theProvider: Actor = { kind: 'user', userId: 'prov-1', role: 'provider' };
  const theVendor: Actor = { kind: 'user', userId: 'vend-a', role: 'vendor' };
  const seed: Actor = { kind: 'system', reason: 'demo seed' };
  const requested = recordedFixture(4, 'BookingRequested', { bookingId: 'b1', serviceName: 'Plumbing', providerId: 'prov-1', customerId: 'cust-1', date: '2026-12-01', time: '10:00', times: ['10:00'] });
  const shown = (docs: NotificationDoc[]) => docs.map((d) => [d._id, d.recipient, d.kind, d.type, d.title, d.message]);

  const outcome = (position: number, type: string, extra: object = {}) => recordedFixture(position, type, { orderId: 'o1', vendorIds: ['vend-a', 'vend-b'], ...extra });
  const confirmed = (position: number) => outcome(position, 'OrderConfirmed', { confirmedAt: '2026-11-23T10:00:01.000Z' });
  const online = recordedFixture(1, 'OrderPlaced', { ...orderPlacedFixture(), paymentMethod: 'sandbox' });

  it("tells each vendor what the customer pays for their part: their goods less the coupon's percentage", async () => {
    const withCoupon = recordedFixture(1, 'OrderPlaced', { ...orderPlacedFixture(), couponCode: 'WELCOME20', couponPercent: 20 });
    const docs = await project([withCoupon, confirmed(2)]);
    expect(docs.filter((d) => d.kind === 'vendor').map((d) => d.message)).toEqual([
      'New order BZ-2026-000001: 2 × Ragi Millet Cookies and 1 × Leather Wallet for ₹960.00',
      'New order BZ-2026-000001: 3 × Multigrain Bread for ₹216.00',
    ]);
    expect(docs.find((d) => d.recipient === 'vend-b')?.text).toEqual({
      key: 'vendor.newOrder',
      params: { orderNumber: 'BZ-2026-000001', lines: [{ name: 'Multigrain Bread', quantity: 3, unit: 'piece' }], amountPaise: 21_600 },
    });
  });

  it("tells a vendor what and how much was bought, not how many lines: pieces counted, tonnes measured, the first three lines named and the rest counted", async () => {
    const line = (productName: string, quantity: number, unit: string) => ({ productName, quantity, unit, subcategory: 'grains', totalPaise: 1000 });
    const order = (lines: object[]) =>
      recordedFixture(1, 'OrderPlaced', { ...orderPlacedFixture(), fulfilments: [{ vendorId: 'vend-a', subtotalPaise: 32_000, lines }], totalPaise: 32_000 });
    const vendorNotice = async (lines: object[]) => (await project([order(lines), confirmed(2)])).find((d) => d.kind === 'vendor')!;
    // One line of two cookies is two of them, not "1 item".
    expect((await vendorNotice([line('Ragi Millet Cookies', 2, 'piece')])).message).toBe('New order BZ-2026-000001: 2 × Ragi Millet Cookies for ₹320.00');
    expect((await vendorNotice([line('Basmati Rice', 12, 'tonne'), line('Toor Dal', 1, 'tonne'), line('Alphonso Mango', 2, 'kg')])).message).toBe(
      'New order BZ-2026-000001: 12 tonnes of Basmati Rice, 1 tonne of Toor Dal and 2 kg of Alphonso Mango for ₹320.00',
    );
    const long = await vendorNotice([line('A', 1, 'piece'), line('B', 2, 'piece'), line('C', 3, 'unit'), line('D', 4, 'piece'), line('E', 5, 'piece')]);
    expect(long.message).toBe('New order BZ-2026-000001: 1 × A, 2 × B, 3 × C and 2 more products for ₹320.00');
    expect(long.text).toEqual({
      key: 'vendor.newOrder',
      params: {
        orderNumber: 'BZ-2026-000001',
        lines: [
          { name: 'A', quantity: 1, unit: 'piece' },
          { name: 'B', quantity: 2, unit: 'piece' },
          { name: 'C', quantity: 3, unit: 'unit' },
        ],
        moreLines: 2,
        amountPaise: 32_000,
      },
    });
  });

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
      ['vend-a', 'vendor', 'new_order', 'New order BZ-2026-000001: 2 × Ragi Millet Cookies and 1 × Leather Wallet for ₹1,200.00'],
      ['vend-b', 'vendor', 'new_order', 'New order BZ-2026-000001: 3 × Multigrain Bread for ₹270.00'],
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

  it("a vendor who cancels their part before the order is paid is not told of it as a new order; the others are, once paid", async () => {
    const part = (position: number, to: string) => recordedFixture(position, 'FulfilmentStatusChanged', { orderId: 'o1', orderNumber: 'BZ-2026-000001', customerId: 'cust-1', vendorId: 'vend-a', from: 'pending', to, changedAt: '2026-11-23T10:02:00.000Z' });
    const paid = outcome(4, 'OrderPaid', { paymentId: 'pay_1', method: 'sandbox', amountPaise: 147_000, paidAt: '2026-11-23T10:05:00.000Z' });
    const docs = await project([online, confirmed(2), by(theVendor, part(3, 'cancelled')), paid]);
    expect(docs.map((d) => [d._id, d.status])).toEqual([
      // The customer, who placed the order, hears the seller cancelled their part.
      ['e3.cust-1', 'unread'],
      ['order-o1.admins', 'unread'],
      ['order-o1.customer', 'unread'],
      ['order-o1.vend-b', 'unread'],
    ]);
    // Moved on without cancelling, the vendor hears of it once paid; cancelled once shown, the notice they read stays.
    expect((await project([online, confirmed(2), part(3, 'processing'), paid])).find((d) => d._id === 'order-o1.vend-a')).toMatchObject({ status: 'unread' });
    expect((await project([placed, confirmed(2), part(3, 'cancelled')])).find((d) => d._id === 'order-o1.vend-a')).toMatchObject({ status: 'unread', seq: 2 });
  });

  describe('cancellations tell the other side', () => {
    const part = (position: number, actor: Actor) =>
      by(actor, recordedFixture(position, 'FulfilmentStatusChanged', { orderId: 'o1', orderNumber: 'BZ-2026-000001', customerId: 'cust-1', vendorId: 'vend-a', from: 'pending', to: 'cancelled', changedAt: '2026-11-23T10:02:00.000Z' }));
    const cancelled = (position: number, reason: string, actor: Actor) => by(actor, outcome(position, 'OrderCancelled', { reason, cancelledAt: '2026-11-23T10:03:00.000Z' }));
    const news = (docs: NotificationDoc[]) => docs.filter((d) => !d._id.startsWith('order-')).map((d) => [d._id, d.recipient, d.kind, d.type, d.title, d.message, d.orderNumber, d.text?.key]);

    it("a vendor's part cancelled tells the customer; done by an admin, it tells that vendor too", async () => {
      expect(news(await project([placed, confirmed(2), part(3, theVendor)]))).toEqual([
        ['e3.cust-1', 'cust-1', 'customer', 'order_update', 'Cancelled by the seller', 'The seller cancelled their part of your order BZ-2026-000001', 'BZ-2026-000001', 'order.partCancelled'],
      ]);
      expect(news(await project([placed, confirmed(2), part(3, anAdmin)]))).toEqual([
        ['e3.cust-1', 'cust-1', 'customer', 'order_update', 'Order cancelled', 'Our team cancelled part of your order BZ-2026-000001', 'BZ-2026-000001', 'order.partCancelledByAdmin'],
        ['e3.vend-a', 'vend-a', 'vendor', 'order_update', 'Order cancelled', 'Our team cancelled your part of order BZ-2026-000001: do not ship it', 'BZ-2026-000001', 'vendor.partCancelledByAdmin'],
      ]);
      // A vendor never told of the order (paid online, not yet paid) hears nothing of its cancellation either.
      expect(news(await project([online, confirmed(2), part(3, anAdmin)])).map(([id]) => id)).toEqual(['e3.cust-1']);
    });

    it("says why, when the part's canceller gave a reason: in the English text and as the words' reason", async () => {
      const why = 'Monsoon flooding closed the road to the mill';
      const withWhy = (actor: Actor) => {
        const event = part(3, actor);
        return { ...event, data: { ...(event.data as object), reason: why } };
      };
      const told = (await project([placed, confirmed(2), withWhy(theVendor)])).find((d) => d._id === 'e3.cust-1')!;
      expect(told.message).toBe(`The seller cancelled their part of your order BZ-2026-000001: ${why}`);
      expect(told.text).toEqual({ key: 'order.partCancelled', params: { orderNumber: 'BZ-2026-000001', reason: why } });
      const byAdmin = (await project([placed, confirmed(2), withWhy(anAdmin)])).find((d) => d._id === 'e3.cust-1')!;
      expect(byAdmin.text).toEqual({ key: 'order.partCancelledByAdmin', params: { orderNumber: 'BZ-2026-000001', reason: why } });
    });

    it('an order cancelled by its customer tells each vendor told of it not to ship it, and confirms it to the customer; by an admin, the customer hears who', async () => {
      const byCustomer = await project([placed, confirmed(2), cancelled(3, 'customer', { kind: 'user', userId: 'cust-1', role: 'customer' })]);
      expect(news(byCustomer)).toEqual([
        ['e3.customer', 'cust-1', 'customer', 'order_update', 'Order cancelled', 'Your order BZ-2026-000001 was cancelled', 'BZ-2026-000001', 'order.cancelled'],
        ['e3.vend-a', 'vend-a', 'vendor', 'order_update', 'Order cancelled', 'The customer cancelled order BZ-2026-000001: do not ship it', 'BZ-2026-000001', 'vendor.orderCancelled'],
        ['e3.vend-b', 'vend-b', 'vendor', 'order_update', 'Order cancelled', 'The customer cancelled order BZ-2026-000001: do not ship it', 'BZ-2026-000001', 'vendor.orderCancelled'],
      ]);
      // The notices of the order itself stay as they were.
      expect(byCustomer.filter((d) => d._id.startsWith('order-')).map((d) => d.status)).toEqual(['unread', 'unread', 'unread', 'unread']);
      expect(news(await project([placed, confirmed(2), cancelled(3, 'admin', anAdmin)]))).toEqual([
        ['e3.customer', 'cust-1', 'customer', 'order_update', 'Order cancelled', 'Our team cancelled your order BZ-2026-000001', 'BZ-2026-000001', 'order.cancelledByAdmin'],
        ['e3.vend-a', 'vend-a', 'vendor', 'order_update', 'Order cancelled', 'Our team cancelled order BZ-2026-000001: do not ship it', 'BZ-2026-000001', 'vendor.orderCancelledByAdmin'],
        ['e3.vend-b', 'vend-b', 'vendor', 'order_update', 'Order cancelled', 'Our team cancelled order BZ-2026-000001: do not ship it', 'BZ-2026-000001', 'vendor.orderCancelledByAdmin'],
      ]);
    });

    it('the rest of an order cancelled after a vendor cancelled their part tells only the vendors whose parts it cancels', async () => {
      const customer: Actor = { kind: 'user', userId: 'cust-1', role: 'customer' };
      const orderEnd = (docs: NotificationDoc[]) => news(docs).filter(([id]) => String(id).startsWith('e4.'));
      // vend-a cancelled their part (e3, the customer told); the customer then cancels the rest: vend-b's part only.
      const afterSeller = await project([placed, confirmed(2), part(3, theVendor), cancelled(4, 'customer', customer)]);
      expect(orderEnd(afterSeller)).toEqual([
        ['e4.customer', 'cust-1', 'customer', 'order_update', 'Order cancelled', 'Your order BZ-2026-000001 was cancelled', 'BZ-2026-000001', 'order.cancelled'],
        ['e4.vend-b', 'vend-b', 'vendor', 'order_update', 'Order cancelled', 'The customer cancelled order BZ-2026-000001: do not ship it', 'BZ-2026-000001', 'vendor.orderCancelled'],
      ]);
      // Noting the part on vend-a's order notice changes nothing they read, and is never sent.
      const theirs = afterSeller.find((d) => d._id === 'order-o1.vend-a')!;
      expect(theirs).toMatchObject({ status: 'unread', seq: 2 });
      expect(toNotificationRecord(theirs, (v) => v)).not.toHaveProperty('partCancelled');
      // Told by an admin that their part was cancelled, vend-a is not told again when an admin cancels the rest either.
      expect(orderEnd(await project([placed, confirmed(2), part(3, anAdmin), cancelled(4, 'admin', anAdmin)])).map(([id]) => id)).toEqual(['e4.customer', 'e4.vend-b']);
    });

    it('an unpaid online order cancelled tells no vendor (none heard of it); the customer still hears of it, theirs or an admin\'s', async () => {
      expect(news(await project([online, confirmed(2), cancelled(3, 'customer', { kind: 'user', userId: 'cust-1', role: 'customer' })])).map(([id, recipient, , , , , , key]) => [id, recipient, key])).toEqual([
        ['e3.customer', 'cust-1', 'order.cancelled'],
      ]);
      expect(news(await project([online, confirmed(2), cancelled(3, 'admin', anAdmin)])).map(([id, recipient]) => [id, recipient])).toEqual([['e3.customer', 'cust-1']]);
    });
  });

  describe('a refund tells the customer, once each', () => {
    const customer: Actor = { kind: 'user', userId: 'cust-1', role: 'customer' };
    const system: Actor = { kind: 'system', reason: 'payment gateway' };
    const cancelled = (position: number, reason: string, actor: Actor = customer) => by(actor, outcome(position, 'OrderCancelled', { reason, cancelledAt: '2026-11-23T10:03:00.000Z' }));
    const paid = (position: number) => by(system, outcome(position, 'OrderPaid', { paymentId: 'pay_1', method: 'sandbox', amountPaise: 147_000, paidAt: '2026-11-23T10:20:00.000Z' }));
    const refunded = (position: number, reason: string, amountPaise = 147_000, vendorId: string | null = null) =>
      by(system, outcome(position, 'OrderRefunded', { vendorId, amountPaise, reason, refundedAt: '2026-11-23T10:20:00.000Z' }));
    const customers = (docs: NotificationDoc[]) => docs.filter((d) => d.recipient === 'cust-1' && !d._id.startsWith('order-')).map((d) => [d._id, d.type, d.title, d.message, d.orderId, d.text]);
    const refundOf = (amountPaise: number, key: string) => ({ key, params: { orderNumber: 'BZ-2026-000001', amountPaise } });

    it('a hosted payment that arrives after its order was cancelled (by the customer, or its time ran out) says it was refunded, naming the order', async () => {
      const late = 'Your payment of ₹1,470.00 for order BZ-2026-000001 arrived after the order was cancelled, so it was refunded';
      expect(customers(await project([online, confirmed(2), cancelled(3, 'customer'), paid(4), refunded(5, 'order cancelled before the payment arrived')]))).toEqual([
        ['e3.customer', 'order_update', 'Order cancelled', 'Your order BZ-2026-000001 was cancelled', 'o1', { key: 'order.cancelled', params: { orderNumber: 'BZ-2026-000001' } }],
        ['e5.customer', 'order_update', 'Payment refunded', late, 'o1', refundOf(147_000, 'order.latePaymentRefunded')],
      ]);
      // Its held notice became 'Payment failed' when the time ran out; the refund is told after it, the order itself still not.
      const timedOut = await project([online, confirmed(2), cancelled(3, 'payment_timeout', system), paid(4), refunded(5, 'order cancelled before the payment arrived')]);
      expect(timedOut.map((d) => [d._id, d.title])).toEqual([
        ['e5.customer', 'Payment refunded'],
        ['order-o1.customer', 'Payment failed'],
      ]);
    });

    it('a paid order cancelled, a part cancelled after payment and a second payment each tell the customer what went back, once', async () => {
      const byCustomer = await project([online, confirmed(2), paid(3), cancelled(4, 'customer'), refunded(5, 'order cancelled')]);
      expect(customers(byCustomer).map(([id, , title, message]) => [id, title, message])).toEqual([
        ['e4.customer', 'Order cancelled', 'Your order BZ-2026-000001 was cancelled'],
        ['e5.customer', 'Payment refunded', '₹1,470.00 of your payment for order BZ-2026-000001 was refunded'],
      ]);
      const part = by(theVendor, recordedFixture(4, 'FulfilmentStatusChanged', { orderId: 'o1', orderNumber: 'BZ-2026-000001', customerId: 'cust-1', vendorId: 'vend-b', from: 'pending', to: 'cancelled', changedAt: '2026-11-23T10:30:00.000Z' }));
      const partRefund = await project([online, confirmed(2), paid(3), part, refunded(5, 'vendor cancelled their part', 21_600, 'vend-b')]);
      expect(customers(partRefund).map(([id, , title, , , text]) => [id, title, text])).toEqual([
        ['e4.cust-1', 'Cancelled by the seller', { key: 'order.partCancelled', params: { orderNumber: 'BZ-2026-000001' } }],
        ['e5.customer', 'Payment refunded', refundOf(21_600, 'order.refunded')],
      ]);
      const twice = await project([online, confirmed(2), paid(3), by(system, outcome(4, 'DuplicatePaymentRefunded', { paymentId: 'pay_2', amountPaise: 147_000, refundedAt: '2026-11-23T10:21:00.000Z' }))]);
      expect(customers(twice)).toEqual([
        ['e4.customer', 'order_update', 'Payment refunded', 'You paid for order BZ-2026-000001 twice: the second payment of ₹1,470.00 was refunded', 'o1', refundOf(147_000, 'order.duplicatePaymentRefunded')],
      ]);
      // Nobody else hears of a refund.
      expect(twice.filter((d) => d._id.startsWith('e4.'))).toHaveLength(1);
    });

    it('keeps an order note for an online order only: cash on delivery is never refunded', async () => {
      const notes = async (event: RecordedEvent) => {
        const store = new MemoryReadStore();
        await applyEvent(store, notificationsProjection, event);
        return (await store.collection<NotificationDoc>('notifications').find({})).filter((d) => d._id.startsWith('note:')).map((d) => d._id);
      };
      expect(await notes(online)).toEqual(['note:order-o1']);
      expect(await notes(recordedFixture(1, 'OrderPlaced', { ...orderPlacedFixture(), paymentMethod: 'cod' }))).toEqual([]);
    });

    it("keeps no order note for a checkout refused before any payment page (nothing of it can be refunded); a refund without its order's note tells no one", async () => {
      const store = new MemoryReadStore();
      for (const event of [online, cancelled(2, 'out_of_stock', system)]) await applyEvent(store, notificationsProjection, event);
      expect(await store.collection('notifications').count({})).toBe(0);
      expect(await project([refunded(1, 'order cancelled')])).toEqual([]);
    });
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

  it('a booking request tells the provider and the customer; its acceptance is "Service Booking Confirmed" for both, naming the service and the slot', async () => {
    const accepted = recordedFixture(5, 'BookingAccepted', { bookingId: 'b1', providerId: 'prov-1', customerId: 'cust-1', acceptedAt: '2026-11-23T10:05:00.000Z' });
    const docs = await project([requested, by(theProvider, accepted)]);
    expect(docs.map((d) => [d.recipient, d.kind, d.type, d.title, d.bookingId, d.message])).toEqual([
      ['cust-1', 'customer', 'service_booking', 'Booking requested', 'b1', 'Your booking of Plumbing on 1 Dec 2026 at 10:00 IST is waiting for the provider'],
      ['prov-1', 'provider', 'service_booking', 'New booking request', 'b1', 'Plumbing on 1 Dec 2026 at 10:00 IST: please accept or decline'],
      ['cust-1', 'customer', 'service_booking', 'Service Booking Confirmed', 'b1', 'Your booking of Plumbing on 1 Dec 2026 at 10:00 IST has been confirmed by the provider'],
      ['prov-1', 'provider', 'service_booking', 'Service Booking Confirmed', 'b1', 'You confirmed the booking of Plumbing on 1 Dec 2026 at 10:00 IST; it is in your upcoming bookings'],
    ]);
  });

  it('a booking accepted by an admin tells the customer the marketplace team confirmed it, not the provider', async () => {
    const accepted = by(anAdmin, recordedFixture(5, 'BookingAccepted', { bookingId: 'b1', providerId: 'prov-1', customerId: 'cust-1', acceptedAt: '2026-11-23T10:05:00.000Z' }));
    const docs = (await project([requested, accepted])).filter((d) => d.title === 'Service Booking Confirmed');
    expect(docs.map((d) => [d.recipient, d.message, d.text?.key])).toEqual([
      ['cust-1', 'Your booking of Plumbing on 1 Dec 2026 at 10:00 IST has been confirmed by the marketplace team', 'booking.confirmedByAdmin'],
      ['prov-1', 'The marketplace team confirmed the booking of Plumbing on 1 Dec 2026 at 10:00 IST; it is in your upcoming bookings', 'provider.bookingConfirmedByAdmin'],
    ]);
    expect(docs[0].text?.params).toEqual({ service: 'Plumbing', date: '2026-12-01', time: '10:00' });
  });

  it('a cancellation tells both, naming the service from the booking request; the customer hears who cancelled and why when it was the provider or an admin', async () => {
    const request = (position: number, bookingId: string) => recordedFixture(position, 'BookingRequested', { ...(requested.data as object), bookingId, date: '2026-11-30', time: '11:00', times: ['11:00'] });
    const cancelled = (position: number, bookingId: string, cancelledBy: string, reason: string) =>
      recordedFixture(position, 'BookingCancelled', { bookingId, providerId: 'prov-1', customerId: 'cust-1', date: '2026-11-30', times: ['11:00'], cancelledBy, reason, cancelledAt: '2026-11-23T10:00:00.000Z' });
    const docs = await project([request(1, 'b1'), request(2, 'b2'), request(3, 'b3'), cancelled(9, 'b1', 'customer', ''), cancelled(10, 'b2', 'provider', 'Van broke down'), cancelled(11, 'b3', 'admin', 'Provider unreachable')]);
    expect(docs.filter((d) => d.title === 'Booking cancelled').map((d) => [d.recipient, d.bookingId, d.message])).toEqual([
      ['cust-1', 'b2', 'Your booking of Plumbing on 30 Nov 2026 at 11:00 IST was cancelled by the provider: Van broke down'],
      ['prov-1', 'b2', 'The booking of Plumbing on 30 Nov 2026 at 11:00 IST was cancelled'],
      ['cust-1', 'b3', 'Your booking of Plumbing on 30 Nov 2026 at 11:00 IST was cancelled by the marketplace team: Provider unreachable'],
      ['prov-1', 'b3', 'The booking of Plumbing on 30 Nov 2026 at 11:00 IST was cancelled by the marketplace team: Provider unreachable'],
      ['cust-1', 'b1', 'Your booking of Plumbing on 30 Nov 2026 at 11:00 IST was cancelled'],
      ['prov-1', 'b1', 'The booking of Plumbing on 30 Nov 2026 at 11:00 IST was cancelled'],
    ]);
  });

  it('a decline and an expiry name the service and the slot too; without the request (a log cut short) they still name the slot', async () => {
    const closing = { bookingId: 'b1', providerId: 'prov-1', customerId: 'cust-1', date: '2026-12-01', times: ['10:00'] };
    const declined = recordedFixture(5, 'BookingDeclined', { ...closing, reason: 'Fully booked', declinedAt: '2026-11-23T10:05:00.000Z' });
    const expired = recordedFixture(6, 'BookingExpired', { ...closing, bookingId: 'b2', expiredAt: '2026-11-23T10:35:00.000Z' });
    expect(shown(await project([requested, declined])).filter(([, , , , title]) => title === 'Booking declined')).toEqual([
      ['e5.cust-1', 'cust-1', 'customer', 'service_booking', 'Booking declined', 'Your booking of Plumbing on 1 Dec 2026 at 10:00 IST was declined: Fully booked'],
    ]);
    // Declined for the provider by the marketplace team: the provider is told too.
    expect(shown(await project([requested, by(anAdmin, declined)])).filter(([, , , , title]) => title === 'Booking declined')).toEqual([
      ['e5.cust-1', 'cust-1', 'customer', 'service_booking', 'Booking declined', 'Your booking of Plumbing on 1 Dec 2026 at 10:00 IST was declined: Fully booked'],
      ['e5.prov-1', 'prov-1', 'provider', 'service_booking', 'Booking declined', 'The booking of Plumbing on 1 Dec 2026 at 10:00 IST was declined by the marketplace team: Fully booked'],
    ]);
    expect(shown(await project([expired]))).toEqual([
      ['e6.cust-1', 'cust-1', 'customer', 'service_booking', 'Booking expired', 'Your booking request on 1 Dec 2026 at 10:00 IST expired: the provider did not answer in time'],
      ['e6.prov-1', 'prov-1', 'provider', 'service_booking', 'Booking expired', 'The booking request on 1 Dec 2026 at 10:00 IST expired without an answer'],
    ]);
  });

  it('a completed booking asks its customer for a review; the provider hears of it only when an admin marked it', async () => {
    const completed = (position: number, actor: Actor) =>
      by(actor, recordedFixture(position, 'BookingCompleted', { bookingId: 'b1', providerId: 'prov-1', customerId: 'cust-1', serviceId: 's1', serviceName: 'Plumbing', pricePaise: 50_000, completedAt: '2026-12-01T06:00:00.000Z' }));
    expect(shown(await project([requested, completed(5, theProvider)])).filter(([id]) => id.startsWith('e5'))).toEqual([
      ['e5.cust-1', 'cust-1', 'customer', 'service_booking', 'Booking completed', 'Your booking of Plumbing on 1 Dec 2026 at 10:00 IST is complete. How did it go? Leave a review in My Bookings'],
    ]);
    expect(shown(await project([requested, completed(5, anAdmin)])).filter(([id]) => id.startsWith('e5'))).toEqual([
      ['e5.cust-1', 'cust-1', 'customer', 'service_booking', 'Booking completed', 'Your booking of Plumbing on 1 Dec 2026 at 10:00 IST is complete. How did it go? Leave a review in My Bookings'],
      ['e5.prov-1', 'prov-1', 'provider', 'service_booking', 'Booking completed', 'The marketplace team marked the booking of Plumbing on 1 Dec 2026 at 10:00 IST completed'],
    ]);
  });

  it("a review tells the provider; the provider's reply tells the customer the request named, though the reply does not name them", async () => {
    const reviewed = recordedFixture(6, 'ReviewPosted', { bookingId: 'b1', serviceId: 's1', serviceName: 'Plumbing', providerId: 'prov-1', customerId: 'cust-1', customerName: 'sealed', rating: 4, comment: 'Good', postedAt: '2026-12-01T08:00:00.000Z' });
    const replied = by(theProvider, recordedFixture(7, 'ReviewReplyPosted', { bookingId: 'b1', serviceId: 's1', providerId: 'prov-1', reply: 'Thanks', repliedAt: '2026-12-01T09:00:00.000Z' }));
    expect(shown(await project([requested, reviewed, replied])).filter(([, , , type]) => type === 'review')).toEqual([
      ['e6.prov-1', 'prov-1', 'provider', 'review', 'New review', 'A customer gave 4 stars to the booking of Plumbing on 1 Dec 2026 at 10:00 IST'],
      ['e7.customer', 'cust-1', 'customer', 'review', 'Reply to your review', 'The provider replied to your review of your booking of Plumbing on 1 Dec 2026 at 10:00 IST'],
    ]);
  });

  it('a replay in memory (as-of views, reports) reads the notes as the runner does: each evolve sees them as before its event', async () => {
    const offered = by(theProvider, recordedFixture(1, 'ServiceOffered', { serviceId: 's1', providerId: 'prov-1', name: 'Sofa repair', offeredAt: '2026-11-23T10:00:00.000Z' }));
    const approved = by(anAdmin, recordedFixture(2, 'ServiceApproved', { serviceId: 's1', approvedAt: '2026-11-23T11:00:00.000Z' }));
    const events = [requested, recordedFixture(5, 'BookingAccepted', { bookingId: 'b1', providerId: 'prov-1', customerId: 'cust-1', acceptedAt: '2026-11-23T10:05:00.000Z' }), offered, approved];
    const replay = new InMemoryReplay(notificationsProjection);
    for (const event of events) replay.apply(event);
    const inMemory = [...replay.docs.values()].filter((d) => d.status !== 'note').sort((a, b) => a._id.localeCompare(b._id));
    expect(inMemory).toEqual(await project(events));
    // One notice asked for alone still reads the note its event needs.
    const one = new InMemoryReplay(notificationsProjection, undefined, 'e2.provider');
    for (const event of events) one.apply(event);
    expect(one.docs.get('e2.provider')).toMatchObject({ recipient: 'prov-1', message: 'Your service Sofa repair was approved and customers can book it now' });
  });

  describe('approvals', () => {
    const offered = (actor: Actor, position = 1) =>
      by(actor, recordedFixture(position, 'ServiceOffered', { serviceId: 's1', providerId: 'prov-1', name: 'Sofa repair', category: 'handyman', offeredAt: '2026-11-23T10:00:00.000Z' }));
    const approved = (position: number, actor: Actor = anAdmin) => by(actor, recordedFixture(position, 'ServiceApproved', { serviceId: 's1', providerId: 'prov-1', approvedAt: '2026-11-23T11:00:00.000Z' }));
    const rejected = (position: number, reason: string) => by(anAdmin, recordedFixture(position, 'ServiceRejected', { serviceId: 's1', reason, rejectedAt: '2026-11-23T11:00:00.000Z' }));
    const resubmitted = (position: number) => by(theProvider, recordedFixture(position, 'ServiceUpdated', { serviceId: 's1', changes: { name: 'Sofa and chair repair' }, resubmitted: true, updatedAt: '2026-11-23T12:00:00.000Z' }));

    it("a provider's new service waits for the admins; an admin's approval tells its provider, by name", async () => {
      expect(shown(await project([offered(theProvider), approved(2)]))).toEqual([
        ['e1.admins', 'admins', 'admin', 'approval', 'Service awaiting approval', 'New service Sofa repair is waiting for approval'],
        ['e2.provider', 'prov-1', 'provider', 'approval', 'Service approved', 'Your service Sofa repair was approved and customers can book it now'],
      ]);
    });

    it('tells a provider still awaiting verification that customers can book the approved service once they are verified, not now', async () => {
      const registered = recordedFixture(1, 'ProviderRegistered', { providerId: 'prov-1', name: 'sealed', email: 'sealed', phone: null, expertise: 'Upholstery', registeredAt: '2026-11-20T10:00:00.000Z' });
      const verified = (position: number) => by(anAdmin, recordedFixture(position, 'ProviderVerified', { providerId: 'prov-1', verifiedAt: '2026-11-23T10:30:00.000Z' }));
      const providerNotices = (docs: NotificationDoc[]) => docs.filter((d) => d.kind === 'provider').map((d) => [d.title, d.message, d.text]);
      expect(providerNotices(await project([registered, offered(theProvider, 2), approved(3)]))).toEqual([
        [
          'Service approved',
          'Your service Sofa repair was approved and customers can book it once your account is verified',
          { key: 'provider.serviceApprovedAwaitingVerification', params: { service: 'Sofa repair' } },
        ],
      ]);
      // Verified before the approval: bookable now.
      expect(providerNotices(await project([registered, offered(theProvider, 2), verified(3), approved(4)]))).toEqual([
        ['Service approved', 'Your service Sofa repair was approved and customers can book it now', { key: 'provider.serviceApproved', params: { service: 'Sofa repair' } }],
      ]);
      // An approval recorded before it named its provider cannot tell, and keeps the words it had.
      const unnamed = by(anAdmin, recordedFixture(3, 'ServiceApproved', { serviceId: 's1', approvedAt: '2026-11-23T11:00:00.000Z' }));
      expect(providerNotices(await project([registered, offered(theProvider, 2), unnamed])).map(([, message]) => message)).toEqual(['Your service Sofa repair was approved and customers can book it now']);
    });

    it('a rejection tells the provider why; a resubmission waits for the admins again, under its new name', async () => {
      expect(shown(await project([offered(theProvider), rejected(2, 'Add photos of past work'), resubmitted(3), rejected(4, '')]))).toEqual([
        ['e1.admins', 'admins', 'admin', 'approval', 'Service awaiting approval', 'New service Sofa repair is waiting for approval'],
        ['e2.provider', 'prov-1', 'provider', 'approval', 'Service rejected', 'Your service Sofa repair was rejected: Add photos of past work'],
        ['e3.admins', 'admins', 'admin', 'approval', 'Service awaiting approval', 'Service Sofa and chair repair was changed by its provider and is waiting for approval'],
        ['e4.provider', 'prov-1', 'provider', 'approval', 'Service rejected', 'Your service Sofa and chair repair was rejected'],
      ]);
    });

    it("an admin's own Add Service (offered and approved at once) and the seed's tell no one", async () => {
      expect(await project([offered(anAdmin), approved(2)])).toEqual([]);
      expect(await project([offered(seed), approved(2, seed)])).toEqual([]);
    });

    it("a vendor's product waits for the admins; an admin's approval or rejection tells the vendor, by name; the seed's tell no one", async () => {
      const listed = (actor: Actor) => by(actor, recordedFixture(1, 'ProductListed', { productId: 'p1', vendorId: 'vend-a', name: 'Alphonso Mango', listedAt: '2026-11-23T10:00:00.000Z' }));
      const decided = (position: number, type: string, actor: Actor, extra: object = {}) => by(actor, recordedFixture(position, type, { productId: 'p1', vendorId: 'vend-a', ...extra }));
      const renamed = decided(4, 'ProductUpdated', theVendor, { changes: { name: 'Alphonso Mango (Ratnagiri)' }, resubmitted: true });
      expect(shown(await project([listed(theVendor), decided(2, 'ProductApproved', anAdmin), decided(3, 'ProductRejected', anAdmin, { reason: 'Blurry photo' }), renamed]))).toEqual([
        ['e1.admins', 'admins', 'admin', 'approval', 'Product awaiting approval', 'New product Alphonso Mango is waiting for approval'],
        ['e2.vend-a', 'vend-a', 'vendor', 'approval', 'Product approved', 'Your product Alphonso Mango was approved'],
        ['e3.vend-a', 'vend-a', 'vendor', 'approval', 'Product rejected', 'Your product Alphonso Mango was rejected: Blurry photo'],
        ['e4.admins', 'admins', 'admin', 'approval', 'Product awaiting approval', 'Product Alphonso Mango (Ratnagiri) was changed by its vendor and is waiting for approval'],
      ]);
      expect(await project([listed(seed), decided(2, 'ProductApproved', seed)])).toEqual([]);
    });
  });

  /** A value as the cipher seals it (the read model never opens one). */
  const sealed = (subject: string, text: string) => `pii:v1:${subject}:iv:${Buffer.from(text).toString('base64')}:tag`;
  /** What a reader is shown: the sealed name opened (here by decoding the fixture's seal) into the message, and the link. */
  const asRead = (docs: NotificationDoc[]) =>
    docs.map((d) => {
      const { message, link } = toNotificationRecord(d, (value) => Buffer.from(value.split(':')[4], 'base64').toString());
      return [d._id, d.title, message, link];
    });

  it("a payout asked for tells the admins who asked, how much, and opens it in Payouts; paid, it tells its seller in their own kind of inbox", async () => {
    const provider = recordedFixture(1, 'ProviderRegistered', { providerId: 'prov-1', name: sealed('prov-1', 'Ravi Kumar'), email: 'sealed', phone: null, expertise: 'Plumbing', registeredAt: '2026-11-20T10:00:00.000Z' });
    const asked = by(theProvider, recordedFixture(2, 'PayoutRequested', { sellerId: 'prov-1', sellerKind: 'provider', payoutId: 'prov-1.1', amountPaise: 123_450, requestedAt: '2026-11-23T10:00:00.000Z' }));
    const paid = by(anAdmin, recordedFixture(3, 'PayoutPaid', { sellerId: 'prov-1', payoutId: 'prov-1.1', amountPaise: 123_450, reference: 'UTR 42', paidAt: '2026-11-24T10:00:00.000Z' }));
    const docs = await project([provider, asked, paid]);
    expect(shown(docs)).toEqual([
      ['e2.admins', 'admins', 'admin', 'payout', 'Payout requested', 'Service provider {name} asked for a payout of ₹1,234.50'],
      ['e3.prov-1', 'prov-1', 'provider', 'payout', 'Payout paid', 'Your payout of ₹1,234.50 was paid (reference UTR 42)'],
    ]);
    // The read model keeps the name sealed; the reader gets it opened, and the payout to act on.
    expect(docs[0].sealedName).toBe(sealed('prov-1', 'Ravi Kumar'));
    expect(asRead(docs)[0]).toEqual(['e2.admins', 'Payout requested', 'Service provider Ravi Kumar asked for a payout of ₹1,234.50', '/admin/payouts/prov-1.1/show']);
    // A vendor's company name, as last changed; a seller never named (a log cut short) is still told of.
    const vendor = recordedFixture(1, 'VendorRegistered', { vendorId: 'vend-a', companyName: sealed('vend-a', 'Konkan Fruits'), registeredAt: '2026-11-20T10:00:00.000Z' });
    const renamed = recordedFixture(2, 'VendorProfileUpdated', { vendorId: 'vend-a', changes: { companyName: sealed('vend-a', 'Konkan Fruit Co') }, updatedAt: '2026-11-21T10:00:00.000Z' });
    const vendorAsked = (position: number) => by(theVendor, recordedFixture(position, 'PayoutRequested', { sellerId: 'vend-a', sellerKind: 'vendor', payoutId: 'vend-a.1', amountPaise: 50_000, requestedAt: '2026-11-23T10:00:00.000Z' }));
    expect(asRead(await project([vendor, renamed, vendorAsked(3)]))).toEqual([['e3.admins', 'Payout requested', 'Vendor Konkan Fruit Co asked for a payout of ₹500.00', '/admin/payouts/vend-a.1/show']]);
    expect(asRead(await project([vendorAsked(1)]))).toEqual([['e1.admins', 'Payout requested', 'A vendor asked for a payout of ₹500.00', '/admin/payouts/vend-a.1/show']]);
  });

  it("puts a seller's name into the notice as typed, $ sequences included (they are replacement patterns to String.replace)", async () => {
    const vendor = recordedFixture(1, 'VendorRegistered', { vendorId: 'vend-a', companyName: sealed('vend-a', "Cash$' & Co $& Traders $`"), registeredAt: '2026-11-20T10:00:00.000Z' });
    const asked = by(theVendor, recordedFixture(2, 'PayoutRequested', { sellerId: 'vend-a', sellerKind: 'vendor', payoutId: 'vend-a.1', amountPaise: 50_000, requestedAt: '2026-11-23T10:00:00.000Z' }));
    expect(asRead(await project([vendor, asked]))[0][2]).toBe("Vendor Cash$' & Co $& Traders $` asked for a payout of ₹500.00");
  });

  it("a supplier's or provider's own sign-up waits for verification in the admin inbox, named, opening their record; a customer's or an admin's Add Vendor does not", async () => {
    const registered = (position: number, userId: string, role: string, application: object | undefined, actor: Actor, name = 'sealed') =>
      by(actor, recordedFixture(position, 'UserRegistered', { userId, role, name, email: 'sealed', phone: null, phoneVerified: false, invitationId: null, registeredAt: '2026-11-23T10:00:00.000Z', ...(application && { application }) }));
    const self = (userId: string, role: 'vendor' | 'provider' | 'customer'): Actor => ({ kind: 'user', userId, role });
    const docs = await project([
      registered(1, 'u1', 'vendor', { fields: { companyName: sealed('u1', 'Konkan Fruits') }, documentId: 'd.pdf' }, self('u1', 'vendor')),
      registered(2, 'u2', 'provider', { fields: { expertise: 'Plumbing' }, documentId: null }, self('u2', 'provider'), sealed('u2', 'Ravi Kumar')),
      registered(3, 'u3', 'customer', undefined, self('u3', 'customer')),
      registered(4, 'u4', 'vendor', { fields: {}, documentId: null }, anAdmin),
    ]);
    expect(shown(docs)).toEqual([
      ['e1.admins', 'admins', 'admin', 'sign_up', 'New supplier', 'New supplier {name} signed up and is waiting for verification'],
      ['e2.admins', 'admins', 'admin', 'sign_up', 'New service provider', 'New service provider {name} (Plumbing) signed up and is waiting for verification'],
    ]);
    expect(asRead(docs)).toEqual([
      ['e1.admins', 'New supplier', 'New supplier Konkan Fruits signed up and is waiting for verification', '/admin/vendors/u1/show'],
      ['e2.admins', 'New service provider', 'New service provider Ravi Kumar (Plumbing) signed up and is waiting for verification', '/admin/providers/u2/show'],
    ]);
    // A name recorded in clear (before sealing) is not copied into the read model: the notice says who in general.
    const clear = await project([registered(1, 'u5', 'vendor', { fields: { companyName: 'Clear Traders' }, documentId: 'd.pdf' }, self('u5', 'vendor'))]);
    expect(asRead(clear)).toEqual([['e1.admins', 'New supplier', 'A new supplier signed up and is waiting for verification', '/admin/vendors/u5/show']]);
    expect(JSON.stringify(clear)).not.toContain('Clear Traders');
  });

  it('a ticket opened tells the admins, with its subject and reference', async () => {
    const opened = recordedFixture(1, 'TicketOpened', { ticketId: 't1', reference: 'T-1A2B3C4D', customerId: 'cust-1', subject: 'payment problem', message: 'sealed', orderId: null, openedAt: '2026-11-23T10:00:00.000Z' });
    expect(shown(await project([opened]))).toEqual([['e1.admins', 'admins', 'admin', 'ticket_opened', 'New support message', 'A customer wrote to support about payment problem (T-1A2B3C4D)']]);
  });

  it("tells the product's vendor of a new enquiry, what and how much, linking to it in the back office (the customer's sealed details unread)", async () => {
    const submitted = recordedFixture(5, 'EnquirySubmitted', {
      enquiryId: 'q1',
      customerId: 'cust-1',
      customerName: 'sealed',
      customerEmail: 'sealed',
      customerPhone: null,
      productId: 'p1',
      productName: 'Basmati rice',
      vendorId: 'vend-1',
      quantity: 12,
      unit: 'tonne',
      pricePaise: 88000_00,
      message: 'sealed',
      submittedAt: '2026-11-23T09:00:00.000Z',
    });
    const docs = await project([submitted]);
    expect(docs.map((d) => [d._id, d.recipient, d.kind, d.type, d.title, d.message, d.link, d.text, d.status])).toEqual([
      ['e5.vend-1', 'vend-1', 'vendor', 'enquiry_update', 'New enquiry', 'New enquiry for 12 tonnes of Basmati rice', '/admin/enquiries/q1/show', { key: 'vendor.newEnquiry', params: { product: 'Basmati rice', quantity: 12, unit: 'tonne' } }, 'unread'],
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

  it("a quote's notice says the last day it may be ordered (India's); a quote from before quotes ended says none", async () => {
    // Valid through 29 Nov in India: its last moment is 18:29:59.999 UTC that day.
    const dated = recordedFixture(7, 'EnquiryQuoted', { enquiryId: 'q1', customerId: 'cust-1', productName: 'Basmati rice', quoteId: 'x', pricePaise: 61000_00, quantity: 5, unit: 'tonne', quotedAt: '2026-11-23T10:01:00.000Z', validUntil: '2026-11-29T18:29:59.999Z' });
    const [notice] = await project([dated]);
    expect([notice!.title, notice!.message]).toEqual(['Quote received', 'Quote for Basmati rice: 5 tonne at ₹61,000.00 per tonne, valid until 29 Nov 2026']);
    expect(notice!.text).toEqual({ key: 'enquiry.quotedUntil', params: { product: 'Basmati rice', quantity: 5, unit: 'tonne', pricePaise: 61000_00, date: '2026-11-29' } });
    const undated = recordedFixture(8, 'EnquiryQuoted', { enquiryId: 'q2', customerId: 'cust-1', productName: 'Basmati rice', quoteId: 'y', pricePaise: 61000_00, quantity: 5, unit: 'tonne', quotedAt: '2026-11-23T10:01:00.000Z', validUntil: null });
    expect((await project([undated]))[0]!.text).toEqual({ key: 'enquiry.quoted', params: { product: 'Basmati rice', quantity: 5, unit: 'tonne', pricePaise: 61000_00 } });
  });

  it('an enquiry closed by its vendor or an admin tells its customer; a schema-1 closing (no customer named) tells no one', async () => {
    const closed = recordedFixture(9, 'EnquiryClosed', { enquiryId: 'q1', customerId: 'cust-1', productName: 'Basmati rice', closedAt: '2026-11-23T10:05:00.000Z' });
    const old = recordedFixture(10, 'EnquiryClosed', { enquiryId: 'q2', customerId: null, productName: null, closedAt: '2026-11-23T10:06:00.000Z' });
    const docs = await project([closed, old]);
    expect(docs.map((d) => [d._id, d.recipient, d.kind, d.type, d.title, d.message, d.text])).toEqual([
      ['e9.cust-1', 'cust-1', 'customer', 'enquiry_update', 'Enquiry closed', 'The vendor closed your enquiry about Basmati rice', { key: 'enquiry.closed', params: { product: 'Basmati rice' } }],
    ]);
  });

  it('a booking message tells the other party (both when an admin writes); a schema-1 message (no parties named) tells no one', async () => {
    const message = (position: number, senderId: string, senderRole: string, parties: { customerId: string | null; providerId: string | null }) =>
      recordedFixture(position, 'BookingMessageSent', { bookingId: 'b1', messageId: `m${position}`, senderId, senderRole, text: 'sealed', sentAt: '2026-11-23T10:00:00.000Z', serviceName: 'Plumbing', date: '2026-11-25', ...parties });
    const both = { customerId: 'cust-1', providerId: 'prov-1' };
    const docs = await project([message(9, 'cust-1', 'customer', both), message(10, 'prov-1', 'provider', both), message(11, 'admin-1', 'admin', both), message(12, 'cust-1', 'customer', { customerId: null, providerId: null })]);
    expect(docs.map((d) => [d._id, d.kind, d.type, d.message])).toEqual([
      ['e10.cust-1', 'customer', 'service_booking', 'The provider wrote about your booking of Plumbing on 25 Nov 2026'],
      ['e11.cust-1', 'customer', 'service_booking', 'Our support team wrote about your booking of Plumbing on 25 Nov 2026'],
      ['e11.prov-1', 'provider', 'service_booking', 'Our support team wrote about the booking of Plumbing on 25 Nov 2026'],
      ['e9.prov-1', 'provider', 'service_booking', 'The customer wrote about the booking of Plumbing on 25 Nov 2026'],
    ]);
    // With its request in the log, the slot's time too.
    const withRequest = await project([{ ...requested, data: { ...(requested.data as object), date: '2026-11-25' } }, message(9, 'cust-1', 'customer', both)]);
    expect(withRequest.find((d) => d._id === 'e9.prov-1')?.message).toBe('The customer wrote about the booking of Plumbing on 25 Nov 2026 at 10:00 IST');
  });

  describe("a notice's words as data, for the storefront to say in its reader's language", () => {
    const at = '2026-11-23T10:00:00.000Z';
    const slot = { service: 'Plumbing', date: '2026-12-01', time: '10:00' };
    const closing = { providerId: 'prov-1', customerId: 'cust-1', date: '2026-12-01', times: ['10:00'] };
    const request = (position: number, bookingId: string) => recordedFixture(position, 'BookingRequested', { ...(requested.data as object), bookingId });
    const cancelled = (position: number, bookingId: string, cancelledBy: string, reason: string) =>
      recordedFixture(position, 'BookingCancelled', { ...closing, bookingId, cancelledBy, reason, cancelledAt: at });
    const message = (position: number, senderId: string, senderRole: string) =>
      recordedFixture(position, 'BookingMessageSent', { bookingId: 'b1', messageId: `m${position}`, senderId, senderRole, text: 'sealed', sentAt: at, serviceName: 'Plumbing', date: '2026-12-01', customerId: 'cust-1', providerId: 'prov-1' });
    const cancelledOrder = (position: number, orderId: string, reason: string) => recordedFixture(position, 'OrderCancelled', { orderId, vendorIds: ['vend-a', 'vend-b'], reason, cancelledAt: at });
    const unpaid = (position: number, orderId: string) => recordedFixture(position, 'OrderPlaced', { ...orderPlacedFixture({ orderId }), orderNumber: `BZ-${orderId}`, paymentMethod: 'sandbox' });
    /** Every event that tells a customer something, each way it may. */
    const log = [
      placed,
      confirmed(2),
      unpaid(3, 'o2'),
      cancelledOrder(4, 'o2', 'payment_failed'),
      unpaid(5, 'o3'),
      cancelledOrder(6, 'o3', 'payment_timeout'),
      recordedFixture(7, 'FulfilmentShipped', shipped.data as object),
      recordedFixture(8, 'FulfilmentTrackingUpdated', { ...(shipped.data as object), trackingId: 'BD-9876', courierName: 'Blue Dart' }),
      request(9, 'b1'),
      by(theProvider, recordedFixture(10, 'BookingAccepted', { bookingId: 'b1', providerId: 'prov-1', customerId: 'cust-1', acceptedAt: at })),
      request(11, 'b2'),
      recordedFixture(12, 'BookingDeclined', { ...closing, bookingId: 'b2', reason: 'Fully booked that day', declinedAt: at }),
      request(13, 'b3'),
      cancelled(14, 'b3', 'customer', ''),
      request(15, 'b4'),
      cancelled(16, 'b4', 'provider', 'Van broke down'),
      request(17, 'b5'),
      cancelled(18, 'b5', 'admin', 'Provider unreachable'),
      request(19, 'b6'),
      recordedFixture(20, 'BookingExpired', { ...closing, bookingId: 'b6', expiredAt: at }),
      by(theProvider, recordedFixture(21, 'BookingCompleted', { bookingId: 'b1', providerId: 'prov-1', customerId: 'cust-1', serviceId: 's1', serviceName: 'Plumbing', pricePaise: 50_000, completedAt: at })),
      by(theProvider, recordedFixture(22, 'ReviewReplyPosted', { bookingId: 'b1', serviceId: 's1', providerId: 'prov-1', reply: 'Thanks', repliedAt: at })),
      message(23, 'prov-1', 'provider'),
      message(24, 'admin-1', 'admin'),
      recordedFixture(25, 'TicketAnswered', { ticketId: 't1', reference: 'T-1A2B3C4D', customerId: 'cust-1', answer: 'sealed', answeredAt: at }),
      recordedFixture(26, 'EnquiryAnswered', { enquiryId: 'q1', customerId: 'cust-1', productName: 'Basmati rice', answer: 'sealed', answeredAt: at }),
      recordedFixture(27, 'EnquiryQuoted', { enquiryId: 'q1', customerId: 'cust-1', productName: 'Basmati rice', quoteId: 'x', pricePaise: 61000_00, quantity: 5, unit: 'tonne', quotedAt: at }),
    ];

    it('every notice a customer receives carries a key of its template and the raw parameters: the slot as data, amounts in paise, reasons as typed', async () => {
      const customer = (await project(log)).filter((d) => d.kind === 'customer').sort((a, b) => a.seq - b.seq);
      expect(customer.map((d) => [d.title, d.text])).toEqual([
        ['Order placed', { key: 'order.placed', params: { orderNumber: 'BZ-2026-000001' } }],
        ['Payment failed', { key: 'order.paymentFailed', params: { orderNumber: 'BZ-o2' } }],
        ['Payment failed', { key: 'order.paymentTimeout', params: { orderNumber: 'BZ-o3' } }],
        ['Order shipped', { key: 'order.shipped', params: { orderNumber: 'BZ-2026-000001', courier: 'Delhivery', trackingId: 'TRK123' } }],
        ['Tracking updated', { key: 'order.trackingUpdated', params: { orderNumber: 'BZ-2026-000001', courier: 'Blue Dart', trackingId: 'BD-9876' } }],
        ['Booking requested', { key: 'booking.requested', params: slot }],
        ['Service Booking Confirmed', { key: 'booking.confirmed', params: slot }],
        ['Booking requested', { key: 'booking.requested', params: slot }],
        ['Booking declined', { key: 'booking.declined', params: { ...slot, reason: 'Fully booked that day' } }],
        ['Booking requested', { key: 'booking.requested', params: slot }],
        ['Booking cancelled', { key: 'booking.cancelled', params: slot }],
        ['Booking requested', { key: 'booking.requested', params: slot }],
        ['Booking cancelled', { key: 'booking.cancelledByProvider', params: { ...slot, reason: 'Van broke down' } }],
        ['Booking requested', { key: 'booking.requested', params: slot }],
        ['Booking cancelled', { key: 'booking.cancelledByAdmin', params: { ...slot, reason: 'Provider unreachable' } }],
        ['Booking requested', { key: 'booking.requested', params: slot }],
        ['Booking expired', { key: 'booking.expired', params: slot }],
        ['Booking completed', { key: 'booking.completed', params: slot }],
        ['Reply to your review', { key: 'booking.reviewReply', params: slot }],
        ['New message', { key: 'booking.messageFromProvider', params: slot }],
        ['New message', { key: 'booking.messageFromSupport', params: slot }],
        ['Support reply', { key: 'ticket.answered', params: { reference: 'T-1A2B3C4D' } }],
        ['Enquiry answered', { key: 'enquiry.answered', params: { product: 'Basmati rice' } }],
        ['Quote received', { key: 'enquiry.quoted', params: { product: 'Basmati rice', quantity: 5, unit: 'tonne', pricePaise: 61000_00 } }],
      ]);
    });

    it("a vendor's and a provider's notices carry theirs too; the admins' (read in the English back office) none, as the list gives it, nor one whose booking is not known", async () => {
      const docs = await project(log);
      expect(docs.filter((d) => d.kind !== 'admin' && !d.text)).toEqual([]);
      expect(docs.filter((d) => d.kind === 'admin').map((d) => toNotificationRecord(d, String).text)).toEqual([null]);
      expect(docs.filter((d) => d.kind === 'provider').map((d) => d.text?.key).sort()).toEqual([
        'provider.bookingCancelled',
        'provider.bookingCancelled',
        'provider.bookingCancelledByAdmin',
        'provider.bookingConfirmed',
        'provider.bookingExpired',
        'provider.bookingRequest',
        'provider.bookingRequest',
        'provider.bookingRequest',
        'provider.bookingRequest',
        'provider.bookingRequest',
        'provider.bookingRequest',
        'provider.messageFromSupport',
      ]);
      const paid = by(anAdmin, recordedFixture(3, 'PayoutPaid', { sellerId: 'prov-1', payoutId: 'prov-1.1', amountPaise: 123_450, reference: 'UTR 42', paidAt: at }));
      expect((await project([paid]))[0].text).toEqual({ key: 'seller.payoutPaidWithReference', params: { amountPaise: 123_450, reference: 'UTR 42' } });
      // A booking whose service is unknown (a log cut short) keeps its English text alone.
      const expired = recordedFixture(6, 'BookingExpired', { ...closing, bookingId: 'b9', expiredAt: at });
      expect((await project([expired])).map((d) => [d.message, d.text])).toEqual([
        ['Your booking request on 1 Dec 2026 at 10:00 IST expired: the provider did not answer in time', undefined],
        ['The booking request on 1 Dec 2026 at 10:00 IST expired without an answer', undefined],
      ]);
    });
  });

  it('NotificationRead marks that one read with its time, and nothing else', async () => {
    const docs = await project([placed, confirmed(2), read('order-o1.vend-a', 3)]);
    expect(docs.find((d) => d._id === 'order-o1.vend-a')).toMatchObject({ status: 'read', readAt: '2026-11-23T11:00:00.000Z' });
    expect(docs.filter((d) => d.status === 'unread')).toHaveLength(3);
  });
});
