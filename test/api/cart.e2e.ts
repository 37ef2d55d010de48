import { startApp, TestApp } from '../support/app';
import { vendorAuth } from '../support/accounts';
import { checkout, productOnSale } from '../support/shop';

describe('the server cart (issue 11)', () => {
  let t: TestApp;
  let bread: string;
  let wallet: string;
  let rice: string;
  beforeAll(async () => {
    t = await startApp();
    const admin = await t.adminAuth();
    const vendor = await vendorAuth(t);
    const auth = { Authorization: vendor.Authorization };
    bread = await productOnSale(t, auth, admin, { price: 45.5, stock: 50 });
    wallet = await productOnSale(t, auth, admin, { subcategory: 'leather', price: 899, stock: 5 });
    rice = await productOnSale(t, auth, admin, { name: 'Basmati rice', category: 'wholesale', subcategory: 'pulses', price: 61000, stock: 100, quantity: 3, unit: 'tonne' });
  });
  afterAll(() => t.close());

  it('keeps ids and quantities only, prices every line from the catalogue, and a zero removes a line', async () => {
    const customer = await t.customerAuth();
    const empty = await t.http().get('/api/me/cart').set(customer).expect(200);
    expect(empty.body).toEqual({ items: [], count: 0, total: 0 });
    const put = await t
      .http()
      .put('/api/me/cart')
      .set(customer)
      .send({ items: [{ productId: bread, quantity: 3, price: 0.01 }, { productId: wallet, quantity: 1 }] })
      .expect(200);
    expect(put.body).toMatchObject({ count: 4, total: 1035.5 });
    expect(put.body.items[0]).toMatchObject({ productId: bread, quantity: 3, price: 45.5, lineTotal: 136.5, available: true });
    const removed = await t.http().put('/api/me/cart').set(customer).send({ items: [{ productId: bread, quantity: 3 }, { productId: wallet, quantity: 0 }] }).expect(200);
    expect(removed.body.items.map((i: { productId: string }) => i.productId)).toEqual([bread]);
  });

  it('merges the device cart at sign-in by adding quantities, and an order takes its products out', async () => {
    const customer = await t.customerAuth();
    await t.http().put('/api/me/cart').set(customer).send({ items: [{ productId: bread, quantity: 2 }] }).expect(200);
    const merged = await t.http().post('/api/me/cart/merge').set(customer).send({ items: [{ productId: bread, quantity: 1 }, { productId: wallet, quantity: 2 }] }).expect(200);
    expect(merged.body.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual([
      [bread, 3],
      [wallet, 2],
    ]);
    await checkout(t, customer, { items: [{ productId: wallet, quantity: 2 }] }).expect(201);
    const after = await t.http().get('/api/me/cart').set(customer).expect(200);
    expect(after.body.items.map((i: { productId: string }) => i.productId)).toEqual([bread]);
  });

  it('refuses products not on sale, bad quantities and too many lines, changing nothing', async () => {
    const customer = await t.customerAuth();
    const unknown = await t.http().put('/api/me/cart').set(customer).send({ items: [{ productId: 'nope', quantity: 1 }] }).expect(400);
    expect(unknown.body.errors).toEqual({ 'items.0.productId': 'This product is not available' });
    const bad = await t.http().put('/api/me/cart').set(customer).send({ items: [{ productId: bread, quantity: 1001 }] }).expect(400);
    expect(bad.body.errors).toEqual({ 'items.0.quantity': 'Quantity must be a whole number from 0 to 1000' });
    await t.http().put('/api/me/cart').set(customer).send({ items: 'all' }).expect(400);
    const many = Array.from({ length: 101 }, () => ({ productId: bread, quantity: 1 }));
    await t.http().put('/api/me/cart').set(customer).send({ items: many }).expect(400);
    expect((await t.http().get('/api/me/cart').set(customer).expect(200)).body.items).toEqual([]);
  });

  it('refuses a wholesale line outside 3-30 tonnes when it is added or changed, as checkout would, and keeps the cart as it was', async () => {
    const customer = await t.customerAuth();
    await t.http().put('/api/me/cart').set(customer).send({ items: [{ productId: rice, quantity: 5 }] }).expect(200);
    for (const quantity of [2, 31, 500]) {
      const refused = await t.http().put('/api/me/cart').set(customer).send({ items: [{ productId: bread, quantity: 1 }, { productId: rice, quantity }] }).expect(400);
      expect(refused.body.errors).toEqual({ 'items.1.quantity': 'Quantity must be a whole number from 3 to 30' });
    }
    const kept = await t.http().get('/api/me/cart').set(customer).expect(200);
    expect(kept.body.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual([[rice, 5]]);
  });

  it("clamps a merged wholesale line into 3-30 tonnes: the device's 20 on the server's 20 make 30, a device's 2 becomes 3", async () => {
    const customer = await t.customerAuth();
    await t.http().put('/api/me/cart').set(customer).send({ items: [{ productId: rice, quantity: 20 }] }).expect(200);
    const merged = await t.http().post('/api/me/cart/merge').set(customer).send({ items: [{ productId: rice, quantity: 20 }] }).expect(200);
    expect(merged.body.items).toMatchObject([{ productId: rice, quantity: 30, lineTotal: 1830000 }]);
    const other = await t.customerAuth();
    const raised = await t.http().post('/api/me/cart/merge').set(other).send({ items: [{ productId: rice, quantity: 2 }] }).expect(200);
    expect(raised.body.items).toMatchObject([{ productId: rice, quantity: 3 }]);
    await checkout(t, customer, { items: [{ productId: rice, quantity: 30 }] }).expect(201);
  });
});
