import { binary } from '../support/binary-body';
import { startApp, TestApp, eventually } from '../support/app';
import { vendorAuth } from '../support/accounts';
import { pdfText } from '../support/pdf-text';
import { READ_STORE, ReadStore } from '../../backend/src/platform/read-store/read-store.port';
import { address, checkout, productOnSale, stockOf } from '../support/shop';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { QuoteEnquiryCommand } from '../../backend/src/modules/enquiries/enquiries.commands';
import { financialYearOf } from '../../backend/src/modules/orders/invoice-series';
import { SecureOrderHandler } from '../../backend/src/modules/orders/checkout.handlers';
import { SecureOrderCommand } from '../../backend/src/modules/orders/orders.commands';

type Auth = { Authorization: string };

describe('checkout, orders and payments (issue 11)', () => {
  let t: TestApp;
  let admin: Auth;
  let vendorA: Auth & { userId: string };
  let vendorB: Auth & { userId: string };

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    vendorA = await vendorAuth(t);
    vendorB = await vendorAuth(t);
  });
  afterAll(() => t.close());

  const auth = (who: Auth) => ({ Authorization: who.Authorization });

  it('prices a three-line order of two vendors on the server, takes SUMMER10 and answers the order number', async () => {
    const bread = await productOnSale(t, auth(vendorA), admin, { price: 150, stock: 10 });
    const cake = await productOnSale(t, auth(vendorA), admin, { price: 99.99, stock: 10 });
    const wallet = await productOnSale(t, auth(vendorB), admin, { subcategory: 'leather', price: 400, stock: 5 });
    const customer = await t.customerAuth();
    await t.http().post('/api/me/coupons/SUMMER10/claim').set(auth(customer)).expect(201);

    const res = await checkout(t, auth(customer), {
      // A client's price and total are not read.
      items: [
        { productId: bread, quantity: 2, price: 1 },
        { productId: cake, quantity: 1, unitPrice: 0.01 },
        { productId: wallet, quantity: 1 },
      ],
      total: 1,
      couponCode: 'summer10',
    }).expect(201);
    // 300 + 99.99 + 400 = 799.99; 10% per vendor: 39.99 + 40 = 79.99; free delivery above ₹500.
    expect(res.body).toMatchObject({ status: 'pending', paymentStatus: 'pending', total: 720 });
    expect(res.body.orderNumber).toMatch(/^BZ-20\d\d-\d{6}$/);
    expect(res.body.paymentUrl).toBeUndefined();

    const order = await t.http().get(`/api/me/orders/${res.body.orderId}`).set(auth(customer)).expect(200);
    expect(order.body).toMatchObject({ orderNumber: res.body.orderNumber, subtotal: 799.99, discount: 79.99, deliveryFee: 0, total: 720, couponCode: 'SUMMER10', paymentMethod: 'cod' });
    expect(order.body.items.map((i: { unitPrice: number }) => i.unitPrice)).toEqual([150, 99.99, 400]);
    expect(order.body.fulfilments.map((f: { vendorId: string; status: string }) => [f.vendorId, f.status])).toEqual([
      [vendorA.userId, 'pending'],
      [vendorB.userId, 'pending'],
    ]);
    expect(order.body.shippingAddress).toMatchObject({ name: 'Asha Kulkarni', city: 'Pune', pincode: '411004' });
    expect(order.body.billingAddress).toEqual(order.body.shippingAddress);
    expect([await stockOf(t, bread), await stockOf(t, cake), await stockOf(t, wallet)]).toEqual([8, 9, 4]);

    const list = await t.http().get('/api/me/orders').set(auth(customer)).expect(200);
    expect(list.body).toMatchObject({ total: 1, page: 1 });
    const coupons = await t.http().get('/api/me/coupons').set(auth(customer)).expect(200);
    expect(coupons.body.items.find((c: { code: string }) => c.code === 'SUMMER10')).toMatchObject({ status: 'redeemed', orderId: res.body.orderId });

    // Another customer cannot read it; the coupon cannot be used twice.
    const other = await t.customerAuth();
    await t.http().get(`/api/me/orders/${res.body.orderId}`).set(auth(other)).expect(404);
    const again = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 1 }], couponCode: 'SUMMER10' }).expect(400);
    expect(again.body.errors).toEqual({ couponCode: 'This coupon has already been used' });
  });

  it('places one order for one Idempotency-Key, however often it is sent', async () => {
    const product = await productOnSale(t, auth(vendorA), admin, { stock: 10 });
    const customer = await t.customerAuth();
    const key = 'retry-key-0001';
    const [first, second] = await Promise.all([
      checkout(t, auth(customer), { items: [{ productId: product, quantity: 2 }] }, key),
      checkout(t, auth(customer), { items: [{ productId: product, quantity: 2 }] }, key),
    ]);
    const third = await checkout(t, auth(customer), { items: [{ productId: product, quantity: 2 }] }, key).expect(201);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(new Set([first.body.orderId, second.body.orderId, third.body.orderId]).size).toBe(1);
    expect(third.body).toEqual(first.body);
    expect((await t.http().get('/api/me/orders').set(auth(customer)).expect(200)).body.total).toBe(1);
    expect(await stockOf(t, product)).toBe(8);
  });

  it('refuses bad input naming the field, and places nothing', async () => {
    const product = await productOnSale(t, auth(vendorA), admin);
    const customer = await t.customerAuth();
    const noKey = await t.http().post('/api/checkout').set(auth(customer)).send({ items: [{ productId: product, quantity: 1 }], shippingAddress: address(), paymentMethod: 'cod' }).expect(400);
    expect(Object.keys(noKey.body.errors)).toEqual(['Idempotency-Key']);
    const bad = await checkout(t, auth(customer), { items: [{ productId: product, quantity: 1 }], shippingAddress: address({ pincode: '12' }), paymentMethod: 'upi' }).expect(400);
    expect(bad.body.errors).toMatchObject({ 'shippingAddress.pincode': 'Please enter a valid 6-digit pincode', paymentMethod: 'Please choose a payment method' });
    const tooMany = await checkout(t, auth(customer), { items: [{ productId: product, quantity: 1001 }] }).expect(400);
    expect(tooMany.body.errors).toEqual({ 'items.0.quantity': 'Quantity must be a whole number from 1 to 1000' });
    const unknown = await checkout(t, auth(customer), { items: [{ productId: 'nope', quantity: 1 }] }).expect(400);
    expect(unknown.body.errors).toEqual({ 'items.0.productId': 'This product is not available' });
    const notClaimed = await checkout(t, auth(customer), { items: [{ productId: product, quantity: 1 }], couponCode: 'WELCOME20' }).expect(400);
    expect(notClaimed.body.errors).toEqual({ couponCode: 'Claim this coupon before using it' });
    expect((await t.http().get('/api/me/orders').set(auth(customer)).expect(200)).body.total).toBe(0);
    await checkout(t, auth(vendorA), { items: [{ productId: product, quantity: 1 }] }).expect(403);
  });

  it("takes a wholesale product from its minimum order: below it is a 400 naming the line's quantity, and nothing is placed", async () => {
    const tenTonnes = await productOnSale(t, auth(vendorA), admin, { name: 'Turmeric (Salem)', category: 'wholesale', subcategory: 'spices', price: 9000, stock: 100, quantity: 10, unit: 'tonne' });
    const customer = await t.customerAuth();
    const below = await checkout(t, auth(customer), { items: [{ productId: tenTonnes, quantity: 9 }] }).expect(400);
    expect(below.body.errors).toEqual({ 'items.0.quantity': 'Quantity must be a whole number from 10 to 30: the minimum order is 10 tonnes' });
    expect((await t.http().get('/api/me/orders').set(auth(customer)).expect(200)).body.total).toBe(0);
    const cart = await t.http().put('/api/me/cart').set(auth(customer)).send({ items: [{ productId: tenTonnes, quantity: 10 }] }).expect(200);
    expect(cart.body.items[0]).toMatchObject({ productId: tenTonnes, kind: 'wholesale', minQuantity: 10 });
    await checkout(t, auth(customer), { items: [{ productId: tenTonnes, quantity: 10 }] }).expect(201);
  });

  it('refuses a line whose product is not sold in the shipping city, naming the line and the city, and places nothing', async () => {
    const mangoes = await productOnSale(t, auth(vendorA), admin, { name: 'Alphonso mangoes (Ratnagiri)', category: 'wholesale', subcategory: 'fruits', price: 90000, stock: 50, quantity: 3, unit: 'tonne', cities: ['Mumbai', 'Pune', 'Ahmedabad'] });
    const bread = await productOnSale(t, auth(vendorB), admin, { stock: 10 });
    const customer = await t.customerAuth();
    const items = [{ productId: bread, quantity: 1 }, { productId: mangoes, quantity: 3 }];
    const kolkata = await checkout(t, auth(customer), { items, shippingAddress: address({ city: 'Kolkata', state: 'West Bengal', pincode: '700001' }) }).expect(400);
    expect(kolkata.body.errors).toEqual({ 'items.1.productId': 'Alphonso mangoes (Ratnagiri) is not delivered to Kolkata' });
    expect([await stockOf(t, mangoes), await stockOf(t, bread)]).toEqual([50, 10]);
    expect((await t.http().get('/api/me/orders').set(auth(customer)).expect(200)).body.total).toBe(0);
    // The cart tells the storefront where each product goes, so it can say so before sending.
    const cart = await t.http().put('/api/me/cart').set(auth(customer)).send({ items }).expect(200);
    expect(cart.body.items.map((l: { cities: string[] }) => l.cities)).toEqual([[], ['Mumbai', 'Pune', 'Ahmedabad']]);
    // The address city is typed freely: one of the product's cities in any case is delivered to.
    await checkout(t, auth(customer), { items, shippingAddress: address({ city: ' pune ' }) }).expect(201);
  });

  it("counts an order's items (spec 2.9 item count) as its lines: 12 tonnes of one wholesale product are one item, for the admin and the vendor", async () => {
    const turmeric = await productOnSale(t, auth(vendorA), admin, { name: 'Turmeric (Erode)', category: 'wholesale', subcategory: 'spices', price: 9000, stock: 100, quantity: 10, unit: 'tonne' });
    const bread = await productOnSale(t, auth(vendorA), admin, { price: 150, stock: 10 });
    const wallet = await productOnSale(t, auth(vendorB), admin, { subcategory: 'leather', price: 400, stock: 5 });
    const customer = await t.customerAuth();
    const wholesale = await checkout(t, auth(customer), { items: [{ productId: turmeric, quantity: 12 }] }).expect(201);
    const mixed = await checkout(t, auth(customer), { items: [{ productId: turmeric, quantity: 10 }, { productId: bread, quantity: 3 }, { productId: wallet, quantity: 2 }] }).expect(201);
    const retail = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 4 }] }).expect(201);
    const adminCount = async (orderId: string) => (await t.http().get(`/api/admin/orders/${orderId}`).set(admin).expect(200)).body.itemCount;
    expect([await adminCount(wholesale.body.orderId), await adminCount(mixed.body.orderId), await adminCount(retail.body.orderId)]).toEqual([1, 3, 1]);
    // The list (what Export and Print show) says the same.
    const listed = await t.http().get('/api/admin/orders').query({ filter: JSON.stringify({ id: [wholesale.body.orderId, mixed.body.orderId, retail.body.orderId] }) }).set(admin).expect(200);
    expect(Object.fromEntries(listed.body.map((o: { id: string; itemCount: number }) => [o.id, o.itemCount]))).toEqual({ [wholesale.body.orderId]: 1, [mixed.body.orderId]: 3, [retail.body.orderId]: 1 });
    // Each vendor's part counts its own lines.
    const parts = await t.http().get('/api/admin/fulfilments').query({ filter: JSON.stringify({ orderId: mixed.body.orderId }) }).set(auth(vendorA)).expect(200);
    expect(parts.body.map((f: { itemCount: number }) => f.itemCount)).toEqual([2]);
  });

  it('answers 409 naming the line when it asks for more than is in stock, before placing anything (no order, no number taken)', async () => {
    const scarce = await productOnSale(t, auth(vendorA), admin, { stock: 3 });
    const plenty = await productOnSale(t, auth(vendorB), admin, { stock: 10 });
    const customer = await t.customerAuth();
    const res = await checkout(t, auth(customer), { items: [{ productId: plenty, quantity: 2 }, { productId: scarce, quantity: 4 }] }).expect(409);
    expect(res.body).toMatchObject({ message: expect.stringMatching(/ran out of stock/), errors: { 'items.1.quantity': 'Only 3 pieces left in stock' } });
    expect([await stockOf(t, scarce), await stockOf(t, plenty)]).toEqual([3, 10]);
    expect((await t.http().get('/api/me/orders').set(auth(customer)).expect(200)).body.total).toBe(0);
    // The next order takes the next number: the refusal used none.
    const before = (await t.http().get('/api/admin/orders').query({ sort: '["placedAt","DESC"]', range: '[0,0]' }).set(admin).expect(200)).body[0]?.orderNumber as string | undefined;
    const placed = await checkout(t, auth(customer), { items: [{ productId: scarce, quantity: 3 }] }).expect(201);
    if (before) expect(Number(placed.body.orderNumber.slice(-6))).toBe(Number(before.slice(-6)) + 1);
  });

  it('a checkout that passes the stock check but loses the last units to another is cancelled with each vendor part, holding nothing', async () => {
    const scarce = await productOnSale(t, auth(vendorA), admin, { stock: 3 });
    const plenty = await productOnSale(t, auth(vendorB), admin, { stock: 10 });
    const customers = await Promise.all(Array.from({ length: 6 }, () => t.customerAuth()));
    const answers = await Promise.all(customers.map((c) => checkout(t, auth(c), { items: [{ productId: plenty, quantity: 1 }, { productId: scarce, quantity: 3 }] })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(Object.keys(refused.body.errors)).toEqual([expect.stringMatching(/^items/)]);
    await eventually(async () => (await stockOf(t, scarce)) === 0 && (await stockOf(t, plenty)) === 9);
    // Those refused after their order was placed (the stock check passed, the hold failed) see it cancelled;
    // each vendor's part is cancelled with it: nothing waits in their Pending tab, and it has no invoice.
    for (const [i, customer] of customers.entries()) {
      if (answers[i]!.status === 201) continue;
      const orders = await t.http().get('/api/me/orders').set(auth(customer)).expect(200);
      expect(orders.body.items.map((o: { status: string }) => o.status)).toEqual(orders.body.total ? ['cancelled'] : []);
      const orderId = orders.body.items[0]?.id;
      if (!orderId) continue;
      for (const vendor of [vendorA, vendorB]) {
        const pending = await t.http().get('/api/admin/fulfilments').query({ filter: JSON.stringify({ status: 'pending' }) }).set(auth(vendor)).expect(200);
        expect(pending.body.map((p: { orderId: string }) => p.orderId)).not.toContain(orderId);
        const part = await t.http().get(`/api/admin/fulfilments/${orderId}_${vendor.userId}`).set(auth(vendor)).expect(200);
        expect(part.body.status).toBe('cancelled');
        const noInvoice = await t.http().get(`/api/admin/fulfilments/${orderId}_${vendor.userId}/invoice`).set(auth(vendor)).expect(409);
        expect(noInvoice.body.message).toBe('This part of the order was cancelled: it has no invoice');
        await t.http().get(`/api/me/orders/${orderId}/invoices/${vendor.userId}`).set(auth(customer)).expect(409);
      }
    }
  });

  it('sells exactly the stock to 50 simultaneous checkouts for 10 units', async () => {
    const product = await productOnSale(t, auth(vendorA), admin, { stock: 10 });
    const customers = await Promise.all(Array.from({ length: 5 }, () => t.customerAuth()));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => checkout(t, auth(customers[i % 5]), { items: [{ productId: product, quantity: 1 }] })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await stockOf(t, product)).toBe(0);
  });

  it('pays through the sandbox gateway: hosted page, signed webhook idempotent on the payment id, back to /payment-success', async () => {
    const product = await productOnSale(t, auth(vendorA), admin, { price: 250, stock: 5 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: product, quantity: 1 }], paymentMethod: 'sandbox' }).expect(201);
    // ₹250 retail: ₹49 delivery.
    expect(placed.body).toMatchObject({ total: 299, paymentStatus: 'pending' });
    const page = await t.http().get(placed.body.paymentUrl).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain(placed.body.orderNumber);
    expect(page.text).toContain('299.00');

    const paid = await t.http().post(`${placed.body.paymentUrl}/pay`).expect(303);
    expect(paid.headers.location).toBe(`/payment-success?orderId=${placed.body.orderId}&orderNumber=${encodeURIComponent(placed.body.orderNumber)}`);
    await t.http().post(`${placed.body.paymentUrl}/pay`).expect(303);
    const order = await t.http().get(`/api/me/orders/${placed.body.orderId}`).set(auth(customer)).expect(200);
    expect(order.body).toMatchObject({ paymentStatus: 'paid', refunded: 0, paymentUrl: null });

    // A webhook not signed by the gateway changes nothing.
    const forged = await t
      .http()
      .post('/api/payments/webhook')
      .set('X-Sandbox-Signature', 'f'.repeat(64))
      .send({ event: 'payment.failed', orderId: placed.body.orderId, paymentId: 'pay_forged', amountPaise: 29900 })
      .expect(400);
    expect(forged.body.errors).toEqual({ signature: 'The payment notice is not signed by the gateway' });
    await t.http().get('/api/payments/sandbox/not.signed').expect(404);
  });

  it('the hosted page of a cancelled order offers no Pay, and a pay attempt takes nothing and goes to /payment-failure', async () => {
    const product = await productOnSale(t, auth(vendorA), admin, { price: 300, stock: 5 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: product, quantity: 1 }], paymentMethod: 'sandbox' }).expect(201);
    expect((await t.http().get(placed.body.paymentUrl).expect(200)).text).toContain('/pay"');
    await t.http().post(`/api/me/orders/${placed.body.orderId}/cancel`).set(auth(customer)).expect(200);
    const revision = async () => (await t.http().get(`/api/admin/orders/${placed.body.orderId}`).set(admin).expect(200)).headers.etag;
    const before = await revision();

    const page = await t.http().get(placed.body.paymentUrl).expect(200);
    expect(page.text).toContain('This order was cancelled, so it can no longer be paid. Nothing was charged.');
    expect(page.text).not.toContain('/pay"');
    expect(page.text).not.toContain('/fail"');
    for (const outcome of ['pay', 'fail']) {
      const attempt = await t.http().post(`${placed.body.paymentUrl}/${outcome}`).expect(303);
      expect(attempt.headers.location).toBe(`/payment-failure?orderId=${placed.body.orderId}&orderNumber=${encodeURIComponent(placed.body.orderNumber)}`);
    }
    // No payment taken, nothing appended to the order.
    expect(await revision()).toBe(before);
    const order = await t.http().get(`/api/me/orders/${placed.body.orderId}`).set(auth(customer)).expect(200);
    expect(order.body).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', cancelReason: 'customer', refunded: 0, duplicatePayments: [] });
  });

  it('the hosted page of an order already paid says so; Pay again takes nothing more and returns to /payment-success', async () => {
    const product = await productOnSale(t, auth(vendorA), admin, { price: 300, stock: 5 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: product, quantity: 1 }], paymentMethod: 'sandbox' }).expect(201);
    await t.http().post(`${placed.body.paymentUrl}/pay`).expect(303);
    const revision = async () => (await t.http().get(`/api/admin/orders/${placed.body.orderId}`).set(admin).expect(200)).headers.etag;
    const before = await revision();
    const page = await t.http().get(placed.body.paymentUrl).expect(200);
    expect(page.text).toContain('This order is already paid. Nothing more is charged.');
    expect(page.text).not.toContain('/pay"');
    const again = await t.http().post(`${placed.body.paymentUrl}/fail`).expect(303);
    expect(again.headers.location).toMatch(/^\/payment-success\?orderId=/);
    expect(await revision()).toBe(before);
    const order = await t.http().get(`/api/me/orders/${placed.body.orderId}`).set(auth(customer)).expect(200);
    expect(order.body).toMatchObject({ paymentStatus: 'paid', refunded: 0, duplicatePayments: [] });
  });

  it('a failed sandbox payment cancels the order and gives the stock back', async () => {
    const product = await productOnSale(t, auth(vendorA), admin, { price: 600, stock: 5 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: product, quantity: 2 }], paymentMethod: 'sandbox' }).expect(201);
    expect(await stockOf(t, product)).toBe(3);
    const failed = await t.http().post(`${placed.body.paymentUrl}/fail`).expect(303);
    expect(failed.headers.location).toMatch(/^\/payment-failure\?orderId=/);
    const order = await t.http().get(`/api/me/orders/${placed.body.orderId}`).set(auth(customer)).expect(200);
    expect(order.body).toMatchObject({ status: 'cancelled', paymentStatus: 'failed', cancelReason: 'payment_failed' });
    await eventually(async () => (await stockOf(t, product)) === 5);
  });

  it('runs the lifecycle per vendor: each moves only their part, ships with tracking, delivery records the commission', async () => {
    await t.http().put('/api/admin/commissions/leather').set(admin).send({ percent: 12.5 }).expect(200);
    const bread = await productOnSale(t, auth(vendorA), admin, { price: 100, stock: 10 });
    const wallet = await productOnSale(t, auth(vendorB), admin, { subcategory: 'leather', price: 800, stock: 10 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 1 }, { productId: wallet, quantity: 1 }] }).expect(201);
    const partA = `${placed.body.orderId}_${vendorA.userId}`;
    const partB = `${placed.body.orderId}_${vendorB.userId}`;

    // A vendor sees only their own parts, and only their lines.
    const mine = await t.http().get('/api/admin/fulfilments').set(auth(vendorA)).expect(200);
    const row = mine.body.find((f: { id: string }) => f.id === partA);
    expect(row.items.map((i: { productId: string }) => i.productId)).toEqual([bread]);
    expect(mine.body.some((f: { vendorId: string }) => f.vendorId !== vendorA.userId)).toBe(false);
    expect(row.type).toBe('retail');
    const wholesaleOnly = await t.http().get('/api/admin/fulfilments').query({ filter: JSON.stringify({ type: 'wholesale' }) }).set(auth(vendorA)).expect(200);
    expect(wholesaleOnly.body.some((f: { id: string }) => f.id === partA)).toBe(false);
    await t.http().get(`/api/admin/fulfilments/${partB}`).set(auth(vendorA)).expect(404);
    await t.http().post(`/api/admin/fulfilments/${partB}/status`).set(auth(vendorA)).send({ status: 'processing' }).expect(404);
    await t.http().get('/api/admin/orders').set(auth(vendorA)).expect(403);

    await t.http().post(`/api/admin/fulfilments/${partA}/status`).set(auth(vendorA)).send({ status: 'processing' }).expect(200);
    const noTracking = await t.http().post(`/api/admin/fulfilments/${partA}/status`).set(auth(vendorA)).send({ status: 'shipped' }).expect(400);
    expect(Object.keys(noTracking.body.errors).sort()).toEqual(['courierName', 'trackingId', 'trackingUrl']);
    const tracking = { trackingId: 'DLV-778899', courierName: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/DLV-778899' };
    const shipped = await t.http().post(`/api/admin/fulfilments/${partA}/status`).set(auth(vendorA)).send({ status: 'shipped', ...tracking }).expect(200);
    expect(shipped.body).toMatchObject({ status: 'shipped', trackingId: tracking.trackingId, courierName: 'Delhivery' });
    await t.http().post(`/api/admin/fulfilments/${partA}/status`).set(auth(vendorA)).send({ status: 'delivered' }).expect(200);
    // The customer cannot cancel once a part shipped.
    await t.http().post(`/api/me/orders/${placed.body.orderId}/cancel`).set(auth(customer)).expect(409);

    // The admin moves vendor B's part.
    await t.http().post(`/api/admin/fulfilments/${partB}/status`).set(admin).send({ status: 'processing' }).expect(200);
    await t.http().post(`/api/admin/fulfilments/${partB}/status`).set(admin).send({ status: 'shipped', ...tracking, trackingId: 'BD-123456' }).expect(200);
    await t.http().post(`/api/admin/fulfilments/${partB}/status`).set(admin).send({ status: 'delivered' }).expect(200);

    const order = await t.http().get(`/api/admin/orders/${placed.body.orderId}`).set(admin).expect(200);
    expect(order.body).toMatchObject({ status: 'delivered', paymentStatus: 'paid', trackingId: 'DLV-778899', customerName: 'Asha Customer' });
    expect(order.body.fulfilments.map((f: { commission: number; earning: number }) => [f.commission, f.earning])).toEqual([
      [10, 90],
      [100, 700],
    ]);
    const history = await t.http().get(`/api/admin/orders/${placed.body.orderId}/history`).set(admin).expect(200);
    expect(history.body.map((h: { type: string }) => h.type)).toEqual(expect.arrayContaining(['OrderPlaced', 'OrderConfirmed', 'FulfilmentShipped', 'FulfilmentDelivered', 'CommissionRecorded', 'OrderPaid']));
    expect(JSON.stringify(history.body)).not.toContain('requestDigest');

    // A vendor's History of their part tells nothing of the other vendor's goods, money or shipments.
    const partHistory = (await t.http().get(`/api/admin/fulfilments/${partA}/history`).set(auth(vendorA)).expect(200)).body as { type: string; changes: { field: string; after: unknown }[] }[];
    const told = JSON.stringify(partHistory);
    expect(partHistory.map((h) => h.type)).toEqual(expect.arrayContaining(['OrderPlaced', 'FulfilmentShipped', 'FulfilmentDelivered']));
    for (const secret of [wallet, vendorB.userId, 'BD-123456']) expect(told).not.toContain(secret);
    const fields = new Set(partHistory.flatMap((h) => h.changes.map((c) => c.field)));
    for (const orderWide of ['fulfilments', 'vendorIds', 'lines', 'subtotalPaise', 'totalPaise', 'grossPaise', 'commissionPaise', 'earningPaise']) expect(fields.has(orderWide)).toBe(false);
    expect(partHistory.filter((h) => h.type === 'FulfilmentShipped')).toHaveLength(1);

    const invoice = await t.http().get(`/api/admin/fulfilments/${partA}/invoice`).set(auth(vendorA)).buffer(true).parse(binary).expect(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect((invoice.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    await t.http().get(`/api/admin/fulfilments/${partB}/invoice`).set(auth(vendorA)).expect(404);
    // The customer downloads each vendor's invoice of their own order (Orders & Statements); nobody else's.
    for (const vendor of [vendorA, vendorB]) {
      const own = await t.http().get(`/api/me/orders/${placed.body.orderId}/invoices/${vendor.userId}`).set(auth(customer)).buffer(true).parse(binary).expect(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toMatch(/INV-\d{4}-\d{2}-\d{6}\.pdf/); // delivered: numbered in its vendor's series
      expect((own.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      expect((own.body as Buffer).includes('NotoSansDevanagari')).toBe(false); // nothing in Devanagari: the built-in font alone
    }
    await t.http().get(`/api/me/orders/${placed.body.orderId}/invoices/${vendorA.userId}`).set(auth(await t.customerAuth())).expect(404);
    await t.http().get(`/api/me/orders/${placed.body.orderId}/invoices/${vendorA.userId}`).set(auth(vendorA)).expect(403);

    // Each vendor's earning, less the frozen commission, reaches their seller ledger (Payments tab).
    await eventually(async () => (await t.http().get('/api/me/ledger').set(auth(vendorA)).expect(200)).body.totalEarnings === 90);
    await eventually(async () => (await t.http().get('/api/me/ledger').set(auth(vendorB)).expect(200)).body.totalEarnings === 700);
  });

  it("puts the delivery fee of a retail order up to Rs 500 on one invoice as its own taxed line, so the order's invoices add up to what was paid; none above Rs 500", async () => {
    const invoiceText = async (who: Auth, orderId: string, vendorId: string) => {
      const pdf = (await t.http().get(`/api/me/orders/${orderId}/invoices/${vendorId}`).set(auth(who)).buffer(true).parse(binary).expect(200)).body as Buffer;
      return pdfText(pdf);
    };
    /** The amount printed after a row's label (the row's cells are written one after the other). */
    const amountAfter = (text: string[], label: RegExp) => {
      const at = text.findIndex((cell) => label.test(cell));
      expect(at).toBeGreaterThanOrEqual(0);
      const amount = text.slice(at + 1).find((cell) => cell.startsWith('Rs. '))!;
      return Number(amount.slice(4).replace(/,/g, ''));
    };
    const totalOf = (text: string[]) => amountAfter(text, /^Total paid/);
    /** A total below the lines (the tax columns' headers carry the same names). */
    const summed = (text: string[], label: RegExp) => amountAfter(text.slice(text.indexOf('Taxable value')), label);
    const bread = await productOnSale(t, auth(vendorA), admin, { price: 150, stock: 10 });
    const wallet = await productOnSale(t, auth(vendorB), admin, { subcategory: 'leather', price: 200, stock: 10 });

    // Rs 350 of retail goods from two vendors: Rs 49 delivery, one fee for the order, on the first retail part's invoice.
    const customer = await t.customerAuth();
    const small = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 1 }, { productId: wallet, quantity: 1 }] }).expect(201);
    expect(small.body.total).toBe(399);
    const withFee = await invoiceText(customer, small.body.orderId, vendorA.userId);
    const withoutFee = await invoiceText(customer, small.body.orderId, vendorB.userId);
    // Its own row (the label wraps in its column): quantity, GST %, taxable value, tax and amount: Rs 49 with 18 % GST inside (41.53 + 7.47),
    // sold within Maharashtra, so CGST 3.73 and SGST 3.74, each in its column and its total.
    expect(withFee.join(' ').replace(/\s+/g, ' ')).toContain('Delivery fee (retail goods up to Rs. 500), charged by Bazaar marketplace: delivery service, SAC 9968 1 18 Rs. 41.53 Rs. 3.73 Rs. 3.74 Rs. 49.00');
    expect(amountAfter(withFee, /^Total paid with delivery$/)).toBe(199);
    expect(summed(withFee, /^CGST$/) + summed(withFee, /^SGST$/) + summed(withFee, /^Taxable value$/)).toBeCloseTo(199, 2);
    expect(withFee).toContain('Amount in words: Rupees One Hundred Ninety-Nine Only');
    expect(withFee.some((cell) => /IGST/.test(cell))).toBe(false);
    expect(withoutFee.some((cell) => cell.startsWith('Delivery fee'))).toBe(false);
    expect(totalOf(withoutFee)).toBe(200);
    expect(totalOf(withFee) + totalOf(withoutFee)).toBe(small.body.total);

    // The part carrying it cancelled by its vendor: the fee stays paid (only the goods are refunded) and moves to the other part's invoice.
    await t.http().post(`/api/admin/fulfilments/${small.body.orderId}_${vendorA.userId}/status`).set(auth(vendorA)).send({ status: 'cancelled' }).expect(200);
    const moved = await invoiceText(customer, small.body.orderId, vendorB.userId);
    expect(moved.some((cell) => cell.startsWith('Delivery fee'))).toBe(true);
    expect(totalOf(moved)).toBe(249);

    // Rs 600 of retail goods: free delivery, no fee line, the invoice's total is the order's.
    const large = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 4 }] }).expect(201);
    expect(large.body.total).toBe(600);
    const free = await invoiceText(customer, large.body.orderId, vendorA.userId);
    expect(free.some((cell) => cell.startsWith('Delivery fee'))).toBe(false);
    expect(amountAfter(free, /^Total paid for these goods$/)).toBe(600);
    expect(free).toContain('Amount in words: Rupees Six Hundred Only');

    // Sent to another state: IGST alone, the whole tax in it.
    const away = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 1 }], shippingAddress: address({ city: 'Kolkata', state: 'West Bengal', pincode: '700001' }) }).expect(201);
    const igst = await invoiceText(customer, away.body.orderId, vendorA.userId);
    expect(igst.some((cell) => /^[CS]GST$/.test(cell))).toBe(false);
    expect(summed(igst, /^IGST$/) + summed(igst, /^Taxable value$/)).toBeCloseTo(199, 2);
    expect(igst).toContain('Amount in words: Rupees One Hundred Ninety-Nine Only');
    expect(igst).toContain('Place of supply: West Bengal');
    expect(withFee).toContain('Place of supply: Maharashtra');
  });

  it("numbers each vendor's tax invoices in one series as their parts ship: consecutive, none twice, none for a cancelled part; a part not shipped has a proforma", async () => {
    const seller = await vendorAuth(t);
    const goods = await productOnSale(t, auth(seller), admin, { price: 100, stock: 50 });
    const customer = await t.customerAuth();
    const orders: string[] = [];
    for (let i = 0; i < 6; i++) orders.push((await checkout(t, auth(customer), { items: [{ productId: goods, quantity: 1 }] }).expect(201)).body.orderId);
    const part = (orderId: string) => `/api/admin/fulfilments/${orderId}_${seller.userId}`;
    const setStatus = (orderId: string, body: object) => t.http().post(`${part(orderId)}/status`).set(auth(seller)).send(body).expect(200);
    const tracking = { trackingId: 'BD-123456', courierName: 'Blue Dart', trackingUrl: 'https://track.example.in/BD-123456' };
    const invoice = async (orderId: string) => {
      const res = await t.http().get(`${part(orderId)}/invoice`).set(auth(seller)).buffer(true).parse(binary).expect(200);
      const text = pdfText(res.body as Buffer);
      return { text, number: text.find((cell) => cell.startsWith('Invoice '))?.slice('Invoice '.length) ?? null, filename: res.headers['content-disposition'] as string };
    };

    // The first is cancelled before it ships, the last never ships; the four between ship at once.
    await setStatus(orders[0], { status: 'cancelled' });
    for (const orderId of orders.slice(1)) await setStatus(orderId, { status: 'processing' });
    await Promise.all(orders.slice(1, 5).map((orderId) => setStatus(orderId, { status: 'shipped', ...tracking })));
    // A tracking correction issues nothing new.
    await setStatus(orders[1], { status: 'shipped', ...tracking, trackingId: 'BD-654321' });

    const year = financialYearOf(new Date());
    const issued = await Promise.all(orders.slice(1, 5).map(invoice));
    expect(issued.map((i) => i.number).sort()).toEqual([1, 2, 3, 4].map((n) => `${year}/${String(n).padStart(6, '0')}`));
    for (const { text, number, filename } of issued) {
      expect(text).toContain('Tax Invoice');
      expect(filename).toContain(`INV-${number!.replace('/', '-')}.pdf`);
    }
    // The customer's copy is the same invoice.
    const customers = pdfText((await t.http().get(`/api/me/orders/${orders[1]}/invoices/${seller.userId}`).set(auth(customer)).buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(customers).toContain(`Invoice ${issued[0].number}`);

    const proforma = await invoice(orders[5]);
    expect(proforma.text).toContain('Proforma Invoice');
    expect(proforma.number).toBeNull();
    expect(proforma.filename).toMatch(/PROFORMA-BZ-\d{4}-\d{6}-1\.pdf/);
    // Shipped later, it takes the next number.
    await setStatus(orders[5], { status: 'shipped', ...tracking });
    expect((await invoice(orders[5])).number).toBe(`${year}/000005`);
  });

  it("bills the billing address when the customer gave another one, and dates the invoice by India's day", async () => {
    const bread = await productOnSale(t, auth(vendorA), admin, { price: 600, stock: 5 });
    const customer = await t.customerAuth();
    const text = async (orderId: string) => (await pdfText((await t.http().get(`/api/me/orders/${orderId}/invoices/${vendorA.userId}`).set(auth(customer)).buffer(true).parse(binary).expect(200)).body as Buffer)).join(' ');
    const billed = await checkout(t, auth(customer), {
      items: [{ productId: bread, quantity: 1 }],
      shippingAddress: address({ name: 'Asha Verma', line1: '12 MG Road' }),
      billingAddress: address({ name: 'Verma Traders', line1: '5 FC Road' }),
    }).expect(201);
    const both = await text(billed.body.orderId);
    expect(both).toMatch(/Bill to Verma Traders 5 FC Road.*Ship to Asha Verma 12 MG Road/);
    expect(both).not.toContain('Bill to / Ship to');
    const same = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 1 }], shippingAddress: address({ name: 'Asha Verma' }) }).expect(201);
    expect(await text(same.body.orderId)).toContain('Bill to / Ship to Asha Verma');
    // Placed at 01:30 IST on 28 Nov (20:00 UTC on the 27th): the invoice's date is the 28th.
    await t.app.get<ReadStore>(READ_STORE).collection('fulfilments').updateOne({ _id: `${same.body.orderId}_${vendorA.userId}` }, { $set: { placedAt: '2026-11-27T20:00:00.000Z' } });
    expect(await text(same.body.orderId)).toContain('Date 28 Nov 2026');
  });

  it('prints what was typed in Devanagari (the buyer, the address, the goods) on the GST invoice in a font that has it', async () => {
    const rice = await productOnSale(t, auth(vendorA), admin, { name: 'बासमती चावल', price: 200, stock: 5 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: rice, quantity: 1 }], shippingAddress: address({ name: 'अनन्या क्षत्रिय', line1: '14 एफसी रोड' }) }).expect(201);
    const invoice = await t.http().get(`/api/me/orders/${placed.body.orderId}/invoices/${vendorA.userId}`).set(auth(customer)).buffer(true).parse(binary).expect(200);
    expect((invoice.body as Buffer).includes('NotoSansDevanagari')).toBe(true);
  });

  it('prints a buyer and an address in the other Indian scripts (Telugu, Tamil) in their own fonts', async () => {
    const product = await productOnSale(t, auth(vendorA), admin, { price: 150, stock: 5 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: product, quantity: 1 }], shippingAddress: address({ name: 'శ్రీ లక్ష్మి', line1: '12 அண்ணா நகர்' }) }).expect(201);
    const invoice = await t.http().get(`/api/me/orders/${placed.body.orderId}/invoices/${vendorA.userId}`).set(auth(customer)).buffer(true).parse(binary).expect(200);
    expect((invoice.body as Buffer).includes('NotoSansTelugu')).toBe(true);
    expect((invoice.body as Buffer).includes('NotoSansTamil')).toBe(true);
  });

  it('refuses a courier of spaces; shipped again with other tracking details corrects them and tells the customer', async () => {
    const product = await productOnSale(t, auth(vendorA), admin, { price: 120, stock: 5 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, auth(customer), { items: [{ productId: product, quantity: 1 }] }).expect(201);
    const part = `${placed.body.orderId}_${vendorA.userId}`;
    const status = (body: Record<string, string>) => t.http().post(`/api/admin/fulfilments/${part}/status`).set(auth(vendorA)).send(body);
    await status({ status: 'processing' }).expect(200);
    const tracking = { trackingId: 'DTDC-1111', courierName: 'DTDC', trackingUrl: 'https://track.example/DTDC-1111' };
    const blank = await status({ status: 'shipped', ...tracking, courierName: '   ' }).expect(400);
    expect(blank.body.errors).toEqual({ courierName: 'Courier is required' });
    expect((await status({ status: 'shipped', ...tracking, courierName: ' DTDC ' }).expect(200)).body).toMatchObject({ status: 'shipped', courierName: 'DTDC' });

    const corrected = { trackingId: 'BD-2222', courierName: 'Blue Dart', trackingUrl: 'https://track.example/BD-2222' };
    expect((await status({ status: 'shipped', ...corrected }).expect(200)).body).toMatchObject({ status: 'shipped', ...corrected });
    const order = await t.http().get(`/api/me/orders/${placed.body.orderId}`).set(auth(customer)).expect(200);
    expect(order.body).toMatchObject({ status: 'shipped', ...corrected });
    const messages = await eventually(async () => {
      const items = (await t.http().get('/api/me/notifications').set(auth(customer)).expect(200)).body.items as { message: string }[];
      return items.length >= 3 ? items.map((n) => n.message) : null;
    });
    expect(messages).toEqual(
      expect.arrayContaining([`Your order ${placed.body.orderNumber} has been shipped by DTDC (tracking id DTDC-1111)`, `Your order ${placed.body.orderNumber} is with Blue Dart (tracking id BD-2222)`]),
    );
  });

  it("sells a wholesale product priced by quote at the quote the vendor gave on this customer's enquiry", async () => {
    const rice = await productOnSale(t, auth(vendorA), admin, { name: 'Sona Masoori rice', category: 'wholesale', subcategory: 'pulses', price: 0, stock: 40, quantity: 3, unit: 'tonne' });
    const customer = await t.customerAuth();
    const withoutQuote = await checkout(t, auth(customer), { items: [{ productId: rice, quantity: 5 }] }).expect(400);
    expect(withoutQuote.body.errors['items.0.productId']).toMatch(/sold by quote/);
    const enquiry = await t.http().post('/api/enquiries').set(auth(customer)).send({ productId: rice, quantity: 5, message: 'Five tonnes to Pune' }).expect(201);
    const { quoteId } = (await t.http().post(`/api/admin/enquiries/${enquiry.body.id}/quote`).set(auth(vendorA)).send({ price: 61000 }).expect(201)).body.quote;

    const other = await t.customerAuth();
    const notTheirs = await checkout(t, auth(other), { items: [{ productId: rice, quantity: 5, enquiryId: enquiry.body.id, quoteId }] }).expect(400);
    expect(notTheirs.body.errors).toEqual({ 'items.0.enquiryId': 'This quote is not an accepted quote of yours for this product' });
    const placed = await checkout(t, auth(customer), { items: [{ productId: rice, quantity: 5, enquiryId: enquiry.body.id, quoteId }] }).expect(201);
    // 5 t × ₹61,000; wholesale ships at the vendor's cost.
    expect(placed.body.total).toBe(305000);
    const order = await t.http().get(`/api/me/orders/${placed.body.orderId}`).set(auth(customer)).expect(200);
    expect(order.body.items[0]).toMatchObject({ productType: 'wholesale', quantity: 5, unit: 'tonne', unitPrice: 61000, enquiryId: enquiry.body.id });
    expect(await stockOf(t, rice)).toBe(35);
  });

  /** A wholesale product priced by quote (40 t in stock), a new customer's enquiry, vendor A's quote, and the checkout line at it. */
  const quotedLine = async (name: string, quantity: number, price: number) => {
    const rice = await productOnSale(t, auth(vendorA), admin, { name, category: 'wholesale', subcategory: 'pulses', price: 0, stock: 40, quantity: 3, unit: 'tonne' });
    const customer = await t.customerAuth();
    const enquiry = await t.http().post('/api/enquiries').set(auth(customer)).send({ productId: rice, quantity, message: '' }).expect(201);
    const { quoteId } = (await t.http().post(`/api/admin/enquiries/${enquiry.body.id}/quote`).set(auth(vendorA)).send({ price }).expect(201)).body.quote;
    return { rice, customer, enquiry, line: { productId: rice, quantity, enquiryId: enquiry.body.id as string, quoteId: quoteId as string } };
  };

  it("takes a coupon off catalogue-priced lines only: a negotiated quote is final, and a coupon on a quoted line alone is a 400 on couponCode", async () => {
    const { customer, line } = await quotedLine('Kolam rice', 5, 60000);
    await t.http().post('/api/me/coupons/SUMMER10/claim').set(auth(customer)).expect(201);
    const refused = await checkout(t, auth(customer), { items: [line], couponCode: 'SUMMER10' }).expect(400);
    expect(refused.body.errors).toEqual({ couponCode: 'Coupons apply to catalogue prices only: a quoted price is final' });
    expect((await t.http().get('/api/me/orders').set(auth(customer)).expect(200)).body.total).toBe(0);
    // With a catalogue line of the same vendor beside it, the coupon takes 10 % of that line alone: ₹3,00,000 + ₹600 − ₹60.
    const bread = await productOnSale(t, auth(vendorA), admin, { price: 150, stock: 10 });
    const placed = await checkout(t, auth(customer), { items: [line, { productId: bread, quantity: 4 }], couponCode: 'SUMMER10' }).expect(201);
    expect(placed.body.total).toBe(300540);
    const order = (await t.http().get(`/api/me/orders/${placed.body.orderId}`).set(auth(customer)).expect(200)).body;
    expect(order).toMatchObject({ subtotal: 300600, discount: 60, deliveryFee: 0, total: 300540, couponCode: 'SUMMER10' });
    expect(order.fulfilments).toEqual([expect.objectContaining({ vendorId: vendorA.userId, amount: 300540 })]);
  });

  it("charges the quote the customer opened, never one the vendor sent since: a newer quote is a 409 naming the line, and nothing is placed", async () => {
    const { rice, customer, enquiry, line } = await quotedLine('Gobindobhog rice', 6, 70000);
    const ordersOf = async () => (await t.http().get('/api/me/orders').set(auth(customer)).expect(200)).body.total;
    // The customer opened the quote at ₹70,000 a tonne; the vendor quotes again at ₹78,000 before they place the order.
    const requoted = (await t.http().post(`/api/admin/enquiries/${enquiry.body.id}/quote`).set(auth(vendorA)).send({ price: 78000 }).expect(201)).body.quote;
    const refused = await checkout(t, auth(customer), { items: [line] }).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      message: 'The vendor has changed this quote since you opened it: check the new price and order again',
      errors: { 'items.0.quoteId': 'The vendor has changed this quote since you opened it: check the new price and order again' },
    });
    expect(await ordersOf()).toBe(0);
    expect(await stockOf(t, rice)).toBe(40);
    // A line that names no quote is not priced at whatever the enquiry holds now.
    const unnamed = { productId: line.productId, quantity: line.quantity, enquiryId: line.enquiryId };
    expect((await checkout(t, auth(customer), { items: [unnamed] }).expect(400)).body.errors).toEqual({ 'items.0.quoteId': 'Quote is required' });
    // Read again and ordered at the new quote, it is charged the new price.
    const placed = await checkout(t, auth(customer), { items: [{ ...line, quoteId: requoted.quoteId }] }).expect(201);
    expect(placed.body.total).toBe(6 * 78000);
  });

  it("a quote can be ordered through its last day, not after: an expired one is a 409 naming the line, nothing placed, until the vendor quotes again", async () => {
    const { rice, customer, enquiry } = await quotedLine('Kalanamak rice', 5, 60000);
    // The vendor's quote of ten days ago, valid for 3 days: the command as the vendor sent it then (the server's clock of that day).
    const then = new Date(Date.now() - 10 * 86_400_000);
    const id = randomUUID();
    const by = { userId: vendorA.userId, role: 'vendor' as const };
    const quoteId = randomUUID();
    await t.app.get(CommandBus).execute(new QuoteEnquiryCommand(enquiry.body.id, { by, quoteId, pricePaise: 58000_00, validDays: 3 }, { actor: { kind: 'user', ...by }, correlationId: id, causationId: id, now: then }));
    const old = (await t.http().get(`/api/me/enquiries/${enquiry.body.id}`).set(auth(customer)).expect(200)).body.quote;
    expect(old).toMatchObject({ quoteId, price: 58000 });
    expect(Date.parse(old.validUntil)).toBeLessThan(Date.now());

    const refused = await checkout(t, auth(customer), { items: [{ productId: rice, quantity: 5, enquiryId: enquiry.body.id, quoteId }] }).expect(409);
    expect(refused.body.errors).toEqual({ 'items.0.quoteId': expect.stringMatching(/^This quote expired on \d{1,2} [A-Z][a-z]{2} \d{4}: ask the vendor for a new one$/) });
    expect((await t.http().get('/api/me/orders').set(auth(customer)).expect(200)).body.total).toBe(0);
    expect(await stockOf(t, rice)).toBe(40);

    // The vendor quotes again today (7 days by default): that quote is ordered.
    const fresh = (await t.http().post(`/api/admin/enquiries/${enquiry.body.id}/quote`).set(auth(vendorA)).send({ price: 61000 }).expect(201)).body.quote;
    expect(Date.parse(fresh.validUntil)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const placed = await checkout(t, auth(customer), { items: [{ productId: rice, quantity: 5, enquiryId: enquiry.body.id, quoteId: fresh.quoteId }] }).expect(201);
    expect(placed.body.total).toBe(5 * 61000);
  });

  it('a quote is ordered once: a second checkout is refused and changes nothing; cancelling or refusing the order frees it', async () => {
    const { rice, customer, enquiry, line } = await quotedLine('Kolam rice', 4, 52000);
    const mine = async () => (await t.http().get('/api/me/enquiries').set(auth(customer)).expect(200)).body.items.find((e: { id: string }) => e.id === enquiry.body.id);
    const ordersOf = async () => (await t.http().get('/api/me/orders').set(auth(customer)).expect(200)).body.total;

    const first = await checkout(t, auth(customer), { items: [line] }).expect(201);
    expect(first.body.total).toBe(208000);
    expect(await mine()).toMatchObject({ status: 'ordered', order: { orderId: first.body.orderId, orderNumber: first.body.orderNumber } });
    expect(await stockOf(t, rice)).toBe(36);

    // The same quote again, under a new Idempotency-Key: refused, naming the line; nothing placed or held.
    const again = await checkout(t, auth(customer), { items: [line] }).expect(409);
    expect(again.body).toMatchObject({ statusCode: 409, message: 'This quote has already been ordered', errors: { 'items.0.enquiryId': 'This quote has already been ordered' } });
    expect(await ordersOf()).toBe(1);
    expect(await stockOf(t, rice)).toBe(36);
    // The ordered price stays as it was: the vendor cannot quote again meanwhile, nor close the enquiry under the live order.
    await t.http().post(`/api/admin/enquiries/${enquiry.body.id}/quote`).set(auth(vendorA)).send({ price: 1 }).expect(409);
    const close = await t.http().post(`/api/admin/enquiries/${enquiry.body.id}/close`).set(auth(vendorA)).expect(409);
    expect(close.body.message).toBe('An order holds this quote: the enquiry can be closed once that order is cancelled');
    expect(await mine()).toMatchObject({ status: 'ordered' });

    // Cancelled: the quote is free again, and can be ordered once more.
    await t.http().post(`/api/me/orders/${first.body.orderId}/cancel`).set(auth(customer)).expect(200);
    await eventually(async () => (await mine()).status === 'quoted');
    expect((await mine()).order).toBeNull();
    const second = await checkout(t, auth(customer), { items: [line] }).expect(201);
    expect(await mine()).toMatchObject({ status: 'ordered', order: { orderId: second.body.orderId } });

    // The vendor refuses their part: the quote is given back as well.
    await t.http().post(`/api/admin/fulfilments/${second.body.orderId}_${vendorA.userId}/status`).set(auth(vendorA)).send({ status: 'cancelled' }).expect(200);
    await eventually(async () => (await mine()).status === 'quoted');
    await eventually(async () => (await stockOf(t, rice)) === 40);
    // No order holds it now: the vendor may close it.
    await t.http().post(`/api/admin/enquiries/${enquiry.body.id}/close`).set(auth(vendorA)).expect(201);
    expect(await mine()).toMatchObject({ status: 'closed' });

    // Someone else's enquiry id is not theirs to order, held or not.
    const other = await t.customerAuth();
    const notTheirs = await checkout(t, auth(other), { items: [line] }).expect(400);
    expect(notTheirs.body.errors).toEqual({ 'items.0.enquiryId': 'This quote is not an accepted quote of yours for this product' });
  });

  it('two simultaneous checkouts at one quote: exactly one order holds it, the other is cancelled with everything given back', async () => {
    const { rice, customer, line } = await quotedLine('Ponni rice', 3, 48000);
    const answers = await Promise.all([checkout(t, auth(customer), { items: [line] }), checkout(t, auth(customer), { items: [line] })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(Object.keys(refused.body.errors)).toEqual([expect.stringMatching(/^items/)]);
    await eventually(async () => (await stockOf(t, rice)) === 37);
  });

  it('a quote the vendor changes while the order holds its lines: the 409 says it changed, not that it was ordered, and nothing stays held', async () => {
    const { rice, customer, enquiry, line } = await quotedLine('Kolam rice', 3, 47000);
    // The vendor quotes again after the order was priced and placed, before its step holds the quote.
    const handler = t.app.get(SecureOrderHandler);
    const secure = handler.execute.bind(handler);
    handler.execute = async (command: SecureOrderCommand) => {
      handler.execute = secure;
      await t.http().post(`/api/admin/enquiries/${enquiry.body.id}/quote`).set(auth(vendorA)).send({ price: 45000 }).expect(201);
      return secure(command);
    };
    try {
      const refused = await checkout(t, auth(customer), { items: [line] }).expect(409);
      expect(refused.body.errors).toEqual({ items: 'The vendor has changed this quote since you opened it: check the new price and order again' });
    } finally {
      handler.execute = secure;
    }
    await eventually(async () => (await stockOf(t, rice)) === 40);
    const mine = await t.http().get(`/api/me/enquiries/${enquiry.body.id}`).set(auth(customer)).expect(200);
    expect(mine.body).toMatchObject({ status: 'quoted', order: null, quote: { price: 45000 } });
  });

  it('lets the customer cancel before shipping: stock back, coupon free again', async () => {
    const product = await productOnSale(t, auth(vendorA), admin, { price: 700, stock: 4 });
    const customer = await t.customerAuth();
    await t.http().post('/api/me/coupons/WELCOME20/claim').set(auth(customer)).expect(201);
    const placed = await checkout(t, auth(customer), { items: [{ productId: product, quantity: 2 }], couponCode: 'WELCOME20' }).expect(201);
    expect(placed.body.total).toBe(1120);
    expect(await stockOf(t, product)).toBe(2);
    const cancelled = await t.http().post(`/api/me/orders/${placed.body.orderId}/cancel`).set(auth(customer)).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReason: 'customer' });
    await eventually(async () => (await stockOf(t, product)) === 4);
    await eventually(async () => {
      const coupons = await t.http().get('/api/me/coupons').set(auth(customer)).expect(200);
      return coupons.body.items.find((c: { code: string }) => c.code === 'WELCOME20').status === 'claimed';
    });
  });

  it('cancels asked at once by the customer and an admin all answer the order as cancelled: the ones finding it cancelled already wait for it to show', async () => {
    const product = await productOnSale(t, auth(vendorA), admin, { price: 700, stock: 40 });
    for (let round = 0; round < 3; round++) {
      const customer = await t.customerAuth();
      const placed = await checkout(t, auth(customer), { items: [{ productId: product, quantity: 1 }] }).expect(201);
      const mine = () => t.http().post(`/api/me/orders/${placed.body.orderId}/cancel`).set(auth(customer));
      const answers = await Promise.all([mine(), t.http().post(`/api/admin/orders/${placed.body.orderId}/cancel`).set(admin), mine()]);
      // The first decides the cancellation; the others decide nothing and answered the order as it was before, 'pending'.
      expect(answers.map((a) => [a.status, a.body.status])).toEqual([
        [200, 'cancelled'],
        [200, 'cancelled'],
        [200, 'cancelled'],
      ]);
    }
  });

  it('a cancel of what is cancelled already answers the record as it stands, not a refusal: the order again, a part it closed, a part its vendor cancelled', async () => {
    const bread = await productOnSale(t, auth(vendorA), admin, { price: 200, stock: 10 });
    const wallet = await productOnSale(t, auth(vendorB), admin, { subcategory: 'leather', price: 400, stock: 10 });
    const customer = await t.customerAuth();
    const items = [{ productId: bread, quantity: 1 }, { productId: wallet, quantity: 1 }];
    const order = (await checkout(t, auth(customer), { items }).expect(201)).body.orderId as string;
    const first = await t.http().post(`/api/me/orders/${order}/cancel`).set(auth(customer)).expect(200);
    expect(first.body.status).toBe('cancelled');
    // The customer's retry after a lost answer, and an admin's, are the same record.
    expect((await t.http().post(`/api/me/orders/${order}/cancel`).set(auth(customer)).expect(200)).body).toEqual(first.body);
    expect((await t.http().post(`/api/admin/orders/${order}/cancel`).set(admin).expect(200)).body).toMatchObject({ status: 'cancelled', cancelReason: 'customer' });
    // Its parts read cancelled with it: a vendor cancelling theirs is told so, not 409.
    const partA = await t.http().post(`/api/admin/fulfilments/${order}_${vendorA.userId}/status`).set(auth(vendorA)).send({ status: 'cancelled', reason: 'Out of flour' }).expect(200);
    expect(partA.body).toMatchObject({ status: 'cancelled', cancelReason: 'customer' });
    // Other moves stay refused.
    await t.http().post(`/api/admin/fulfilments/${order}_${vendorA.userId}/status`).set(auth(vendorA)).send({ status: 'processing' }).expect(409);

    // A part its vendor cancelled: cancelled again, the same part.
    const next = (await checkout(t, auth(customer), { items }).expect(201)).body.orderId as string;
    const partB = `/api/admin/fulfilments/${next}_${vendorB.userId}/status`;
    const cancelledB = await t.http().post(partB).set(auth(vendorB)).send({ status: 'cancelled' }).expect(200);
    expect((await t.http().post(partB).set(auth(vendorB)).send({ status: 'cancelled' }).expect(200)).body).toEqual(cancelledB.body);
    const history = (await t.http().get(`/api/admin/orders/${order}/history`).set(admin).expect(200)).body as { type: string }[];
    expect(history.filter((h) => h.type === 'OrderCancelled')).toHaveLength(1);
  });
});

