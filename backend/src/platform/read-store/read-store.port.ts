/**
 * Read models. Shaped like the MongoDB driver's Collection so the MongoDB adapter is thin
 * and one contract suite (test/contract/read-store.contract.ts) covers both adapters:
 * in-memory with mingo (default) and MongoDB. Only projections write here.
 */
export const READ_STORE = Symbol('READ_STORE');

/** Any document with a string _id (interfaces of read models satisfy it). */
export type Doc = { _id: string };
export type Filter = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;
/** Mongo update operators supported by every adapter: $set, $unset, $inc, $push. */
export type Update = {
  $set?: Record<string, unknown>;
  $unset?: Record<string, unknown>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
};

export interface FindOptions {
  sort?: Sort;
  skip?: number;
  limit?: number;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
}

export interface Collection<T extends Doc = Doc> {
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter): Promise<T | null>;
  count(filter?: Filter): Promise<number>;
  /** Replaces the whole document matched by _id (inserting it when absent). */
  replaceOne(filter: Filter, doc: T, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter?: Filter): Promise<number>;
  /** Mongo aggregation pipeline ($match, $group, $sort, $project, $limit ...). */
  aggregate<R = Doc>(pipeline: Record<string, unknown>[]): Promise<R[]>;
}

export interface ReadStore {
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /** Names of every collection that holds documents. */
  collectionNames(): Promise<string[]>;
  dropCollection(name: string): Promise<void>;
  /** Last log position a projection (or relay) has fully processed; null when never run. */
  getCheckpoint(name: string): Promise<number | null>;
  setCheckpoint(name: string, position: number): Promise<void>;
  deleteCheckpoint(name: string): Promise<void>;
  close(): Promise<void>;
}
