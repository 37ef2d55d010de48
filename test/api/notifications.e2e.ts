import { AddressInfo } from 'node:net';
import { providerAuth, vendorAuth } from '../support/accounts';
import { formatSlot } from '@bazaar/common';
import { completeOnceStarted, dayAhead, requestBooking, verifyProvider } from '../support/bookings';
import { eventually, startApp, TestApp } from '../support/app';
import { READ_STORE, ReadStore } from '../../backend/src/platform/read-store/read-store.port';
import { appendEvent } from '../support/order-events';
import { checkout, productOnSale } from '../support/shop';

type Auth = { Authorization: string; userId: string };

/** An order from `customer` with one fulfilment per vendor (the orders context's OrderPlaced). */
const orderPlaced = (customer: Auth, vendors: Auth[], n = 1) => ({
  orderId: `order-${n}-${Date.now()}`,
  orderNumber: `BZ-2026-${String(n).padStart(6, '0')}`,
  customerId: customer.userId,
  totalPaise: 50_000 * vendors.length,
  placedAt: new Date().toISOString(),
  shippingAddress: { city: 'Pune' },
  fulfilments: vendors.map((v) => ({ vendorId: v.userId, subtotalPaise: 50_000, lines: [{ productName: 'Ragi Millet Cookies', quantity: 2, unit: 'piece', subcategory: 'bakery', totalPaise: 50_000 }] })),
});

/**
 * Reads a server-sent event stream until `until` has seen what it waits for, the server closes
 * it (`closed`) or `timeoutMs` passes; `until` may act on what it has seen so far.
 */
async function readStream(url: string, auth: { Authorization: string }, until: (events: { event: string; data: any }[]) => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => ((timedOut = true), abort.abort()), timeoutMs);
  const res = await fetch(url, { headers: { Authorization: auth.Authorization }, signal: abort.signal });
  const events: { event: string; data: any }[] = [];
  const opened = { status: res.status, type: res.headers.get('content-type'), headers: res.headers, events, closed: false };
  if (res.status !== 200) return opened;
  const reader = res.body!.getReader();
  let buffer = '';
  try {
    while (!(await until(events))) {
      const { value, done } = await reader.read();
      if (done) {
        opened.closed = true;
        break;
      }
      buffer += new TextDecoder().decode(value);
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
    }
  } catch (error) {
    if (!timedOut) throw error;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
  return opened;
}

