import { businessDay } from '../../backend/src/platform/domain/business-day';
import { vendorAuth } from '../support/accounts';
import { eventually, startApp, TestApp } from '../support/app';
import { address, checkout, productOnSale } from '../support/shop';

type Auth = { Authorization: string };

/** Issue 13 on orders: the replayed orders report equals the live revenue read model; an order as of before and after shipping. */
describe('orders: replay and as-of', () => {
  let t: TestApp;
  let admin: Auth;
  let vendorA: Auth & { userId: string };
  let vendorB: Auth & { userId: string };
  const auth = (who: Auth) => ({ Authorization: who.Authorization });
  const pause = () => new Promise((r) => setTimeout(r, 5));

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    vendorA = await vendorAuth(t);
    vendorB = await vendorAuth(t);
  });
  afterAll(() => t.close());

  it("an order's as-of view before and after shipping is the record as it was at each moment", async () => {
    const bread = await productOnSale(t, auth(vendorA), admin, { price: 120, stock: 10 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 2 }] }).expect(201);
    const orderId = placed.body.orderId as string;
    const part = `${orderId}_${vendorA.userId}`;
    const moments: { at: string; order: object; part: object }[] = [];
    const remember = async () => {
      const order = (await t.http().get(`/api/admin/orders/${orderId}`).set(admin).expect(200)).body;
      const fulfilment = (await t.http().get(`/api/admin/fulfilments/${part}`).set(admin).expect(200)).body;
      moments.push({ at: new Date().toISOString(), order, part: fulfilment });
      await pause();
    };
    await remember();
    await t.http().post(`/api/admin/fulfilments/${part}/status`).set(auth(vendorA)).send({ status: 'processing' }).expect(200);
    await remember();
    const tracking = { trackingId: 'DLV-112233', courierName: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/DLV-112233' };
    await t.http().post(`/api/admin/fulfilments/${part}/status`).set(auth(vendorA)).send({ status: 'shipped', ...tracking }).expect(200);
    await remember();
    expect(moments.map((m) => (m.part as { status: string }).status)).toEqual(['pending', 'processing', 'shipped']);
    for (const { at, order, part: fulfilment } of moments) {
      const orderThen = await t.http().get(`/api/admin/orders/${orderId}`).query({ asOf: at }).set(admin).expect(200);
      expect(orderThen.body).toEqual({ ...order, asOf: at, changedAt: expect.any(String) });
      const partThen = await t.http().get(`/api/admin/fulfilments/${part}`).query({ asOf: at }).set(admin).expect(200);
      expect(partThen.body).toEqual({ ...fulfilment, asOf: at, changedAt: expect.any(String) });
    }
    // A vendor sees their own part as of then, never another vendor's.
    await t.http().get(`/api/admin/fulfilments/${part}`).query({ asOf: moments[0].at }).set(auth(vendorA)).expect(200);
    await t.http().get(`/api/admin/fulfilments/${part}`).query({ asOf: moments[0].at }).set(auth(vendorB)).expect(404);
  });

  it('the replayed orders report gives the totals, categories and cities of the live revenue read model for the same period', async () => {
    const bread = await productOnSale(t, auth(vendorA), admin, { price: 150, stock: 20 });
    const wallet = await productOnSale(t, auth(vendorB), admin, { subcategory: 'leather', price: 800, stock: 20 });
    const customer = await t.customerAuth();
    await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 2 }, { productId: wallet, quantity: 1 }] }).expect(201);
    await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 1 }], shippingAddress: address({ city: 'Mumbai' }) }).expect(201);
    const third = await checkout(t, auth(customer), { items: [{ productId: wallet, quantity: 1 }] }).expect(201);
    await t.http().post(`/api/admin/orders/${third.body.orderId}/cancel`).set(admin).send({}).expect((r) => expect(r.status).toBeLessThan(300));

    const today = businessDay(new Date());
    const head = async () => (await t.http().get('/api/health').expect(200)).body;
    const live = await eventually(async () => {
      const h = await head();
      if (!h.workers.busConsumers.every((p: number) => p >= h.position)) return null;
      return (await t.http().get('/api/admin/revenue').query({ interval: 'day', from: today, to: today }).set(admin).expect(200)).body;
    }, 10_000);
    expect(live.total.orders).toBeGreaterThanOrEqual(3);

    const csv = await t.http().get('/api/admin/analytics/orders').query({ from: today, to: today, interval: 'day', format: 'csv' }).set(admin).expect(200);
    const [header, ...lines] = csv.text.trim().split('\r\n');
    expect(header).toBe('bucket,dimension,key,orders,revenue,cancelled');
    // Revenue in rupees with exactly two decimals (13938966.20, not 13938966.2), no grouping comma.
    for (const line of lines) expect(line.split(',')[4]).toMatch(/^-?\d+\.\d{2}$/);
    const rows = lines.map((line) => {
      const [bucket, dimension, key, orders, revenue, cancelled] = line.split(',');
      return { bucket, dimension, key, orders: Number(orders), revenue: Number(revenue), cancelled: Number(cancelled) };
    });
    const of = (dimension: string) => rows.filter((r) => r.dimension === dimension);
    expect(of('total')).toEqual([{ bucket: today, dimension: 'total', key: '', orders: live.total.orders, revenue: live.total.revenue, cancelled: 1 }]);
    const byKey = (list: { revenue: number; orders: number }[], key: (r: any) => string) => Object.fromEntries(list.map((r) => [key(r), [r.revenue, r.orders]]));
    expect(byKey(of('category'), (r) => r.key)).toEqual(byKey(live.byCategory, (r) => r.category));
    expect(byKey(of('city'), (r) => r.key)).toEqual(byKey(live.byCity, (r) => r.city));
    const vendors = byKey(of('vendor'), (r) => r.key);
    expect(Object.keys(vendors).sort()).toEqual([vendorA.userId, vendorB.userId].sort());
  });

  it('cash on delivery, one vendor cancels their part and the other delivers: the order is paid what was collected, and revenue holds only the delivered part', async () => {
    const cookies = await productOnSale(t, auth(vendorA), admin, { name: 'Ragi Millet Cookies', subcategory: 'bakery', price: 160, stock: 10 });
    const wallet = await productOnSale(t, auth(vendorB), admin, { name: 'Leather Wallet', subcategory: 'leather', price: 899, stock: 10 });
    const today = businessDay(new Date());
    const head = async () => (await t.http().get('/api/health').expect(200)).body;
    const settled = () =>
      eventually(async () => {
        const h = await head();
        if (!h.workers.busConsumers.every((p: number) => p >= h.position)) return null;
        const overview = (await t.http().get('/api/admin/overview').set(admin).expect(200)).body;
        const revenue = (await t.http().get('/api/admin/revenue').query({ interval: 'day', from: today, to: today }).set(admin).expect(200)).body;
        return { overview, revenue };
      }, 10_000);
    const categoryOf = (figures: { revenue: { byCategory: { category: string; revenue: number; orders: number }[] } }, category: string) =>
      figures.revenue.byCategory.find((c) => c.category === category) ?? { revenue: 0, orders: 0 };
    const before = await settled();
    const revenueOf = async (vendor: { userId: string }) => (await t.http().get(`/api/admin/vendors/${vendor.userId}`).set(admin).expect(200)).body.revenue as number;
    const vendorRevenue = { a: await revenueOf(vendorA), b: await revenueOf(vendorB) };

    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: cookies, quantity: 1 }, { productId: wallet, quantity: 1 }] }).expect(201);
    expect(placed.body.total).toBe(1059);
    const orderId = placed.body.orderId as string;
    const status = (vendor: Auth & { userId: string }, body: object) => t.http().post(`/api/admin/fulfilments/${orderId}_${vendor.userId}/status`).set(auth(vendor)).send(body).expect(200);
    await status(vendorB, { status: 'processing' });
    await status(vendorB, { status: 'shipped', trackingId: 'DLV-445566', courierName: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/DLV-445566' });
    await status(vendorB, { status: 'delivered' });
    await status(vendorA, { status: 'cancelled' });

    const order = (await t.http().get(`/api/admin/orders/${orderId}`).set(admin).expect(200)).body;
    expect(order).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const mine = (await t.http().get(`/api/me/orders/${orderId}`).set(auth(customer)).expect(200)).body;
    expect(mine.paymentStatus).toBe('paid');
    // Both views say what was collected (₹899, not the ₹1,059 placed), which part was cancelled, and that nothing went back.
    for (const view of [order, mine]) {
      expect(view).toMatchObject({ total: 1059, paid: 899, refunded: 0 });
      expect(Object.fromEntries(view.fulfilments.map((f: { vendorId: string; status: string }) => [f.vendorId, f.status]))).toEqual({ [vendorA.userId]: 'cancelled', [vendorB.userId]: 'delivered' });
    }

    // The admin's Vendors Revenue: vendor B's delivered ₹899 wallet, nothing for vendor A's cancelled cookies.
    expect(await revenueOf(vendorB)).toBeCloseTo(vendorRevenue.b + 899, 2);
    expect(await revenueOf(vendorA)).toBe(vendorRevenue.a);

    // Revenue rose by the ₹899 collected, not the ₹1,059 placed; bakery keeps nothing of the cancelled cookies.
    const after = await settled();
    expect(after.overview.totalRevenue - before.overview.totalRevenue).toBeCloseTo(899, 2);
    expect(after.overview.orders - before.overview.orders).toBe(1);
    expect(categoryOf(after, 'bakery')).toEqual(categoryOf(before, 'bakery'));
    expect(categoryOf(after, 'leather').revenue - categoryOf(before, 'leather').revenue).toBeCloseTo(899, 2);

    // The replayed report agrees: vendor A brought nothing from this order, vendor B its ₹899.
    const report = async () => (await t.http().get('/api/admin/analytics/orders').query({ from: today, to: today, interval: 'day' }).set(admin).expect(200)).body.rows as { dimension: string; key: string; revenue: number; orders: number }[];
    const rows = await report();
    const row = (dimension: string, key: string) => rows.find((r) => r.dimension === dimension && r.key === key);
    expect(row('total', '')?.revenue).toBe(after.revenue.total.revenue);
    expect(row('category', 'bakery')?.revenue ?? 0).toBe(categoryOf(after, 'bakery').revenue);
    expect(row('category', 'bakery')?.orders ?? 0).toBe(categoryOf(after, 'bakery').orders);
    expect(row('category', 'leather')?.revenue).toBe(categoryOf(after, 'leather').revenue);
  });

  it('paid through the sandbox, then one vendor cancels their part: the order views show the payment, the cancelled part and its refund; the hosted page says what went back', async () => {
    const cookies = await productOnSale(t, auth(vendorA), admin, { name: 'Ragi Millet Cookies', subcategory: 'bakery', price: 160, stock: 10 });
    const wallet = await productOnSale(t, auth(vendorB), admin, { name: 'Leather Wallet', subcategory: 'leather', price: 200, stock: 10 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: cookies, quantity: 1 }, { productId: wallet, quantity: 1 }], paymentMethod: 'sandbox' }).expect(201);
    // ₹360 of retail goods: ₹49 delivery.
    expect(placed.body.total).toBe(409);
    const orderId = placed.body.orderId as string;
    const unpaid = (await t.http().get(`/api/me/orders/${orderId}`).set(auth(customer)).expect(200)).body;
    expect(unpaid).toMatchObject({ paid: null, refunded: 0 });
    await t.http().post(`${placed.body.paymentUrl}/pay`).expect(303);
    await t.http().post(`/api/admin/fulfilments/${orderId}_${vendorA.userId}/status`).set(auth(vendorA)).send({ status: 'cancelled' }).expect(200);

    const order = (await t.http().get(`/api/admin/orders/${orderId}`).set(admin).expect(200)).body;
    const mine = (await t.http().get(`/api/me/orders/${orderId}`).set(auth(customer)).expect(200)).body;
    for (const view of [order, mine]) {
      expect(view).toMatchObject({ total: 409, paid: 409, refunded: 160, paymentStatus: 'paid' });
      expect(Object.fromEntries(view.fulfilments.map((f: { vendorId: string; status: string }) => [f.vendorId, f.status]))).toEqual({ [vendorA.userId]: 'cancelled', [vendorB.userId]: 'pending' });
    }
    const page = await t.http().get(placed.body.paymentUrl).expect(200);
    expect(page.text).toContain('This order is already paid. Nothing more is charged.');
    expect(page.text).toContain('₹409.00');
    expect(page.text).toContain('₹160.00 refunded');
  });
});
