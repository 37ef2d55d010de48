import { businessDay } from '../../backend/src/platform/domain/business-day';
import { eventually, startApp, TestApp } from '../support/app';
import { raceNextBatch } from '../support/races';

describe('wholesale rates API', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  const addRate = (body: object) => t.http().post('/api/admin/rates').set(admin).send(body);
  const head = async () => (await t.http().get('/api/health').expect(200)).body.position as number;

  describe('Add New Rate', () => {
    it('adds a rate with tonne as the default unit and lists it publicly', async () => {
      const res = await addRate({ productName: 'Onion (Nashik Red)', category: 'vegetables', currentRate: 22000 }).expect(201);
      expect(res.body).toMatchObject({ productName: 'Onion (Nashik Red)', category: 'vegetables', currentRate: 22000, previousRate: null, unit: 'tonne', trend: 'stable' });
      const list = await t.http().get('/api/rates').expect(200);
      expect(list.body.rates).toContainEqual(expect.objectContaining({ id: res.body.id, currentRate: 22000 }));
      expect(list.body.lastUpdated).toBe(res.body.updatedAt);
    });

    it('refuses a rate without product name, category or current rate, naming each field, and writes nothing', async () => {
      const before = await head();
      const res = await addRate({ unit: 'kg' }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'Product name is required',
        errors: { productName: 'Product name is required', category: 'Category is required', currentRate: 'Current rate is required' },
      });
      expect(await head()).toBe(before);
    });

    it('refuses a non-numeric rate, an unknown category and unit', async () => {
      const bad = await addRate({ productName: 'Saffron', category: 'vegetables', currentRate: 'lots' }).expect(400);
      expect(bad.body.errors).toEqual({ currentRate: 'Current rate must be a number with at most 2 decimals' });
      const unknown = await addRate({ productName: 'Saffron', category: 'gems', unit: 'bag', currentRate: 10 }).expect(400);
      expect(Object.keys(unknown.body.errors).sort()).toEqual(['category', 'unit']);
    });

    it('keeps one rate per product name and category: a duplicate is refused under productName and writes nothing', async () => {
      await addRate({ productName: 'Garlic (Ooty)', category: 'vegetables', currentRate: 52000 }).expect(201);
      const before = await head();
      const again = await addRate({ productName: '  garlic   (OOTY) ', category: 'vegetables', currentRate: 53000 }).expect(400);
      expect(again.body).toEqual({ statusCode: 400, message: 'A rate for this product already exists in this category', errors: { productName: 'A rate for this product already exists in this category' } });
      expect(await head()).toBe(before);
      await addRate({ productName: 'Garlic (Ooty)', category: 'spices', currentRate: 53000 }).expect(201);
    });

    it('makes the id on the server, whatever the client sends', async () => {
      const res = await addRate({ id: 'p123', productName: 'Ginger', category: 'spices', currentRate: 9000 }).expect(201);
      expect(res.body.id).not.toBe('p123');
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('changing a rate', () => {
    let id: string;
    beforeAll(async () => {
      id = (await addRate({ productName: 'Banana (Robusta)', category: 'fruits', currentRate: 18000 }).expect(201)).body.id;
    });

    it('records a higher rate as up with the old rate as previous, readable at once', async () => {
      // react-admin sends the whole record back; what the server computes (trend, previous rate, id) is ignored
      const res = await t.http().put(`/api/admin/rates/${id}`).set(admin).send({ id: 'other', productName: 'Banana (Robusta)', previousRate: 1, trend: 'down', currentRate: 18500.5 }).expect(200);
      expect(res.body).toMatchObject({ id, productName: 'Banana (Robusta)', previousRate: 18000, currentRate: 18500.5, trend: 'up', changeCount: 1 });
      const got = await t.http().get(`/api/admin/rates/${id}`).set(admin).expect(200);
      expect(got.body.currentRate).toBe(18500.5);
    });

    it('records a lower rate as down and an equal one as stable', async () => {
      await t.http().put(`/api/admin/rates/${id}`).set(admin).send({ currentRate: 17000 }).expect(200).expect((r) => expect(r.body.trend).toBe('down'));
      await t.http().put(`/api/admin/rates/${id}`).set(admin).send({ currentRate: 17000 }).expect(200).expect((r) => expect(r.body.trend).toBe('stable'));
    });

    it('answers 404 for an unknown rate and 400 for a missing rate', async () => {
      await t.http().put('/api/admin/rates/00000000-0000-0000-0000-000000000000').set(admin).send({ currentRate: 1 }).expect(404);
      const res = await t.http().put(`/api/admin/rates/${id}`).set(admin).send({}).expect(400);
      expect(res.body.errors).toEqual({ currentRate: 'Current rate is required' });
    });

    it('keeps the history: every event with its actor, and chart points', async () => {
      const history = await t.http().get('/api/admin/rate-history').query({ filter: JSON.stringify({ rateId: id }), sort: '["changedAt","ASC"]', range: '[0,99]' }).set(admin).expect(200);
      expect(history.headers['content-range']).toBe('rate-history 0-3/4');
      expect(history.body.map((h: any) => [h.eventType, h.currentRate, h.trend])).toEqual([
        ['RateAdded', 18000, 'stable'],
        ['RateChanged', 18500.5, 'up'],
        ['RateChanged', 17000, 'down'],
        ['RateChanged', 17000, 'stable'],
      ]);
      expect(history.body[1].actor).toMatchObject({ kind: 'user', role: 'admin', name: 'Administrator' });

      const events = await t.http().get('/api/admin/events').query({ filter: JSON.stringify({ streamId: `rate-${id}` }), sort: '["position","ASC"]' }).set(admin).expect(200);
      expect(events.body.map((e: any) => e.type)).toEqual(['RateAdded', 'RateChanged', 'RateChanged', 'RateChanged']);
      expect(events.body[1]).toMatchObject({ streamId: `rate-${id}`, revision: 1, data: { previousPaise: 1_800_000, currentPaise: 1_850_050, trend: 'up' }, actor: { role: 'admin', name: 'Administrator' } });
      expect(events.body[1].occurredAt).toEqual(expect.any(String));
    });
  });

  describe('Update Daily Rates', () => {
    it('changes many rates in one action: one event per rate, one shared correlation id', async () => {
      const a = (await addRate({ productName: 'Toor Dal', category: 'pulses', currentRate: 11000, unit: 'quintal' }).expect(201)).body.id;
      const b = (await addRate({ productName: 'Cumin', category: 'spices', currentRate: 28000, unit: 'quintal' }).expect(201)).body.id;
      const correlationId = `daily-rates-${Date.now()}`;
      const res = await t.http().post('/api/admin/rates/daily').set(admin).set('X-Correlation-Id', correlationId).send({ changes: [{ id: a, currentRate: 11200 }, { id: b, currentRate: 27500 }] }).expect(201);
      expect(res.body).toEqual({ updated: 2 });
      const events = await t.http().get('/api/admin/events').query({ filter: JSON.stringify({ correlationId }) }).set(admin).expect(200);
      expect(events.body.map((e: any) => [e.streamId, e.type, e.data.trend])).toEqual([
        [`rate-${a}`, 'RateChanged', 'up'],
        [`rate-${b}`, 'RateChanged', 'down'],
      ]);
    });

    it('changes nothing when any entry is invalid, naming the entry', async () => {
      const a = (await addRate({ productName: 'Moong', category: 'pulses', currentRate: 9000 }).expect(201)).body.id;
      const before = await head();
      const res = await t.http().post('/api/admin/rates/daily').set(admin).send({ changes: [{ id: a, currentRate: 9100 }, { id: 'nope', currentRate: 5 }, { id: a }] }).expect(400);
      expect(res.body.errors).toMatchObject({ 'changes.1.id': 'Rate not found', 'changes.2.currentRate': 'Current rate is required', changes: 'Each rate may appear only once' });
      expect(await head()).toBe(before);
    });
  });

  describe('Update Daily Rates against a concurrent change', () => {
    const batchEvents = async (correlationId: string) =>
      (await t.http().get('/api/admin/events').query({ filter: JSON.stringify({ correlationId }), range: JSON.stringify([0, 99]) }).set(admin).expect(200)).body as { streamId: string; type: string }[];
    const ratesOf = async (ids: string[]) => Promise.all(ids.map(async (id) => (await t.http().get(`/api/admin/rates/${id}`).set(admin).expect(200)).body as { currentRate: number; previousRate: number; deleted?: boolean }));
    const addRates = async (n: number, name: string) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) ids.push((await addRate({ productName: `${name} ${i}`, category: 'pulses', currentRate: 100 + i }).expect(201)).body.id);
      return ids;
    };

    it('is decided again on the changed rate and lands whole: every line, one event each', async () => {
      const ids = await addRates(30, 'Race chana');
      const last = ids[ids.length - 1];
      raceNextBatch(t, () => t.http().put(`/api/admin/rates/${last}`).set(admin).send({ currentRate: 999 }).expect(200));
      const correlationId = `race-${Date.now()}`;
      await t.http().post('/api/admin/rates/daily').set(admin).set('X-Correlation-Id', correlationId).send({ changes: ids.map((id) => ({ id, currentRate: 200 })) }).expect(201, { updated: 30 });

      expect((await batchEvents(correlationId)).map((e) => e.streamId).sort()).toEqual(ids.map((id) => `rate-${id}`).sort());
      const rates = await ratesOf(ids);
      expect(rates.every((r) => r.currentRate === 200)).toBe(true);
      // The line for the rate changed meanwhile was decided on the change: its previous rate is the other admin's.
      expect(rates[rates.length - 1]).toMatchObject({ currentRate: 200, previousRate: 999 });
    });

    it('writes nothing when the change made a line impossible: a rate delisted meanwhile refuses the batch, naming the line', async () => {
      const ids = await addRates(5, 'Race masoor');
      raceNextBatch(t, () => t.http().delete(`/api/admin/rates/${ids[3]}`).set(admin).expect(200));
      const correlationId = `race-delisted-${Date.now()}`;
      const res = await t.http().post('/api/admin/rates/daily').set(admin).set('X-Correlation-Id', correlationId).send({ changes: ids.map((id) => ({ id, currentRate: 300 })) }).expect(400);

      expect(res.body.errors).toEqual({ 'changes.3.id': 'This rate was delisted and can no longer change' });
      expect(await batchEvents(correlationId)).toEqual([]);
      expect((await ratesOf(ids)).map((r) => r.currentRate)).toEqual([100, 101, 102, 103, 104]);
    });
  });

  describe('correcting and delisting a rate', () => {
    let id: string;
    beforeAll(async () => {
      id = (await addRate({ productName: 'Garlic (Kashmir)', category: 'vegetables', currentRate: 60000 }).expect(201)).body.id;
    });

    it('refuses a rename onto another rate of the same category, and frees a name once it is left', async () => {
      const other = (await addRate({ productName: 'Shallot', category: 'vegetables', currentRate: 4000 }).expect(201)).body.id;
      await t.http().put(`/api/admin/rates/${other}`).set(admin).send({ productName: 'garlic (kashmir)' }).expect(400)
        .expect((r) => expect(r.body.errors).toEqual({ productName: 'A rate for this product already exists in this category' }));
      await t.http().put(`/api/admin/rates/${other}`).set(admin).send({ productName: 'Shallot (Pink)' }).expect(200);
      await addRate({ productName: 'Shallot', category: 'vegetables', currentRate: 4100 }).expect(201);
    });

    it('renames, recategorises and changes the unit, each a named event in the History', async () => {
      const res = await t.http().put(`/api/admin/rates/${id}`).set(admin).send({ productName: 'Garlic (Kashmir, bold)', category: 'spices', unit: 'quintal', currentRate: 6100 }).expect(200);
      // ₹6,100 per quintal is not compared with ₹60,000 per tonne: no previous rate, no trend.
      expect(res.body).toMatchObject({ productName: 'Garlic (Kashmir, bold)', category: 'spices', unit: 'quintal', currentRate: 6100, previousRate: null, trend: 'stable', changePercent: 0 });
      const events = await t.http().get('/api/admin/events').query({ filter: JSON.stringify({ streamId: `rate-${id}` }), sort: '["position","ASC"]' }).set(admin).expect(200);
      expect(events.body.map((e: any) => e.type)).toEqual(['RateAdded', 'RateRenamed', 'RateRecategorised', 'RateUnitChanged', 'RateChanged']);
      // the old name and category are free again
      await addRate({ productName: 'Garlic (Kashmir)', category: 'vegetables', currentRate: 61000 }).expect(201);
    });

    it('refuses a new unit without the rate per it, and does not compare the new rate with the old unit\'s', async () => {
      const rate = (await addRate({ productName: 'Salt (rock)', category: 'spices', currentRate: 5 }).expect(201)).body.id;
      const before = await head();
      const alone = await t.http().put(`/api/admin/rates/${rate}`).set(admin).send({ unit: 'kg' }).expect(400);
      expect(alone.body.errors).toEqual({ currentRate: 'Enter the current rate per the new unit' });
      expect(await head()).toBe(before);
      const requoted = await t.http().put(`/api/admin/rates/${rate}`).set(admin).send({ unit: 'kg', currentRate: 0.5 }).expect(200);
      expect(requoted.body).toMatchObject({ unit: 'kg', currentRate: 0.5, previousRate: null, trend: 'stable', changePercent: 0 });
      const history = await t.http().get(`/api/rates/${rate}/history`).expect(200);
      expect(history.body.history.at(-1)).toMatchObject({ previousRate: null, currentRate: 0.5, trend: 'stable', unit: 'kg' });
      const next = await t.http().put(`/api/admin/rates/${rate}`).set(admin).send({ currentRate: 0.6 }).expect(200);
      expect(next.body).toMatchObject({ previousRate: 0.5, currentRate: 0.6, trend: 'up', changePercent: 20 });
    });

    it('shows field errors for a bad edit and changes nothing', async () => {
      const before = await head();
      const res = await t.http().put(`/api/admin/rates/${id}`).set(admin).send({ productName: ' ', category: 'gems', unit: 'bag' }).expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['category', 'productName', 'unit']);
      expect(await head()).toBe(before);
    });

    it('delists: off the public list, kept in the back office, no longer changeable', async () => {
      const res = await t.http().delete(`/api/admin/rates/${id}`).set(admin).expect(200);
      expect(res.body).toMatchObject({ id, status: 'delisted' });
      const list = await t.http().get('/api/rates').query({ perPage: 100 }).expect(200);
      expect(list.body.rates.map((r: any) => r.id)).not.toContain(id);
      await t.http().put(`/api/admin/rates/${id}`).set(admin).send({ currentRate: 1 }).expect(409);
      const daily = await t.http().post('/api/admin/rates/daily').set(admin).send({ changes: [{ id, currentRate: 5 }] }).expect(400);
      expect(daily.body.errors).toEqual({ 'changes.0.id': 'This rate was delisted and can no longer change' });
      await addRate({ productName: 'Garlic (Kashmir, bold)', category: 'spices', currentRate: 6000 }).expect(201);
    });
  });

  describe('the public rate list', () => {
    beforeAll(async () => {
      for (const [productName, currentRate] of [['Apple (Shimla)', 9000], ['Apple (Kinnaur)', 11000], ['Apricot', 20000]] as const)
        await addRate({ productName, category: 'fruits', currentRate }).expect(201);
    });

    it('filters by category and searches product names on the server, a page at a time', async () => {
      const res = await t.http().get('/api/rates').query({ category: 'fruits', q: 'apple', perPage: 1, page: 2, sort: 'productName' }).expect(200);
      expect(res.body).toMatchObject({ total: 2, page: 2, perPage: 1 });
      expect(res.body.rates.map((r: any) => r.productName)).toEqual(['Apple (Shimla)']);
      expect(res.body.lastUpdated).toEqual(expect.any(String));
    });

    it('sorts by current rate, change or date, descending with a leading -', async () => {
      const res = await t.http().get('/api/rates').query({ category: 'fruits', sort: '-currentRate' }).expect(200);
      const amounts = res.body.rates.map((r: any) => r.currentRate);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      const byChange = await t.http().get('/api/rates').query({ sort: '-change' }).expect(200);
      const changes = byChange.body.rates.map((r: any) => r.changePercent);
      expect(changes).toEqual([...changes].sort((a, b) => b - a));
    });

    it('sorts by current rate like with like: rates by weight by their price per tonne, then rates per piece', async () => {
      // ₹2,400 a kg is ₹24,00,000 a tonne; ₹1,800 a quintal is ₹18,000 a tonne; ₹20,000 a tonne; coconuts by the piece come after every weight.
      const add = (productName: string, unit: string, currentRate: number) => t.http().post('/api/admin/rates').set(admin).send({ productName, category: 'coffee', unit, currentRate }).expect(201);
      await add('Cardamom (Idukki)', 'kg', 2400);
      await add('Coffee husk', 'quintal', 1800);
      await add('Robusta cherry', 'tonne', 20000);
      await add('Tender coconut', 'piece', 25);
      const mine = ['Cardamom (Idukki)', 'Coffee husk', 'Robusta cherry', 'Tender coconut'];
      const names = async (sort: string) => (await t.http().get('/api/rates').query({ category: 'coffee', sort }).expect(200)).body.rates.map((r: any) => r.productName).filter((n: string) => mine.includes(n));
      expect(await names('currentRate')).toEqual(['Coffee husk', 'Robusta cherry', 'Cardamom (Idukki)', 'Tender coconut']);
      expect(await names('-currentRate')).toEqual(['Cardamom (Idukki)', 'Robusta cherry', 'Coffee husk', 'Tender coconut']);
      // The back office's list sorts the same way.
      const adminNames = async (direction: string) =>
        (await t.http().get('/api/admin/rates').query({ sort: JSON.stringify(['currentRate', direction]), filter: '{"category":"coffee"}' }).set(admin).expect(200)).body.map((r: any) => r.productName).filter((n: string) => mine.includes(n));
      expect(await adminNames('ASC')).toEqual(['Coffee husk', 'Robusta cherry', 'Cardamom (Idukki)', 'Tender coconut']);
      expect(await adminNames('DESC')).toEqual(['Cardamom (Idukki)', 'Robusta cherry', 'Coffee husk', 'Tender coconut']);
    });

    it('refuses a page size over 100, an unknown sort or category, and a pattern stays text', async () => {
      const res = await t.http().get('/api/rates').query({ perPage: 101, sort: 'secret', category: 'gems', page: 0 }).expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['category', 'page', 'perPage', 'sort']);
      const pattern = await t.http().get('/api/rates').query({ q: '.*' }).expect(200);
      expect(pattern.body.total).toBe(0);
    });
  });

  describe('the back office list (ra-data-simple-rest)', () => {
    it('pages, sorts, filters and sets Content-Range', async () => {
      const res = await t.http().get('/api/admin/rates').query({ sort: '["currentRate","DESC"]', range: '[0,1]', filter: '{"category":["pulses","spices"]}' }).set(admin).expect(200);
      expect(res.headers['content-range']).toMatch(/^rates 0-1\/\d+$/);
      expect(res.body).toHaveLength(2);
      expect(res.body[0].currentRate).toBeGreaterThanOrEqual(res.body[1].currentRate);
      expect(res.body.every((r: any) => ['pulses', 'spices'].includes(r.category))).toBe(true);
      const search = await t.http().get('/api/admin/rates').query({ filter: '{"q":"toor"}' }).set(admin).expect(200);
      expect(search.body.map((r: any) => r.productName)).toEqual(['Toor Dal']);
      const many = await t.http().get('/api/admin/rates').query({ filter: JSON.stringify({ id: [search.body[0].id] }) }).set(admin).expect(200);
      expect(many.body).toHaveLength(1);
    });

    it('refuses filters on fields that are not exposed and malformed queries', async () => {
      await t.http().get('/api/admin/rates').query({ filter: '{"$where":"1"}' }).set(admin).expect(400);
      await t.http().get('/api/admin/rates').query({ range: '[0' }).set(admin).expect(400);
    });
  });

  describe('analytics from the bus', () => {
    it('counts rate changes per day in a consumer no request handler calls', async () => {
      const id = (await addRate({ productName: 'Turmeric', category: 'spices', currentRate: 14000 }).expect(201)).body.id;
      const countToday = async () => {
        const res = await t.http().get('/api/admin/rate-change-stats').set(admin).expect(200);
        return res.body.find((d: any) => d.day === businessDay(new Date()))?.count ?? 0;
      };
      const before = await countToday();
      await t.http().put(`/api/admin/rates/${id}`).set(admin).send({ currentRate: 14100 }).expect(200);
      await t.http().put(`/api/admin/rates/${id}`).set(admin).send({ currentRate: 13900 }).expect(200);
      await eventually(async () => (await countToday()) === before + 2);
    });
  });

  describe('who may call it', () => {
    const adminCalls: [string, string][] = [
      ['get', '/api/admin/rates'],
      ['get', '/api/admin/rates/x'],
      ['post', '/api/admin/rates'],
      ['put', '/api/admin/rates/x'],
      ['delete', '/api/admin/rates/x'],
      ['post', '/api/admin/rates/daily'],
      ['get', '/api/admin/rate-history'],
      ['get', '/api/admin/events'], // vendors and providers: own streams only (identity.e2e)
      ['get', '/api/admin/events/x'],
      ['get', '/api/admin/rate-change-stats'],
    ];

    it.each(adminCalls)('%s %s: 401 without a token, 403 for a customer', async (method, path) => {
      const before = await head();
      await (t.http() as any)[method](path).send({ productName: 'x', category: 'fruits', currentRate: 1 }).expect(401);
      const customer = await t.customerAuth();
      await (t.http() as any)[method](path).set({ Authorization: customer.Authorization }).send({ productName: 'x', category: 'fruits', currentRate: 1 }).expect(403);
      expect(await head()).toBe(before + 2); // only the customer's own sign-up: its e-mail reservation and UserRegistered
    });

    it('lets anyone read the public rate list', async () => {
      await t.http().get('/api/rates').expect(200);
    });
  });
});
