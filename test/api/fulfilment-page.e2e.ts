import { startApp, TestApp } from '../support/app';
import { vendorAuth } from '../support/accounts';
import { address, checkout, productOnSale } from '../support/shop';

type Auth = { Authorization: string };

/** A vendor's part page (the back office's /admin/fulfilments/:id/show): where to ship, whom to bill, what to collect. */
describe("a vendor's part of an order: its page's record", () => {
  let t: TestApp;
  let admin: Auth;
  let baker: Auth & { userId: string };
  let weaver: Auth & { userId: string };
  let customer: Auth & { userId: string };
  let bread: string;
  let wallet: string;
  const auth = (who: Auth) => ({ Authorization: who.Authorization });
  const GSTIN = '27AAPFU0939F1ZV';
  const shipTo = address({ name: 'Asha Kulkarni', phone: '+91 98220 11111', line2: 'Near Fergusson College' });
  const billTo = address({ name: 'Kulkarni Bakers LLP', line1: '7 Laxmi Road', gstin: GSTIN });

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    baker = await vendorAuth(t);
    weaver = await vendorAuth(t);
    customer = await t.customerAuth('Asha Kulkarni');
    // ₹100 of bread and ₹300 of leather: retail goods of ₹500 or less pay the ₹49 delivery fee, on the first part's invoice.
    bread = await productOnSale(t, auth(baker), admin, { price: 100, stock: 10 });
    wallet = await productOnSale(t, auth(weaver), admin, { subcategory: 'leather', price: 300, stock: 10 });
  });
  afterAll(() => t.close());

  const place = async () => {
    const placed = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 1 }, { productId: wallet, quantity: 1 }], shippingAddress: shipTo, billingAddress: billTo }).expect(201);
    return placed.body.orderId as string;
  };

  it('answers the ship-to and bill-to addresses (with the GSTIN), the fee it carries and what each courier collects, adding up to the order', async () => {
    const orderId = await place();
    const order = (await t.http().get(`/api/admin/orders/${orderId}`).set(admin).expect(200)).body;
    const res = await t.http().get(`/api/admin/fulfilments/${orderId}_${baker.userId}`).set(auth(baker)).expect(200);
    expect(res.headers.etag).toBe(`"${res.body.revision}"`);
    expect(res.body.shippingAddress).toEqual({ name: 'Asha Kulkarni', phone: '+919822011111', line1: '14 FC Road', line2: 'Near Fergusson College', city: 'Pune', state: 'Maharashtra', pincode: '411004' });
    expect(res.body.billingAddress).toMatchObject({ name: 'Kulkarni Bakers LLP', line1: '7 Laxmi Road', gstin: GSTIN });
    const weavers = (await t.http().get(`/api/admin/fulfilments/${orderId}_${weaver.userId}`).set(auth(weaver)).expect(200)).body;
    expect(order.deliveryFee).toBe(49);
    expect([res.body.deliveryFee, weavers.deliveryFee]).toEqual([49, 0]);
    expect(res.body.collectOnDelivery).toBe(res.body.amount + order.deliveryFee);
    expect(weavers.collectOnDelivery).toBe(weavers.amount);
    expect(res.body.collectOnDelivery + weavers.collectOnDelivery).toBe(order.total);
    // The list answers the same figures as the page.
    const list = (await t.http().get('/api/admin/fulfilments').query({ filter: JSON.stringify({ orderId }) }).set(auth(baker)).expect(200)).body;
    expect(list[0]).toMatchObject({ collectOnDelivery: res.body.collectOnDelivery, shippingAddress: res.body.shippingAddress });
    // The History tab's call.
    await t.http().get(`/api/admin/fulfilments/${orderId}_${baker.userId}/history`).set(auth(baker)).expect(200);
  });

  it('once every part is delivered, the parts collected what the order records as paid; a cancelled part collects nothing and the fee moves', async () => {
    const orderId = await place();
    const step = (vendor: Auth & { userId: string }, body: Record<string, string>) =>
      t.http().post(`/api/admin/fulfilments/${orderId}_${vendor.userId}/status`).set(auth(vendor)).send(body).expect(200);
    await step(baker, { status: 'cancelled', reason: 'Oven broke down' });
    await step(weaver, { status: 'processing' });
    await step(weaver, { status: 'shipped', trackingId: 'WV-2002', courierName: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/WV-2002' });
    await step(weaver, { status: 'delivered' });
    const order = (await t.http().get(`/api/admin/orders/${orderId}`).set(admin).expect(200)).body;
    const bakers = (await t.http().get(`/api/admin/fulfilments/${orderId}_${baker.userId}`).set(admin).expect(200)).body;
    const weavers = (await t.http().get(`/api/admin/fulfilments/${orderId}_${weaver.userId}`).set(admin).expect(200)).body;
    expect(bakers).toMatchObject({ status: 'cancelled', cancellationReason: 'Oven broke down', collectOnDelivery: 0, deliveryFee: 0 });
    expect(weavers).toMatchObject({ deliveryFee: order.deliveryFee, collectOnDelivery: weavers.amount + order.deliveryFee });
    expect(order.paid).toBe(weavers.collectOnDelivery);
  });

  it('as of a date, answers the fee and the cash as they stood then, not as they are now', async () => {
    const orderId = await place();
    const part = (vendor: Auth & { userId: string }, asOf?: string) =>
      t.http().get(`/api/admin/fulfilments/${orderId}_${vendor.userId}`).query(asOf ? { asOf } : {}).set(admin).expect(200);
    const [bakers, weavers] = [(await part(baker)).body, (await part(weaver)).body];
    // The order's last change before the cancellation: the parts stood as they do now.
    const before = (await t.http().get(`/api/admin/orders/${orderId}`).set(admin).expect(200)).body.updatedAt as string;
    await t.http().post(`/api/admin/fulfilments/${orderId}_${baker.userId}/status`).set(auth(baker)).send({ status: 'cancelled', reason: 'Oven broke down' }).expect(200);
    expect((await part(baker)).body).toMatchObject({ deliveryFee: 0, collectOnDelivery: 0 });
    expect((await part(weaver)).body).toMatchObject({ deliveryFee: 49, collectOnDelivery: weavers.amount + 49 });

    const [bakersThen, weaversThen] = [(await part(baker, before)).body, (await part(weaver, before)).body];
    expect(bakersThen).toMatchObject({ asOf: before, status: bakers.status, deliveryFee: 49, collectOnDelivery: bakers.collectOnDelivery });
    // The weaver's part itself did not change: only the order's other part did, which moved the fee.
    expect(weaversThen).toMatchObject({ asOf: before, deliveryFee: 0, collectOnDelivery: weavers.collectOnDelivery });
  });

  it("is another vendor's part: 404 on the page, its History and its invoice; an admin reads any", async () => {
    const orderId = await place();
    const theirs = `${orderId}_${weaver.userId}`;
    for (const path of ['', '/history', '/invoice']) await t.http().get(`/api/admin/fulfilments/${theirs}${path}`).set(auth(baker)).expect(404);
    await t.http().get(`/api/admin/fulfilments/${theirs}`).set(auth(customer)).expect(403);
    await t.http().get(`/api/admin/fulfilments/${theirs}`).set(admin).expect(200);
  });

  it('is paid online: nothing to collect (null)', async () => {
    const placed = await checkout(t, auth(customer), { items: [{ productId: bread, quantity: 1 }], paymentMethod: 'sandbox' }).expect(201);
    const part = (await t.http().get(`/api/admin/fulfilments/${placed.body.orderId}_${baker.userId}`).set(auth(baker)).expect(200)).body;
    expect(part.collectOnDelivery).toBeNull();
  });

  it("reads [erased] for an erased customer's name, phone and street", async () => {
    const erin = await t.customerAuth('Erin Erasable');
    const placed = await checkout(t, auth(erin), { items: [{ productId: bread, quantity: 1 }], shippingAddress: address({ name: 'Erin Erasable', phone: '+91 90000 00001' }) }).expect(201);
    await t.http().delete(`/api/admin/users/${erin.userId}`).set(admin).expect(200);
    const part = (await t.http().get(`/api/admin/fulfilments/${placed.body.orderId}_${baker.userId}`).set(auth(baker)).expect(200)).body;
    expect(part.shippingAddress).toMatchObject({ name: '[erased]', phone: '[erased]', line1: '[erased]', city: 'Pune' });
    expect(JSON.stringify(part)).not.toContain('Erin');
  });
});
