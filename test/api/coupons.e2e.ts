import { SecureOrderCommand } from '../../backend/src/modules/orders/orders.commands';
import { SecureOrderHandler } from '../../backend/src/modules/orders/checkout.handlers';
import { ordersProjection } from '../../backend/src/modules/orders/orders.projection';
import { READ_STORE, ReadStore } from '../../backend/src/platform/read-store/read-store.port';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store';
import { orderStream } from '../../backend/src/modules/orders/orders.events';
import { eventually, startApp, TestApp } from '../support/app';
import { vendorAuth } from '../support/accounts';
import { checkout, productOnSale } from '../support/shop';

describe('coupons: Claim Coupons (issue 11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('lists both offers as available, claims each once with validity from the claim', async () => {
    const customer = await t.customerAuth();
    const before = await t.http().get('/api/me/coupons').set(customer).expect(200);
    expect(before.body.items.map((c: { code: string; status: string }) => [c.code, c.status])).toEqual([
      ['WELCOME20', 'available'],
      ['SUMMER10', 'available'],
    ]);

    const started = Date.now();
    const claimed = await t.http().post('/api/me/coupons/summer10/claim').set(customer).expect(201);
    expect(claimed.body).toMatchObject({ code: 'SUMMER10', percent: 10, status: 'claimed', firstOrderOnly: false });
    const days = (Date.parse(claimed.body.validUntil) - Date.parse(claimed.body.claimedAt)) / 86_400_000;
    expect(days).toBe(15);
    expect(Date.parse(claimed.body.claimedAt)).toBeGreaterThanOrEqual(started - 1000);

    const again = await t.http().post('/api/me/coupons/SUMMER10/claim').set(customer).expect(409);
    expect(again.body.message).toBe('You have already claimed this coupon');

    const welcome = await t.http().post('/api/me/coupons/WELCOME20/claim').set(customer).expect(201);
    expect((Date.parse(welcome.body.validUntil) - Date.parse(welcome.body.claimedAt)) / 86_400_000).toBe(30);

    const after = await t.http().get('/api/me/coupons').set(customer).expect(200);
    expect(after.body.items.map((c: { status: string }) => c.status)).toEqual(['claimed', 'claimed']);
  });

  it('keeps each customer apart and refuses unknown codes and other roles', async () => {
    const first = await t.customerAuth();
    const second = await t.customerAuth();
    await t.http().post('/api/me/coupons/SUMMER10/claim').set(first).expect(201);
    const other = await t.http().get('/api/me/coupons').set(second).expect(200);
    expect(other.body.items.every((c: { status: string }) => c.status === 'available')).toBe(true);

    const unknown = await t.http().post('/api/me/coupons/FREE100/claim').set(first).expect(404);
    expect(unknown.body.errors).toEqual({ code: 'This coupon code is not valid' });
    await t.http().post(`/api/me/coupons/${'X'.repeat(90)}/claim`).set(first).expect(404);

    const vendor = await vendorAuth(t);
    await t.http().post('/api/me/coupons/SUMMER10/claim').set({ Authorization: vendor.Authorization }).expect(403);
    await t.http().get('/api/me/coupons').expect(401);
  });

  it('says a claimed first-order coupon is not usable while an order of the customer stands, so checkout does not offer it', async () => {
    const vendor = await vendorAuth(t);
    const product = await productOnSale(t, { Authorization: vendor.Authorization }, await t.adminAuth(), { price: 300, stock: 10 });
    const customer = await t.customerAuth();
    await t.http().post('/api/me/coupons/WELCOME20/claim').set(customer).expect(201);
    await t.http().post('/api/me/coupons/SUMMER10/claim').set(customer).expect(201);
    const usable = async () => Object.fromEntries(((await t.http().get('/api/me/coupons').set(customer).expect(200)).body.items as { code: string; usable: boolean }[]).map((c) => [c.code, c.usable]));
    expect(await usable()).toEqual({ WELCOME20: true, SUMMER10: true });

    // A first order without a coupon: WELCOME20 can no longer be used (checkout refuses it), SUMMER10 still can.
    const placed = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }] }).expect(201);
    await eventually(async () => (await usable()).WELCOME20 === false);
    expect(await usable()).toEqual({ WELCOME20: false, SUMMER10: true });
    const refused = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }], couponCode: 'WELCOME20' }).expect(400);
    expect(refused.body.errors.couponCode).toBe('This coupon is for your first order only');

    // That order cancelled, the next one is a first order again.
    await t.http().post(`/api/me/orders/${placed.body.orderId}/cancel`).set(customer).expect(200);
    await eventually(async () => (await usable()).WELCOME20 === true);
  });

  it('a first order and a WELCOME20 order placed at once: the coupon goes only to the one placed first', async () => {
    const vendor = await vendorAuth(t);
    const product = await productOnSale(t, { Authorization: vendor.Authorization }, await t.adminAuth(), { price: 300, stock: 100 });
    const store = t.app.get<EventStore>(EVENT_STORE);
    const placedPosition = async (orderId: string) => (await store.readStream(orderStream(orderId), { maxCount: 1 }))[0].position;
    // Each pair is a race: the coupon's order counted the customer's orders from a read model not yet
    // holding the other, placed a moment before, and took the first-order discount as a second order.
    const customers = await Promise.all(Array.from({ length: 8 }, () => t.customerAuth()));
    await Promise.all(customers.map((c) => t.http().post('/api/me/coupons/WELCOME20/claim').set(c).expect(201)));
    await Promise.all(
      customers.map(async (customer) => {
        const [plain, withCoupon] = await Promise.all([
          checkout(t, customer, { items: [{ productId: product, quantity: 1 }] }).expect(201),
          checkout(t, customer, { items: [{ productId: product, quantity: 1 }], couponCode: 'WELCOME20' }),
        ]);
        if (withCoupon.status === 201) {
          expect(await placedPosition(withCoupon.body.orderId)).toBeLessThan(await placedPosition(plain.body.orderId));
        } else {
          // Refused by the request (the first order already listed) or by the order's coupon step.
          expect([400, 409]).toContain(withCoupon.status);
          expect(withCoupon.body.errors).toEqual({ couponCode: 'This coupon is for your first order only' });
        }
      }),
    );
  });

  it('two checkouts at once with WELCOME20: exactly one takes it, the other is cancelled with a 409 saying it was not a first order', async () => {
    const vendor = await vendorAuth(t);
    const product = await productOnSale(t, { Authorization: vendor.Authorization }, await t.adminAuth(), { price: 300, stock: 10 });
    const customer = await t.customerAuth();
    await t.http().post('/api/me/coupons/WELCOME20/claim').set(customer).expect(201);
    // Both orders are placed before either takes the coupon: the moment each counted the other as an earlier order.
    const orders = t.app.get<ReadStore>(READ_STORE).collection(ordersProjection.collection);
    const handler = t.app.get(SecureOrderHandler);
    const secure = handler.execute.bind(handler);
    handler.execute = async (command: SecureOrderCommand) => {
      await eventually(async () => (await orders.count({ customerId: customer.userId })) === 2);
      return secure(command);
    };
    try {
      const answers = await Promise.all([0, 1].map(() => checkout(t, customer, { items: [{ productId: product, quantity: 1 }], couponCode: 'WELCOME20' })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body.errors).toEqual({ couponCode: 'This coupon is for your first order only' });
      const coupons = await t.http().get('/api/me/coupons').set(customer).expect(200);
      const welcome = coupons.body.items.find((c: { code: string }) => c.code === 'WELCOME20');
      expect(welcome).toMatchObject({ status: 'redeemed', orderId: answers.find((a) => a.status === 201)!.body.orderId });
    } finally {
      handler.execute = secure;
    }
  });
});
