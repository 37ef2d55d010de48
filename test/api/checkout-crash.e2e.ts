import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { supplierForm, PDF } from '../support/accounts';
import { CRASH_ADMIN, crashableApp, exited } from '../support/built-app';
import { address } from '../support/shop';

/**
 * Durability (issue 11): the built server is killed with SIGKILL in the middle of a stream
 * of checkouts and started again on the same DATA_DIR. Every acknowledged order is there
 * exactly once, a retried Idempotency-Key places nothing twice, and once the checkout
 * process manager has caught up no stock hold dangles: each product's stock plus what its
 * live orders hold is what it started with. Needs `npm run build` (npm test builds first).
 */
const root = resolve(__dirname, '../..');
const ADMIN = CRASH_ADMIN;
const STOCK = 1000;


describe('checkout survives kill -9 (issue 11)', () => {
  const app = crashableApp();

  it('keeps every acknowledged order once and leaves no stock hold dangling', async () => {
    expect(existsSync(join(root, 'backend/dist/main.js'))).toBe(true);
    const first = await app.boot();
    await first.ready;
    let http = () => request(first.url);
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
    const admin = bearer((await http().post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken);
    let registration = http().post('/api/suppliers/register');
    for (const [key, value] of Object.entries(supplierForm())) for (const v of Array.isArray(value) ? value : [value]) registration = registration.field(key, v);
    const vendor = bearer((await registration.attach('document', PDF, 'gst.pdf').expect(201)).body.accessToken);
    const products: string[] = [];
    for (const name of ['Crash Rusk', 'Crash Cake', 'Crash Bun']) {
      const created = await http().post('/api/admin/products').set(vendor).send({ name, category: 'retail', subcategory: 'bakery', price: 120, stock: STOCK, quantity: 1, unit: 'piece' }).expect(201);
      await http().post(`/api/admin/products/${created.body.id}/approve`).set(admin).send({}).expect(201);
      products.push(created.body.id);
    }
    const customers: { Authorization: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await http().post('/api/auth/signup').send({ name: `Crash Shopper ${i}`, email: `crash${i}-${randomUUID()}@bazaar.test`, password: 'shopping-123' }).expect(201);
      customers.push(bearer(res.body.accessToken));
    }

    // A stream of three-line checkouts from eight workers; the server dies under it.
    type Attempt = { key: string; customer: number; orderId: string | null };
    const attempts: Attempt[] = [];
    let acknowledged = 0;
    let dead = false;
    const body = { items: products.map((productId, i) => ({ productId, quantity: i + 1 })), shippingAddress: address(), paymentMethod: 'cod' };
    const worker = async (w: number) => {
      while (!dead) {
        const attempt: Attempt = { key: randomUUID(), customer: w % 3, orderId: null };
        attempts.push(attempt);
        try {
          const res = await http().post('/api/checkout').set(customers[attempt.customer]).set('Idempotency-Key', attempt.key).send(body);
          if (res.status === 201) {
            attempt.orderId = res.body.orderId;
            acknowledged++;
          }
        } catch {
          // the connection died with the server
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    while (acknowledged < 40) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    dead = true;
    await exited(first.child);
    await Promise.all(workers);

    const second = await app.boot();
    await second.ready;
    http = () => request(second.url);

    // Every request is retried with its key: an acknowledged one answers the same order; none places a second.
    // A key the killed server had taken but whose order never reached the log answers 409 'still being placed'
    // until the key counts as abandoned (60 s after it was taken); a client retrying then places the order.
    const retry = async (attempt: Attempt) => {
      for (;;) {
        const res = await http().post('/api/checkout').set(customers[attempt.customer]).set('Idempotency-Key', attempt.key).send(body);
        if (res.status === 409 && !attempt.orderId && /still being placed/.test(res.body.message)) {
          await new Promise((r) => setTimeout(r, 2000));
          continue;
        }
        expect(res.status).toBe(201);
        return res.body.orderId as string;
      }
    };
    for (const attempt of attempts) {
      const orderId = await retry(attempt);
      if (attempt.orderId) expect(orderId).toBe(attempt.orderId);
      attempt.orderId = orderId;
    }
    const ids = attempts.map((a) => a.orderId);
    expect(new Set(ids).size).toBe(attempts.length);

    const listed: { id: string; status: string; items: { productId: string; quantity: number }[] }[] = [];
    for (const customer of customers) listed.push(...(await http().get('/api/me/orders').query({ perPage: 100 }).set(customer).expect(200)).body.items);
    expect(listed.map((o) => o.id).sort()).toEqual([...ids].sort());

    // No hold dangles: stock + what live orders hold = the starting stock, for every product.
    for (const productId of products) {
      const held = listed.filter((o) => o.status !== 'cancelled').reduce((sum, o) => sum + o.items.filter((i) => i.productId === productId).reduce((s, i) => s + i.quantity, 0), 0);
      const stock = (await http().get(`/api/products/${productId}`).expect(200)).body.stock;
      expect(stock + held).toBe(STOCK);
    }
    expect(listed.every((o) => o.status === 'pending')).toBe(true);
  }, 240_000);
});
