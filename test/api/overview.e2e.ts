import { PDF, providerAuth, vendorAuth } from '../support/accounts';
import { eventually, startApp, TestApp } from '../support/app';
import { appendEvent } from '../support/order-events';

describe('admin overview (spec 2.9 cards)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  const overview = async () => (await t.http().get('/api/admin/overview').set(admin).expect(200)).body;

  it('counts active users, verified and pending vendors and pending providers; revenue and orders are real zeros', async () => {
    const start = await overview();
    expect(start).toEqual({ totalRevenue: 0, orders: 0, activeUsers: 1, activeVendors: 0, pendingVendors: 0, pendingProviders: 0 });

    const vendor = await vendorAuth(t);
    const provider = await providerAuth(t);
    const customer = await t.customerAuth();
    expect(await overview()).toMatchObject({ activeUsers: 4, activeVendors: 0, pendingVendors: 1, pendingProviders: 1 });

    await t.http().put(`/api/admin/vendors/${vendor.userId}`).set(admin).send({ status: 'Verified' }).expect(200);
    await t.http().post(`/api/admin/providers/${provider.userId}/document`).set({ Authorization: provider.Authorization }).attach('document', PDF, 'id.pdf').expect(201);
    await t.http().post(`/api/admin/providers/${provider.userId}/verify`).set(admin).expect(201);
    await t.http().put(`/api/admin/users/${customer.userId}`).set(admin).send({ status: 'Inactive' }).expect(200);
    expect(await overview()).toMatchObject({ activeUsers: 3, activeVendors: 1, pendingVendors: 0, pendingProviders: 0 });
  });

  it('revenue and orders come from the bus-fed revenue projection; the chart by day, week and month, by category and city', async () => {
    const placedAt = new Date().toISOString();
    const order = (city: string, lines: [string, number][]) => ({
      orderId: `o-${city}`,
      orderNumber: `BZ-${city}`,
      customerId: 'c1',
      totalPaise: lines.reduce((s, [, p]) => s + p, 0),
      placedAt,
      shippingAddress: { city },
      fulfilments: [{ vendorId: 'v1', subtotalPaise: 0, lines: lines.map(([subcategory, totalPaise]) => ({ subcategory, totalPaise })) }],
    });
    await appendEvent(t, 'OrderPlaced', order('Pune', [['bakery', 25_050], ['leather', 100_000]]));
    await appendEvent(t, 'OrderPlaced', order('Mumbai', [['bakery', 10_000]]));
    await eventually(async () => (await overview()).orders === 2);
    expect(await overview()).toMatchObject({ totalRevenue: 1350.5, orders: 2 });

    const day = (await t.http().get('/api/admin/revenue').set(admin).expect(200)).body;
    expect(day.interval).toBe('day');
    expect(day.series).toHaveLength(30);
    expect(day.series.at(-1)).toEqual({ period: day.to, revenue: 1350.5, orders: 2 });
    expect(day.series[0]).toEqual({ period: day.from, revenue: 0, orders: 0 });
    expect(day.total).toEqual({ revenue: 1350.5, orders: 2 });
    expect(day.byCategory).toEqual([
      { category: 'leather', revenue: 1000, orders: 1 },
      { category: 'bakery', revenue: 350.5, orders: 2 },
    ]);
    expect(day.byCity).toEqual([
      { city: 'Pune', revenue: 1250.5, orders: 1 },
      { city: 'Mumbai', revenue: 100, orders: 1 },
    ]);
    const month = (await t.http().get('/api/admin/revenue?interval=month').set(admin).expect(200)).body;
    expect(month.series).toHaveLength(12);
    expect(month.series.at(-1)).toMatchObject({ revenue: 1350.5, orders: 2 });
    const week = (await t.http().get(`/api/admin/revenue?interval=week&from=${day.from}&to=${day.to}`).set(admin).expect(200)).body;
    expect(week.total).toEqual({ revenue: 1350.5, orders: 2 });

    // A cancelled order gives all of it back; a partial refund its amount (spread over the order's categories).
    await appendEvent(t, 'OrderCancelled', { orderId: 'o-Mumbai', vendorIds: ['v1'], reason: 'customer', cancelledAt: placedAt });
    await appendEvent(t, 'OrderRefunded', { orderId: 'o-Pune', vendorIds: ['v1'], vendorId: 'v1', amountPaise: 25_050, reason: 'damaged', refundedAt: placedAt });
    await eventually(async () => (await overview()).orders === 1 && (await overview()).totalRevenue === 1000);
    const net = (await t.http().get('/api/admin/revenue').set(admin).expect(200)).body;
    expect(net.total).toEqual({ revenue: 1000, orders: 1 });
    expect(net.series.at(-1)).toMatchObject({ revenue: 1000, orders: 1 });
    expect(net.byCity).toEqual([{ city: 'Pune', revenue: 1000, orders: 1 }]);
    expect(net.byCategory).toEqual([
      { category: 'leather', revenue: 799.68, orders: 1 },
      { category: 'bakery', revenue: 200.32, orders: 1 },
    ]);

    const bad = await t.http().get('/api/admin/revenue?interval=year&from=2026-13-01').set(admin).expect(400);
    expect(bad.body.errors).toMatchObject({ interval: 'Interval must be day, week or month', from: 'From must be a date as YYYY-MM-DD' });
    const reversed = await t.http().get('/api/admin/revenue?from=2026-11-20&to=2026-11-01').set(admin).expect(400);
    expect(reversed.body.errors).toEqual({ from: 'From must not be after To' });
    const long = await t.http().get('/api/admin/revenue?from=2020-01-01&to=2026-11-01').set(admin).expect(400);
    expect(long.body.errors).toEqual({ from: 'A day chart spans at most 366 days' });
  });

  it('is for admins only', async () => {
    await t.http().get('/api/admin/overview').expect(401);
    await t.http().get('/api/admin/overview').set({ Authorization: (await t.customerAuth()).Authorization }).expect(403);
    await t.http().get('/api/admin/overview').set({ Authorization: (await vendorAuth(t)).Authorization }).expect(403);
    await t.http().get('/api/admin/revenue').set({ Authorization: (await t.customerAuth()).Authorization }).expect(403);
  });
});
