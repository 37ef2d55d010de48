import { randomUUID } from 'node:crypto';
import { formatIndianDay } from '@bazaar/common';
import { EVENT_STORE } from '../../backend/src/platform/event-store/event-store.port';
import { READ_STORE, ReadStore } from '../../backend/src/platform/read-store/read-store.port';
import { catalogueVendorsProjection, productsProjection } from '../../backend/src/modules/catalogue/catalogue.projection';
import { eventually, startApp, TestApp } from '../support/app';
import { vendorAuth } from '../support/accounts';

type Auth = { Authorization: string; userId: string };

describe('wholesale enquiries', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let vendor: Auth;
  let otherVendor: Auth;
  let customer: Auth;
  let mango: string;

  /** A vendor lists a product; an admin approves it unless told otherwise. */
  const product = async (as: Auth, body: Record<string, unknown>, approve = true) => {
    const res = await t.http().post('/api/admin/products').set({ Authorization: as.Authorization }).send(body).expect(201);
    if (approve) await t.http().post(`/api/admin/products/${res.body.id}/approve`).set(admin).expect(201);
    return res.body.id as string;
  };
  const wholesale = { name: 'Alphonso Mango (Ratnagiri)', category: 'wholesale', subcategory: 'fruits', price: 0, stock: 40, quantity: 3 };
  const enquire = (as: Auth | undefined, body: Record<string, unknown>) => {
    const req = t.http().post('/api/enquiries');
    return as ? req.set({ Authorization: as.Authorization }).send(body) : req.send(body);
  };

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    vendor = await vendorAuth(t);
    otherVendor = await vendorAuth(t);
    customer = await t.customerAuth('Meera Shah');
    mango = await product(vendor, wholesale);
  }, 60_000);
  afterAll(() => t.close());

  it('a customer submits a pending enquiry; the vendor comes from the catalogue, not the client', async () => {
    const res = await enquire(customer, { productId: mango, quantity: 12, message: 'Need delivery to Pune by Friday', vendorId: otherVendor.userId, status: 'closed' }).expect(201);
    expect(res.body).toMatchObject({ productId: mango, productName: wholesale.name, quantity: 12, unit: 'tonne', status: 'pending', message: 'Need delivery to Pune by Friday', answer: null, quote: null });
    const asVendor = await t.http().get(`/api/admin/enquiries/${res.body.id}`).set({ Authorization: vendor.Authorization }).expect(200);
    expect(asVendor.body).toMatchObject({ vendorId: vendor.userId, customerName: 'Meera Shah', status: 'pending' });
    expect(asVendor.headers.etag).toBe('"0"');
    await t.http().get(`/api/admin/enquiries/${res.body.id}`).set({ Authorization: otherVendor.Authorization }).expect(404);
  });

  it('takes 3 to 30 whole tonnes; anything else is refused naming quantity, and nothing is recorded', async () => {
    const before = (await t.http().get('/api/me/enquiries').set({ Authorization: customer.Authorization }).expect(200)).body.total;
    for (const quantity of [2, 31, 3.5, '10', null, -3]) {
      const res = await enquire(customer, { productId: mango, quantity, message: '' }).expect(400);
      expect(res.body.errors).toEqual({ quantity: 'Quantity must be a whole number from 3 to 30' });
    }
    const long = await enquire(customer, { productId: mango, quantity: 5, message: 'x'.repeat(2001) }).expect(400);
    expect(long.body.errors).toEqual({ message: 'Message must be at most 2000 characters' });
    expect((await t.http().get('/api/me/enquiries').set({ Authorization: customer.Authorization }).expect(200)).body.total).toBe(before);
  });

  it("starts at the product's minimum order: a 10-tonne minimum refuses 3 to 9 naming the minimum; a minimum above 30 takes 30", async () => {
    const tenTonnes = await product(vendor, { ...wholesale, name: 'Turmeric (Salem), 10 t lots', subcategory: 'spices', price: 9000, quantity: 10 });
    const before = (await t.http().get('/api/me/enquiries').set({ Authorization: customer.Authorization }).expect(200)).body.total;
    // Text ('12') is refused too, with this product's range, not the general 3 to 30.
    for (const quantity of [3, 9, '12', null]) {
      const res = await enquire(customer, { productId: tenTonnes, quantity }).expect(400);
      expect(res.body).toMatchObject({ errors: { quantity: 'Quantity must be a whole number from 10 to 30: the minimum order is 10 tonnes' } });
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await t.http().get('/api/me/enquiries').set({ Authorization: customer.Authorization }).expect(200)).body.total).toBe(before);
    await enquire(customer, { productId: tenTonnes, quantity: 10 }).expect(201);
    const fifty = await product(vendor, { ...wholesale, name: 'Wheat (Sharbati), 50 t lots', subcategory: 'pulses', price: 2500, quantity: 50 });
    expect((await enquire(customer, { productId: fifty, quantity: 29 }).expect(400)).body.errors).toEqual({
      quantity: 'Quantity must be 30: the minimum order is 50 tonnes and one enquiry or order takes at most 30',
    });
    await enquire(customer, { productId: fifty, quantity: 30 }).expect(201);
  });

  it('only an approved wholesale product takes enquiries', async () => {
    const pending = await product(vendor, { ...wholesale, name: 'Kesar Mango' }, false);
    const retail = await product(vendor, { name: 'Multigrain Bread', category: 'retail', subcategory: 'bakery', price: 45, stock: 10, quantity: 1, unit: 'piece' });
    for (const productId of [pending, retail]) {
      const res = await enquire(customer, { productId, quantity: 5 }).expect(400);
      expect(res.body.errors).toEqual({ productId: 'Only approved wholesale products take enquiries' });
    }
    const missing = await enquire(customer, { productId: '00000000-0000-4000-8000-000000000000', quantity: 5 }).expect(404);
    expect(missing.body).toMatchObject({ message: 'Product not found.', errors: { productId: 'Product not found.' } });
    await enquire(customer, { productId: { $ne: null }, quantity: 5 }).expect(400);
  });

  it('login is required, and only customers enquire', async () => {
    await enquire(undefined, { productId: mango, quantity: 5 }).expect(401);
    await enquire(vendor, { productId: mango, quantity: 5 }).expect(403);
    await t.http().get('/api/me/enquiries').expect(401);
  });

  it("the product's vendor answers and quotes; to another vendor it is not found, as when they read it; the customer sees the quote checkout can use", async () => {
    const { body: sent } = await enquire(customer, { productId: mango, quantity: 10, message: 'Grade A, 10 t' }).expect(201);
    const at = (as: { Authorization: string }, action: string, body: object = {}) => t.http().post(`/api/admin/enquiries/${sent.id}/${action}`).set({ Authorization: as.Authorization }).send(body);

    // Another vendor gets what an id that does not exist gets: nothing tells them this one does.
    const absent = await t.http().post(`/api/admin/enquiries/${randomUUID()}/answer`).set({ Authorization: otherVendor.Authorization }).send({ answer: 'Mine now' }).expect(404);
    await t.http().get(`/api/admin/enquiries/${sent.id}`).set({ Authorization: otherVendor.Authorization }).expect(404);
    for (const [action, body] of [['answer', { answer: 'Mine now' }], ['quote', { price: 1 }], ['close', {}]] as const) {
      const refused = await at(otherVendor, action, body).expect(404);
      expect(refused.body).toEqual({ ...absent.body, message: 'Enquiry not found' });
    }
    await at(customer, 'answer', { answer: 'x' }).expect(403);

    await at(vendor, 'answer', { answer: '' }).expect(400);
    const answered = await at(vendor, 'answer', { answer: 'Available from Monday.' }).expect(201);
    expect(answered.body).toMatchObject({ status: 'answered', answer: 'Available from Monday.' });

    const badPrice = await at(vendor, 'quote', { price: -5 }).expect(400);
    expect(badPrice.body.errors).toEqual({ price: 'Price per tonne must be more than 0' });
    expect((await at(vendor, 'quote', {}).expect(400)).body.errors).toEqual({ price: 'Price per tonne is required' });
    expect((await at(vendor, 'quote', { price: 100, quantity: 31 }).expect(400)).body.errors).toEqual({ quantity: 'Quantity must be a whole number from 3 to 30' });
    for (const validDays of [0, 31, 2.5, '7']) {
      expect((await at(vendor, 'quote', { price: 100, validDays }).expect(400)).body.errors).toEqual({ validDays: 'Valid for must be a whole number of days from 1 to 30' });
    }
    // Valid for 1 day: through the end of today in India.
    const today = (await at(vendor, 'quote', { price: 41000, validDays: 1 }).expect(201)).body.quote;
    const indiaDay = (at: number) => new Date(at + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect(indiaDay(Date.parse(today.validUntil))).toBe(indiaDay(Date.now()));
    expect(indiaDay(Date.parse(today.validUntil) + 1)).not.toBe(indiaDay(Date.now()));
    const quoted = await at(vendor, 'quote', { price: 42000.5 }).expect(201);
    expect(quoted.body.quote).toMatchObject({ price: 42000.5, quantity: 10, unit: 'tonne', total: 420005 });
    // By default for 7 days: the sixth day after today, to its end.
    expect(indiaDay(Date.parse(quoted.body.quote.validUntil))).toBe(indiaDay(Date.now() + 6 * 86_400_000));

    const mine = await t.http().get('/api/me/enquiries').set({ Authorization: customer.Authorization }).expect(200);
    const seen = mine.body.items.find((e: { id: string }) => e.id === sent.id);
    expect(seen).toMatchObject({ status: 'quoted', answer: 'Available from Monday.', quote: { quoteId: expect.any(String), price: 42000.5, quantity: 10, total: 420005, validUntil: quoted.body.quote.validUntil } });
    expect(seen.customerName).toBeUndefined();
    // The one enquiry, as checkout's quote mode reads it; not another customer's.
    expect((await t.http().get(`/api/me/enquiries/${sent.id}`).set({ Authorization: customer.Authorization }).expect(200)).body).toEqual(seen);
    const stranger = await t.customerAuth('Kiran Rao');
    expect((await t.http().get(`/api/me/enquiries/${sent.id}`).set({ Authorization: stranger.Authorization }).expect(404)).body.message).toBe('Enquiry not found');
    expect(mine.body).toMatchObject({ page: 1, perPage: 25 });

    // The customer's bell hears of the answer and the quote, with its last day (notifications are fed from the bus); nobody else's does.
    const bell = async (who: { Authorization: string }) => (await t.http().get('/api/me/notifications').set({ Authorization: who.Authorization }).expect(200)).body;
    const heard = await eventually(async () => ((await bell(customer)).items.length >= 3 ? bell(customer) : null));
    const lastDay = (validUntil: string) => formatIndianDay(indiaDay(Date.parse(validUntil)));
    expect(heard.items.map((n: { type: string; kind: string; title: string; message: string }) => [n.kind, n.type, n.title, n.message])).toEqual([
      ['customer', 'enquiry_update', 'Quote received', `Quote for Alphonso Mango (Ratnagiri): 10 tonne at ₹42,000.50 per tonne, valid until ${lastDay(quoted.body.quote.validUntil)}`],
      ['customer', 'enquiry_update', 'Quote received', `Quote for Alphonso Mango (Ratnagiri): 10 tonne at ₹41,000.00 per tonne, valid until ${lastDay(today.validUntil)}`],
      ['customer', 'enquiry_update', 'Enquiry answered', 'The vendor answered your enquiry about Alphonso Mango (Ratnagiri)'],
    ]);
    expect(heard.items[0].text).toEqual({ key: 'enquiry.quotedUntil', params: { product: 'Alphonso Mango (Ratnagiri)', quantity: 10, unit: 'tonne', pricePaise: 42000_50, date: indiaDay(Date.parse(quoted.body.quote.validUntil)) } });
    expect((await bell(otherVendor)).total).toBe(0);

    // Closed: the customer is told no answer or quote will follow.
    await at(admin, 'close').expect(201);
    const closedNotice = await eventually(async () => ((await bell(customer)).items.length >= 4 ? (await bell(customer)).items[0] : null));
    expect(closedNotice).toMatchObject({ kind: 'customer', type: 'enquiry_update', title: 'Enquiry closed', message: 'The vendor closed your enquiry about Alphonso Mango (Ratnagiri)', text: { key: 'enquiry.closed', params: { product: 'Alphonso Mango (Ratnagiri)' } } });
    expect((await bell(otherVendor)).total).toBe(0);
    expect((await at(vendor, 'answer', { answer: 'Late' }).expect(409)).body.message).toBe('This enquiry is closed');
    await at(vendor, 'close').expect(409);

    const history = await t.http().get(`/api/admin/enquiries/${sent.id}/history`).set({ Authorization: vendor.Authorization }).expect(200);
    expect(history.body.map((h: { type: string }) => h.type)).toEqual(['EnquirySubmitted', 'EnquiryAnswered', 'EnquiryQuoted', 'EnquiryQuoted', 'EnquiryClosed']);
    expect(JSON.stringify(history.body)).toContain('Grade A, 10 t');
  });

  it("the product's vendor hears of each new enquiry in their bell, what and how much, linked to it in the back office; nobody else does", async () => {
    const supplier = await vendorAuth(t);
    const rice = await product(supplier, { ...wholesale, name: 'Sona Masoori Rice', subcategory: 'pulses', price: 52000, quantity: 5 });
    const buyer = await t.customerAuth('Farhan Contractor');
    const { body: sent } = await enquire(buyer, { productId: rice, quantity: 12, message: 'For our site canteen' }).expect(201);
    const enquiriesHeard = async (who: { Authorization: string }) =>
      ((await t.http().get('/api/me/notifications').set({ Authorization: who.Authorization }).expect(200)).body.items as { type: string }[]).filter((n) => n.type === 'enquiry_update');
    const heard = await eventually(async () => ((await enquiriesHeard(supplier)).length ? enquiriesHeard(supplier) : null));
    expect(heard).toEqual([
      expect.objectContaining({
        kind: 'vendor',
        type: 'enquiry_update',
        title: 'New enquiry',
        message: 'New enquiry for 12 tonnes of Sona Masoori Rice',
        status: 'unread',
        link: `/admin/enquiries/${sent.id}/show`,
        text: { key: 'vendor.newEnquiry', params: { product: 'Sona Masoori Rice', quantity: 12, unit: 'tonne' } },
      }),
    ]);
    // The notice names no customer: their details stay sealed, read only on the enquiry itself.
    expect(JSON.stringify(heard)).not.toContain('Farhan');
    expect(await enquiriesHeard(otherVendor)).toEqual([]);
    expect(await enquiriesHeard(buyer)).toEqual([]);
  });

  it('a quote made before its product left the storefront is shown as not on sale: the customer is not offered an order checkout would refuse', async () => {
    const jamun = await product(vendor, { ...wholesale, name: 'Jamun (Java plum), paused later', price: 40000 });
    const enquiry = (await enquire(customer, { productId: jamun, quantity: 5, message: '' }).expect(201)).body;
    expect(enquiry.onSale).toBe(true);
    await t.http().post(`/api/admin/enquiries/${enquiry.id}/quote`).set({ Authorization: vendor.Authorization }).send({ price: 38000 }).expect(201);
    const mine = async () => (await t.http().get(`/api/me/enquiries/${enquiry.id}`).set({ Authorization: customer.Authorization }).expect(200)).body;
    const listed = async () => ((await t.http().get('/api/me/enquiries').query({ perPage: 100 }).set({ Authorization: customer.Authorization }).expect(200)).body.items as { id: string; onSale: boolean }[]).find((e) => e.id === enquiry.id)!;
    expect(await mine()).toMatchObject({ status: 'quoted', onSale: true });
    // The vendor sets it inactive, then deletes it: the quote stays, no longer orderable.
    await t.http().put(`/api/admin/products/${jamun}`).set({ Authorization: vendor.Authorization }).send({ vendorStatus: 'inactive' }).expect(200);
    expect(await mine()).toMatchObject({ status: 'quoted', onSale: false });
    expect((await listed()).onSale).toBe(false);
    await t.http().put(`/api/admin/products/${jamun}`).set({ Authorization: vendor.Authorization }).send({ vendorStatus: 'active' }).expect(200);
    expect((await listed()).onSale).toBe(true);
    await t.http().delete(`/api/admin/products/${jamun}`).set({ Authorization: vendor.Authorization }).expect(200);
    expect(await mine()).toMatchObject({ status: 'quoted', onSale: false, quote: expect.objectContaining({ price: 38000 }) });
  });

  it('a product no longer on sale takes no new quote: checkout would refuse it, so the customer is not offered one (409, nothing recorded)', async () => {
    const lychee = await product(vendor, { ...wholesale, name: 'Litchi (Shahi), delisted later', price: 50000 });
    const enquiry = (await enquire(customer, { productId: lychee, quantity: 5, message: '' }).expect(201)).body;
    await t.http().delete(`/api/admin/products/${lychee}`).set({ Authorization: vendor.Authorization }).expect(200);
    const refused = await t.http().post(`/api/admin/enquiries/${enquiry.id}/quote`).set({ Authorization: vendor.Authorization }).send({ price: 48000 }).expect(409);
    expect(refused.body.message).toBe('This product is no longer on sale: a quote on it could not be ordered');
    expect((await t.http().get(`/api/me/enquiries/${enquiry.id}`).set({ Authorization: customer.Authorization }).expect(200)).body).toMatchObject({ status: 'pending', quote: null });
    // Another vendor still reads it as absent; answering the customer is still possible.
    await t.http().post(`/api/admin/enquiries/${enquiry.id}/quote`).set({ Authorization: otherVendor.Authorization }).send({ price: 48000 }).expect(404);
    await t.http().post(`/api/admin/enquiries/${enquiry.id}/answer`).set({ Authorization: vendor.Authorization }).send({ answer: 'Sold out for the season' }).expect(201);
  });

  it('My Enquiries reads the products of a page and their vendors once each, whatever their number, with the same onSale', async () => {
    const buyer = await t.customerAuth('Farah Khan');
    const third = await vendorAuth(t);
    const onSale = [await product(vendor, { ...wholesale, name: 'Guava (Allahabad Safeda)' }), await product(third, { ...wholesale, name: 'Chikoo (Gholvad)' }), mango];
    const paused = await product(third, { ...wholesale, name: 'Custard apple, paused' });
    const gone = await product(vendor, { ...wholesale, name: 'Papaya (Red Lady), delisted' });
    for (const productId of [...onSale, paused, gone]) await enquire(buyer, { productId, quantity: 5, message: '' }).expect(201);
    await t.http().put(`/api/admin/products/${paused}`).set({ Authorization: third.Authorization }).send({ vendorStatus: 'inactive' }).expect(200);
    await t.http().delete(`/api/admin/products/${gone}`).set({ Authorization: vendor.Authorization }).expect(200);

    const readStore = t.app.get<ReadStore>(READ_STORE);
    const reads: string[] = [];
    const original = readStore.collection.bind(readStore);
    const spy = jest.spyOn(readStore, 'collection').mockImplementation((name: string) => {
      const real = original(name);
      return new Proxy(real, {
        get: (target, key) =>
          key === 'find' || key === 'findOne' ? (...args: unknown[]) => (reads.push(name), (target as any)[key](...args)) : Reflect.get(target, key),
      });
    });
    try {
      const page = (await t.http().get('/api/me/enquiries').set({ Authorization: buyer.Authorization }).expect(200)).body.items as { productId: string; onSale: boolean }[];
      expect(Object.fromEntries(page.map((e) => [e.productId, e.onSale]))).toEqual({ ...Object.fromEntries(onSale.map((id) => [id, true])), [paused]: false, [gone]: false });
      expect(reads.filter((name) => name === productsProjection.collection)).toHaveLength(1);
      expect(reads.filter((name) => name === catalogueVendorsProjection.collection)).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('another customer sees only their own enquiries; the vendor list is scoped, admins see all', async () => {
    const other = await t.customerAuth('Ravi Kumar');
    expect((await t.http().get('/api/me/enquiries').set({ Authorization: other.Authorization }).expect(200)).body).toMatchObject({ items: [], total: 0 });
    const ofVendor = await t.http().get('/api/admin/enquiries').set({ Authorization: vendor.Authorization }).expect(200);
    expect(ofVendor.body.length).toBeGreaterThan(0);
    expect(ofVendor.body.every((e: { vendorId: string }) => e.vendorId === vendor.userId)).toBe(true);
    expect((await t.http().get('/api/admin/enquiries').set({ Authorization: otherVendor.Authorization }).expect(200)).body).toEqual([]);
    const all = await t.http().get('/api/admin/enquiries').set(admin).query({ filter: JSON.stringify({ status: 'closed' }) }).expect(200);
    expect(all.body.length).toBe(1);
  });

  it("keeps the customer's personal data sealed in the log, and erasing them erases it", async () => {
    const person = await t.customerAuth('Anjali Desai');
    const { body } = await enquire(person, { productId: mango, quantity: 4, message: 'Call me on my private line' }).expect(201);
    const stream = JSON.stringify(await t.app.get(EVENT_STORE).readStream(`enquiry-${body.id}`));
    expect(stream).not.toContain('Anjali');
    expect(stream).not.toContain('private line');
    await t.http().delete(`/api/admin/users/${person.userId}`).set(admin).expect(200);
    const got = await t.http().get(`/api/admin/enquiries/${body.id}`).set(admin).expect(200);
    expect(got.body).toMatchObject({ customerName: '[erased]', message: '[erased]' });
  });
});
