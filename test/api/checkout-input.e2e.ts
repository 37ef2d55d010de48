import { randomUUID } from 'node:crypto';
import { startApp, TestApp } from '../support/app';
import { vendorAuth } from '../support/accounts';
import { address, checkout, productOnSale, stockOf } from '../support/shop';

type Auth = { Authorization: string };

/** Checkout and cart input of the wrong shape: a 400 naming the field, and nothing placed or kept. */
describe('checkout and cart input', () => {
  let t: TestApp;
  let admin: Auth;
  let vendor: Auth & { userId: string };

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    vendor = await vendorAuth(t);
  });
  afterAll(() => t.close());

  const vendorHeader = () => ({ Authorization: vendor.Authorization });
  const sequence = (orderNumber: string) => Number(orderNumber.slice(-6));
  const ordersOf = async (customer: Auth) => (await t.http().get('/api/me/orders').set(customer).expect(200)).body.total as number;

  it('refuses an address that is not an object (array, string, number) naming it, and uses up no order number', async () => {
    const product = await productOnSale(t, vendorHeader(), admin, { stock: 10 });
    const customer = await t.customerAuth();
    const before = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }] }).expect(201);
    const SHIPPING = 'Shipping address is required';
    const BILLING = 'Billing address must be an address, or left out to use the shipping address';
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ shippingAddress: [] }, { shippingAddress: SHIPPING }],
      [{ shippingAddress: [address()] }, { shippingAddress: SHIPPING }],
      [{ shippingAddress: 'FC Road, Pune' }, { shippingAddress: SHIPPING }],
      [{ shippingAddress: 411004 }, { shippingAddress: SHIPPING }],
      [{ billingAddress: [] }, { billingAddress: BILLING }],
      [{ billingAddress: [address()] }, { billingAddress: BILLING }],
      [{ billingAddress: 'x' }, { billingAddress: BILLING }],
    ];
    for (const [body, errors] of cases) {
      const res = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }], ...body });
      expect([JSON.stringify(body), res.status, res.body.errors]).toEqual([JSON.stringify(body), 400, errors]);
    }
    const after = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }] }).expect(201);
    expect(sequence(after.body.orderNumber)).toBe(sequence(before.body.orderNumber) + 1);
    expect(await ordersOf(customer)).toBe(2);
    expect(await stockOf(t, product)).toBe(8);
  });

  it('trims address fields before checking them: spaces are a missing name, street, city or state', async () => {
    const product = await productOnSale(t, vendorHeader(), admin, { stock: 10 });
    const customer = await t.customerAuth();
    const blank = address({ name: '   ', line1: ' \t ', city: '  ', state: ' ' });
    const required = { name: 'Name is required', line1: 'Address is required', city: 'City is required', state: 'State is required' };
    const prefixed = (prefix: string) => Object.fromEntries(Object.entries(required).map(([field, message]) => [`${prefix}.${field}`, message]));
    const shipping = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }], shippingAddress: blank }).expect(400);
    expect(shipping.body.errors).toEqual(prefixed('shippingAddress'));
    const billing = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }], billingAddress: blank }).expect(400);
    expect(billing.body.errors).toEqual(prefixed('billingAddress'));
    // Phone and pincode keep their rules: a blank phone is a missing one (spec 5's words), a short pincode a malformed one.
    const badPhone = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }], shippingAddress: address({ phone: '  ', pincode: ' 4110 ' }) }).expect(400);
    expect(badPhone.body.errors).toEqual({ 'shippingAddress.phone': 'Phone number is required', 'shippingAddress.pincode': 'Please enter a valid 6-digit pincode' });
    const shortPhone = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }], shippingAddress: address({ phone: '98765' }) }).expect(400);
    expect(shortPhone.body.errors).toEqual({ 'shippingAddress.phone': 'Please enter a valid phone number' });
    expect(await ordersOf(customer)).toBe(0);

    // Padded values are kept as trimmed.
    const padded = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }], shippingAddress: address({ name: '  Asha K ', city: ' Pune ', pincode: ' 411004 ' }) }).expect(201);
    const order = await t.http().get(`/api/me/orders/${padded.body.orderId}`).set(customer).expect(200);
    expect(order.body.shippingAddress).toMatchObject({ name: 'Asha K', city: 'Pune', pincode: '411004' });
  });

  it("says what is wrong with items and a missing address field, never a limit or class-validator's own words", async () => {
    const product = await productOnSale(t, vendorHeader(), admin, { stock: 10 });
    const customer = await t.customerAuth();
    const ITEM = 'Each item must be an object with productId and quantity';
    const { line1: _line1, city: _city, state: _state, ...partial } = address();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ items: undefined }, { items: 'Add at least one product' }],
      [{ items: [] }, { items: 'Add at least one product' }],
      [{ items: [7] }, { items: ITEM, 'items.0': ITEM }],
      [{ items: [{ productId: product, quantity: 1 }, null] }, { items: ITEM, 'items.1': ITEM }],
      [{ items: [[{ productId: product, quantity: 1 }]] }, { items: ITEM }],
      [{ items: [{ productId: '   ', quantity: 1 }] }, { 'items.0.productId': 'Product is required' }],
      [{ shippingAddress: partial }, { 'shippingAddress.line1': 'Address is required', 'shippingAddress.city': 'City is required', 'shippingAddress.state': 'State is required' }],
    ];
    for (const [body, errors] of cases) {
      const res = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }], ...body });
      expect([JSON.stringify(body), res.status, res.body.errors]).toEqual([JSON.stringify(body), 400, errors]);
    }
    expect(await ordersOf(customer)).toBe(0);
    expect(await stockOf(t, product)).toBe(10);
  });

  it('refuses cart items of the wrong shape naming the field, and keeps the cart as it was', async () => {
    const product = await productOnSale(t, vendorHeader(), admin, { stock: 10 });
    const customer = await t.customerAuth();
    await t.http().put('/api/me/cart').set(customer).send({ items: [{ productId: product, quantity: 2 }] }).expect(200);
    const ITEM = 'Each item must be an object with productId and quantity';
    const cases: [unknown, Record<string, string>][] = [
      [{}, { items: 'Items must be a list' }],
      [{ items: [1] }, { items: ITEM, 'items.0': ITEM }],
      [{ items: [[{ productId: product, quantity: 1 }]] }, { items: ITEM }],
      [{ items: [{ productId: '  ', quantity: 1 }] }, { 'items.0.productId': 'Product is required' }],
    ];
    for (const [body, errors] of cases) {
      for (const [method, path] of [['put', '/api/me/cart'], ['post', '/api/me/cart/merge']] as const) {
        const res = await t.http()[method](path).set(customer).send(body as object);
        expect([path, JSON.stringify(body), res.status, res.body.errors]).toEqual([path, JSON.stringify(body), 400, errors]);
      }
    }
    const cart = await t.http().get('/api/me/cart').set(customer).expect(200);
    expect(cart.body.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual([[product, 2]]);
  });

  /** A new one-line order's part of this vendor, moved to processing: its path. */
  const processingPart = async () => {
    const product = await productOnSale(t, vendorHeader(), admin, { stock: 10 });
    const placed = await checkout(t, await t.customerAuth(), { items: [{ productId: product, quantity: 1 }] }).expect(201);
    const part = `/api/admin/fulfilments/${placed.body.orderId}_${vendor.userId}`;
    await t.http().post(`${part}/status`).set(vendorHeader()).send({ status: 'processing' }).expect(200);
    return part;
  };

  it('a courier of spaces is no courier: shipping is refused and the part stays processing', async () => {
    const part = await processingPart();
    const tracking = { trackingId: 'DLV-1234', trackingUrl: 'https://track.example.in/DLV-1234' };
    const res = await t.http().post(`${part}/status`).set(vendorHeader()).send({ status: 'shipped', ...tracking, courierName: '   ' }).expect(400);
    expect(res.body.errors).toEqual({ courierName: 'Courier is required' });
    expect((await t.http().get(part).set(vendorHeader()).expect(200)).body).toMatchObject({ status: 'processing' });
  });

  it('shipped with the three tracking fields empty names all three in one answer', async () => {
    const part = await processingPart();
    const required = { trackingId: 'Tracking ID is required', courierName: 'Courier is required', trackingUrl: 'Tracking URL is required' };
    for (const body of [{ trackingId: '', courierName: '', trackingUrl: '' }, { trackingId: ' ', courierName: '  ', trackingUrl: ' ' }, {}]) {
      const res = await t.http().post(`${part}/status`).set(vendorHeader()).send({ status: 'shipped', ...body }).expect(400);
      expect(res.body.errors).toEqual(required);
    }
    // A bad tracking id and an empty courier come back together too.
    const mixed = await t.http().post(`${part}/status`).set(vendorHeader()).send({ status: 'shipped', trackingId: 'x', courierName: '', trackingUrl: 'https://track.example.in/1' }).expect(400);
    expect(mixed.body.errors).toEqual({ trackingId: 'Tracking ID must be 4 to 40 letters, digits or dashes', courierName: 'Courier is required' });
    expect((await t.http().post(`${part}/status`).set(vendorHeader()).send({ status: 'shipped', trackingId: 'DLV-1', courierName: 'c'.repeat(61), trackingUrl: 'https://track.example.in/1' }).expect(400)).body.errors).toEqual({ courierName: 'Courier must be at most 60 characters' });
    expect((await t.http().get(part).set(vendorHeader()).expect(200)).body).toMatchObject({ status: 'processing' });
  });

  it('answers 422 to an Idempotency-Key sent again with a different checkout; the same checkout still gets its order', async () => {
    const bread = await productOnSale(t, vendorHeader(), admin, { stock: 10 });
    const cake = await productOnSale(t, vendorHeader(), admin, { stock: 10 });
    const customer = await t.customerAuth();
    const key = randomUUID();
    const body = { items: [{ productId: bread, quantity: 1 }] };
    const first = await checkout(t, customer, body, key).expect(201);
    const KEY_REUSED = 'This Idempotency-Key was used for a different checkout; use a new key for a new order';
    const others: Record<string, unknown>[] = [
      { ...body, paymentMethod: 'sandbox' },
      { items: [{ productId: bread, quantity: 2 }] },
      { items: [{ productId: cake, quantity: 1 }] },
      { ...body, shippingAddress: address({ line1: '15 FC Road' }) },
      { ...body, billingAddress: address({ city: 'Mumbai' }) },
    ];
    for (const other of others) {
      const res = await checkout(t, customer, other, key);
      expect([JSON.stringify(other), res.status, res.body]).toEqual([JSON.stringify(other), 422, { statusCode: 422, message: KEY_REUSED, errors: { 'Idempotency-Key': KEY_REUSED } }]);
    }
    // The same checkout, spelled the way the order keeps it (padding, billing = shipping), is the same request.
    const same = await checkout(t, customer, { ...body, shippingAddress: address({ city: ' Pune ' }), billingAddress: address() }, key).expect(201);
    expect(same.body).toEqual(first.body);
    expect(await ordersOf(customer)).toBe(1);
    expect([await stockOf(t, bread), await stockOf(t, cake)]).toEqual([9, 10]);
  });
});
