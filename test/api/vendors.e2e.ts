import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { processStream } from '../../backend/src/platform/domain/process-manager';
import { eventually, startApp, TestApp } from '../support/app';

describe('admin Add Vendor (POST /api/admin/vendors)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  const add = (body: Record<string, unknown>) => t.http().post('/api/admin/vendors').set(admin).send(body);
  const roleGrantHandled = async (id: string) => {
    const store = t.app.get<EventStore>(EVENT_STORE);
    return eventually(async () => (await store.readStream(processStream('vendor-accounts', id))).some((e) => e.type === 'ProcessInputHandled'));
  };

  it('creates the user and a correct vendor record with the chosen category, and no 409', async () => {
    const res = await add({ name: 'Deccan Retail Mart', category: 'Retail', email: 'mart@deccan.in', contactPerson: 'Meera Kulkarni', password: 'initial-pass' }).expect(201);

    expect(res.body).toMatchObject({ name: 'Deccan Retail Mart', category: 'Retail', status: 'Pending', email: 'mart@deccan.in' });
    // The role grant's process manager has run too: the record is still the registered one.
    await roleGrantHandled(res.body.id);
    const record = await t.http().get(`/api/admin/vendors/${res.body.id}`).set(admin).expect(200);
    expect(record.body).toMatchObject({ name: 'Deccan Retail Mart', category: 'Retail', status: 'Pending' });
    const login = await t.http().post('/api/auth/login').send({ email: 'mart@deccan.in', password: 'initial-pass' }).expect(200);
    expect(login.body.user).toMatchObject({ role: 'vendor', id: res.body.id });
  });

  it('gives the same record whichever runs first, the registration or the role grant', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await add({ name: `Konkan Wholesale ${i}`, category: 'Wholesale', email: `konkan${i}@wholesale.in`, password: 'initial-pass' }).expect(201);
      await roleGrantHandled(res.body.id);
      const record = await t.http().get(`/api/admin/vendors/${res.body.id}`).set(admin).expect(200);
      expect(record.body).toMatchObject({ name: `Konkan Wholesale ${i}`, category: 'Wholesale' });
    }
  });

  it('refuses a taken e-mail with 409 naming the field, and creates nothing', async () => {
    await add({ name: 'First Co', category: 'Retail', email: 'same@vendor.in', password: 'initial-pass' }).expect(201);
    const before = (await t.http().get('/api/admin/vendors').set(admin).expect(200)).body.length;

    const again = await add({ name: 'Second Co', category: 'Retail', email: 'same@vendor.in', password: 'initial-pass' }).expect(409);

    expect(again.body.errors).toHaveProperty('email');
    expect((await t.http().get('/api/admin/vendors').set(admin).expect(200)).body.length).toBe(before);
  });

  it('refuses a category outside the list and a missing name with 400 naming the field', async () => {
    expect((await add({ name: 'X', category: 'Everything', email: 'x@vendor.in', password: 'initial-pass' }).expect(400)).body.errors).toHaveProperty('category');
    expect((await add({ category: 'Retail', email: 'y@vendor.in', password: 'initial-pass' }).expect(400)).body.errors).toHaveProperty('name');
  });

  it('is refused to a vendor', async () => {
    const vendorLogin = await add({ name: 'Role Check', category: 'Retail', email: 'role@vendor.in', password: 'initial-pass' }).expect(201);
    const login = await t.http().post('/api/auth/login').send({ email: 'role@vendor.in', password: 'initial-pass' }).expect(200);
    expect(vendorLogin.body.id).toBe(login.body.user.id);
    await t.http().post('/api/admin/vendors').set({ Authorization: `Bearer ${login.body.accessToken}` }).send({ name: 'Nope', category: 'Retail', email: 'nope@vendor.in', password: 'initial-pass' }).expect(403);
  });
});