describe('notifications (bus-fed; own only; live stream)', () => {
  let t: TestApp;
  let base: string;
  let admin: Auth;
  beforeAll(async () => {
    t = await startApp();
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/api/me/notifications`;
    admin = { ...(await t.adminAuth()), userId: 'admin' };
  });
  afterAll(() => t.close());

  const list = async (who: { Authorization: string }, query = '') => (await t.http().get(`/api/me/notifications${query}`).set(who).expect(200)).body;
  /** The order notices among someone's (sellers also hear of sign-ups, approvals and payouts). */
  const orderNotices = async (who: { Authorization: string }) => (await list(who, '?perPage=100')).items.filter((n: { orderId: string | null }) => n.orderId);

  it('an order notifies the admins, the customer and each vendor once; nobody sees another’s', async () => {
    const [asha, ravi] = [await t.customerAuth('Asha Buyer'), await t.customerAuth('Ravi Buyer')];
    const [v1, v2] = [await vendorAuth(t), await vendorAuth(t)];
    const adminBefore = (await orderNotices(admin)).length;
    await appendEvent(t, 'OrderPlaced', orderPlaced(asha, [v1, v2]));

    const mine = await eventually(async () => ((await list(asha)).total === 1 ? list(asha) : null));
    expect(mine).toMatchObject({ total: 1, unread: 1, page: 1, perPage: 20 });
    expect(mine.items[0]).toMatchObject({ kind: 'customer', type: 'order_confirmation', status: 'unread', readAt: null, message: 'Your order has been placed successfully (BZ-2026-000001)' });
    // Its words as data too, for the storefront to say in its reader's language.
    expect(mine.items[0].text).toEqual({ key: 'order.placed', params: { orderNumber: 'BZ-2026-000001' } });
    // Two cookies are two, not "1 item".
    for (const vendor of [v1, v2]) {
      expect((await list(vendor)).items).toEqual([
        expect.objectContaining({
          kind: 'vendor',
          message: 'New order BZ-2026-000001: 2 × Ragi Millet Cookies for ₹500.00',
          text: { key: 'vendor.newOrder', params: { orderNumber: 'BZ-2026-000001', lines: [{ name: 'Ragi Millet Cookies', quantity: 2, unit: 'piece' }], amountPaise: 50_000 } },
        }),
      ]);
    }
    expect(await orderNotices(admin)).toHaveLength(adminBefore + 1);
    // The admins' stay English only (the back office has no other language).
    expect((await orderNotices(admin))[0]).toMatchObject({ kind: 'admin', message: 'New order placed for ₹1,000.00 (BZ-2026-000001)', text: null });
    expect(await list(ravi)).toMatchObject({ total: 0, unread: 0, items: [] });

    // Ravi cannot read or mark Asha's: not found, and it stays unread.
    const id = mine.items[0].id;
    await t.http().post(`/api/me/notifications/${id}/read`).set(ravi).expect(404);
    await t.http().post(`/api/me/notifications/${encodeURIComponent('nobody.x')}/read`).set(asha).expect(404);
    expect((await list(asha)).unread).toBe(1);

    const read = (await t.http().post(`/api/me/notifications/${id}/read`).set(asha).expect(200)).body;
    expect(read).toMatchObject({ id, status: 'read', unread: 0 });
    expect(Date.parse(read.readAt)).toBeGreaterThan(0);
    // Again: still read, the first time kept.
    expect((await t.http().post(`/api/me/notifications/${id}/read`).set(asha).expect(200)).body.readAt).toBe(read.readAt);
    expect(await list(asha, '?status=unread')).toMatchObject({ total: 0, unread: 0 });
    expect(await list(asha, '?status=read')).toMatchObject({ total: 1 });
  });

  it('Mark all as read reads every unread notice of the caller’s inboxes, and nobody else’s', async () => {
    const [meera, kabir] = [await t.customerAuth('Meera Buyer'), await t.customerAuth('Kabir Buyer')];
    const vendor = await vendorAuth(t);
    for (const n of [11, 12, 13]) await appendEvent(t, 'OrderPlaced', orderPlaced(meera, [vendor], n));
    await appendEvent(t, 'OrderPlaced', orderPlaced(kabir, [vendor], 14));
    await eventually(async () => (await list(meera)).unread === 3 && (await list(kabir)).unread === 1 && (await orderNotices(vendor)).length === 4);
    await t.http().post(`/api/me/notifications/${(await list(meera)).items[2].id}/read`).set(meera).expect(200);

    expect((await t.http().post('/api/me/notifications/read-all').set(meera).expect(200)).body).toEqual({ marked: 2, unread: 0 });
    expect(await list(meera, '?status=read')).toMatchObject({ total: 3, unread: 0 });
    expect((await t.http().post('/api/me/notifications/read-all').set(meera).expect(200)).body).toEqual({ marked: 0, unread: 0 });
    // Others' inboxes are untouched; an admin's reaches the admin inbox.
    expect((await list(kabir)).unread).toBe(1);
    expect((await list(vendor, '?status=unread&perPage=100')).items.filter((n: { orderId: string | null }) => n.orderId)).toHaveLength(4);
    const adminMarked = (await t.http().post('/api/me/notifications/read-all').set(admin).expect(200)).body;
    expect(adminMarked.marked).toBeGreaterThanOrEqual(4);
    expect((await list(admin)).unread).toBe(0);
    expect((await list(kabir)).unread).toBe(1);

    // Three tabs at once: each notice read once, and every answer counts what is left.
    for (const n of [15, 16, 17]) await appendEvent(t, 'OrderPlaced', orderPlaced(kabir, [vendor], n));
    await eventually(async () => (await list(kabir)).unread === 4);
    const answers = (await Promise.all([0, 1, 2].map(() => t.http().post('/api/me/notifications/read-all').set(kabir).expect(200)))).map((r) => r.body);
    expect(answers.map((a) => a.unread)).toEqual([0, 0, 0]);
    expect(answers.reduce((sum, a) => sum + a.marked, 0)).toBe(4);
  });

  it('a checkout refused for stock tells nobody of an order; one that stands notifies once its stock is held', async () => {
    const vendor = await vendorAuth(t);
    const customer = await t.customerAuth();
    const product = await productOnSale(t, { Authorization: vendor.Authorization }, { Authorization: admin.Authorization }, { stock: 1 });
    const adminBefore = (await orderNotices(admin)).length;
    await checkout(t, customer, { items: [{ productId: product, quantity: 2 }] }).expect(409);
    const { orderNumber } = (await checkout(t, customer, { items: [{ productId: product, quantity: 1 }] }).expect(201)).body;

    const mine = await eventually(async () => ((await list(customer)).total > 0 ? list(customer) : null));
    expect(mine.items.map((n: { orderNumber: string }) => n.orderNumber)).toEqual([orderNumber]);
    expect((await orderNotices(vendor)).map((n: { orderNumber: string }) => n.orderNumber)).toEqual([orderNumber]);
    expect(await orderNotices(admin)).toHaveLength(adminBefore + 1);
    expect(mine.unread).toBe(1);
  });

  it('an online order is told of once paid; a failed payment tells the customer alone, and why', async () => {
    const vendor = await vendorAuth(t);
    const product = await productOnSale(t, { Authorization: vendor.Authorization }, { Authorization: admin.Authorization }, { stock: 5 });
    const customer = await t.customerAuth();
    const failing = (await checkout(t, customer, { items: [{ productId: product, quantity: 1 }], paymentMethod: 'sandbox' }).expect(201)).body;
    await t.http().post(`${failing.paymentUrl}/fail`).expect(303);
    const told = await eventually(async () => ((await list(customer)).total > 0 ? list(customer) : null));
    expect(told.items.map((n: { title: string; message: string }) => [n.title, n.message])).toEqual([['Payment failed', `Payment for your order ${failing.orderNumber} did not go through, so the order was cancelled`]]);

    const paying = (await checkout(t, customer, { items: [{ productId: product, quantity: 1 }], paymentMethod: 'sandbox' }).expect(201)).body;
    expect(await orderNotices(vendor)).toEqual([]); // stock held, not paid yet: no order for the vendor
    await t.http().post(`${paying.paymentUrl}/pay`).expect(303);
    const paid = await eventually(async () => ((await orderNotices(vendor)).length > 0 ? orderNotices(vendor) : null));
    expect(paid.map((n: { orderNumber: string }) => n.orderNumber)).toEqual([paying.orderNumber]);
  });

  it('a cancellation tells the other side: the customer cancels and the vendor is told not to ship; the vendor refuses their part and the customer is told', async () => {
    const supplier = await vendorAuth(t);
    const rice = await productOnSale(t, { Authorization: supplier.Authorization }, { Authorization: admin.Authorization }, { name: 'Sona Masoori Rice', category: 'wholesale', subcategory: 'pulses', price: 52000, stock: 60, quantity: 5, unit: 'tonne' });
    const contractor = await t.customerAuth('Farhan Contractor');
    const titled = async (who: Auth, title: string) => ((await list(who, '?perPage=100')).items as { title: string }[]).filter((n) => n.title === title);

    const first = (await checkout(t, contractor, { items: [{ productId: rice, quantity: 12 }] }).expect(201)).body;
    await eventually(async () => (await orderNotices(supplier)).length === 1);
    await t.http().post(`/api/me/orders/${first.orderId}/cancel`).set(contractor).expect(200);
    const told = await eventually(async () => ((await titled(supplier, 'Order cancelled')).length ? titled(supplier, 'Order cancelled') : null));
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'vendor',
        type: 'order_update',
        orderId: first.orderId,
        orderNumber: first.orderNumber,
        message: `The customer cancelled order ${first.orderNumber}: do not ship it`,
        text: { key: 'vendor.orderCancelled', params: { orderNumber: first.orderNumber } },
      }),
    ]);
    // The customer, who cancelled it, has it confirmed by the same event, as their own booking's cancellation is.
    expect(await titled(contractor, 'Order cancelled')).toEqual([
      expect.objectContaining({
        kind: 'customer',
        type: 'order_update',
        orderId: first.orderId,
        message: `Your order ${first.orderNumber} was cancelled`,
        text: { key: 'order.cancelled', params: { orderNumber: first.orderNumber } },
      }),
    ]);

    const second = (await checkout(t, contractor, { items: [{ productId: rice, quantity: 30 }] }).expect(201)).body;
    await eventually(async () => (await orderNotices(supplier)).length === 3);
    // The supplier says why; a reason too long, or given when not cancelling, is refused naming it.
    const partStatus = (body: Record<string, unknown>) => t.http().post(`/api/admin/fulfilments/${second.orderId}_${supplier.userId}/status`).set({ Authorization: supplier.Authorization }).send(body);
    expect((await partStatus({ status: 'cancelled', reason: 'x'.repeat(501) }).expect(400)).body.errors).toEqual({ reason: 'Reason must be at most 500 characters' });
    expect((await partStatus({ status: 'processing', reason: 'Packed' }).expect(400)).body.errors).toEqual({ reason: 'A reason is given only when cancelling' });
    const why = 'The mill is shut for Diwali: no rice until the 20th';
    await partStatus({ status: 'cancelled', reason: ` ${why} ` }).expect(200);
    const refused = await eventually(async () => ((await titled(contractor, 'Cancelled by the seller')).length ? titled(contractor, 'Cancelled by the seller') : null));
    expect(refused).toEqual([
      expect.objectContaining({
        kind: 'customer',
        type: 'order_update',
        orderNumber: second.orderNumber,
        message: `The seller cancelled their part of your order ${second.orderNumber}: ${why}`,
        text: { key: 'order.partCancelled', params: { orderNumber: second.orderNumber, reason: why } },
      }),
    ]);
    // The customer's order shows it on the part.
    const order = (await t.http().get(`/api/me/orders/${second.orderId}`).set(contractor).expect(200)).body;
    expect(order.fulfilments).toEqual([expect.objectContaining({ vendorId: supplier.userId, status: 'cancelled', cancellationReason: why })]);
    // Nobody else hears of either.
    const bystander = await vendorAuth(t);
    expect(await orderNotices(bystander)).toEqual([]);
  });

  it('the rest of an order cancelled by its customer tells only the vendor whose part it cancels, not the one who cancelled theirs before', async () => {
    const [baker, weaver] = [await vendorAuth(t), await vendorAuth(t)];
    const [bread, shawl] = [
      await productOnSale(t, { Authorization: baker.Authorization }, { Authorization: admin.Authorization }, { name: 'Pav Loaf' }),
      await productOnSale(t, { Authorization: weaver.Authorization }, { Authorization: admin.Authorization }, { name: 'Kullu Shawl' }),
    ];
    const buyer = await t.customerAuth('Nisha Buyer');
    const titled = async (who: Auth, title: string) => ((await list(who, '?perPage=100')).items as { title: string; orderId: string | null }[]).filter((n) => n.title === title);
    const order = (await checkout(t, buyer, { items: [{ productId: bread, quantity: 2 }, { productId: shawl, quantity: 1 }] }).expect(201)).body;
    await eventually(async () => (await orderNotices(baker)).length === 1 && (await orderNotices(weaver)).length === 1);
    // The baker cancels their part (the buyer is told), then the buyer cancels the rest: the shawl.
    await t.http().post(`/api/admin/fulfilments/${order.orderId}_${baker.userId}/status`).set({ Authorization: baker.Authorization }).send({ status: 'cancelled' }).expect(200);
    await eventually(async () => (await titled(buyer, 'Cancelled by the seller')).length === 1);
    await t.http().post(`/api/me/orders/${order.orderId}/cancel`).set(buyer).expect(200);
    const told = await eventually(async () => ((await titled(weaver, 'Order cancelled')).length ? titled(weaver, 'Order cancelled') : null));
    expect(told).toEqual([expect.objectContaining({ orderId: order.orderId, message: `The customer cancelled order ${order.orderNumber}: do not ship it` })]);
    // Told in the same delivery as the weaver, had it been: the baker hears nothing more of an order they had cancelled their part of.
    expect(await titled(baker, 'Order cancelled')).toEqual([]);
    expect((await orderNotices(baker)).map((n: { title: string }) => n.title)).toEqual(['New order']);
  });

  it('refuses bad paging with the field named', async () => {
    const asha = await t.customerAuth();
    const res = await t.http().get('/api/me/notifications?perPage=500&status=gone').set(asha).expect(400);
    expect(res.body.errors).toMatchObject({ perPage: 'Per page must be a whole number from 1 to 100', status: 'Status must be unread or read' });
    await t.http().get('/api/me/notifications').expect(401);
  });

  it('the stream sends the unread count, then a new notification live', async () => {
    const asha = await t.customerAuth('Asha Live');
    const vendor = await vendorAuth(t);
    let appended = false;
    const stream = await readStream(`${base}/stream`, asha, (events) => {
      if (!appended && events.some((e) => e.event === 'unread')) {
        appended = true;
        void appendEvent(t, 'OrderPlaced', orderPlaced(asha, [vendor], 7));
      }
      return events.some((e) => e.event === 'notification');
    });
    expect(stream.status).toBe(200);
    expect(stream.type).toMatch(/^text\/event-stream/);
    expect(stream.events[0]).toEqual({ event: 'unread', data: { unread: 0 } });
    expect(stream.events.find((e) => e.event === 'notification')!.data).toMatchObject({
      kind: 'customer',
      orderNumber: 'BZ-2026-000007',
      status: 'unread',
      text: { key: 'order.placed', params: { orderNumber: 'BZ-2026-000007' } },
    });
  });

  it('the stream carries the security headers every answer has (it is written outside Fastify)', async () => {
    const asha = await t.customerAuth('Asha Headers');
    const stream = await readStream(`${base}/stream`, asha, (events) => events.length > 0);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(stream.headers.get('x-frame-options')).toBe('DENY');
    expect(stream.headers.get('referrer-policy')).toBe('no-referrer');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('cache-control')).toBe('no-store');
  });

  describe('the stream lasts only while its caller would still be let in as they were', () => {
    const anotherAdmin = async () => {
      const email = `stream-admin.${Date.now()}.${Math.round(Math.random() * 1e6)}@bazaar.test`;
      const added = await t.http().post('/api/admin/users').set(admin).send({ name: 'Stream Admin', email, role: 'admin', password: 'lantern-orchard-92' }).expect(201);
      const login = await t.http().post('/api/auth/login').send({ email, password: 'lantern-orchard-92' }).expect(200);
      return { id: added.body.id as string, Authorization: `Bearer ${login.body.accessToken}`, refreshToken: login.body.refreshToken as string };
    };
    /** Follows a stream until the server closes it (at most 8 s), running `run` once its first count arrived. */
    const watch = (auth: { Authorization: string }, run: () => Promise<unknown> = async () => undefined) => {
      let done = false;
      return readStream(
        `${base}/stream`,
        auth,
        async (events) => {
          if (!done && events.some((e) => e.event === 'unread')) (done = true), await run();
          return false;
        },
        8000,
      );
    };

    it('a demoted admin’s open stream does not deliver the next admin notification, and is closed', async () => {
      const second = await anotherAdmin();
      const [customer, vendor] = [await t.customerAuth('Asha Demoted'), await vendorAuth(t)];
      const adminBefore = (await list(admin)).total;
      const watched = await watch(second, async () => {
        await t.http().put(`/api/admin/users/${second.id}`).set(admin).send({ role: 'customer' }).expect(200);
        await appendEvent(t, 'OrderPlaced', orderPlaced(customer, [vendor], 31));
      });
      expect(watched.closed).toBe(true);
      expect(watched.events.filter((e) => e.event === 'notification')).toEqual([]);
      // The notice was made, for the admins who still are: the demoted one reopens with their own inbox only.
      await eventually(async () => (await list(admin)).total === adminBefore + 1);
      const reopened = await readStream(`${base}/stream`, second, (events) => events.some((e) => e.event === 'unread'));
      expect(reopened.events[0]).toEqual({ event: 'unread', data: { unread: 0 } });
    });

    it('is closed when its session signs out, and when the account is deactivated', async () => {
      const signedOut = await anotherAdmin();
      const afterLogout = await watch(signedOut, () => t.http().post('/api/auth/logout').send({ refreshToken: signedOut.refreshToken }).expect(204));
      expect(afterLogout.closed).toBe(true);

      const deactivated = await anotherAdmin();
      const afterDeactivation = await watch(deactivated, () => t.http().put(`/api/admin/users/${deactivated.id}`).set(admin).send({ status: 'Inactive' }).expect(200));
      expect(afterDeactivation.closed).toBe(true);
    });

    it('is closed when its access token expires (the client reconnects with a renewed one)', async () => {
      const ttl = t.config.accessTokenTtlSeconds;
      t.config.accessTokenTtlSeconds = 2;
      const customer = await t.customerAuth('Asha Expiring');
      t.config.accessTokenTtlSeconds = ttl;
      const started = Date.now();
      const watched = await watch(customer);
      expect(watched.closed).toBe(true);
      expect(Date.now() - started).toBeLessThan(4000);
    });
  });

  it('the stream needs a token and holds at most five per person', async () => {
    expect((await fetch(`${base}/stream`)).status).toBe(401);
    const asha = await t.customerAuth('Asha Tabs');
    const aborts = Array.from({ length: 5 }, () => new AbortController());
    const open = await Promise.all(aborts.map((a) => fetch(`${base}/stream`, { headers: { Authorization: asha.Authorization }, signal: a.signal })));
    expect(open.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await fetch(`${base}/stream`, { headers: { Authorization: asha.Authorization } });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ statusCode: 429, errors: { stream: 'At most 5 notification streams may be open at once' } });
    aborts[0].abort();
    await eventually(async () => {
      const again = await fetch(`${base}/stream`, { headers: { Authorization: asha.Authorization } });
      if (again.status === 200) await again.body!.cancel();
      return again.status === 200;
    });
    for (const a of aborts) a.abort();
  });

  it("a provider's sign-up and new service wait in the admin inbox; the admin's approval, the booking's confirmation and its completion reach the provider and the customer by name and slot", async () => {
    const inbox = (who: { Authorization: string }, title: string) => eventually(async () => (await list(who)).items.filter((n: { title: string }) => n.title === title));
    const provider = await providerAuth(t);
    // Named, and opening the record the admin verifies.
    expect(await inbox(admin, 'New service provider')).toContainEqual(
      expect.objectContaining({ kind: 'admin', type: 'sign_up', message: 'New service provider Sunil Electricals (Electrician, Pune) signed up and is waiting for verification', link: `/admin/providers/${provider.userId}/show` }),
    );
    await verifyProvider(t, admin, provider);
    const supplier = await vendorAuth(t);
    expect(await inbox(admin, 'New supplier')).toContainEqual(
      expect.objectContaining({ kind: 'admin', type: 'sign_up', message: 'New supplier Sahyadri Agro Exports signed up and is waiting for verification', link: `/admin/vendors/${supplier.userId}/show` }),
    );
    // The read model holds the names sealed, never in clear.
    const stored = await t.app.get<ReadStore>(READ_STORE).collection('notifications').find({ recipient: 'admins', type: 'sign_up' });
    expect(JSON.stringify(stored)).not.toMatch(/Sunil Electricals|Sahyadri Agro/);

    const name = `Fan fitting ${Date.now()}`;
    const offered = await t.http().post('/api/admin/services').set({ Authorization: provider.Authorization })
      .send({ name, category: 'handyman', description: 'Ceiling fans fitted', price: 400, duration: '1 hour', cities: ['Pune'] }).expect(201);
    expect(await inbox(admin, 'Service awaiting approval')).toContainEqual(expect.objectContaining({ type: 'approval', message: `New service ${name} is waiting for approval` }));
    await t.http().post(`/api/admin/services/${offered.body.id}/approve`).set(admin).expect(201);
    const approved = await inbox(provider, 'Service approved');
    expect(approved).toEqual([expect.objectContaining({ kind: 'provider', type: 'approval', status: 'unread', message: `Your service ${name} was approved and customers can book it now` })]);

    const customer = await t.customerAuth('Kavya Iyer');
    const day = dayAhead(2);
    const booked = await requestBooking(t, customer, offered.body.id, day, '11:00').expect(201);
    await t.http().post(`/api/admin/bookings/${booked.body.id}/accept`).set({ Authorization: provider.Authorization }).expect(201);
    const when = formatSlot(day, '11:00');
    expect(when).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4} at 11:00 IST$/);
    expect(await inbox(customer, 'Service Booking Confirmed')).toEqual([
      expect.objectContaining({
        bookingId: booked.body.id,
        message: `Your booking of ${name} on ${when} has been confirmed by the provider`,
        // The slot as data, for the storefront to write in its reader's language.
        text: { key: 'booking.confirmed', params: { service: name, date: day, time: '11:00' } },
      }),
    ]);
    // By an admin, once its time has begun.
    await completeOnceStarted(t.app, booked.body.id, { userId: admin.userId, role: 'admin' });
    expect(await inbox(customer, 'Booking completed')).toEqual([expect.objectContaining({ message: `Your booking of ${name} on ${when} is complete. How did it go? Leave a review in My Bookings` })]);
    expect(await inbox(provider, 'Booking completed')).toEqual([expect.objectContaining({ message: `The marketplace team marked the booking of ${name} on ${when} completed` })]);
    // Each once, however often the bus delivers it.
    expect((await list(provider)).items.filter((n: { title: string }) => n.title === 'Service approved')).toHaveLength(1);
  });

  it("tells a provider still awaiting verification that their approved service is bookable once they are verified, since it takes no bookings before", async () => {
    const inbox = (who: { Authorization: string }, title: string) => eventually(async () => (await list(who)).items.filter((n: { title: string }) => n.title === title));
    const provider = await providerAuth(t);
    const name = `Switchboard repair ${Date.now()}`;
    const offered = await t.http().post('/api/admin/services').set({ Authorization: provider.Authorization })
      .send({ name, category: 'handyman', description: 'Switchboards mended', price: 300, duration: '1 hour', cities: ['Pune'] }).expect(201);
    await t.http().post(`/api/admin/services/${offered.body.id}/approve`).set(admin).expect(201);
    expect(await inbox(provider, 'Service approved')).toEqual([
      expect.objectContaining({
        message: `Your service ${name} was approved and customers can book it once your account is verified`,
        text: { key: 'provider.serviceApprovedAwaitingVerification', params: { service: name } },
      }),
    ]);
    // Indeed not bookable yet.
    const early = await requestBooking(t, await t.customerAuth('Ritu Shah'), offered.body.id, dayAhead(2), '11:00').expect(409);
    expect(early.body.message).toBe('This service is not taking bookings');
  });
});