describe('the payment window (issue 11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ paymentWindowSeconds: 1 });
  });
  afterAll(() => t.close());

  it('cancels an unpaid sandbox order when its window runs out, and releases its stock', async () => {
    const admin = await t.adminAuth();
    const vendor = await vendorAuth(t);
    const product = await productOnSale(t, { Authorization: vendor.Authorization }, admin, { stock: 6 });
    const customer = await t.customerAuth();
    const placed = await checkout(t, { Authorization: customer.Authorization }, { items: [{ productId: product, quantity: 5 }], paymentMethod: 'sandbox' }).expect(201);
    expect(await stockOf(t, product)).toBe(1);
    const order = await eventually(async () => {
      const res = await t.http().get(`/api/me/orders/${placed.body.orderId}`).set({ Authorization: customer.Authorization }).expect(200);
      return res.body.status === 'cancelled' ? res.body : null;
    }, 10_000);
    expect(order).toMatchObject({ paymentStatus: 'failed', cancelReason: 'payment_timeout' });
    await eventually(async () => (await stockOf(t, product)) === 6);
    // Its payment page says the time ran out and takes no payment any more.
    const page = await t.http().get(placed.body.paymentUrl).expect(200);
    expect(page.text).toContain('The time to pay for this order ran out and it was cancelled. Nothing was charged.');
    expect(page.text).not.toContain('/pay"');
    const late = await t.http().post(`${placed.body.paymentUrl}/pay`).expect(303);
    expect(late.headers.location).toMatch(/^\/payment-failure\?orderId=/);
    const after = await t.http().get(`/api/me/orders/${placed.body.orderId}`).set({ Authorization: customer.Authorization }).expect(200);
    expect(after.body).toMatchObject({ paymentStatus: 'failed', refunded: 0, duplicatePayments: [] });
  });
});
