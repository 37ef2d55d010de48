import { CHECKOUT_PROCESS } from '../../backend/src/modules/orders/checkout.process';
import { NOT_A_GATEWAY_ORDER } from '../../backend/src/modules/orders/orders.decider';
import { VENDOR_REFUNDS } from '../../backend/src/modules/ledger/ledger.process';
import { PAYMENT_GATEWAYS, PaymentGateways, PaymentNotice } from '../../backend/src/modules/payments/payment-gateway.port';
import { SandboxGateway } from '../../backend/src/modules/payments/sandbox-gateway';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { ReadYourWrites } from '../../backend/src/platform/projections/read-your-writes';
import { vendorAuth } from '../support/accounts';
import { eventually, startApp, TestApp } from '../support/app';
import { checkout, productOnSale, stockOf } from '../support/shop';

type Auth = { Authorization: string };

/** Signed notices the gateway could send for an order whose payment is already settled. */
describe('payment notices for an order already paid, or not paid online', () => {
  let t: TestApp;
  let admin: Auth;
  let vendorA: Auth & { userId: string };
  let vendorB: Auth & { userId: string };

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    vendorA = await vendorAuth(t);
    vendorB = await vendorAuth(t);
  });
  afterAll(() => t.close());

  const auth = (who: Auth) => ({ Authorization: who.Authorization });
  const notify = (notice: PaymentNotice) => {
    const gateway = t.app.get<PaymentGateways>(PAYMENT_GATEWAYS).sandbox as SandboxGateway;
    return t.http().post('/api/payments/webhook').set('X-Sandbox-Signature', gateway.sign(notice)).send(notice);
  };
  /** The refunds policy, the checkout manager (stock releases) and the read models have seen everything so far. */
  const settled = async () => {
    const head = await t.app.get<EventStore>(EVENT_STORE).headPosition();
    const ryw = t.app.get(ReadYourWrites);
    expect(await ryw.waitForProcessManager(VENDOR_REFUNDS, head)).toBe(true);
    expect(await ryw.waitForProcessManager(CHECKOUT_PROCESS, head)).toBe(true);
    expect(await ryw.waitFor(head)).toBe(true);
  };
  const ledger = async (who: Auth) => {
    const summary = (await t.http().get('/api/me/ledger').set(auth(who)).expect(200)).body;
    const entries = (await t.http().get('/api/me/ledger/entries').set(auth(who)).expect(200)).body.items.map((e: { status: string }) => e.status);
    return { summary, entries };
  };
  const deliver = async (part: string) => {
    for (const body of [{ status: 'processing' }, { status: 'shipped', trackingId: 'DLV-10001', courierName: 'Delhivery', trackingUrl: 'https://track.example/DLV-10001' }, { status: 'delivered' }]) {
      await t.http().post(`/api/admin/fulfilments/${part}/status`).set(admin).send(body).expect(200);
    }
  };
  /** The customer's refund notices of the order, once `count` are there and every event so far is in the notifications read model. */
  const refundNotices = async (who: Auth, orderId: string, count: number) => {
    await settled();
    const head = await t.app.get<EventStore>(EVENT_STORE).headPosition();
    expect(await t.app.get(ReadYourWrites).waitForBusProjection('notifications', head)).toBe(true);
    const items = (await t.http().get('/api/me/notifications?perPage=100').set(auth(who)).expect(200)).body.items as { orderId: string; title: string; message: string }[];
    const refunds = items.filter((n) => n.orderId === orderId && n.title === 'Payment refunded');
    expect(refunds).toHaveLength(count);
    return refunds;
  };
  const historyOf = async (orderId: string) => (await t.http().get(`/api/admin/orders/${orderId}/history`).set(admin).expect(200)).body.map((h: { type: string }) => h.type);

  it('a second capture of a delivered order goes back on its own; the order stays paid and its vendors keep their earnings; a late failure cancels nothing', async () => {
    const bread = await productOnSale(t, auth(vendorA), admin, { price: 100, stock: 10 });
    const cake = await productOnSale(t, auth(vendorB), admin, { price: 800, stock: 10 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 1 }, { productId: cake, quantity: 1 }], paymentMethod: 'sandbox' }).expect(201);
    const { orderId, total } = placed.body;
    await t.http().post(`${placed.body.paymentUrl}/pay`).expect(303);
    await deliver(`${orderId}_${vendorA.userId}`);
    await deliver(`${orderId}_${vendorB.userId}`);
    await eventually(async () => (await ledger(vendorA)).summary.totalEarnings > 0 && (await ledger(vendorB)).summary.totalEarnings > 0);
    const before = [await ledger(vendorA), await ledger(vendorB)];

    const totalPaise = Math.round(total * 100);
    await notify({ event: 'payment.captured', orderId, paymentId: 'pay_onerupee', amountPaise: 100 }).expect(200);
    await notify({ event: 'payment.captured', orderId, paymentId: 'pay_second', amountPaise: totalPaise }).expect(200);
    await notify({ event: 'payment.captured', orderId, paymentId: 'pay_second', amountPaise: totalPaise }).expect(200);
    await notify({ event: 'payment.failed', orderId, paymentId: 'pay_third', amountPaise: totalPaise, reason: 'declined' }).expect(200);
    await settled();

    const order = await t.http().get(`/api/me/orders/${orderId}`).set(auth(customer)).expect(200);
    expect(order.body).toMatchObject({ status: 'delivered', paymentStatus: 'paid', refunded: 0, cancelReason: null });
    // The customer's wallet reads both extra captures and their return (once each, though pay_second came twice).
    expect(order.body.duplicatePayments.map((d: { paymentId: string; amount: number }) => [d.paymentId, d.amount])).toEqual([
      ['pay_onerupee', 1],
      ['pay_second', total],
    ]);
    const types = await historyOf(orderId);
    expect(types.filter((type: string) => type === 'DuplicatePaymentRefunded')).toHaveLength(2);
    expect(types).not.toEqual(expect.arrayContaining(['OrderRefunded']));
    expect(types).not.toEqual(expect.arrayContaining(['PaymentFailed']));
    expect(types).not.toEqual(expect.arrayContaining(['OrderCancelled']));
    expect([await ledger(vendorA), await ledger(vendorB)]).toEqual(before);
    // Delivered goods stay sold.
    expect([await stockOf(t, bread), await stockOf(t, cake)]).toEqual([9, 9]);
    // Each extra capture's return is told to the customer once (pay_second's twice-sent notice too).
    const refunds = await refundNotices(customer, orderId, 2);
    expect(refunds.map((n) => n.message).sort()).toEqual([
      `You paid for order ${placed.body.orderNumber} twice: the second payment of ₹1.00 was refunded`,
      `You paid for order ${placed.body.orderNumber} twice: the second payment of ₹900.00 was refunded`,
    ]);
  });

  it("a hosted payment arriving after its order was cancelled is refunded and the customer told so, once, in words for their language, opening their orders", async () => {
    const bread = await productOnSale(t, auth(vendorA), admin, { price: 300, stock: 10 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 2 }], paymentMethod: 'sandbox' }).expect(201);
    const { orderId, orderNumber, total } = placed.body;
    await t.http().post(`/api/me/orders/${orderId}/cancel`).set(auth(customer)).expect(200);
    // The gateway captured the payment before the cancellation reached it, and says so (twice: a retry).
    const capture = { event: 'payment.captured' as const, orderId, paymentId: 'pay_late', amountPaise: Math.round(total * 100) };
    await notify(capture).expect(200);
    await notify(capture).expect(200);
    await settled();
    const order = await t.http().get(`/api/me/orders/${orderId}`).set(auth(customer)).expect(200);
    expect(order.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refunded: total });

    const [refund] = await refundNotices(customer, orderId, 1);
    expect(refund).toMatchObject({
      kind: 'customer',
      type: 'order_update',
      title: 'Payment refunded',
      message: `Your payment of ₹600.00 for order ${orderNumber} arrived after the order was cancelled, so it was refunded`,
      orderId,
      orderNumber,
      text: { key: 'order.latePaymentRefunded', params: { orderNumber, amountPaise: 60_000 } },
    });
    // Its cancellation was told as before, once.
    const all = (await t.http().get('/api/me/notifications?perPage=100').set(auth(customer)).expect(200)).body.items as { orderId: string; title: string }[];
    expect(all.filter((n) => n.orderId === orderId).map((n) => n.title).sort()).toEqual(['Order cancelled', 'Payment refunded']);
  });

  it('a paid order cancelled tells the customer of its refund once', async () => {
    const bread = await productOnSale(t, auth(vendorA), admin, { price: 600, stock: 10 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 1 }], paymentMethod: 'sandbox' }).expect(201);
    await t.http().post(`${placed.body.paymentUrl}/pay`).expect(303);
    await t.http().post(`/api/me/orders/${placed.body.orderId}/cancel`).set(auth(customer)).expect(200);
    await t.http().post(`/api/admin/orders/${placed.body.orderId}/cancel`).set(admin).expect(200);
    await settled();
    const [refund] = await refundNotices(customer, placed.body.orderId, 1);
    expect(refund.message).toBe(`₹600.00 of your payment for order ${placed.body.orderNumber} was refunded`);
  });

  it('refuses a signed notice for a cash-on-delivery order with 409, and changes nothing', async () => {
    const bread = await productOnSale(t, auth(vendorA), admin, { price: 250, stock: 5 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 1 }] }).expect(201);
    const { orderId, total } = placed.body;
    await deliver(`${orderId}_${vendorA.userId}`);
    await eventually(async () => (await ledger(vendorA)).summary.totalEarnings > 0);
    await settled();
    const before = await ledger(vendorA);

    for (const event of ['payment.captured', 'payment.failed'] as const) {
      const refused = await notify({ event, orderId, paymentId: 'pay_dup1', amountPaise: Math.round(total * 100) }).expect(409);
      expect(refused.body.message).toBe(NOT_A_GATEWAY_ORDER);
    }
    await settled();
    const order = await t.http().get(`/api/me/orders/${orderId}`).set(auth(customer)).expect(200);
    expect(order.body).toMatchObject({ status: 'delivered', paymentStatus: 'paid', paymentMethod: 'cod', refunded: 0 });
    expect(await ledger(vendorA)).toEqual(before);
    expect(await stockOf(t, bread)).toBe(4);
  });
});
