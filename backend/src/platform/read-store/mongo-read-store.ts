import { randomUUID } from 'node:crypto';
import {
  MongoClient,
  type Collection as DriverCollection,
  type Db,
  type Document,
  type UpdateFilter,
  type UpdateResult as DriverUpdateResult,
} from 'mongodb';
import type { Collection, Doc, Filter, FindOptions, ReadStore, Update, UpdateResult } from './read-store.port';

const CHECKPOINTS = '_checkpoints';

/**
 * The scale-out read store: a thin wrapper over the MongoDB driver (the port is shaped like
 * its Collection). The only file that imports `mongodb`.
 */
export class MongoReadStore implements ReadStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  /** Without `dbName` the driver uses the database named in the URL ('test' when none). */
  static async connect(url: string, dbName?: string): Promise<MongoReadStore> {
    const client = new MongoClient(url);
    await client.connect();
    return new MongoReadStore(client, client.db(dbName));
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return new MongoCollection<T>(this.db.collection(name));
  }

  async collectionNames(): Promise<string[]> {
    const listed = await this.db.listCollections({}, { nameOnly: true }).toArray();
    const names = listed.map((c) => c.name).filter((name) => name !== CHECKPOINTS && !name.startsWith('system.'));
    // The port lists collections that hold documents; MongoDB keeps emptied ones around.
    const held = await Promise.all(names.map(async (name) => (await this.db.collection(name).countDocuments({}, { limit: 1 })) > 0));
    return names.filter((_, i) => held[i]);
  }

  async dropCollection(name: string): Promise<void> {
    await this.db.dropCollection(name); // the driver ignores NamespaceNotFound
  }

  async getCheckpoint(name: string): Promise<number | null> {
    const doc = await this.checkpoints().findOne({ _id: name });
    return typeof doc?.position === 'number' ? doc.position : null;
  }

  async setCheckpoint(name: string, position: number): Promise<void> {
    await this.checkpoints().updateOne({ _id: name }, { $set: { position } }, { upsert: true });
  }

  async deleteCheckpoint(name: string): Promise<void> {
    await this.checkpoints().deleteOne({ _id: name });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private checkpoints(): DriverCollection<{ _id: string; position: number }> {
    return this.db.collection(CHECKPOINTS);
  }
}

class MongoCollection<T extends Doc> implements Collection<T> {
  constructor(private readonly c: DriverCollection<Document>) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const cursor = this.c.find(filter);
    if (options.sort) cursor.sort(options.sort);
    if (options.skip) cursor.skip(options.skip);
    if (options.limit) cursor.limit(options.limit);
    return (await cursor.toArray()) as unknown as T[];
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.c.findOne(filter)) as T | null;
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.c.countDocuments(filter);
  }

  async replaceOne(filter: Filter, doc: T, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    // The port promises an insert when nothing matches; only an explicit upsert: false opts out.
    return toResult(await this.c.replaceOne(filter, doc, { upsert: options.upsert ?? true }));
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    // MongoDB would invent an ObjectId; the port's ids are strings, as in the memory adapter.
    const withId = options.upsert && !('_id' in filter) ? { ...update, $setOnInsert: { _id: randomUUID() } } : update;
    return toResult(await this.c.updateOne(filter, withId as UpdateFilter<Document>, { upsert: options.upsert ?? false }));
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return toResult(await this.c.updateMany(filter, update as UpdateFilter<Document>));
  }

  async deleteOne(filter: Filter): Promise<number> {
    return (await this.c.deleteOne(filter)).deletedCount;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    return (await this.c.deleteMany(filter)).deletedCount;
  }

  async aggregate<R = Doc>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    return (await this.c.aggregate(pipeline).toArray()) as R[];
  }
}

function toResult(result: DriverUpdateResult<Document> | Document): UpdateResult {
  const { matchedCount, modifiedCount, upsertedId } = result as DriverUpdateResult<Document>;
  return { matchedCount, modifiedCount, upsertedId: upsertedId == null ? null : String(upsertedId) };
}
