import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDF, supplierForm } from '../support/accounts';
import { apiOf, Auth } from '../support/call-api';
import { eventually } from '../support/eventually';
import { RunningServer, startServer } from '../support/server';

/**
 * The built app as `npm start` runs it: the read side (inline read models, relay, bus
 * consumers) on the projection thread (ADR 0035), the requests and process managers on the
 * main thread. The in-process API suites run the same code on one thread (from source);
 * this one checks what only the thread adds: answers that read what they wrote, the
 * thread's state in /api/health, the process managers' checkpoints stored through it, and
 * a restart resuming from what it stored.
 */
const ADMIN = { email: 'thread-admin@bazaar.test', password: 'thread-pass-12345' };

describe('the projection thread (built app)', () => {
  let server: RunningServer | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-thread-'));
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const { call, bearer } = apiOf(() => server!.url);

  it('answers from what it wrote, reports the thread in /api/health, stores the process managers checkpoints through it, and resumes after a restart', async () => {
    // One data dir for both runs (startServer's own is removed at each stop).
    const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false', SERVE_FRONTENDS: 'false', DATA_DIR: dataDir };
    server = await startServer(env);
    const admin = await bearer(ADMIN.email, ADMIN.password);

    // A vendor with a product on sale, each step read back at once (read-your-writes across threads).
    const form = new FormData();
    for (const [key, value] of Object.entries(supplierForm({ companyName: 'Thread Bakes', password: 'strongpass1', confirmPassword: 'strongpass1' }))) {
      for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
    }
    form.append('document', new Blob([PDF], { type: 'application/pdf' }), 'gst.pdf');
    const vendor = { Authorization: `Bearer ${(await call('/api/suppliers/register', { body: form })).accessToken}` };
    const product = await call('/api/admin/products', { auth: vendor, body: { name: 'Thread Loaf', category: 'retail', subcategory: 'bakery', price: 150, stock: 10, quantity: 1, unit: 'piece' } });
    await call(`/api/admin/products/${product.id}/approve`, { auth: admin, body: {} });
    expect((await call(`/api/admin/products/${product.id}`, { auth: admin })).approval).toBe('approved');

    const customerAccount = { name: 'Meera Thread', email: 'meera.thread@example.in', password: 'monsoon-lantern-8' };
    await call('/api/auth/signup', { body: customerAccount });
    const customer = await bearer(customerAccount.email, customerAccount.password);
    const shippingAddress = { name: 'Meera Thread', phone: '+91 98220 11111', line1: '14 FC Road', city: 'Pune', state: 'Maharashtra', pincode: '411004' };
    const before = (await call('/api/health')).position as number;
    const order = await call('/api/checkout', { auth: customer, headers: { 'idempotency-key': randomUUID() }, body: { items: [{ productId: product.id, quantity: 2 }], shippingAddress, paymentMethod: 'cod' } });
    // The checkout answered once the process manager held the stock; the read models already show it.
    const mine = await call('/api/me/orders', { auth: customer });
    expect(JSON.stringify(mine)).toContain(order.orderNumber);
    expect((await call(`/api/admin/products/${product.id}`, { auth: admin })).stock).toBe(8);

    // The bus consumers run on the thread too: the customer's notification arrives, and marking it read is read back.
    type Notice = { id: string; message: string; status: string };
    const placed = await eventually(async () => ((await call('/api/me/notifications', { auth: customer })).items as Notice[]).find((n) => /placed successfully/.test(n.message)), undefined, 50);
    expect(placed.status).toBe('unread');
    await call(`/api/me/notifications/${placed.id}/read`, { auth: customer, body: {} });
    expect((await call('/api/me/notifications', { auth: customer })).items.find((n: Notice) => n.id === placed.id).status).toBe('read');

    // /api/health: the thread's read models and bus consumers, caught up with the log.
    const health = await call('/api/health');
    expect(health.status).toBe('ok');
    expect(health.workers.thread).toBe(true);
    const names = health.workers.states.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['orders', 'products', 'notifications', 'revenue']));
    expect(health.workers.projections).toBe(health.position);
    expect(health.workers.states.every((s: { lag: number }) => s.lag === 0)).toBe(true);

    // The checkout process manager stored its checkpoint through the thread (the only writer of the read store).
    await server.stop();
    server = undefined;
    const readModels = new Database(join(dataDir, 'read-models.sqlite'), { readonly: true });
    const checkpoints = readModels.prepare("SELECT name, position FROM _rs_checkpoints WHERE name LIKE 'process:%'").all() as { name: string; position: number }[];
    readModels.close();
    expect(checkpoints.find((c) => c.name === 'process:checkout')?.position).toBeGreaterThan(before);

    // A restart on the same data: the thread resumes from its checkpoints; nothing is applied twice.
    server = await startServer(env);
    const again = await bearer(customerAccount.email, customerAccount.password);
    const orders = await call('/api/me/orders', { auth: again });
    expect(JSON.stringify(orders).split(order.orderNumber).length - 1).toBe(JSON.stringify(mine).split(order.orderNumber).length - 1);
    expect((await call(`/api/admin/products/${product.id}`, { auth: await bearer(ADMIN.email, ADMIN.password) })).stock).toBe(8);
    const restarted = await call('/api/health');
    expect(restarted.workers.projections).toBe(restarted.position);
  });

  it("keeps callers' accounts between requests, yet a role change or deactivation reaches their very next request", async () => {
    server ??= await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false', SERVE_FRONTENDS: 'false', DATA_DIR: dataDir });
    const admin = await bearer(ADMIN.email, ADMIN.password);
    const status = async (path: string, auth: Auth) => (await fetch(`${server!.url}${path}`, { headers: auth })).status;
    for (let round = 0; round < 3; round++) {
      const email = `cached-${round}@example.in`;
      const added = await call('/api/admin/users', { auth: admin, body: { name: `Cached ${round}`, email, role: 'customer', password: 'initial-pass' } });
      const user = await bearer(email, 'initial-pass');
      for (let i = 0; i < 5; i++) expect(await status('/api/admin/users', user)).toBe(403);
      await call(`/api/admin/users/${added.id}`, { method: 'PUT', auth: admin, body: { role: 'admin' } });
      expect(await status('/api/admin/users', user)).toBe(200);
      await call(`/api/admin/users/${added.id}`, { method: 'PUT', auth: admin, body: { status: 'Inactive' } });
      expect(await status('/api/admin/users', user)).toBe(401);
    }
  });

  it("keeps the services bookings read between requests, yet an edit or the provider's availability switch reaches the very next booking", async () => {
    server ??= await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false', SERVE_FRONTENDS: 'false', DATA_DIR: dataDir });
    const admin = await bearer(ADMIN.email, ADMIN.password);
    const signup = await call('/api/providers/signup', { body: { name: 'Cached Movers', email: 'cached-movers@example.in', phone: '+919800000001', password: 'quiet-orchard-ledger-7', expertise: 'Moving, Pune' } });
    const provider = { Authorization: `Bearer ${signup.accessToken}` };
    // Only a verified provider's services are listed and bookable.
    const document = new FormData();
    document.append('document', new Blob([PDF], { type: 'application/pdf' }), 'licence.pdf');
    await call(`/api/admin/providers/${signup.user.id}/document`, { auth: provider, body: document });
    await call(`/api/admin/providers/${signup.user.id}/verify`, { auth: admin, body: {} });
    const service = await call('/api/admin/services', { auth: provider, body: { name: 'Cached shifting', category: 'moving', description: 'Two movers and a van', price: 1500, duration: '1 hour', cities: ['Pune'] } });
    await call(`/api/admin/services/${service.id}/approve`, { method: 'POST', auth: admin });
    const customer = { Authorization: `Bearer ${(await call('/api/auth/signup', { body: { name: 'Cached Customer', email: 'cached-customer@example.in', password: 'quiet-orchard-ledger-7' } })).accessToken}` };
    const day = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
    const slots = async () => (await fetch(`${server!.url}/api/services/${service.id}/slots?date=${day(3)}`)).status;
    const book = (days: number, time: string) =>
      fetch(`${server!.url}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json', ...customer }, body: JSON.stringify({ serviceId: service.id, date: day(days), time, location: 'Baner Road, Pune', city: 'Pune' }) });

    for (let i = 0; i < 3; i++) expect(await slots()).toBe(200);
    expect((await (await book(3, '09:00')).json()).price).toBe(1500);
    await call(`/api/admin/services/${service.id}`, { method: 'PUT', auth: admin, body: { price: 2100 } });
    expect((await (await book(3, '10:00')).json()).price).toBe(2100);

    await call(`/api/admin/providers/${signup.user.id}`, { method: 'PUT', auth: provider, body: { available: false } });
    expect(await slots()).toBe(404);
    expect((await book(4, '09:00')).status).toBeGreaterThanOrEqual(400);
    await call(`/api/admin/providers/${signup.user.id}`, { method: 'PUT', auth: provider, body: { available: true } });
    expect(await slots()).toBe(200);
    expect((await book(4, '09:00')).status).toBe(201);
  });
});
