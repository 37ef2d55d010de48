import { randomUUID } from 'node:crypto';
import { binary } from '../support/binary-body';
import { startApp, TestApp } from '../support/app';
import { vendorAuth } from '../support/accounts';
import { pdfText } from '../support/pdf-text';
import { address, checkout, productOnSale } from '../support/shop';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';

type Auth = { Authorization: string };

/** A business buyer's GST invoice (ADR 0065): their GSTIN with the billing address, printed on every invoice of the order. */
describe('GST invoices a business buyer can claim the tax on', () => {
  let t: TestApp;
  let admin: Auth;
  let vendor: Auth & { userId: string };

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    vendor = await vendorAuth(t);
  });
  afterAll(() => t.close());

  const auth = (who: Auth) => ({ Authorization: who.Authorization });
  const GSTIN = '27AAPFU0939F1ZV';
  const invoiceText = async (orderId: string, who: Auth, vendorId = vendor.userId) =>
    pdfText((await t.http().get(`/api/me/orders/${orderId}/invoices/${vendorId}`).set(auth(who)).buffer(true).parse(binary).expect(200)).body as Buffer);

  it('refuses a bad buyer GSTIN with 400 on billingAddress.gstin, placing nothing', async () => {
    const product = await productOnSale(t, auth(vendor), admin, { stock: 10 });
    const customer = await t.customerAuth();
    for (const gstin of ['27AAPFU0939F1ZW', 'GST-12345', '27AAPFU0939F1Z', 12]) {
      const res = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }], billingAddress: address({ name: 'Kulkarni Bakers LLP', gstin }) }).expect(400);
      expect(res.body.errors).toEqual({ 'billingAddress.gstin': 'Please enter a valid 15-character GSTIN' });
    }
    expect((await t.http().get('/api/me/orders').set(customer).expect(200)).body.total).toBe(0);
  });

  it("keeps the buyer's GSTIN sealed with the billing address, shows it in the customer's and the admin's order, and prints it on the invoice", async () => {
    const product = await productOnSale(t, auth(vendor), admin, { stock: 10 });
    const customer = await t.customerAuth();
    const billing = address({ name: 'Kulkarni Bakers LLP', gstin: ' 27aapfu0939f1zv ' });
    const placed = await checkout(t, customer, { items: [{ productId: product, quantity: 2 }], billingAddress: billing }).expect(201);
    const orderId = placed.body.orderId as string;

    const own = (await t.http().get(`/api/me/orders/${orderId}`).set(customer).expect(200)).body;
    expect(own.billingAddress).toMatchObject({ name: 'Kulkarni Bakers LLP', gstin: GSTIN });
    expect(own.shippingAddress).not.toHaveProperty('gstin');
    const admins = (await t.http().get(`/api/admin/orders/${orderId}`).set(admin).expect(200)).body;
    expect(admins.billingAddress).toMatchObject({ name: 'Kulkarni Bakers LLP', gstin: GSTIN });

    // Sealed in the log, like the name beside it.
    const [placedEvent] = await t.app.get<EventStore>(EVENT_STORE).readStream(`order-${orderId}`);
    const kept = (placedEvent.data as { billingAddress: { gstin: string; name: string } }).billingAddress;
    expect(kept.gstin).toMatch(/^pii:v1:/);
    expect(JSON.stringify(placedEvent.data)).not.toContain(GSTIN);

    const text = await invoiceText(orderId, customer);
    expect(text).toEqual(expect.arrayContaining(['Bill to', 'Kulkarni Bakers LLP', `Buyer GSTIN: ${GSTIN}`]));
    // Under the billed party, before the goods' destination.
    expect(text.indexOf(`Buyer GSTIN: ${GSTIN}`)).toBeGreaterThan(text.indexOf('Kulkarni Bakers LLP'));
    expect(text.indexOf(`Buyer GSTIN: ${GSTIN}`)).toBeLessThan(text.indexOf('Ship to'));
  });

  it('prints it on every invoice of the order, also when the billing address is the shipping one', async () => {
    const other = await vendorAuth(t);
    const bread = await productOnSale(t, auth(vendor), admin, { stock: 10 });
    const ghee = await productOnSale(t, auth(other), admin, { stock: 10 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, customer, { items: [{ productId: bread, quantity: 1 }, { productId: ghee, quantity: 1 }], billingAddress: address({ gstin: GSTIN }) }).expect(201);
    for (const seller of [vendor, other]) {
      const text = await invoiceText(placed.body.orderId, customer, seller.userId);
      expect(text).toEqual(expect.arrayContaining(['Bill to / Ship to', `Buyer GSTIN: ${GSTIN}`]));
    }
  });

  it('changes nothing for an order without one', async () => {
    const product = await productOnSale(t, auth(vendor), admin, { stock: 10 });
    const customer = await t.customerAuth();
    for (const billingAddress of [undefined, address({ name: 'Asha Traders', gstin: '' }), address({ name: 'Asha Traders', gstin: null })]) {
      const placed = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }], ...(billingAddress && { billingAddress }) }).expect(201);
      const order = (await t.http().get(`/api/me/orders/${placed.body.orderId}`).set(customer).expect(200)).body;
      expect(order.billingAddress).not.toHaveProperty('gstin');
      expect((await invoiceText(placed.body.orderId, customer)).join(' ')).not.toContain('GSTIN: 27');
    }
  });

  it("prints each line's HSN code, frozen when the order was placed: the product's own, else its subcategory's", async () => {
    const bread = await productOnSale(t, auth(vendor), admin, { stock: 10, hsnCode: '19059020' });
    const wallet = await productOnSale(t, auth(vendor), admin, { stock: 10, subcategory: 'leather' });
    expect((await t.http().get(`/api/admin/products/${bread}`).set(auth(vendor)).expect(200)).body).toMatchObject({ hsnCode: '19059020', invoiceHsnCode: '19059020' });
    expect((await t.http().get(`/api/admin/products/${wallet}`).set(auth(vendor)).expect(200)).body).toMatchObject({ hsnCode: null, invoiceHsnCode: '4202' });
    const bad = await t.http().put(`/api/admin/products/${bread}`).set(auth(vendor)).send({ hsnCode: '19059' }).expect(400);
    expect(bad.body.errors).toEqual({ hsnCode: 'HSN code must be 4, 6 or 8 digits' });

    const customer = await t.customerAuth();
    const placed = await checkout(t, customer, { items: [{ productId: bread, quantity: 1 }, { productId: wallet, quantity: 1 }], billingAddress: address({ gstin: GSTIN }) }).expect(201);
    // A later edit of the product changes the next order's invoice, not this one's.
    await t.http().put(`/api/admin/products/${bread}`).set(auth(vendor)).send({ hsnCode: '1905' }).expect(200);
    const text = await invoiceText(placed.body.orderId, customer);
    expect(text).toEqual(expect.arrayContaining(['HSN', '19059020', '4202', `Buyer GSTIN: ${GSTIN}`]));
    expect(text).not.toContain('1905');
    const next = await checkout(t, customer, { items: [{ productId: bread, quantity: 1 }] }).expect(201);
    expect(await invoiceText(next.body.orderId, customer)).toEqual(expect.arrayContaining(['HSN', '1905']));
  });

  it('answers 422 to the same Idempotency-Key with another GSTIN (or none), and the order to the same one however it is spelt', async () => {
    const product = await productOnSale(t, auth(vendor), admin, { stock: 10 });
    const customer = await t.customerAuth();
    const key = randomUUID();
    const body = { items: [{ productId: product, quantity: 1 }], billingAddress: address({ gstin: GSTIN }) };
    const first = await checkout(t, customer, body, key).expect(201);
    const KEY_REUSED = 'This Idempotency-Key was used for a different checkout; use a new key for a new order';
    for (const other of [address({ gstin: '29AAGCB7383J1Z4' }), address()]) {
      const res = await checkout(t, customer, { ...body, billingAddress: other }, key).expect(422);
      expect(res.body.errors).toEqual({ 'Idempotency-Key': KEY_REUSED });
    }
    const same = await checkout(t, customer, { ...body, billingAddress: address({ gstin: GSTIN.toLowerCase() }) }, key).expect(201);
    expect(same.body).toEqual(first.body);
  });
});
