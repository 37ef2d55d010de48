import { ADMIN_RESOURCES } from '../../backend/src/app/admin-resources.module';
import { providerAuth, vendorAuth } from '../support/accounts';
import { startApp, TestApp } from '../support/app';

/**
 * As-of views are generic: for every resource with History, a record as of now, replayed
 * from its streams through its read model's own projection, is the record the list shows.
 * A resource whose read model also folds events of streams it does not declare would
 * differ here (the demo data fills the resources).
 */
describe('as-of view of every resource equals the live record at now', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await startApp({ seedDemo: true });
    admin = await t.adminAuth();
    // Records of the resources the demo seed leaves empty.
    await vendorAuth(t);
    await providerAuth(t);
    await t.http().post('/api/admin/invitations').set(admin).send({ email: 'as-of@bazaar.test' }).expect(201);
    await t.http().post('/api/contact').send({ name: 'Priya', email: 'priya@example.in', subject: 'other', message: 'As of check' }).expect(201);
  }, 120_000);
  afterAll(() => t.close());

  let checked = 0;
  afterAll(() => expect(checked).toBeGreaterThanOrEqual(8));

  const withStreams = ADMIN_RESOURCES.filter((r) => r.streams).map((r) => r.name);

  it.each(withStreams)('%s', async (name) => {
    const list = await t.http().get(`/api/admin/${name}`).query({ range: '[0,24]' }).set(admin).expect(200);
    const now = new Date(Date.now() + 1000).toISOString();
    const mismatches: string[] = [];
    for (const record of list.body as { id: string }[]) {
      const live = await t.http().get(`/api/admin/${name}/${encodeURIComponent(record.id)}`).set(admin).expect(200);
      const asOf = await t.http().get(`/api/admin/${name}/${encodeURIComponent(record.id)}`).query({ asOf: now }).set(admin);
      if (asOf.status !== 200) {
        mismatches.push(`${record.id}: ${asOf.status} ${JSON.stringify(asOf.body)}`);
        continue;
      }
      checked++;
      const { asOf: at, changedAt, ...then } = asOf.body;
      expect(at).toBe(now);
      // When it last changed: a time up to then, at which it already stood as it does now; null for a
      // built-in record no event has changed yet (a built-in coupon offer, ADR 0063).
      if (changedAt === null) expect(`${name}/${record.id}`).toMatch(/^coupons\/(WELCOME20|SUMMER10)$/);
      else expect(changedAt <= now).toBe(true);
      if (JSON.stringify(then) !== JSON.stringify(live.body)) mismatches.push(`${record.id}: as of ${JSON.stringify(then)} live ${JSON.stringify(live.body)}`);
    }
    expect(mismatches).toEqual([]);
  });
});
