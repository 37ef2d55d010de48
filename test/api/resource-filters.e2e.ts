import { READ_STORE, ReadStore } from '../../backend/src/platform/read-store/read-store.port';
import { startApp, TestApp } from '../support/app';
import { providerAuth, vendorAuth } from '../support/accounts';

/** Issue 8 items 1 and 4: operators, patterns and malformed queries never reach the read store. */
describe('admin list filters', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let provider: { Authorization: string; userId: string };
  let vendor: { Authorization: string; userId: string };
  let readStore: ReadStore;

  const LISTS = ['rates', 'rate-history', 'users', 'vendors', 'providers', 'invitations', 'events', 'newsletter', 'contact-messages', 'currency-rates', 'rate-change-stats', 'notifications'];
  const CATASTROPHIC = '^.{16}(.+)+Z';

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    provider = await providerAuth(t);
    vendor = await vendorAuth(t);
    readStore = t.app.get(READ_STORE);
  }, 60_000);
  afterAll(() => t.close());

  it('refuses a catastrophic pattern with 400 naming the field before anything is evaluated', async () => {
    // Every query on any collection during these requests (the guard reads the caller's user).
    const queried: string[] = [];
    const original = readStore.collection.bind(readStore);
    const collection = jest.spyOn(readStore, 'collection').mockImplementation((name: string) => {
      const real = original(name);
      return new Proxy(real, {
        get: (target, key) =>
          key === 'find' || key === 'count' || key === 'findOne'
            ? (filter: object, ...rest: unknown[]) => (queried.push(`${name} ${JSON.stringify(filter)}`), (target as any)[key](filter, ...rest))
            : Reflect.get(target, key),
      });
    });
    const res = await t.http().get('/api/admin/events').query({ range: '[0,0]', filter: JSON.stringify({ correlationId: { $regex: CATASTROPHIC } }) }).set(provider).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'correlationId must be a text value', errors: { correlationId: 'correlationId must be a text value' } });
    const vendors = await t.http().get('/api/admin/vendors').query({ filter: JSON.stringify({ name: { $regex: CATASTROPHIC } }) }).set(vendor).expect(400);
    expect(vendors.body.errors).toEqual({ name: 'name must be a text value' });
    expect(queried.filter((q) => !q.startsWith('users '))).toEqual([]);
    collection.mockRestore();
  });

  it('takes a pattern in q as plain text', async () => {
    const res = await t.http().get('/api/admin/vendors').query({ filter: JSON.stringify({ q: CATASTROPHIC }) }).set(admin).expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['content-range']).toBe('vendors 0-0/0');
  });

  it.each(LISTS)('refuses every operator and malformed query on %s with 400', async (list) => {
    const bad: Record<string, string>[] = [
      { filter: '{"id":{"$foo":1}}' },
      { filter: '{"$regex":"("}' },
      { filter: '{"id":{"$in":"x"}}' },
      { filter: '{"$where":"1"}' },
      { filter: '{"id":[{"$ne":null}]}' },
      { filter: '[]' },
      { range: '{}' },
      { range: '[0]' },
      { range: '[3,1]' },
      { sort: '{}' },
      { sort: '["id"]' },
      { sort: '["$natural","ASC"]' },
      { filter: '{"q":{"$regex":".*"}}' },
    ];
    for (const query of bad) {
      const res = await t.http().get(`/api/admin/${list}`).query(query).set(admin);
      expect([list, query, res.status]).toEqual([list, query, 400]);
      expect(Object.keys(res.body.errors ?? {})).toHaveLength(1);
    }
  });

  it('applies the role scope first: a vendor filtering for another vendor sees nothing', async () => {
    const other = await vendorAuth(t);
    const res = await t.http().get('/api/admin/vendors').query({ filter: JSON.stringify({ id: [other.userId, vendor.userId] }) }).set(vendor).expect(200);
    expect(res.body.map((v: { id: string }) => v.id)).toEqual([vendor.userId]);
    const events = await t.http().get('/api/admin/events').query({ filter: JSON.stringify({ streamId: `vendor-${other.userId}` }) }).set(vendor).expect(200);
    expect(events.body).toEqual([]);
  });
});
