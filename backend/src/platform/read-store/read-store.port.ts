/**
 * Read models. Shaped like the MongoDB driver's Collection so the MongoDB adapter is thin
 * and one contract suite (test/contract/read-store.contract.ts) covers every adapter:
 * SQLite (default, indexed, in DATA_DIR), in-memory with mingo (unit tests) and MongoDB.
 * Only projections write here.
 */
export const READ_STORE = Symbol('READ_STORE');

/** Any document with a string _id (interfaces of read models satisfy it). */
export type Doc = { _id: string };
/**
 * Mongo query document. Full-text search is MongoDB's own form, `{ $text: { $search: 'cemnt' } }`,
 * over the fields the collection declares in `search`: on the embedded adapters it matches
 * any trigram of the query (so a typo still finds the word); without a sort, results come
 * best match first.
 */
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

/** One index a read model declares: the fields it filters and sorts on, in order. */
export interface IndexSpec {
  fields: Record<string, 1 | -1>;
}

/** What a read model declares about its collection; adapters turn it into real indexes. */
export interface CollectionSpec {
  indexes?: IndexSpec[];
  /** Fields searched by `$text` (a trigram full-text index on SQLite, a text index on MongoDB). */
  search?: string[];
  /**
   * Fields queried without an index (no screen filters or sorts on them): the SQLite store
   * compiles them into SQL like indexed ones, answered by a scan; other stores need nothing.
   */
  scanned?: string[];
}

/** A projection's write to one document: the new document, or null to delete it. */
export interface DocumentWrite {
  _id: string;
  doc: Doc | null;
  /** Log position of the last event applied; stored as the document's `_position`. */
  position: number;
  /**
   * Whether the writer read the document from the store (true) or found none (false): a hint
   * for which write to try first. Without it, or when it proves wrong (another worker wrote
   * meanwhile), the write still lands only over an older document.
   */
  stored?: boolean;
}

/** A batch of a projection's writes to one (physical) collection, and the checkpoint it reaches. */
export interface ProjectionCommit {
  collection: string;
  checkpoint: string;
  position: number;
  writes: DocumentWrite[];
  /** Commit only while this logical name points at `collection` (a live projection that a rebuild may replace). */
  whileAliased?: string;
  /**
   * A rebuild's shadow collection: dropped before the build, then written by this writer
   * alone until its indexes are ensured (its switch). An adapter may load it in bulk (the
   * SQLite one keeps the documents' rows by id in memory and builds the _id index at the
   * end); the outcome is the same as without the hint.
   */
  bulk?: boolean;
  /**
   * The collection's declared indexes and search fields, for a store that lays a new
   * collection out by them (SQLite gives each indexed field a column from the start).
   */
  spec?: CollectionSpec;
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
  /** A collection by name; a logical name with an alias (see setAlias) reads its current physical collection. */
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /** Names of every (physical) collection that holds documents. */
  collectionNames(): Promise<string[]>;
  /**
   * Drops a physical collection (and its indexes). `sealed`: its documents hold personal data
   * only sealed (erasure deletes the key), so the space it frees need not be overwritten.
   */
  dropCollection(name: string, options?: { sealed?: boolean }): Promise<void>;
  /** Creates the declared indexes (and text index) of a physical collection; idempotent. */
  ensureIndexes(name: string, spec: CollectionSpec): Promise<void>;
  /** The physical collection a logical name currently reads, or null when it has no alias. */
  aliasOf(logical: string): Promise<string | null>;
  /** Points a logical name at a physical collection (blue/green switch); readers follow at once. */
  setAlias(logical: string, physical: string): Promise<void>;
  /** Last log position a projection (or relay) has fully processed; null when never run. */
  getCheckpoint(name: string): Promise<number | null>;
  setCheckpoint(name: string, position: number): Promise<void>;
  deleteCheckpoint(name: string): Promise<void>;
  /**
   * Exactly-once projection writes. Per commit, in one transaction with the others: when
   * its checkpoint is already at or past `position` (another worker got there), or its
   * `whileAliased` name points elsewhere, nothing is written and the answer is false; otherwise each write lands only over an older
   * document (stored `_position` below the write's, or none) and the checkpoint moves to
   * `position`. A failure leaves nothing written.
   */
  commit(commits: ProjectionCommit[]): Promise<boolean[]>;
  close(): Promise<void>;
}
