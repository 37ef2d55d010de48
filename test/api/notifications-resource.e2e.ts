import { providerAuth, vendorAuth } from '../support/accounts';
import { eventually, startApp, TestApp } from '../support/app';
import { appendEvent } from '../support/order-events';

type Auth = { Authorization: string; userId: string };

/** An order from `customer` with one part per vendor (the orders context's OrderPlaced: a notice to each vendor and the admin inbox). */
const orderPlaced = (customerId: string, vendors: Auth[], n: number) => ({
  orderId: `order-${n}-${Date.now()}`,
  orderNumber: `BZ-2026-${String(n).padStart(6, '0')}`,
  customerId,
  totalPaise: 50_000 * vendors.length,
  placedAt: new Date().toISOString(),
  shippingAddress: { city: 'Pune' },
  fulfilments: vendors.map((v) => ({ vendorId: v.userId, subtotalPaise: 50_000, lines: [{ productName: 'Ragi Millet Cookies', quantity: 2, unit: 'piece', subcategory: 'bakery', totalPaise: 50_000 }] })),
});

/** The back office's Notifications resource: each back-office role lists its own inboxes' notices, and marks them read. */
describe('back office notifications resource (/api/admin/notifications)', () => {
  let t: TestApp;
  let admin: Auth;
  let customer: Auth;
  let [v1, v2, provider]: Auth[] = [];

  const list = (who: Auth, query: Record<string, string> = {}) => t.http().get('/api/admin/notifications').query(query).set({ Authorization: who.Authorization });
  const bell = async (who: Auth) => (await t.http().get('/api/me/notifications').set({ Authorization: who.Authorization }).expect(200)).body;
  const newOrderOf = async (who: Auth, orderNumber: string) =>
    eventually(async () => ((await list(who, { filter: JSON.stringify({ type: 'new_order' }) }).expect(200)).body as any[]).find((n) => n.orderNumber === orderNumber));

  beforeAll(async () => {
    t = await startApp();
    admin = { ...(await t.adminAuth()), userId: 'admin' };
    customer = await t.customerAuth('Asha Buyer');
    [v1, v2, provider] = [await vendorAuth(t), await vendorAuth(t), await providerAuth(t)];
    await appendEvent(t, 'OrderPlaced', orderPlaced(customer.userId, [v1], 1));
    await appendEvent(t, 'OrderPlaced', orderPlaced(customer.userId, [v2], 2));
    await appendEvent(
      t,
      'BookingRequested',
      { bookingId: `booking-${Date.now()}`, serviceName: 'Fan repair', providerId: provider.userId, customerId: customer.userId, date: '2026-12-01', time: '10:00' },
      'bookings',
    );
    await newOrderOf(v1, 'BZ-2026-000001');
    await newOrderOf(v2, 'BZ-2026-000002');
    await eventually(async () => (await bell(provider)).total > 0);
  }, 60_000);
  afterAll(() => t.close());

  it('lists only the caller’s own inboxes, newest first, with Content-Range, for admins, vendors and providers', async () => {
    const mine = await list(v1).expect(200);
    expect(mine.headers['content-range']).toBe(`notifications 0-${mine.body.length - 1}/${mine.body.length}`);
    expect(mine.body.every((n: any) => n.kind === 'vendor')).toBe(true);
    expect(mine.body.map((n: any) => n.orderNumber)).not.toContain('BZ-2026-000002');
    const order = mine.body.find((n: any) => n.orderNumber === 'BZ-2026-000001');
    expect(order).toMatchObject({ type: 'new_order', status: 'unread', read: false, readAt: null, message: 'New order BZ-2026-000001: 2 × Ragi Millet Cookies for ₹500.00' });
    expect(order).not.toHaveProperty('recipient');
    expect(order).not.toHaveProperty('seq');
    // What the bell lists, in the same order.
    expect(mine.body.map((n: any) => n.id)).toEqual((await bell(v1)).items.map((n: any) => n.id));

    // The admin reads the admin inbox (both orders), never a vendor's notice.
    const admins = (await list(admin, { filter: JSON.stringify({ type: 'new_order' }), range: '[0,99]' }).expect(200)).body;
    expect(admins.map((n: any) => n.orderNumber)).toEqual(expect.arrayContaining(['BZ-2026-000001', 'BZ-2026-000002']));
    expect(admins.every((n: any) => n.kind === 'admin')).toBe(true);

    const providers = (await list(provider).expect(200)).body;
    expect(providers).toEqual([expect.objectContaining({ kind: 'provider', type: 'service_booking', title: 'New booking request', bookingId: expect.any(String) })]);
  });

  it('reads one by id, and another person’s or an unknown id is 404 (not 403)', async () => {
    const order = await newOrderOf(v1, 'BZ-2026-000001');
    const one = await t.http().get(`/api/admin/notifications/${encodeURIComponent(order.id)}`).set({ Authorization: v1.Authorization }).expect(200);
    expect(one.body).toEqual(order);
    // Nothing to revise: a notice has no stream of its own to guard, so no ETag (like the other read-only lists).
    expect(one.headers.etag).toBeUndefined();
    for (const who of [v2, provider, admin]) {
      const res = await t.http().get(`/api/admin/notifications/${encodeURIComponent(order.id)}`).set({ Authorization: who.Authorization }).expect(404);
      expect(res.body.message).toBe('Notification not found');
    }
    await t.http().get('/api/admin/notifications/nobody.x').set({ Authorization: v1.Authorization }).expect(404);
    // getMany with someone else's id in it returns only the caller's.
    const other = await newOrderOf(v2, 'BZ-2026-000002');
    const many = (await list(v1, { filter: JSON.stringify({ id: [order.id, other.id] }) }).expect(200)).body;
    expect(many.map((n: any) => n.id)).toEqual([order.id]);
  });

  it('filters by status, type, kind and q, sorts only on declared fields, and names the field of a bad query', async () => {
    const unread = (await list(v1, { filter: JSON.stringify({ status: 'unread' }) }).expect(200)).body;
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.every((n: any) => n.status === 'unread')).toBe(true);
    expect((await list(v1, { filter: JSON.stringify({ q: 'Ragi' }) }).expect(200)).body.map((n: any) => n.orderNumber)).toEqual(['BZ-2026-000001']);
    expect((await list(v1, { filter: JSON.stringify({ kind: 'admin' }) }).expect(200)).body).toEqual([]);
    const oldest = (await list(v1, { sort: '["createdAt","ASC"]' }).expect(200)).body;
    expect(oldest.map((n: any) => n.id)).toEqual(
      [...oldest].sort((a: any, b: any) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)).map((n: any) => n.id),
    );

    expect((await list(v1, { filter: JSON.stringify({ status: 'gone' }) }).expect(400)).body.errors).toHaveProperty('status');
    expect((await list(v1, { filter: JSON.stringify({ recipient: v2.userId }) }).expect(400)).body.errors).toHaveProperty('recipient');
    expect((await list(v1, { filter: JSON.stringify({ read: false }) }).expect(400)).body.errors).toHaveProperty('read');
    expect((await list(v1, { sort: '["message","ASC"]' }).expect(400)).body.errors).toHaveProperty('sort');
    expect((await list(v1, { range: '[0,5000]' }).expect(400)).body.errors).toHaveProperty('range');
  });

  it('PUT {read: true} marks it read with the bell’s NotificationRead, and the bell’s count drops', async () => {
    const order = await newOrderOf(v1, 'BZ-2026-000001');
    const before = (await bell(v1)).unread;
    const path = `/api/admin/notifications/${encodeURIComponent(order.id)}`;

    // Someone else's is not found, and stays unread.
    await t.http().put(path).set({ Authorization: v2.Authorization }).send({ read: true }).expect(404);
    await t.http().put(path).set({ Authorization: admin.Authorization }).send({ read: true }).expect(404);
    // Only `read: true`: anything else is refused, naming the field.
    expect((await t.http().put(path).set({ Authorization: v1.Authorization }).send({ read: false }).expect(400)).body.errors).toEqual({ read: 'Read must be true: a notice is marked read, never unread' });
    expect((await t.http().put(path).set({ Authorization: v1.Authorization }).send({ message: 'changed' }).expect(400)).body.errors).toEqual({ read: 'Read must be true: a notice is marked read, never unread' });
    expect((await bell(v1)).unread).toBe(before);

    // react-admin sends the whole record back: the other fields are dropped, never applied.
    const marked = (await t.http().put(path).set({ Authorization: v1.Authorization }).send({ ...order, read: true, message: 'changed' }).expect(200)).body;
    expect(marked).toMatchObject({ id: order.id, status: 'read', read: true, message: order.message });
    expect(Date.parse(marked.readAt)).toBeGreaterThan(0);
    expect((await bell(v1)).unread).toBe(before - 1);
    expect((await bell(v1)).items.find((n: any) => n.id === order.id)).toMatchObject({ status: 'read', readAt: marked.readAt });
    // Again: still read, the first time kept.
    expect((await t.http().put(path).set({ Authorization: v1.Authorization }).send({ read: true }).expect(200)).body.readAt).toBe(marked.readAt);
    expect((await list(v1, { filter: JSON.stringify({ status: 'unread' }) }).expect(200)).body.map((n: any) => n.id)).not.toContain(order.id);
    expect((await list(v1, { filter: JSON.stringify({ status: 'read' }) }).expect(200)).body.map((n: any) => n.id)).toEqual([order.id]);
  });

  it('an admin marks a notice of the shared admin inbox read', async () => {
    const shared = await newOrderOf(admin, 'BZ-2026-000002');
    const marked = (await t.http().put(`/api/admin/notifications/${encodeURIComponent(shared.id)}`).set({ Authorization: admin.Authorization }).send({ read: true }).expect(200)).body;
    expect(marked).toMatchObject({ id: shared.id, kind: 'admin', read: true });
  });

  it('refuses customers, and has no POST or DELETE', async () => {
    const order = await newOrderOf(v2, 'BZ-2026-000002');
    const path = `/api/admin/notifications/${encodeURIComponent(order.id)}`;
    await list(customer).expect(403);
    await t.http().get(path).set({ Authorization: customer.Authorization }).expect(403);
    await t.http().put(path).set({ Authorization: customer.Authorization }).send({ read: true }).expect(403);
    await t.http().get('/api/admin/notifications').expect(401);
    // Notices come from what happens elsewhere: none is made or deleted here (no such route, as for the other read-only lists).
    await t.http().post('/api/admin/notifications').set({ Authorization: v2.Authorization }).send({ title: 'x' }).expect(404);
    await t.http().delete(path).set({ Authorization: v2.Authorization }).expect(404);
    expect((await list(v2, { filter: JSON.stringify({ id: [order.id] }) }).expect(200)).body).toHaveLength(1);
  });
});
