import { JwtService } from '@nestjs/jwt';
import { READ_STORE, ReadStore } from '../../backend/src/platform/read-store/read-store.port';
import { vendorAuth } from '../support/accounts';
import { startApp, TestApp } from '../support/app';

type Auth = { Authorization: string; userId?: string };

/**
 * Back-office lists are kept per caller and URL while the read models stand still, and sent
 * from in front of Nest's router: the same bytes and Content-Range as the full path, never to
 * another caller, and never past a bad token, an expired one or a changed account.
 */
describe('cached back-office lists', () => {
  let t: TestApp;
  let admin: Auth;
  const page = `/api/admin/rates?sort=${encodeURIComponent('["productName","ASC"]')}&range=${encodeURIComponent('[0,4]')}`;
  const product = (name: string) => ({ name, category: 'retail', subcategory: 'bakery', price: 90, stock: 10, quantity: 1, unit: 'piece' });

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    for (let i = 0; i < 6; i++) await t.http().post('/api/admin/rates').set(admin).send({ productName: `Sorghum lot ${i}`, category: 'pulses', currentRate: 3000 + i }).expect(201);
  }, 30_000);
  afterAll(() => t.close());

  it('answers the same list again from memory, byte for byte, until the read models move; a change shows at once', async () => {
    const first = await t.http().get(page).set(admin).expect(200);
    const readStore = t.app.get<ReadStore>(READ_STORE);
    const reads = jest.spyOn(readStore, 'collection');
    try {
      const again = await t.http().get(page).set(admin).expect(200);
      expect(reads).not.toHaveBeenCalled();
      expect(again.text).toBe(first.text);
      for (const header of ['content-range', 'content-type', 'cache-control']) expect(again.headers[header]).toBe(first.headers[header]);
      expect(again.headers['content-range']).toBe('rates 0-4/6');

      await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Amaranth', category: 'pulses', currentRate: 4100 }).expect(201);
      const after = await t.http().get(page).set(admin).expect(200);
      expect(after.body[0].productName).toBe('Amaranth');
      expect(after.headers['content-range']).toBe('rates 0-4/7');
    } finally {
      reads.mockRestore();
    }
  });

  it("never gives one caller's answer to another: each vendor sees their own products at the same URL, a customer is refused", async () => {
    const one = await vendorAuth(t);
    const two = await vendorAuth(t);
    await t.http().post('/api/admin/products').set(one).send(product('Rye loaf')).expect(201);
    await t.http().post('/api/admin/products').set(two).send(product('Millet bun')).expect(201);
    const url = `/api/admin/products?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,24]')}`;
    const names = async (who: Auth) => (await t.http().get(url).set(who).expect(200)).body.map((p: { name: string }) => p.name);
    for (let round = 0; round < 2; round++) {
      expect(await names(admin)).toEqual(['Millet bun', 'Rye loaf']);
      expect(await names(one)).toEqual(['Rye loaf']);
      expect(await names(two)).toEqual(['Millet bun']);
      await t.http().get(url).set(await t.customerAuth(`Shopper ${round}`)).expect(403);
    }
  });

  it('keeps no list of a read model fed from the bus (the position it is keyed on does not cover it)', async () => {
    const url = '/api/admin/rate-change-stats';
    await t.http().get(url).set(admin).expect(200);
    const readStore = t.app.get<ReadStore>(READ_STORE);
    const reads = jest.spyOn(readStore, 'collection');
    try {
      await t.http().get(url).set(admin).expect(200);
      expect(reads).toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  it('refuses a forged or expired token and a deactivated account, though an answer for that caller is kept', async () => {
    const added = await t.http().post('/api/admin/users').set(admin).send({ name: 'Second Admin', email: 'second-admin@bazaar.test', role: 'admin', password: 'lantern-orchard-92' }).expect(201);
    const login = await t.http().post('/api/auth/login').send({ email: 'second-admin@bazaar.test', password: 'lantern-orchard-92' }).expect(200);
    const second = { Authorization: `Bearer ${login.body.accessToken}` };
    await t.http().get(page).set(second).expect(200);
    await t.http().get(page).set(second).expect(200); // kept now

    const [head, payload, signature] = login.body.accessToken.split('.');
    const forged = `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await t.http().get(page).set({ Authorization: `Bearer ${forged}` }).expect(401);
    const expired = t.app.get(JwtService).sign({ sub: added.body.id, role: 'admin', name: 'Second Admin', email: 'second-admin@bazaar.test' }, { expiresIn: -10 });
    await t.http().get(page).set({ Authorization: `Bearer ${expired}` }).expect(401);

    await t.http().put(`/api/admin/users/${added.body.id}`).set(admin).send({ status: 'Inactive' }).expect(200);
    await t.http().get(page).set(second).expect(401);
    await t.http().put(`/api/admin/users/${added.body.id}`).set(admin).send({ status: 'Active', role: 'customer' }).expect(200);
    // Deactivation ended the session: its token stays refused; a new sign-in has the new role.
    await t.http().get(page).set(second).expect(401);
    await t.http().get(page).set(await t.bearer('second-admin@bazaar.test', 'lantern-orchard-92')).expect(403);
  });
});
