import { PDF, providerAuth, vendorAuth } from '../support/accounts';
import { startApp, TestApp } from '../support/app';

describe('admin overview (spec 2.9 cards)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  const overview = async () => (await t.http().get('/api/admin/overview').set(admin).expect(200)).body;

  it('counts active users, verified and pending vendors and pending providers; revenue and orders are real zeros', async () => {
    const start = await overview();
    expect(start).toEqual({ totalRevenue: 0, orders: 0, activeUsers: 1, activeVendors: 0, pendingVendors: 0, pendingProviders: 0 });

    const vendor = await vendorAuth(t);
    const provider = await providerAuth(t);
    const customer = await t.customerAuth();
    expect(await overview()).toMatchObject({ activeUsers: 4, activeVendors: 0, pendingVendors: 1, pendingProviders: 1 });

    await t.http().put(`/api/admin/vendors/${vendor.userId}`).set(admin).send({ status: 'Verified' }).expect(200);
    await t.http().post(`/api/admin/providers/${provider.userId}/document`).set({ Authorization: provider.Authorization }).attach('document', PDF, 'id.pdf').expect(201);
    await t.http().post(`/api/admin/providers/${provider.userId}/verify`).set(admin).expect(201);
    await t.http().put(`/api/admin/users/${customer.userId}`).set(admin).send({ status: 'Inactive' }).expect(200);
    expect(await overview()).toMatchObject({ activeUsers: 3, activeVendors: 1, pendingVendors: 0, pendingProviders: 0 });
  });

  it('is for admins only', async () => {
    await t.http().get('/api/admin/overview').expect(401);
    await t.http().get('/api/admin/overview').set({ Authorization: (await t.customerAuth()).Authorization }).expect(403);
    await t.http().get('/api/admin/overview').set({ Authorization: (await vendorAuth(t)).Authorization }).expect(403);
  });
});
