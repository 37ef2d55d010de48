import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { physicalName } from '../../backend/src/platform/projections/projection';
import { ProjectionRegistry } from '../../backend/src/platform/projections/projection-registry';
import { ratesProjection } from '../../backend/src/modules/rates/rates.projection';
import { eventually, startApp, TestApp } from '../support/app';

describe('read models: projections list, health and restarts', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-projections-'));

  beforeAll(async () => {
    t = await startApp({ dataDir });
    admin = await t.adminAuth();
  }, 30_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const health = async () => (await t.http().get('/api/health').expect(200)).body;

  it('lists every registered projection for admins: version, position, head, lag and state', async () => {
    await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Tur dal', category: 'pulses', currentRate: 9000 }).expect(201);
    const names = t.app.get(ProjectionRegistry).all().map((p) => p.name).sort();
    const res = await eventually(async () => {
      const list = await t.http().get('/api/admin/projections').query({ range: '[0,99]' }).set(admin).expect(200);
      return list.body.every((p: { lag: number }) => p.lag === 0) && list;
    });
    expect(res.headers['content-range']).toBe(`projections 0-${names.length - 1}/${names.length}`);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(names);
    const rates = res.body.find((p: { name: string }) => p.name === 'rates');
    expect(rates).toEqual({
      id: 'rates',
      name: 'rates',
      version: ratesProjection.version,
      collection: physicalName(ratesProjection),
      position: rates.head,
      head: (await health()).position,
      lag: 0,
      state: 'live',
      parkedEventId: null,
      parkedEventType: null,
      parkedPosition: null,
      parkedError: null,
      parkedAt: null,
      rebuild: null,
    });
  });

  it('filters, sorts and pages the list, and refuses what it cannot filter by', async () => {
    const live = await t.http().get('/api/admin/projections').query({ filter: JSON.stringify({ state: 'live' }), sort: '["name","DESC"]', range: '[0,1]' }).set(admin).expect(200);
    expect(live.body).toHaveLength(2);
    expect(live.body[0].name > live.body[1].name).toBe(true);
    const parked = await t.http().get('/api/admin/projections').query({ filter: JSON.stringify({ state: 'parked' }) }).set(admin).expect(200);
    expect(parked.body).toEqual([]);
    const bad = await t.http().get('/api/admin/projections').query({ filter: JSON.stringify({ collection: { $regex: '.*' } }) }).set(admin).expect(400);
    expect(bad.body.errors).toHaveProperty('collection');
  });

  it('reports a bus consumer at the head when idle, though it never sees other contexts’ events (lag 0)', async () => {
    await t.http().post('/api/newsletter').send({ email: 'idle.lag@example.in' }).expect(201);
    const body = await eventually(async () => {
      const h = await health();
      return h.workers.busConsumers.every((p: number) => p === h.position) && h;
    });
    expect(body.status).toBe('ok');
    expect(body.workers.parked).toEqual([]);
    expect(body.workers.states.every((s: { lag: number }) => s.lag === 0)).toBe(true);
  });

  it('keeps read models in DATA_DIR across a restart and resumes from the checkpoints', async () => {
    const before = await t.http().get('/api/rates').expect(200);
    const head = (await health()).position;
    await t.close();
    t = await startApp({ dataDir });
    admin = await t.adminAuth();
    const after = await t.http().get('/api/rates').expect(200);
    expect(after.body.rates).toEqual(before.body.rates);
    const list = await t.http().get('/api/admin/projections').query({ filter: JSON.stringify({ name: 'rates' }) }).set(admin).expect(200);
    expect(list.body[0]).toMatchObject({ collection: physicalName(ratesProjection), state: 'live' });
    expect(list.body[0].position).toBeGreaterThanOrEqual(head);
  }, 30_000);

  it('with the workers in another process (RUN_WORKERS=false), lists an idle bus consumer at the head too, not behind by other contexts’ events', async () => {
    // docs/operations.md, Running workers separately: `t` is the worker, `api` an API replica on the same DATA_DIR.
    const api = await startApp({ dataDir, runWorkers: false, adminEmail: undefined, adminPassword: undefined });
    try {
      const apiAdmin = await api.adminAuth();
      // Events no bus consumer handles, appended after every consumer's last commit (the restart above).
      for (const n of [1, 2, 3]) await api.http().post('/api/newsletter').send({ email: `separate.worker.${n}@example.in` }).expect(201);
      const head = (await health()).position;
      await eventually(async () => {
        const h = await health();
        return h.position === head && h.workers.busConsumers.every((p: number) => p === head) && h.workers.states.every((s: { lag: number }) => s.lag === 0);
      });
      const list = await api.http().get('/api/admin/projections').query({ range: '[0,99]' }).set(apiAdmin).expect(200);
      const behind = list.body.filter((p: { lag: number }) => p.lag !== 0).map((p: { name: string; lag: number }) => `${p.name}: ${p.lag}`);
      expect(behind).toEqual([]);
    } finally {
      await api.close();
    }
  }, 30_000);
});
