import { randomUUID } from 'node:crypto';
import {
  MongoClient,
  type Collection as DriverCollection,
  type Db,
  type Document,
  type UpdateFilter,
  type UpdateResult as DriverUpdateResult,
} from 'mongodb';
import type { Collection, CollectionSpec, Doc, Filter, FindOptions, ProjectionCommit, ReadStore, Update, UpdateResult } from './read-store.port';
import { exactWords } from './text-search';

const CHECKPOINTS = '_checkpoints';
const ALIASES = '_aliases';
const DUPLICATE_KEY = 11000;

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
    // The alias is looked up on each call: another process may switch it (blue/green).
    return new MongoCollection<T>(async () => this.db.collection((await this.aliasOf(name)) ?? name));
  }

  async ensureIndexes(name: string, spec: CollectionSpec): Promise<void> {
    const collection = this.db.collection(name);
    for (const index of spec.indexes ?? []) await collection.createIndex(index.fields);
    if (spec.search?.length) await collection.createIndex(Object.fromEntries(spec.search.map((field) => [field, 'text'])), { name: 'search' });
  }

  async aliasOf(logical: string): Promise<string | null> {
    const doc = await this.db.collection<{ _id: string; physical: string }>(ALIASES).findOne({ _id: logical });
    return doc?.physical ?? null;
  }

  async setAlias(logical: string, physical: string): Promise<void> {
    await this.db.collection<{ _id: string; physical: string }>(ALIASES).updateOne({ _id: logical }, { $set: { physical } }, { upsert: true });
  }

  /**
   * Without a replica set MongoDB has no multi-document transactions, so a commit is
   * ordered instead: conditional writes first, checkpoint last. A crash in between leaves
   * writes the next run repeats harmlessly (each lands only over an older document).
   */
  async commit(commits: ProjectionCommit[]): Promise<boolean[]> {
    const applied: boolean[] = [];
    for (const commit of commits) {
      const reached = await this.getCheckpoint(commit.checkpoint);
      if ((reached !== null && reached >= commit.position) || (commit.whileAliased !== undefined && (await this.aliasOf(commit.whileAliased)) !== commit.collection)) {
        applied.push(false);
        continue;
      }
      const collection = this.db.collection(commit.collection);
      const older = (write: { _id: string; position: number }) => ({ _id: write._id, $or: [{ _position: { $lt: write.position } }, { _position: { $exists: false } }] });
      const operations = commit.writes.map((write) =>
        write.doc === null
          ? { deleteOne: { filter: older(write) } }
          : { replaceOne: { filter: older(write), replacement: { ...write.doc, _id: write._id, _position: write.position }, upsert: true } },
      );
      if (operations.length) {
        try {
          await collection.bulkWrite(operations as never, { ordered: false });
        } catch (error) {
          // A newer document kept its place: the upsert met its _id and stopped. Nothing else may fail.
          const writeErrors = (error as { writeErrors?: { code: number }[] }).writeErrors;
          if (!writeErrors || writeErrors.some((e) => e.code !== DUPLICATE_KEY)) throw error;
        }
      }
      await this.setCheckpoint(commit.checkpoint, commit.position);
      applied.push(true);
    }
    return applied;
  }

  async collectionNames(): Promise<string[]> {
    const listed = await this.db.listCollections({}, { nameOnly: true }).toArray();
    const names = listed.map((c) => c.name).filter((name) => name !== CHECKPOINTS && name !== ALIASES && !name.startsWith('system.'));
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

/**
 * The embedded adapters take a query word of four or more digits whole (text-search.ts); here
 * each becomes a quoted phrase, which MongoDB requires of every match.
 */
function withExactWords(filter: Filter): Filter {
  const search = (filter.$text as { $search?: unknown } | undefined)?.$search;
  if (typeof search !== 'string') return filter;
  const exact = exactWords(search);
  return exact.length ? { ...filter, $text: { ...(filter.$text as object), $search: `${search} ${exact.map((word) => `"${word}"`).join(' ')}` } } : filter;
}

class MongoCollection<T extends Doc> implements Collection<T> {
  constructor(private readonly resolve: () => Promise<DriverCollection<Document>>) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const c = await this.resolve();
    const cursor = c.find(withExactWords(filter));
    if (options.sort) cursor.sort(options.sort);
    // Like the embedded adapters: a search without a sort comes best match first.
    else if ('$text' in filter) cursor.sort({ score: { $meta: 'textScore' } });
    if (options.skip) cursor.skip(options.skip);
    if (options.limit) cursor.limit(options.limit);
    return (await cursor.toArray()) as unknown as T[];
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await (await this.resolve()).findOne(filter)) as T | null;
  }

  async count(filter: Filter = {}): Promise<number> {
    return (await this.resolve()).countDocuments(withExactWords(filter));
  }

  async replaceOne(filter: Filter, doc: T, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    // The port promises an insert when nothing matches; only an explicit upsert: false opts out.
    return toResult(await (await this.resolve()).replaceOne(filter, doc, { upsert: options.upsert ?? true }));
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    // MongoDB would invent an ObjectId; the port's ids are strings, as in the memory adapter.
    const withId = options.upsert && !('_id' in filter) ? { ...update, $setOnInsert: { _id: randomUUID() } } : update;
    return toResult(await (await this.resolve()).updateOne(filter, withId as UpdateFilter<Document>, { upsert: options.upsert ?? false }));
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return toResult(await (await this.resolve()).updateMany(filter, update as UpdateFilter<Document>));
  }

  async deleteOne(filter: Filter): Promise<number> {
    return (await (await this.resolve()).deleteOne(filter)).deletedCount;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    return (await (await this.resolve()).deleteMany(filter)).deletedCount;
  }

  async aggregate<R = Doc>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    return (await (await this.resolve()).aggregate(pipeline).toArray()) as R[];
  }
}

function toResult(result: DriverUpdateResult<Document> | Document): UpdateResult {
  const { matchedCount, modifiedCount, upsertedId } = result as DriverUpdateResult<Document>;
  return { matchedCount, modifiedCount, upsertedId: upsertedId == null ? null : String(upsertedId) };
}
