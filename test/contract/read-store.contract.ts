import { randomUUID } from 'node:crypto';
import type { Doc, ReadStore } from '../../backend/src/platform/read-store/read-store.port';

type Product = Doc & { name: string; city: string; price: number; tags?: string[]; stock?: { qty: number } };

const PRODUCTS: Product[] = [
  { _id: 'p1', name: 'Cement 53 grade', city: 'Pune', price: 400, tags: ['bulk'] },
  { _id: 'p2', name: 'River sand', city: 'Pune', price: 1500 },
  { _id: 'p3', name: 'Cement 43 grade', city: 'Nashik', price: 380 },
  { _id: 'p4', name: 'TMT bar', city: 'Mumbai', price: 6200, stock: { qty: 12 } },
  { _id: 'p5', name: 'Red bricks', city: 'Pune', price: 9 },
];

/** Unique per call, so tests can share one real server and run again without cleaning up. */
function unique(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

const ids = (docs: Doc[]) => docs.map((doc) => doc._id);

/**
 * The behaviour every ReadStore adapter must share. `make` returns a connected store; the
 * suite closes it.
 */
export function readStoreContract(name: string, make: () => Promise<ReadStore>): void {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;

    beforeAll(async () => {
      store = await make();
    });

    afterAll(async () => {
      await store?.close();
    });

    async function seeded() {
      const products = store.collection<Product>(unique('products'));
      for (const product of PRODUCTS) await products.replaceOne({ _id: product._id }, product);
      return products;
    }

    describe('find', () => {
      it('returns every document for an empty filter', async () => {
        const products = await seeded();
        expect(ids(await products.find()).sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
      });

      it('filters by equality, $in, $gte, $regex and dotted paths', async () => {
        const products = await seeded();
        const sorted = { sort: { _id: 1 as const } };
        expect(ids(await products.find({ city: 'Pune' }, sorted))).toEqual(['p1', 'p2', 'p5']);
        expect(ids(await products.find({ city: { $in: ['Nashik', 'Mumbai'] } }, sorted))).toEqual(['p3', 'p4']);
        expect(ids(await products.find({ price: { $gte: 400 } }, sorted))).toEqual(['p1', 'p2', 'p4']);
        expect(ids(await products.find({ name: { $regex: '^cement', $options: 'i' } }, sorted))).toEqual(['p1', 'p3']);
        expect(ids(await products.find({ name: /grade$/ }, sorted))).toEqual(['p1', 'p3']);
        expect(ids(await products.find({ 'stock.qty': { $gte: 10 } }))).toEqual(['p4']);
        expect(ids(await products.find({ tags: 'bulk' }))).toEqual(['p1']);
        expect(ids(await products.find({ _id: 'p2', city: 'Pune' }))).toEqual(['p2']);
        expect(await products.find({ _id: 'p2', city: 'Mumbai' })).toEqual([]);
        expect(await products.find({ city: 'Delhi' })).toEqual([]);
      });

      it('sorts on several keys, then skips and limits', async () => {
        const products = await seeded();
        const byCityThenPrice = { city: 1, price: -1 } as const;
        expect(ids(await products.find({}, { sort: byCityThenPrice }))).toEqual(['p4', 'p3', 'p2', 'p1', 'p5']);
        expect(ids(await products.find({}, { sort: byCityThenPrice, skip: 1, limit: 2 }))).toEqual(['p3', 'p2']);
        expect(ids(await products.find({ city: 'Pune' }, { sort: { price: 1 }, skip: 2 }))).toEqual(['p2']);
        expect(ids(await products.find({}, { sort: { price: 1 }, limit: 1 }))).toEqual(['p5']);
        expect(await products.find({}, { sort: { price: 1 }, skip: 10 })).toEqual([]);
      });

      it('reads an unknown collection as empty', async () => {
        const empty = store.collection(unique('nothing'));
        expect(await empty.find()).toEqual([]);
        expect(await empty.findOne({ _id: 'x' })).toBeNull();
        expect(await empty.count()).toBe(0);
      });
    });

    it('findOne returns the whole matching document or null', async () => {
      const products = await seeded();
      expect(await products.findOne({ _id: 'p4' })).toEqual(PRODUCTS[3]);
      expect((await products.findOne({ price: { $lt: 10 } }))?._id).toBe('p5');
      expect(await products.findOne({ _id: 'p9' })).toBeNull();
      expect(await products.findOne({ _id: 'p4', city: 'Pune' })).toBeNull();
    });

    it('counts all or matching documents', async () => {
      const products = await seeded();
      expect(await products.count()).toBe(5);
      expect(await products.count({ city: 'Pune' })).toBe(3);
      expect(await products.count({ price: { $gt: 100_000 } })).toBe(0);
    });

    describe('replaceOne', () => {
      it('inserts when nothing matches (upsert by default)', async () => {
        const products = store.collection<Product>(unique('products'));
        const result = await products.replaceOne({ _id: 'p1' }, PRODUCTS[0]);
        expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'p1' });
        expect(await products.findOne({ _id: 'p1' })).toEqual(PRODUCTS[0]);
      });

      it('replaces the whole document, dropping fields the new one lacks', async () => {
        const products = await seeded();
        const result = await products.replaceOne({ _id: 'p1' }, { _id: 'p1', name: 'Cement', city: 'Thane', price: 410 });
        expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await products.findOne({ _id: 'p1' })).toEqual({ _id: 'p1', name: 'Cement', city: 'Thane', price: 410 });
        expect(await products.count()).toBe(5);
      });

      it('reports an identical replacement as matched but not modified', async () => {
        const products = await seeded();
        expect(await products.replaceOne({ _id: 'p2' }, PRODUCTS[1])).toEqual({ matchedCount: 1, modifiedCount: 0, upsertedId: null });
      });

      it('does not insert with upsert: false', async () => {
        const products = store.collection<Product>(unique('products'));
        expect(await products.replaceOne({ _id: 'p1' }, PRODUCTS[0], { upsert: false })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedId: null,
        });
        expect(await products.count()).toBe(0);
      });
    });

    describe('updateOne', () => {
      it('applies $set (also dotted), $unset, $inc and $push', async () => {
        const products = await seeded();
        const result = await products.updateOne(
          { _id: 'p4' },
          { $set: { price: 6300, 'stock.warehouse': 'Bhiwandi' }, $unset: { city: '' }, $inc: { 'stock.qty': -2 }, $push: { tags: 'steel' } },
        );
        expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await products.findOne({ _id: 'p4' })).toEqual({
          _id: 'p4',
          name: 'TMT bar',
          price: 6300,
          stock: { qty: 10, warehouse: 'Bhiwandi' },
          tags: ['steel'],
        });
        await products.updateOne({ _id: 'p1' }, { $push: { tags: 'cement' } });
        expect((await products.findOne({ _id: 'p1' }))?.tags).toEqual(['bulk', 'cement']);
      });

      it('handles array indexes, $push with $each, and a zero $inc on a missing field', async () => {
        const products = await seeded();
        await products.updateOne({ _id: 'p1' }, { $set: { 'tags.0': 'loose' }, $push: { grades: { $each: [43, 53] } }, $inc: { sold: 0 } });
        expect(await products.findOne({ _id: 'p1' })).toEqual({ ...PRODUCTS[0], tags: ['loose'], grades: [43, 53], sold: 0 });
      });

      it('refuses a failing update as a whole and leaves the document as it was', async () => {
        const products = await seeded();
        await expect(products.updateOne({ _id: 'p1' }, { $set: { price: 1 }, $inc: { name: 1 } })).rejects.toThrow();
        await expect(products.updateOne({ _id: 'p1' }, { $set: { price: 1 }, $push: { city: 'x' } })).rejects.toThrow();
        await expect(products.updateOne({ _id: 'p1' }, { $set: { price: 1 }, $inc: { price: 1 } })).rejects.toThrow();
        expect(await products.findOne({ _id: 'p1' })).toEqual(PRODUCTS[0]);
      });

      it('updates only the first match', async () => {
        const products = await seeded();
        expect(await products.updateOne({ city: 'Pune' }, { $set: { city: 'Pimpri' } })).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
        expect(await products.count({ city: 'Pimpri' })).toBe(1);
        expect(await products.count({ city: 'Pune' })).toBe(2);
      });

      it('reports an update that changes nothing as not modified', async () => {
        const products = await seeded();
        expect(await products.updateOne({ _id: 'p2' }, { $set: { price: 1500 } })).toEqual({ matchedCount: 1, modifiedCount: 0, upsertedId: null });
      });

      it('does nothing when nothing matches and upsert is not asked for', async () => {
        const products = await seeded();
        expect(await products.updateOne({ _id: 'p9' }, { $set: { price: 1 } })).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
        expect(await products.count()).toBe(5);
      });

      it('upserts a document built from the filter equalities plus the update', async () => {
        const stats = store.collection(unique('stats'));
        const first = await stats.updateOne({ _id: 'pune', city: 'Pune' }, { $inc: { orders: 1 }, $push: { seen: 'e1' } }, { upsert: true });
        expect(first).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'pune' });
        await stats.updateOne({ _id: 'pune', city: 'Pune' }, { $inc: { orders: 1 }, $push: { seen: 'e2' } }, { upsert: true });
        expect(await stats.findOne({ _id: 'pune' })).toEqual({ _id: 'pune', city: 'Pune', orders: 2, seen: ['e1', 'e2'] });
      });

      it('gives an upserted document without _id in the filter a string id', async () => {
        const stats = store.collection(unique('stats'));
        const { upsertedId } = await stats.updateOne({ city: 'Nashik', 'period.month': '2025-01' }, { $set: { total: 5 } }, { upsert: true });
        expect(typeof upsertedId).toBe('string');
        expect(await stats.findOne({ _id: upsertedId! })).toEqual({ _id: upsertedId, city: 'Nashik', period: { month: '2025-01' }, total: 5 });
      });

      it('refuses an update without operators', async () => {
        const products = await seeded();
        await expect(products.updateOne({ _id: 'p1' }, { price: 1 } as never)).rejects.toThrow();
        expect(await products.findOne({ _id: 'p1' })).toEqual(PRODUCTS[0]);
      });
    });

    it('updateMany updates every match and counts what changed', async () => {
      const products = await seeded();
      expect(await products.updateMany({ city: 'Pune', price: { $lt: 1000 } }, { $inc: { price: 10 } })).toEqual({
        matchedCount: 2,
        modifiedCount: 2,
        upsertedId: null,
      });
      expect((await products.find({ city: 'Pune' }, { sort: { _id: 1 } })).map((p) => p.price)).toEqual([410, 1500, 19]);
      expect(await products.updateMany({ city: 'Pune' }, { $set: { price: 1500 } })).toEqual({ matchedCount: 3, modifiedCount: 2, upsertedId: null });
      expect(await products.updateMany({ city: 'Delhi' }, { $set: { price: 1 } })).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
    });

    it('deleteOne removes one match, deleteMany every match, and both count', async () => {
      const products = await seeded();
      expect(await products.deleteOne({ city: 'Pune' })).toBe(1);
      expect(await products.count({ city: 'Pune' })).toBe(2);
      expect(await products.deleteOne({ _id: 'p9' })).toBe(0);
      expect(await products.deleteMany({ city: 'Pune' })).toBe(2);
      expect(ids(await products.find({}, { sort: { _id: 1 } }))).toEqual(['p3', 'p4']);
      expect(await products.deleteMany()).toBe(2);
      expect(await products.count()).toBe(0);
    });

    it('aggregates with $match, $group and $sort', async () => {
      const products = await seeded();
      const byCity = await products.aggregate<{ _id: string; total: number; items: number }>([
        { $match: { price: { $gte: 100 } } },
        { $group: { _id: '$city', total: { $sum: '$price' }, items: { $sum: 1 } } },
        { $sort: { total: -1 } },
      ]);
      expect(byCity).toEqual([
        { _id: 'Mumbai', total: 6200, items: 1 },
        { _id: 'Pune', total: 1900, items: 2 },
        { _id: 'Nashik', total: 380, items: 1 },
      ]);
    });

    describe('clone safety', () => {
      it('keeps the store apart from documents passed in', async () => {
        const products = store.collection<Product>(unique('products'));
        const doc: Product = { _id: 'p1', name: 'Cement', city: 'Pune', price: 400, tags: ['bulk'] };
        await products.replaceOne({ _id: 'p1' }, doc);
        doc.price = 1;
        doc.tags!.push('mutated');
        const stock = { qty: 5 };
        await products.updateOne({ _id: 'p1' }, { $set: { stock } });
        stock.qty = 0;
        expect(await products.findOne({ _id: 'p1' })).toEqual({ _id: 'p1', name: 'Cement', city: 'Pune', price: 400, tags: ['bulk'], stock: { qty: 5 } });
      });

      it('keeps the store apart from documents handed out', async () => {
        const products = await seeded();
        const one = (await products.findOne({ _id: 'p1' }))!;
        one.tags!.push('mutated');
        one.price = 0;
        const [many] = await products.find({ _id: 'p4' });
        many.stock!.qty = 0;
        const [grouped] = await products.aggregate<Product>([{ $match: { _id: 'p1' } }]);
        grouped.tags!.push('mutated');
        expect(await products.findOne({ _id: 'p1' })).toEqual(PRODUCTS[0]);
        expect(await products.findOne({ _id: 'p4' })).toEqual(PRODUCTS[3]);
      });

      it('leaves stored documents untouched by pipeline stages', async () => {
        const products = await seeded();
        await products.aggregate([{ $addFields: { extra: 1 } }, { $unset: 'city' }, { $unwind: '$tags' }, { $set: { price: 0 } }]);
        expect(await products.findOne({ _id: 'p1' })).toEqual(PRODUCTS[0]);
      });
    });

    describe('indexes and full-text search', () => {
      async function searchable() {
        const name = unique('products');
        await store.ensureIndexes(name, { indexes: [{ fields: { city: 1, price: -1 } }, { fields: { price: 1 } }], search: ['name', 'city'] });
        const products = store.collection<Product>(name);
        for (const product of PRODUCTS) await products.replaceOne({ _id: product._id }, product);
        return products;
      }

      it('answers filters and sorts on declared fields like any other', async () => {
        const products = await searchable();
        expect(ids(await products.find({ city: 'Pune' }, { sort: { price: -1 } }))).toEqual(['p2', 'p1', 'p5']);
        expect(ids(await products.find({ city: { $in: ['Pune', 'Mumbai'] }, price: { $gte: 400 } }, { sort: { city: 1, price: -1 }, limit: 2 }))).toEqual(['p4', 'p2']);
        expect(ids(await products.find({ price: { $lt: 400 } }, { sort: { price: 1 }, skip: 1 }))).toEqual(['p3']);
        expect(ids(await products.find({ $or: [{ city: 'Nashik' }, { price: { $gt: 5000 } }] }, { sort: { price: 1 } }))).toEqual(['p3', 'p4']);
        expect(ids(await products.find({ city: { $ne: 'Pune' }, name: /bar/ }))).toEqual(['p4']);
        expect(await products.count({ city: 'Pune', price: { $gt: 100 } })).toBe(2);
      });

      it('finds words with $text, a typo included, best match first', async () => {
        const products = await searchable();
        expect(ids(await products.find({ $text: { $search: 'cement' } }, { sort: { _id: 1 } }))).toEqual(['p1', 'p3']);
        expect(ids(await products.find({ $text: { $search: 'cement' }, city: 'Nashik' }))).toEqual(['p3']);
        expect(await products.count({ $text: { $search: 'cement' } })).toBe(2);
        expect(ids(await products.find({ $text: { $search: 'cemnt' } }, { sort: { _id: 1 } }))).toEqual(['p1', 'p3']);
        expect(ids(await products.find({ $text: { $search: 'cement 53' } }))).toEqual(['p1', 'p3']);
        expect(ids(await products.find({ $text: { $search: 'pune' } }, { sort: { price: 1 }, limit: 2 }))).toEqual(['p5', 'p1']);
        expect(await products.find({ $text: { $search: 'zzzz' } })).toEqual([]);
        expect(await products.find({ $text: { $search: '"* OR NEAR(' } })).toEqual([]);
      });

      it('takes a query word of four or more digits whole: an order number finds its order only', async () => {
        const name = unique('orders');
        await store.ensureIndexes(name, { search: ['orderNumber', 'customer'] });
        const orders = store.collection<Doc & { orderNumber: string; customer: string }>(name);
        for (const [n, customer] of [[1, 'Ananya Rao'], [12, 'Vikram Shah'], [100, 'Sneha Iyer']] as const) {
          await orders.replaceOne({ _id: `o${n}` }, { _id: `o${n}`, orderNumber: `BZ-2026-${String(n).padStart(6, '0')}`, customer });
        }
        expect(ids(await orders.find({ $text: { $search: 'BZ-2026-000001' } }))).toEqual(['o1']);
        expect(await orders.count({ $text: { $search: 'BZ-2026-000001' } })).toBe(1);
        expect(ids(await orders.find({ $text: { $search: '000012' } }))).toEqual(['o12']);
        expect(ids(await orders.find({ $text: { $search: 'BZ-2026-000002' } }))).toEqual([]);
        expect(ids(await orders.find({ $text: { $search: 'Vikram 2026' } }))).toEqual(['o12']);
      });

      it('keeps the search index in step with writes', async () => {
        const products = await searchable();
        await products.updateOne({ _id: 'p2' }, { $set: { name: 'Granite slab' } });
        await products.deleteOne({ _id: 'p5' });
        expect(ids(await products.find({ $text: { $search: 'granite' } }))).toEqual(['p2']);
        expect(await products.find({ $text: { $search: 'bricks' } })).toEqual([]);
      });
    });

    describe('projection commits', () => {
      it('writes documents and the checkpoint together, each write only over an older document', async () => {
        const name = unique('balances');
        const checkpoint = unique('checkpoint');
        const balances = store.collection<Doc & { total: number; _position?: number }>(name);
        expect(
          await store.commit([{ collection: name, checkpoint, position: 10, writes: [{ _id: 'a', doc: { _id: 'a', total: 1 } as Doc, position: 10 }, { _id: 'b', doc: { _id: 'b', total: 2 } as Doc, position: 8 }] }]),
        ).toEqual([true]);
        expect(await balances.findOne({ _id: 'a' })).toEqual({ _id: 'a', total: 1, _position: 10 });
        expect(await store.getCheckpoint(checkpoint)).toBe(10);

        // An older write (a lagging worker) neither replaces nor deletes the newer document.
        const other = unique('checkpoint');
        expect(
          await store.commit([{ collection: name, checkpoint: other, position: 9, writes: [{ _id: 'a', doc: { _id: 'a', total: 99 } as Doc, position: 9 }, { _id: 'b', doc: null, position: 7 }] }]),
        ).toEqual([true]);
        expect(await balances.findOne({ _id: 'a' })).toEqual({ _id: 'a', total: 1, _position: 10 });
        expect(await balances.findOne({ _id: 'b' })).toEqual({ _id: 'b', total: 2, _position: 8 });

        // A batch the checkpoint already covers is skipped as a whole.
        expect(await store.commit([{ collection: name, checkpoint, position: 10, writes: [{ _id: 'c', doc: { _id: 'c', total: 3 } as Doc, position: 10 }] }])).toEqual([false]);
        expect(await balances.findOne({ _id: 'c' })).toBeNull();

        // Newer writes land, deletes included.
        await store.commit([{ collection: name, checkpoint, position: 12, writes: [{ _id: 'a', doc: { _id: 'a', total: 5 } as Doc, position: 11 }, { _id: 'b', doc: null, position: 12 }] }]);
        expect(await balances.find({}, { sort: { _id: 1 } })).toEqual([{ _id: 'a', total: 5, _position: 11 }]);
        expect(await store.getCheckpoint(checkpoint)).toBe(12);
        for (const cp of [checkpoint, other]) await store.deleteCheckpoint(cp);
        await store.dropCollection(name);
      });

      it('lands the same writes whatever the stored hint says: it only orders the tries', async () => {
        const name = unique('hinted');
        const docs = store.collection<Doc & { total: number; tag?: string; _position?: number }>(name);
        await store.ensureIndexes(name, { indexes: [{ fields: { tag: 1 } }] });
        const write = (id: string, total: number, position: number, stored: boolean, tag = 'x') => ({ _id: id, doc: { _id: id, total, tag } as Doc, position, stored });
        // Wrong both ways: "stored" for a new document inserts it; "not stored" over one replaces it.
        await store.commit([{ collection: name, checkpoint: name, position: 2, writes: [write('new', 1, 1, true), write('old', 2, 2, false)] }]);
        await store.commit([{ collection: name, checkpoint: name, position: 4, writes: [write('old', 3, 3, false, 'y'), write('new', 4, 4, true, 'y')] }]);
        expect(await docs.find({}, { sort: { _id: 1 } })).toEqual([
          { _id: 'new', total: 4, tag: 'y', _position: 4 },
          { _id: 'old', total: 3, tag: 'y', _position: 3 },
        ]);
        // Right or wrong, an older write changes nothing; the indexed field follows the document.
        await store.commit([{ collection: name, checkpoint: unique('checkpoint'), position: 2, writes: [write('new', 99, 2, true, 'z'), write('old', 99, 1, false, 'z')] }]);
        expect(await docs.find({ tag: 'y' }, { sort: { _id: 1 } })).toEqual([
          { _id: 'new', total: 4, tag: 'y', _position: 4 },
          { _id: 'old', total: 3, tag: 'y', _position: 3 },
        ]);
        expect(await docs.find({ tag: 'z' })).toEqual([]);
        await store.deleteCheckpoint(name);
        await store.dropCollection(name);
      });

      it('builds a shadow collection in bulk with the same outcome: documents read back by _id meanwhile, indexed and conditional afterwards', async () => {
        const name = unique('shadow');
        type Balance = Doc & { total: number; day: string; _position?: number };
        const shadow = store.collection<Balance>(name);
        const write = (_id: string, total: number | null, position: number) => ({ _id, doc: total === null ? null : ({ _id, total, day: `2026-01-0${total % 9}` } as Doc), position });
        expect(await store.commit([{ collection: name, checkpoint: name, position: 3, bulk: true, writes: [write('a', 1, 1), write('b', 2, 2), write('c', 3, 3)] }])).toEqual([true]);
        // Read by _id while it builds (what the rebuild loads), then rewritten and deleted.
        expect(await shadow.find({ _id: { $in: ['c', 'a', 'x'] } }, { sort: { _id: 1 } })).toEqual([
          { _id: 'a', total: 1, day: '2026-01-01', _position: 1 },
          { _id: 'c', total: 3, day: '2026-01-03', _position: 3 },
        ]);
        expect(await shadow.findOne({ _id: 'b' })).toEqual({ _id: 'b', total: 2, day: '2026-01-02', _position: 2 });
        expect(await store.commit([{ collection: name, checkpoint: name, position: 6, bulk: true, writes: [write('a', 4, 4), write('b', null, 5), write('d', 6, 6)] }])).toEqual([true]);
        // A batch its checkpoint covers is skipped, as without the hint.
        expect(await store.commit([{ collection: name, checkpoint: name, position: 6, bulk: true, writes: [write('e', 7, 6)] }])).toEqual([false]);
        await store.ensureIndexes(name, { indexes: [{ fields: { day: 1 } }] });
        expect(await shadow.find({}, { sort: { _id: 1 } })).toEqual([
          { _id: 'a', total: 4, day: '2026-01-04', _position: 4 },
          { _id: 'c', total: 3, day: '2026-01-03', _position: 3 },
          { _id: 'd', total: 6, day: '2026-01-06', _position: 6 },
        ]);
        expect(await shadow.count({ day: '2026-01-06' })).toBe(1);
        // Switched: ordinary commits, each write only over an older document, and _id stays unique.
        await store.commit([{ collection: name, checkpoint: name, position: 8, writes: [write('a', 2, 3), write('d', 8, 8), write('f', 1, 7)] }]);
        expect((await shadow.find({}, { sort: { _id: 1 } })).map((doc) => [doc._id, doc.total])).toEqual([['a', 4], ['c', 3], ['d', 8], ['f', 1]]);
        await expect(shadow.replaceOne({ _id: 'c' }, { _id: 'c', total: 30, day: '2026-01-03' })).resolves.toMatchObject({ matchedCount: 1 });
        expect(await shadow.count({ _id: 'c' })).toBe(1);
        await store.deleteCheckpoint(name);
        await store.dropCollection(name);
      });
    });

    it('reads a logical name through its alias, switched at once', async () => {
      const logical = unique('rates');
      const blue = `${logical}_v1`;
      const green = `${logical}_v2`;
      await store.collection(blue).replaceOne({ _id: 'a' }, { _id: 'a', colour: 'blue' } as Doc);
      await store.collection(green).replaceOne({ _id: 'a' }, { _id: 'a', colour: 'green' } as Doc);
      const handle = store.collection<Doc & { colour: string }>(logical);
      expect(await store.aliasOf(logical)).toBeNull();
      await store.setAlias(logical, blue);
      expect(await store.aliasOf(logical)).toBe(blue);
      expect((await handle.findOne({ _id: 'a' }))?.colour).toBe('blue');
      await store.setAlias(logical, green);
      expect((await handle.findOne({ _id: 'a' }))?.colour).toBe('green');
      for (const name of [blue, green]) await store.dropCollection(name);
    });

    it('keeps checkpoints by name', async () => {
      const projection = unique('projection');
      const other = unique('projection');
      expect(await store.getCheckpoint(projection)).toBeNull();
      await store.setCheckpoint(projection, 42);
      await store.setCheckpoint(other, 7);
      expect(await store.getCheckpoint(projection)).toBe(42);
      await store.setCheckpoint(projection, 43);
      expect(await store.getCheckpoint(projection)).toBe(43);
      await store.deleteCheckpoint(projection);
      expect(await store.getCheckpoint(projection)).toBeNull();
      expect(await store.getCheckpoint(other)).toBe(7);
      await store.deleteCheckpoint(other);
    });

    it('lists collections that hold documents and drops them', async () => {
      const keptName = unique('kept');
      const kept = store.collection(keptName);
      await kept.replaceOne({ _id: 'a' }, { _id: 'a' });
      const droppedName = unique('dropped');
      const dropped = store.collection(droppedName);
      await dropped.replaceOne({ _id: 'a' }, { _id: 'a' });
      const emptiedName = unique('emptied');
      await store.collection(emptiedName).replaceOne({ _id: 'a' }, { _id: 'a' });
      await store.collection(emptiedName).deleteMany();

      const names = await store.collectionNames();
      expect(names).toEqual(expect.arrayContaining([keptName, droppedName]));
      expect(names).not.toContain(emptiedName);

      await store.dropCollection(droppedName);
      expect(await store.collectionNames()).not.toContain(droppedName);
      expect(await store.collectionNames()).toContain(keptName);
      expect(await dropped.count()).toBe(0);
      await dropped.replaceOne({ _id: 'b' }, { _id: 'b' }); // a handle stays usable after the drop
      expect(ids(await dropped.find())).toEqual(['b']);
      await expect(store.dropCollection(unique('never'))).resolves.toBeUndefined();
      for (const name of [keptName, droppedName, emptiedName]) await store.dropCollection(name);
    });
  });
}
