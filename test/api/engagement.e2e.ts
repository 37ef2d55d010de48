import { startApp, TestApp } from '../support/app';

describe('newsletter and contact us', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('stores a newsletter subscription once, visible to admins only', async () => {
    await t.http().post('/api/newsletter').send({ email: 'Reader@Example.in' }).expect(201);
    await t.http().post('/api/newsletter').send({ email: 'reader@example.in' }).expect(201);
    const admin = await t.adminAuth();
    const list = await t.http().get('/api/admin/newsletter').set(admin).expect(200);
    expect(list.body.map((s: any) => s.email)).toEqual(['reader@example.in']);
    expect(list.headers['content-range']).toBe('newsletter 0-0/1');
    await t.http().get('/api/admin/newsletter').expect(401);
    await t.http().get('/api/admin/newsletter').set(await t.customerAuth()).expect(403);
  });

  it('names a bad newsletter e-mail', async () => {
    const res = await t.http().post('/api/newsletter').send({ email: 'nope' }).expect(400);
    expect(res.body.errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('stores a contact message with its subject', async () => {
    const sent = await t.http().post('/api/contact').send({ name: 'Priya', email: 'priya@example.in', subject: 'payment problem', message: 'My UPI payment was debited twice.' }).expect(201);
    const admin = await t.adminAuth();
    const got = await t.http().get(`/api/admin/contact-messages/${sent.body.id}`).set(admin).expect(200);
    expect(got.body).toMatchObject({ id: sent.body.id, name: 'Priya', subject: 'payment problem', message: 'My UPI payment was debited twice.' });
    expect(got.body._position).toBeUndefined();
  });

  it('knows a signed-in sender and keeps the message sealed in the log', async () => {
    const customer = await t.customerAuth('Kiran');
    const sent = await t.http().post('/api/contact').set({ Authorization: customer.Authorization }).send({ name: 'Kiran', email: 'kiran@example.in', subject: 'order issue', message: 'Parcel arrived damaged' }).expect(201);
    const got = await t.http().get(`/api/admin/contact-messages/${sent.body.id}`).set(await t.adminAuth()).expect(200);
    expect(got.body.userId).toBe(customer.userId);
    const { EVENT_STORE } = await import('../../backend/src/platform/event-store/event-store.port');
    const raw = JSON.stringify(await t.app.get(EVENT_STORE).readStream(`contact-${sent.body.id}`));
    expect(raw).not.toContain('Parcel arrived damaged');
    expect(raw).not.toContain('kiran@example.in');
  });

  it('names every bad contact field', async () => {
    const res = await t.http().post('/api/contact').send({ subject: 'refund please' }).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('serves display exchange rates and lets only admins change them', async () => {
    const admin = await t.adminAuth();
    await t.http().put('/api/admin/currency-rates/USD').send({ unitsPerRupee: 0.012 }).expect(401);
    await t.http().put('/api/admin/currency-rates/USD').set(await t.customerAuth()).send({ unitsPerRupee: 0.012 }).expect(403);
    await t.http().put('/api/admin/currency-rates/USD').set(admin).send({ unitsPerRupee: 0.012 }).expect(200);
    await t.http().put('/api/admin/currency-rates/XYZ').set(admin).send({ unitsPerRupee: 1 }).expect(404);
    const bad = await t.http().put('/api/admin/currency-rates/EUR').set(admin).send({ unitsPerRupee: -1 }).expect(400);
    expect(bad.body.errors).toEqual({ unitsPerRupee: 'Exchange rate must be between 0 and 1000' });
    const res = await t.http().get('/api/currency-rates').expect(200);
    expect(res.body).toMatchObject({ base: 'INR', rates: { INR: 1, USD: 0.012 } });
  });
});
