import { startApp, TestApp } from '../support/app';
import { vendorAuth } from '../support/accounts';

/** Issue 8 item 4: bad input gets a 400 naming the field, and nothing changes. */
describe('bad input: 400 naming the field, never 500', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
  }, 60_000);
  afterAll(() => t.close());

  const head = async () => (await t.http().get('/api/admin/events').query({ sort: '["position","DESC"]', range: '[0,0]' }).set(admin).expect(200)).body[0]?.id;

  it.each([
    [1e-7, 'Current rate must be a number with at most 2 decimals'],
    [0.005, 'Current rate must be a number with at most 2 decimals'],
    [1e306, 'Current rate must be at most ₹1,00,00,00,000'],
    ['12', 'Current rate must be a number with at most 2 decimals'],
    [null, 'Current rate must be a number with at most 2 decimals'],
  ])('refuses a rate of %p', async (currentRate, message) => {
    const before = await head();
    const add = await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Jeera', category: 'spices', currentRate }).expect(400);
    expect(add.body.errors).toEqual({ currentRate: message });
    expect(await head()).toBe(before);
  });

  it('refuses a bad amount on an edit and a daily update the same way', async () => {
    const id = (await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Ajwain', category: 'spices', currentRate: 300 }).expect(201)).body.id;
    expect((await t.http().put(`/api/admin/rates/${id}`).set(admin).send({ currentRate: 1e-7 }).expect(400)).body.errors).toEqual({ currentRate: 'Current rate must be a number with at most 2 decimals' });
    const daily = await t.http().post('/api/admin/rates/daily').set(admin).send({ changes: [{ id, currentRate: 1e306 }] }).expect(400);
    expect(daily.body.errors).toEqual({ 'changes.0.currentRate': 'Current rate must be at most ₹1,00,00,00,000' });
    expect((await t.http().put('/api/admin/currency-rates/USD').set(admin).send({ unitsPerRupee: 1e-9 }).expect(400)).body.errors).toEqual({ unitsPerRupee: 'Exchange rate must be a number with at most 6 decimals' });
  });

  it.each(['1e300', '9007199254740993', '100001', '0', '1.5'])('refuses page=%s on the public rate list', async (page) => {
    const res = await t.http().get('/api/rates').query({ page }).expect(400);
    expect(res.body.errors).toEqual({ page: 'Page must be a whole number from 1 to 100000' });
  });

  it('refuses {"name": null} on user, vendor and provider edits', async () => {
    const vendor = await vendorAuth(t);
    const before = await head();
    expect((await t.http().put(`/api/admin/users/${vendor.userId}`).set(admin).send({ name: null }).expect(400)).body.errors).toEqual({ name: 'Name is required' });
    expect((await t.http().put(`/api/admin/vendors/${vendor.userId}`).set(vendor).send({ name: null }).expect(400)).body.errors).toEqual({ name: 'Business name is required' });
    expect(await head()).toBe(before);
  });
});
