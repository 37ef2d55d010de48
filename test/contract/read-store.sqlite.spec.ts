import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteReadStore } from '../../backend/src/platform/read-store/sqlite-read-store';
import { readStoreContract } from './read-store.contract';
import { overlapOf, requiredOverlap, searchForm, textQuery } from '../../backend/src/platform/read-store/text-search';

const dirs: string[] = [];
const ids = (docs: { _id: unknown }[]) => docs.map((d) => d._id);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

readStoreContract('sqlite (in memory)', async () => new SqliteReadStore(':memory:'));
readStoreContract('sqlite (file, WAL)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-read-store-'));
  dirs.push(dir);
  return SqliteReadStore.inDataDir(dir);
});

describe('SQLite read store: indexes, transactions, several connections', () => {
  let dir: string;
  let store: SqliteReadStore;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bazaar-read-store-'));
    store = SqliteReadStore.inDataDir(dir);
    await store.ensureIndexes('rates_v1', { indexes: [{ fields: { category: 1, productName: 1 } }, { fields: { updatedAt: -1 } }], search: ['productName'] });
    await store.setAlias('rates', 'rates_v1');
    const writes = Array.from({ length: 300 }, (_, i) => ({
      _id: `r${i}`,
      doc: { _id: `r${i}`, productName: `Product ${i}`, category: ['grains', 'pulses', 'spices'][i % 3], updatedAt: `2026-01-${String((i % 28) + 1).padStart(2, '0')}` } as never,
      position: i + 1,
    }));
    await store.commit([{ collection: 'rates_v1', checkpoint: 'rates_v1', position: 300, writes }]);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a declared filter and sort from an index (EXPLAIN QUERY PLAN), without a temporary sort', () => {
    const plan = store.collection('rates').explain({ category: 'pulses' }, { sort: { productName: 1 }, limit: 25 });
    // The indexed field is a column of its own (c_category), which the index orders by.
    expect(plan.join('\n')).toMatch(/SEARCH t USING INDEX "?rm_rates_v1__ix_\w+"? \(c_category=\?\)/);
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
    const byDate = store.collection('rates').explain({}, { sort: { updatedAt: -1 }, limit: 25 });
    expect(byDate.join('\n')).toMatch(/SCAN t USING INDEX "?rm_rates_v1__ix_\w+"?/);
    expect(byDate.join('\n')).not.toMatch(/TEMP B-TREE/);
    // With _id breaking ties (what the lists ask for), the index still gives the whole order.
    const stable = store.collection('rates').explain({ category: 'pulses' }, { sort: { productName: 1, _id: 1 }, skip: 50, limit: 25 });
    expect(stable.join('\n')).not.toMatch(/TEMP B-TREE/);
    const search = store.collection('rates').explain({ $text: { $search: 'prodct 7' } });
    expect(search.join('\n')).toMatch(/VIRTUAL TABLE INDEX/);
  });

  it('answers a field declared scanned in SQL by a scan (no index built), with the same documents as a filter in memory', async () => {
    await store.ensureIndexes('notes_v1', { scanned: ['day'] });
    const writes = Array.from({ length: 60 }, (_, i) => ({ _id: `n${i}`, doc: { _id: `n${i}`, day: `2026-02-${String((i % 20) + 1).padStart(2, '0')}` } as never, position: i + 1 }));
    await store.commit([{ collection: 'notes_v1', checkpoint: 'notes_v1', position: 60, writes }]);
    const notes = store.collection('notes_v1');
    const filter = { day: { $gte: '2026-02-05', $lt: '2026-02-08' } };
    // Filtered and sorted by SQLite (a scan and a sort of its own), not row by row in memory.
    const plan = notes.explain(filter, { sort: { day: 1, _id: 1 }, skip: 2, limit: 4 }).join('\n');
    expect(plan).toMatch(/SCAN t/);
    expect(plan).toMatch(/TEMP B-TREE FOR ORDER BY/);
    const indexes = store.db.prepare<[], { sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rm_notes_v1' AND sql IS NOT NULL").all();
    expect(indexes.filter((index) => index.sql.includes('day'))).toEqual([]);
    const expected = writes
      .map((w) => w.doc as { _id: string; day: string })
      .filter((d) => d.day >= '2026-02-05' && d.day < '2026-02-08')
      .sort((a, b) => a.day.localeCompare(b.day) || a._id.localeCompare(b._id));
    expect(ids(await notes.find(filter, { sort: { day: 1, _id: 1 }, skip: 2, limit: 4 }))).toEqual(ids(expected.slice(2, 6)));
    expect(await notes.count(filter)).toBe(expected.length);
  });

  it('looks a search up by its rarest trigrams and finds the same documents; a rebuilt search table is read afresh', async () => {
    const rates = store.collection('rates');
    // What every trigram of the query finds (text-search.ts), computed over all 300 documents.
    for (const query of ['prodct 7', 'Prodcut 17', 'product', 'uct 2']) {
      const text = textQuery(query);
      const expected = (await rates.find({}, { sort: { _id: 1 } })).filter((doc) => overlapOf(searchForm(String((doc as { productName?: unknown }).productName)), text) >= requiredOverlap(text.grams));
      expect(ids(await rates.find({ $text: { $search: query } }, { sort: { _id: 1 } }))).toEqual(ids(expected));
      expect(expected.length).toBeGreaterThan(0);
    }
    // The collection dropped and built again (a rebuild on another connection): the next search still answers.
    const other = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    await other.dropCollection('rates_v1');
    await other.deleteCheckpoint('rates_v1');
    await other.ensureIndexes('rates_v1', { search: ['productName'] });
    await other.commit([{ collection: 'rates_v1', checkpoint: 'rates_v1', position: 1, writes: [{ _id: 'n1', doc: { _id: 'n1', productName: 'Turmeric fingers' } as never, position: 1 }] }]);
    await other.close();
    expect(ids(await rates.find({ $text: { $search: 'tumeric' } }))).toEqual(['n1']);
  });

  it('overwrites what a dropped collection freed, except for sealed personal data, and stays that way for the next drop', async () => {
    const markers = { people_sealed: 'Sealed-Text-5b1d', people_opened: 'Opened-Name-7f3a' };
    for (const [name, marker] of Object.entries(markers)) {
      const writes = Array.from({ length: 200 }, (_, i) => ({ _id: `p${i}`, doc: { _id: `p${i}`, name: `${marker} ${i}` } as never, position: i + 1 }));
      await store.commit([{ collection: name, checkpoint: name, position: 200, writes }]);
    }
    await store.dropCollection('people_sealed', { sealed: true });
    await store.dropCollection('people_opened');
    store.db.pragma('wal_checkpoint(TRUNCATE)');
    const file = readFileSync(join(dir, 'read-models.sqlite')).toString('latin1');
    expect(file).not.toContain(markers.people_opened);
    expect(file).toContain(markers.people_sealed); // freed without zeroing: it was never readable without its key
    expect(store.db.pragma('secure_delete', { simple: true })).toBe(1);
  });

  it('opens a file of the layout before columns: documents stored as JSON text and expression indexes become columns and column indexes', async () => {
    // What an earlier version left: no columns, an index over json_extract, a document as JSON text.
    store.db.exec(`CREATE TABLE "rm_legacy_v1" (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL, pos INTEGER)`);
    store.db.exec(`CREATE INDEX "rm_legacy_v1__ix_000000000000" ON "rm_legacy_v1" (json_extract(doc, '$.category') ASC, json_extract(doc, '$.productName') ASC, id ASC)`);
    store.db.prepare(`INSERT INTO _rs_collections (name, spec) VALUES ('legacy_v1', ?)`).run(JSON.stringify({ indexes: [{ fields: { category: 1, productName: 1 } }], search: [], scanned: [] }));
    store.db.prepare(`INSERT INTO "rm_legacy_v1" (id, doc, pos) VALUES (?, ?, ?)`).run('old', JSON.stringify({ _id: 'old', productName: 'Product old', category: 'pulses', updatedAt: '2026-01-15', _position: 7 }), 7);
    store.db.prepare(`INSERT INTO "rm_legacy_v1" (id, doc, pos) VALUES (?, jsonb(?), ?)`).run('new', JSON.stringify({ _id: 'new', productName: 'Product new', category: 'oils', _position: 8 }), 8);

    await store.ensureIndexes('legacy_v1', { indexes: [{ fields: { category: 1, productName: 1 } }] }); // what a projection's start does
    const indexes = store.db.prepare<[], { name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rm_legacy_v1' AND sql IS NOT NULL").all();
    expect(indexes.map((index) => index.sql).join('\n')).not.toContain('json_extract');
    expect(indexes.some((index) => index.sql.includes('"c_category" ASC, "c_productName" ASC, id ASC'))).toBe(true);
    const legacy = store.collection<{ _id: string; productName: string; category: string; note?: string }>('legacy_v1');
    expect(await legacy.findOne({ _id: 'old' })).toEqual({ _id: 'old', productName: 'Product old', category: 'pulses', updatedAt: '2026-01-15', _position: 7 });
    expect(ids(await legacy.find({ category: 'pulses' }, { sort: { productName: 1 } }))).toEqual(['old']);
    expect(legacy.explain({ category: 'pulses' }, { sort: { productName: 1 } }).join('\n')).toMatch(/USING INDEX/);
    await legacy.updateOne({ _id: 'old' }, { $set: { note: 'kept', category: 'oils' } });
    expect(await legacy.findOne({ _id: 'old' })).toMatchObject({ productName: 'Product old', note: 'kept' });
    expect(ids(await legacy.find({ category: 'oils' }, { sort: { productName: 1 } }))).toEqual(['new', 'old']);
    expect(await legacy.count({ category: 'pulses' })).toBe(0);
  });

  it('keeps every column equal to its field in the document through inserts, rewrites and deletes, and answers queries like a filter in memory', async () => {
    const fields = ['status', 'vendor.city', 'total', 'paid'];
    await store.ensureIndexes('orders_v1', { indexes: [{ fields: { status: 1, total: -1 } }, { fields: { 'vendor.city': 1 } }, { fields: { paid: 1 } }] });
    const orders = store.collection<Record<string, unknown> & { _id: string }>('orders_v1');
    const expected = new Map<string, Record<string, unknown> & { _id: string }>();
    let seed = 7;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const pick = <T>(values: T[]) => values[random(values.length)];
    for (let round = 1; round <= 40; round++) {
      const writes = Array.from({ length: 10 }, () => {
        const id = `o${random(25)}`;
        if (random(8) === 0) return { _id: id, doc: null, position: round };
        const doc: Record<string, unknown> & { _id: string } = { _id: id, note: `round ${round}` };
        if (random(5) > 0) doc.status = pick(['pending', 'shipped', 'delivered', null]);
        if (random(5) > 0) doc.vendor = pick([{ city: 'Pune' }, { city: 'Delhi' }, { name: 'no city' }, 'flat']);
        if (random(5) > 0) doc.total = pick([0, 1.5, 120, -3, 'x']);
        if (random(5) > 0) doc.paid = pick([true, false]);
        return { _id: id, doc: doc as never, position: round };
      });
      const last = new Map(writes.map((w) => [w._id, w]));
      await store.commit([{ collection: 'orders_v1', checkpoint: 'orders_v1', position: round, writes: [...last.values()] }]);
      for (const write of last.values()) {
        if (write.doc === null) expected.delete(write._id);
        else expected.set(write._id, { ...(write.doc as Record<string, unknown>), _id: write._id, _position: round });
      }
      if (round % 10 === 0) await orders.updateOne({ _id: [...expected.keys()][0] }, { $set: { status: 'refunded', 'vendor.city': 'Agra' } });
      if (round % 10 === 0) {
        const doc = expected.get([...expected.keys()][0])!;
        doc.status = 'refunded';
        doc.vendor = { ...(typeof doc.vendor === 'object' && doc.vendor ? doc.vendor : {}), city: 'Agra' };
      }
    }
    const differing = fields.map((field) => store.db.prepare(`SELECT count(*) FROM "rm_orders_v1" WHERE "c_${field}" IS NOT json_extract(doc, '$.${field}')`).pluck().get());
    expect(differing).toEqual([0, 0, 0, 0]);
    const all = [...expected.values()];
    const sortIds = (docs: { _id: string }[]) => docs.map((d) => d._id).sort();
    for (const status of ['pending', 'shipped', 'delivered', 'refunded']) expect(sortIds(await orders.find({ status }))).toEqual(sortIds(all.filter((d) => d.status === status)));
    expect(sortIds(await orders.find({ status: null }))).toEqual(sortIds(all.filter((d) => d.status === null || d.status === undefined)));
    for (const city of ['Pune', 'Delhi', 'Agra']) expect(sortIds(await orders.find({ 'vendor.city': city }))).toEqual(sortIds(all.filter((d) => (d.vendor as { city?: string } | undefined)?.city === city)));
    expect(sortIds(await orders.find({ paid: true }))).toEqual(sortIds(all.filter((d) => d.paid === true)));
    expect(sortIds(await orders.find({ total: { $gte: 1 } }))).toEqual(sortIds(all.filter((d) => typeof d.total === 'number' && d.total >= 1)));
    expect(sortIds(await orders.find({ total: { $exists: false } }))).toEqual(sortIds(all.filter((d) => !('total' in d))));
  });

  it("keeps a document's search row when a commit changes no searched field, and rewrites it when one changes", async () => {
    const rates = store.collection('rates');
    const ftsWrites = () => (store.db.prepare('SELECT count(*) FROM "rm_rates_v1__fts_data"').pluck().get() as number);
    const before = ftsWrites();
    await store.commit([{ collection: 'rates_v1', checkpoint: 'rates_v1', position: 301, writes: [{ _id: 'r7', doc: { _id: 'r7', productName: 'Product 7', category: 'pulses', updatedAt: '2026-02-01' } as never, position: 301 }] }]);
    expect(ftsWrites()).toBe(before); // no segment written for an unchanged text
    expect(await rates.findOne({ _id: 'r7' })).toMatchObject({ category: 'pulses' });
    expect(ids(await rates.find({ $text: { $search: 'Product 7' } }))).toContain('r7');

    await store.commit([{ collection: 'rates_v1', checkpoint: 'rates_v1', position: 302, writes: [{ _id: 'r7', doc: { _id: 'r7', productName: 'Turmeric', category: 'spices', updatedAt: '2026-02-02' } as never, position: 302 }] }]);
    expect(ids(await rates.find({ $text: { $search: 'turmeric' } }))).toEqual(['r7']);
    expect(ids(await rates.find({ $text: { $search: 'Product 7' } }))).not.toContain('r7');
  });

  it('answers a filtered, sorted page from the index', async () => {
    const page = await store.collection<{ _id: string; productName: string }>('rates').find({ category: 'pulses' }, { sort: { productName: 1 }, skip: 2, limit: 3 });
    const expected = Array.from({ length: 300 }, (_, i) => i).filter((i) => i % 3 === 1).map((i) => `Product ${i}`).sort().slice(2, 5);
    expect(page.map((d) => d.productName)).toEqual(expected);
    expect(await store.collection('rates').count({ category: 'pulses' })).toBe(100);
  });

  it('commits a batch and its checkpoint as one: a failure mid-batch leaves nothing', async () => {
    const writes = [
      { _id: 'r1', doc: { _id: 'r1', productName: 'Changed', category: 'grains' } as never, position: 301 },
      { _id: 'bad', doc: { _id: 'bad', size: BigInt(1) } as never, position: 302 }, // JSON cannot hold a BigInt
    ];
    await expect(store.commit([{ collection: 'rates_v1', checkpoint: 'rates_v1', position: 302, writes }])).rejects.toThrow();
    expect(await store.collection('rates').findOne({ _id: 'r1' })).toMatchObject({ productName: 'Product 1', _position: 2 });
    expect(await store.collection('rates').findOne({ _id: 'bad' })).toBeNull();
    expect(await store.getCheckpoint('rates_v1')).toBe(300);
    expect(await store.collection('rates').count({ $text: { $search: 'changed' } })).toBe(0);
  });

  it('keeps documents, indexes and checkpoints in the file for the next start, and shares them with another connection', async () => {
    const other = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    expect(await other.getCheckpoint('rates_v1')).toBe(300);
    expect(await other.aliasOf('rates')).toBe('rates_v1');
    expect(await other.collection('rates').count({ category: 'spices' })).toBe(100);
    expect(other.collection('rates').explain({ category: 'spices' }, { sort: { productName: 1 } }).join('\n')).toMatch(/USING INDEX/);
    // A switch made on one connection is what the other reads next.
    await other.collection('rates_v2').replaceOne({ _id: 'x' }, { _id: 'x' });
    await other.setAlias('rates', 'rates_v2');
    expect(await store.collection('rates').count()).toBe(1);
    await other.close();
  });

  it('reads on while a new version builds and switches (blue/green)', async () => {
    await store.ensureIndexes('rates_v2', { indexes: [{ fields: { category: 1, productName: 1 } }] });
    const reader = store.collection('rates');
    for (let i = 0; i < 3; i++) {
      await store.commit([{ collection: 'rates_v2', checkpoint: 'rates_v2', position: (i + 1) * 100, writes: [{ _id: `n${i}`, doc: { _id: `n${i}`, category: 'oils' } as never, position: (i + 1) * 100 }] }]);
      expect(await reader.count({ category: 'pulses' })).toBe(100); // still the live v1
    }
    await store.setAlias('rates', 'rates_v2');
    expect(await reader.count({ category: 'oils' })).toBe(3);
    await store.dropCollection('rates_v1');
    expect(await store.collectionNames()).toEqual(expect.arrayContaining(['rates_v2']));
    expect(await store.collectionNames()).not.toContain('rates_v1');
  });
});
