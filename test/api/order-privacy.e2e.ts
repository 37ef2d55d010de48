import { binary } from '../support/binary-body';
import { startApp, TestApp } from '../support/app';
import { vendorAuth } from '../support/accounts';
import { pdfText } from '../support/pdf-text';
import { checkout, productOnSale } from '../support/shop';

type Auth = { Authorization: string };

/** Where in an answer any of `keys` is set, as paths (`fulfilments.0.earning`). */
const pathsOf = (value: unknown, keys: readonly string[], at = ''): string[] => {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [...(keys.includes(key) ? [`${at}${key}`] : []), ...pathsOf(inner, keys, `${at}${key}.`)]);
};

/** Every value set under any of `keys` in an answer. */
const valuesOf = (value: unknown, keys: readonly string[]): unknown[] => {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [...(keys.includes(key) ? [inner] : []), ...valuesOf(inner, keys)]);
};

/** What the marketplace takes of a vendor's sale: the vendor's (their own part) and the admin's, never the buyer's. */
const SELLER_ONLY = ['commission', 'earning', 'commissionPercent', 'commissionPaise', 'earningPaise', 'commissionVersion'] as const;

describe("an order's commission and earnings, role by role", () => {
  let t: TestApp;
  let admin: Auth;
  let baker: Auth & { userId: string };
  let weaver: Auth & { userId: string };
  let customer: Auth;
  let orderId: string;
  let bread: string;
  let wallet: string;
  const auth = (who: Auth) => ({ Authorization: who.Authorization });
  const tracking = (trackingId: string) => ({ trackingId, courierName: 'Delhivery', trackingUrl: `https://www.delhivery.com/track/package/${trackingId}` });

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    baker = await vendorAuth(t);
    weaver = await vendorAuth(t);
    customer = await t.customerAuth();
    await t.http().put('/api/admin/commissions/leather').set(admin).send({ percent: 12.5 }).expect(200);
    bread = await productOnSale(t, auth(baker), admin, { price: 100, stock: 10 });
    wallet = await productOnSale(t, auth(weaver), admin, { subcategory: 'leather', price: 800, stock: 10 });
    orderId = (await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 1 }, { productId: wallet, quantity: 1 }] }).expect(201)).body.orderId;
    // Both parts delivered: each records its commission and its vendor's earning.
    for (const [vendor, id] of [[baker, 'BK-1001'], [weaver, 'WV-2002']] as const) {
      const part = `/api/admin/fulfilments/${orderId}_${vendor.userId}/status`;
      await t.http().post(part).set(auth(vendor)).send({ status: 'processing' }).expect(200);
      await t.http().post(part).set(auth(vendor)).send({ status: 'shipped', ...tracking(id) }).expect(200);
      await t.http().post(part).set(auth(vendor)).send({ status: 'delivered' }).expect(200);
    }
  });
  afterAll(() => t.close());

  it('the customer reads their order, its list and its invoices without any commission or earning', async () => {
    const one = await t.http().get(`/api/me/orders/${orderId}`).set(auth(customer)).expect(200);
    expect(one.body).toMatchObject({ status: 'delivered', total: 900 });
    expect(one.body.fulfilments).toHaveLength(2);
    expect(pathsOf(one.body, SELLER_ONLY)).toEqual([]);
    const list = await t.http().get('/api/me/orders').set(auth(customer)).expect(200);
    expect(list.body.items.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect(pathsOf(list.body, SELLER_ONLY)).toEqual([]);
    for (const vendor of [baker, weaver]) {
      const invoice = await t.http().get(`/api/me/orders/${orderId}/invoices/${vendor.userId}`).set(auth(customer)).buffer(true).parse(binary).expect(200);
      expect(pdfText(invoice.body as Buffer).join(' ')).not.toMatch(/commission|earning/i);
    }
  });

  it("the customer's cancel answers the order without them too", async () => {
    const placed = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 1 }] }).expect(201);
    const cancelled = await t.http().post(`/api/me/orders/${placed.body.orderId}/cancel`).set(auth(customer)).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    expect(cancelled.body.items).toHaveLength(1);
    expect(pathsOf(cancelled.body, SELLER_ONLY)).toEqual([]);
  });

  it("a vendor reads their own part's commission and earning, and nothing of the other vendor's lines, prices or money", async () => {
    const id = `${orderId}_${baker.userId}`;
    const part = (await t.http().get(`/api/admin/fulfilments/${id}`).set(auth(baker)).expect(200)).body;
    expect(part).toMatchObject({ vendorId: baker.userId, amount: 100, subtotal: 100, commission: 10, earning: 90, itemCount: 1 });
    expect(part.items).toEqual([expect.objectContaining({ productId: bread, unitPrice: 100, commissionPercent: 10 })]);
    const list = (await t.http().get('/api/admin/fulfilments').set(auth(baker)).expect(200)).body as { id: string; vendorId: string }[];
    expect(list.map((p) => p.id)).toContain(id);
    expect(list.every((p) => p.vendorId === baker.userId)).toBe(true);
    const asOf = (await t.http().get(`/api/admin/fulfilments/${id}`).query({ asOf: new Date().toISOString() }).set(auth(baker)).expect(200)).body;
    const history = (await t.http().get(`/api/admin/fulfilments/${id}/history`).set(auth(baker)).expect(200)).body;
    const events = (await t.http().get('/api/admin/events').set(auth(baker)).expect(200)).body as { streamId: string }[];
    // The weaver's product, account, tracking, price (800), commission (100) and earning (700) appear in none of them.
    for (const answer of [part, list, asOf, history, events]) {
      const told = JSON.stringify(answer);
      for (const secret of [wallet, weaver.userId, 'WV-2002']) expect(told).not.toContain(secret);
      expect(valuesOf(answer, ['unitPrice', 'totalPrice', 'amount', 'subtotal', 'earning'])).not.toEqual(expect.arrayContaining([800]));
      expect(valuesOf(answer, ['earning'])).not.toEqual(expect.arrayContaining([700]));
    }
    expect(JSON.stringify(asOf.items)).toBe(JSON.stringify(part.items));
    expect([asOf.commission, asOf.earning]).toEqual([10, 90]);
    expect(events.some((e) => e.streamId === `order-${orderId}`)).toBe(false);
    // The weaver's delivery took the cash on delivery: the baker reads that the order was paid, not by whom.
    const paid = (history as { type: string; actor: unknown }[]).find((h) => h.type === 'OrderPaid');
    expect(paid?.actor).toEqual({ kind: 'system', reason: 'another seller of the order' });
  });

  it("a vendor reads their own part's status, never the whole order's (how far the other sellers have got); the admin reads both", async () => {
    const placed = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 1 }, { productId: wallet, quantity: 1 }] }).expect(201);
    const id = `${placed.body.orderId}_${baker.userId}`;
    const step = (body: Record<string, string>) => t.http().post(`/api/admin/fulfilments/${id}/status`).set(auth(baker)).send(body).expect(200);
    await step({ status: 'processing' });
    await step({ status: 'shipped', ...tracking('BK-3003') });
    // The baker's part delivered, the weaver's not started: the order as a whole is still pending.
    const answered = (await step({ status: 'delivered' })).body;
    const one = (await t.http().get(`/api/admin/fulfilments/${id}`).set(auth(baker)).expect(200)).body;
    const list = (await t.http().get('/api/admin/fulfilments').query({ filter: JSON.stringify({ orderId: placed.body.orderId }) }).set(auth(baker)).expect(200)).body;
    const asOf = (await t.http().get(`/api/admin/fulfilments/${id}`).query({ asOf: new Date().toISOString() }).set(auth(baker)).expect(200)).body;
    expect(list).toHaveLength(1);
    for (const part of [answered, one, list[0], asOf]) {
      expect(part).toMatchObject({ id, status: 'delivered' });
      expect(part).not.toHaveProperty('orderStatus');
    }
    const admins = (await t.http().get(`/api/admin/fulfilments/${id}`).set(admin).expect(200)).body;
    expect(admins).toMatchObject({ status: 'delivered', orderStatus: 'pending' });
  });

  it("the admin reads every part's commission and earning and each line's commission", async () => {
    const order = (await t.http().get(`/api/admin/orders/${orderId}`).set(admin).expect(200)).body;
    expect(order.fulfilments.map((f: { vendorId: string; commission: number; earning: number }) => [f.vendorId, f.commission, f.earning])).toEqual([
      [baker.userId, 10, 90],
      [weaver.userId, 100, 700],
    ]);
    expect(order.items.map((i: { commissionPercent: number }) => i.commissionPercent)).toEqual([10, 12.5]);
    // And who acted on each part.
    const history = (await t.http().get(`/api/admin/fulfilments/${orderId}_${baker.userId}/history`).set(admin).expect(200)).body as { type: string; actor: { userId?: string } }[];
    expect(history.find((h) => h.type === 'OrderPaid')?.actor.userId).toBe(weaver.userId);
  });
});
