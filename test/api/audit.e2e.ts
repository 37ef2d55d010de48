import { randomUUID } from 'node:crypto';
import { businessDay } from '../../backend/src/platform/domain/business-day';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { toNewEvents } from '../../backend/src/platform/event-store/metadata';
import { RebuildJobs } from '../../backend/src/platform/projections/rebuild-jobs';
import { vendorAuth } from '../support/accounts';
import { eventually, startApp, TestApp } from '../support/app';

/** Issue 13: History with who and field-level changes, as-of views, dated rate lists, replay, rebuild, metrics. */
describe('audit: history, as-of, replay and operable projections', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let adminId: string;

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    adminId = (await t.http().get('/api/auth/me').set(admin).expect(200)).body.id;
  });
  afterAll(() => t.close());

  const pause = () => new Promise((r) => setTimeout(r, 5));
  const addRate = async (productName: string, currentRate: number, category = 'pulses') =>
    (await t.http().post('/api/admin/rates').set(admin).send({ productName, category, currentRate }).expect(201)).body as { id: string };
  const changeRate = (id: string, currentRate: number) => t.http().put(`/api/admin/rates/${id}`).set(admin).send({ currentRate }).expect(200);
  const publicRecord = async (id: string, date?: string) => {
    const list = await t.http().get('/api/rates').query({ perPage: 100, ...(date && { date }) }).expect(200);
    return list.body.rates.find((r: { id: string }) => r.id === id);
  };

  describe('as-of views', () => {
    it('a rate changed three times: its as-of view at each moment equals what the rate list showed then', async () => {
      const { id } = await addRate('Masoor Dal (as-of)', 9000);
      const moments: { at: string; listed: object }[] = [];
      const remember = async () => {
        moments.push({ at: new Date().toISOString(), listed: await publicRecord(id) });
        await pause();
      };
      const before = new Date(Date.now() - 60_000).toISOString();
      await remember();
      for (const rate of [9500, 9100, 9100]) {
        await changeRate(id, rate);
        await remember();
      }
      expect(moments.map((m) => (m.listed as { currentRate: number }).currentRate)).toEqual([9000, 9500, 9100, 9100]);
      for (const [revision, { at, listed }] of moments.entries()) {
        const then = await t.http().get(`/api/admin/rates/${id}`).query({ asOf: at }).set(admin).expect(200);
        expect(then.body).toEqual({ ...listed, revision, asOf: at, changedAt: expect.any(String) });
        expect(then.body.changedAt <= at && then.body.changedAt >= (moments[revision - 1]?.at ?? before)).toBe(true);
        expect(then.headers.etag).toBeUndefined();
      }
      const missing = await t.http().get(`/api/admin/rates/${id}`).query({ asOf: before }).set(admin).expect(404);
      expect(missing.body.errors).toEqual({ asOf: 'The record did not exist yet at that time' });
    });

    it('refuses an asOf that is no ISO-8601 time, naming the field', async () => {
      const { id } = await addRate('Chana Dal (bad as-of)', 7000);
      const res = await t.http().get(`/api/admin/rates/${id}`).query({ asOf: 'yesterday' }).set(admin).expect(400);
      expect(res.body.errors).toEqual({ asOf: 'asOf must be an ISO-8601 date-time' });
    });

    it('the public list on a past day is the list at the end of that India day, replayed from the log', async () => {
      // Events recorded on earlier days (as a long-running log holds them), appended as the rate decider would.
      const store = t.app.get<EventStore>(EVENT_STORE);
      const rateId = randomUUID();
      const day = (daysAgo: number) => businessDay(new Date(Date.now() - daysAgo * 86_400_000));
      const at = (daysAgo: number) => new Date(`${day(daysAgo)}T10:00:00+05:30`);
      const ctx = (daysAgo: number) => ({ actor: { kind: 'user' as const, userId: adminId, role: 'admin' as const }, correlationId: randomUUID(), causationId: randomUUID(), now: at(daysAgo) });
      const added = { rateId, productName: 'Urad Dal (dated)', category: 'pulses', unit: 'quintal', currentPaise: 800_000, date: day(3), addedAt: at(3).toISOString() };
      const change = (daysAgo: number, previousPaise: number, currentPaise: number) => ({
        type: 'RateChanged',
        data: { rateId, previousPaise, currentPaise, trend: currentPaise > previousPaise ? 'up' : 'down', unit: 'quintal', date: day(daysAgo), changedAt: at(daysAgo).toISOString() },
      });
      await store.append(`rate-${rateId}`, toNewEvents([{ type: 'RateAdded', data: added }], ctx(3), () => 2), 'no_stream');
      await store.append(`rate-${rateId}`, toNewEvents([change(2, 800_000, 850_000)], ctx(2), () => 2), 0);
      await store.append(`rate-${rateId}`, toNewEvents([change(1, 850_000, 820_000)], ctx(1), () => 2), 1);
      await eventually(async () => (await t.http().get(`/api/admin/rates/${rateId}`).set(admin)).body.currentRate === 8200);

      expect(await publicRecord(rateId, day(4))).toBeUndefined();
      expect(await publicRecord(rateId, day(3))).toMatchObject({ currentRate: 8000, previousRate: null, changeCount: 0 });
      expect(await publicRecord(rateId, day(2))).toMatchObject({ currentRate: 8500, previousRate: 8000, trend: 'up', changeCount: 1 });
      const yesterday = await publicRecord(rateId, day(1));
      expect(yesterday).toMatchObject({ currentRate: 8200, previousRate: 8500, trend: 'down', changeCount: 2 });
      // The same moment through the admin as-of view: the end of that India day.
      const endOfDay = new Date(`${day(1)}T23:59:59.999+05:30`).toISOString();
      const asOf = await t.http().get(`/api/admin/rates/${rateId}`).query({ asOf: endOfDay }).set(admin).expect(200);
      expect(asOf.body).toEqual({ ...yesterday, revision: 2, asOf: endOfDay, changedAt: at(1).toISOString() });
      const dated = await t.http().get('/api/rates').query({ date: day(2), q: 'urad dal dated' }).expect(200);
      expect(dated.body).toMatchObject({ date: day(2), total: 1, page: 1 });
    });

    it('refuses a date that is no day, or in the future, naming the field', async () => {
      expect((await t.http().get('/api/rates').query({ date: '2026-02-30' }).expect(400)).body.errors).toEqual({ date: 'Date must be a day written YYYY-MM-DD' });
      expect((await t.http().get('/api/rates').query({ date: 'monday' }).expect(400)).body.errors).toEqual({ date: 'Date must be a day written YYYY-MM-DD' });
      const future = businessDay(new Date(Date.now() + 3 * 86_400_000));
      expect((await t.http().get('/api/rates').query({ date: future }).expect(400)).body.errors).toEqual({ date: 'Date must not be in the future' });
    });

    it('a public rate page: the rate and its whole history, oldest first; a delisted or unknown rate is 404', async () => {
      const { id } = await addRate('Moong Dal (page)', 11000);
      await changeRate(id, 11500);
      const page = await t.http().get(`/api/rates/${id}/history`).expect(200);
      expect(page.body.rate).toMatchObject({ id, productName: 'Moong Dal (page)', currentRate: 11500 });
      expect(page.body.history.map((h: { currentRate: number; previousRate: number | null }) => [h.previousRate, h.currentRate])).toEqual([
        [null, 11000],
        [11000, 11500],
      ]);
      expect(JSON.stringify(page.body)).not.toContain(adminId);
      await t.http().get(`/api/rates/${id}`).expect(200);
      await t.http().delete(`/api/admin/rates/${id}`).set(admin).expect(200);
      await t.http().get(`/api/rates/${id}`).expect(404);
      await t.http().get('/api/rates/not-a-uuid/history').expect(404);
    });
  });

  describe('History', () => {
    it('names the admin by name and role and shows the field-level change; filters by type, actor and time; exports CSV', async () => {
      const { id } = await addRate('Toor Dal (history)', 10000);
      const since = new Date().toISOString();
      await pause();
      await changeRate(id, 10450.5);
      const history = await t.http().get(`/api/admin/rates/${id}/history`).set(admin).expect(200);
      expect(history.body.map((h: { type: string }) => h.type)).toEqual(['RateAdded', 'RateChanged']);
      const change = history.body[1];
      expect(change.actor).toEqual({ kind: 'user', userId: adminId, role: 'admin', name: 'Administrator' });
      expect(change.changes).toContainEqual({ field: 'currentRate', before: 10000, after: 10450.5 });

      const byType = await t.http().get(`/api/admin/rates/${id}/history`).query({ type: 'RateChanged' }).set(admin).expect(200);
      expect(byType.body).toEqual([change]);
      const byTime = await t.http().get(`/api/admin/rates/${id}/history`).query({ from: since }).set(admin).expect(200);
      expect(byTime.body.map((h: { type: string }) => h.type)).toEqual(['RateChanged']);
      expect((await t.http().get(`/api/admin/rates/${id}/history`).query({ actor: 'system' }).set(admin).expect(200)).body).toEqual([]);
      expect((await t.http().get(`/api/admin/rates/${id}/history`).query({ actor: adminId }).set(admin).expect(200)).body).toHaveLength(2);
      const bad = await t.http().get(`/api/admin/rates/${id}/history`).query({ from: 'soon', type: '$where' }).set(admin).expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'type']);

      const csv = await t.http().get(`/api/admin/rates/${id}/history`).query({ format: 'csv' }).set(admin).expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(/attachment; filename="rates-.*-history\.csv"/);
      const lines = csv.text.trim().split('\r\n');
      expect(lines[0]).toBe('occurredAt,eventId,type,actorKind,actorName,actorRole,actorUserId,process,causedByType,causedByEventId,field,before,after');
      // A rate is money: two decimals, a plain number still (no grouping comma, no symbol).
      expect(lines).toContainEqual(expect.stringMatching(/,RateChanged,user,Administrator,admin,.*,currentRate,10000\.00,10450\.50$/));
    });

    it('shows a policy as the process that acted and the event that caused it', async () => {
      // An admin makes a customer a vendor: the vendor-accounts process manager opens the vendor record.
      const customer = await t.customerAuth('Policy Person');
      await t.http().put(`/api/admin/users/${customer.userId}`).set(admin).send({ role: 'vendor' }).expect(200);
      const history = await eventually(async () => {
        const res = await t.http().get(`/api/admin/vendors/${customer.userId}/history`).set(admin);
        // The process manager records the input it handled after the command it sent.
        return res.status === 200 && res.body.find((h: { causedBy?: { process: string | null } }) => h.causedBy?.process) ? res.body : null;
      });
      const opened = history.find((h: { causedBy?: object }) => h.causedBy);
      expect(opened.causedBy).toEqual({ eventId: expect.any(String), type: 'UserRoleChanged', process: expect.stringMatching(/vendor/) });
      expect(opened.actor).toMatchObject({ kind: 'user', userId: adminId, name: 'Administrator' });
    });

    it('shows an erased person as erased, in who and in what', async () => {
      const customer = await t.customerAuth('Erin Erasable');
      await t.http().put(`/api/admin/users/${customer.userId}`).set(admin).send({ name: 'Erin Renamed' }).expect(200);
      await t.http().delete(`/api/admin/users/${customer.userId}`).set(admin).expect(200);
      const history = await t.http().get(`/api/admin/users/${customer.userId}/history`).set(admin).expect(200);
      expect(JSON.stringify(history.body)).not.toMatch(/Erin/);
      expect(JSON.stringify(history.body)).toContain('[erased]');
    });

    it("a vendor's as-of view says when the record last changed, counting a product listed on the product's own stream", async () => {
      const vendor = await vendorAuth(t);
      const registered = (await t.http().get(`/api/admin/vendors/${vendor.userId}`).set(admin).expect(200)).body;
      await new Promise((r) => setTimeout(r, 20));
      const product = await t.http().post('/api/admin/products').set({ Authorization: vendor.Authorization })
        .send({ name: 'Changed-At Rusk', category: 'retail', subcategory: 'bakery', price: 150, stock: 20, quantity: 1, unit: 'piece', cities: [] }).expect(201);
      const now = await eventually(async () => {
        const record = (await t.http().get(`/api/admin/vendors/${vendor.userId}`).set(admin)).body;
        return record.products === 1 && record;
      });
      const then = (await t.http().get(`/api/admin/vendors/${vendor.userId}`).query({ asOf: new Date(Date.now() + 1000).toISOString() }).set(admin).expect(200)).body;
      const { asOf: _at, changedAt, ...record } = then;
      expect(record).toEqual(now);
      // The product's listing, later than anything on the vendor's own streams (their History).
      const history = (await t.http().get(`/api/admin/vendors/${vendor.userId}/history`).set(admin).expect(200)).body as { occurredAt: string }[];
      expect(changedAt > history[history.length - 1].occurredAt && changedAt > registered.registeredAt).toBe(true);
      const listed = (await t.http().get(`/api/admin/products/${product.body.id}/history`).set(admin).expect(200)).body as { occurredAt: string }[];
      expect(changedAt).toBe(listed[0].occurredAt);
    });

    it("a vendor reads their own record's History, never another vendor's", async () => {
      const one = await vendorAuth(t);
      const other = await vendorAuth(t);
      await t.http().get(`/api/admin/vendors/${one.userId}/history`).set({ Authorization: one.Authorization }).expect(200);
      const refused = await t.http().get(`/api/admin/vendors/${other.userId}/history`).set({ Authorization: one.Authorization }).expect(404);
      expect(JSON.stringify(refused.body)).not.toContain(other.userId);
      await t.http().get(`/api/admin/vendors/${other.userId}/history`).query({ format: 'csv' }).set({ Authorization: one.Authorization }).expect(404);
      await t.http().get(`/api/admin/vendors/${other.userId}`).query({ asOf: new Date().toISOString() }).set({ Authorization: one.Authorization }).expect(404);
    });
  });

  describe('analyst replay', () => {
    it('the rates replay counts the same changes per day as the live rate-change statistics', async () => {
      const { id } = await addRate('Rajma (replay)', 12000, 'pulses');
      await changeRate(id, 12500);
      await changeRate(id, 12100);
      const today = businessDay(new Date());
      const from = businessDay(new Date(Date.now() - 6 * 86_400_000));
      const live = await eventually(async () => {
        const stats = await t.http().get('/api/admin/rate-change-stats').query({ range: '[0,99]' }).set(admin).expect(200);
        const head = (await t.http().get('/api/health').expect(200)).body;
        return head.workers.busConsumers.every((p: number) => p >= head.position) ? stats.body : null;
      });
      const liveByDay = new Map((live as { day: string; count: number }[]).map((d) => [d.day, d.count]));

      const csv = await t.http().get('/api/admin/analytics/rates').query({ from, to: today, interval: 'day', format: 'csv' }).set(admin).expect(200);
      const [header, ...lines] = csv.text.trim().split('\r\n');
      const columns = header.split(',');
      const replayed = new Map<string, number>();
      for (const line of lines) {
        const cells = line.split(',');
        const row = Object.fromEntries(columns.map((c, i) => [c, cells[i]]));
        if (row.level === 'rate') replayed.set(row.bucket, (replayed.get(row.bucket) ?? 0) + Number(row.changes));
        // Rupees with exactly two decimals; the count of changes stays a whole number.
        for (const money of ['open', 'high', 'low', 'close', 'average']) expect(row[money]).toMatch(/^\d+\.\d{2}$/);
        expect(row.changes).toMatch(/^\d+$/);
      }
      const inPeriod = [...liveByDay].filter(([day]) => day >= from && day <= today);
      expect(inPeriod.length).toBeGreaterThan(0);
      for (const [day, count] of inPeriod) expect(replayed.get(day)).toBe(count);
      expect([...replayed.values()].reduce((a, b) => a + b, 0)).toBe(inPeriod.reduce((a, [, c]) => a + Number(c), 0));

      const json = await t.http().get('/api/admin/analytics/rates').query({ from: today, to: today, interval: 'day' }).set(admin).expect(200);
      const candle = json.body.rows.find((r: { rateId: string }) => r.rateId === id);
      expect(candle).toMatchObject({ level: 'rate', bucket: today, open: 12000, high: 12500, low: 12000, close: 12100, average: 12200, changes: 2 });
    });

    it('weeks start on Monday and months on the first; bad periods are refused by field', async () => {
      const week = await t.http().get('/api/admin/analytics/rates').query({ from: '2026-11-18', to: '2026-11-18', interval: 'week' }).set(admin).expect(200);
      expect(week.body).toMatchObject({ from: '2026-11-18', to: '2026-11-18', interval: 'week' });
      expect(week.body.rows.every((r: { bucket: string }) => r.bucket === '2026-11-16')).toBe(true);
      const bad = await t.http().get('/api/admin/analytics/rates').query({ from: '2026-11-20', to: '2026-11-01', interval: 'hour' }).set(admin).expect(400);
      expect(bad.body.errors).toEqual({ interval: 'interval must be day, week or month' });
      const reversed = await t.http().get('/api/admin/analytics/rates').query({ from: '2026-11-20', to: '2026-11-01' }).set(admin).expect(400);
      expect(reversed.body.errors).toEqual({ to: 'to must not be before from' });
      await t.http().get('/api/admin/analytics/no-such-report').set(admin).expect(404);
      const listed = await t.http().get('/api/admin/analytics').set(admin).expect(200);
      expect(listed.body.map((r: { name: string }) => r.name)).toContain('rates');
    });
  });

  describe('operable projections', () => {
    it('a rebuild while requests are served answers every request, never an empty list, and switches at the end', async () => {
      for (let i = 0; i < 5; i++) await addRate(`Rebuild Pulse ${i}`, 1000 + i);
      // A longer log, so the rebuild is still running while the requests below are served.
      const store = t.app.get<EventStore>(EVENT_STORE);
      const ctx = { actor: { kind: 'system' as const, reason: 'test' }, correlationId: randomUUID(), causationId: randomUUID(), now: new Date() };
      for (let batch = 0; batch < 20; batch++) {
        await store.append(`filler-${randomUUID()}`, toNewEvents(Array.from({ length: 1000 }, (_, i) => ({ type: 'FillerRecorded', data: { i } })), ctx), 'no_stream');
      }
      const total = (await t.http().get('/api/rates').expect(200)).body.total;
      const before = (await t.http().get('/api/admin/projections').query({ filter: '{"name":"rates"}' }).set(admin).expect(200)).body[0];
      expect(before.state).toBe('live');

      const started = await t.http().post('/api/admin/projections/rates/rebuild').set(admin).expect(202);
      expect(started.body).toMatchObject({ name: 'rates', state: 'rebuilding', rebuild: { state: 'running', startedBy: 'api' } });

      const answers: { status: number; total: number; count: number }[] = [];
      const jobs = t.app.get(RebuildJobs);
      let finished = false;
      void jobs.finished.then(() => (finished = true));
      while (!finished || answers.length < 10) {
        const [pub, adm] = await Promise.all([t.http().get('/api/rates').query({ perPage: 100 }), t.http().get('/api/admin/rates').query({ range: '[0,99]' }).set(admin)]);
        answers.push({ status: pub.status, total: pub.body.total, count: pub.body.rates?.length ?? 0 }, { status: adm.status, total: adm.body.length, count: adm.body.length });
      }
      expect(answers.length).toBeGreaterThanOrEqual(10);
      expect(answers.filter((a) => a.status !== 200 || a.count === 0)).toEqual([]);
      expect(answers.filter((a, i) => i % 2 === 0 && a.total !== total)).toEqual([]);

      const after = (await t.http().get('/api/admin/projections').query({ filter: '{"name":"rates"}' }).set(admin).expect(200)).body[0];
      expect(after).toMatchObject({ state: 'live', lag: 0, rebuild: { state: 'done', percent: 100, error: null } });
      expect(after.collection).not.toBe(before.collection);
      expect(after.collection).toMatch(/^rates_v\d+_r1$/);
      // The live runner follows the switch: a new change shows at once.
      const { id } = await addRate('After Rebuild Pulse', 4321);
      expect(await publicRecord(id)).toMatchObject({ currentRate: 4321 });
      await t.http().post('/api/admin/projections/no-such-model/rebuild').set(admin).expect(404);
    });

    it('/api/metrics: projection lag, command rate and latency, append latency, in Prometheus text', async () => {
      await addRate('Metrics Pulse', 999);
      const res = await t.http().get('/api/metrics').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.text).toMatch(/^bazaar_projection_lag_events\{projection="rates"\} \d+$/m);
      expect(res.text).toMatch(/^bazaar_commands_total\{command="AddRate",outcome="ok"\} [1-9]\d*$/m);
      expect(res.text).toMatch(/^bazaar_command_duration_seconds_count\{command="AddRate"\} [1-9]\d*$/m);
      expect(res.text).toMatch(/^bazaar_event_store_append_duration_seconds_count [1-9]\d*$/m);
      expect(res.text).toMatch(/^bazaar_event_store_append_duration_seconds_bucket\{le="\+Inf"\} [1-9]\d*$/m);
    });
  });
});
