import { randomUUID } from 'node:crypto';
import { aggregate, Query } from 'mingo';
import { isEqual } from 'mingo/util';
import { applyUpdate, assertOperators, clone, seedFromFilter } from './memory-documents';
import type { Collection, CollectionSpec, Doc, Filter, FindOptions, ProjectionCommit, ReadStore, Update, UpdateResult } from './read-store.port';
import { overlapOf, requiredOverlap, searchableText, splitTextFilter, textQuery } from './text-search';

/**
 * The in-memory read store for unit tests: collections held in memory and queried with
 * Mongo semantics by mingo (every query scans; the default SQLite store is the indexed one).
 *
 * Each collection is a Map keyed by _id: lookups and replacements by _id (what projections
 * do on every event) stay O(1), and the Map's insertion order is the natural order.
 * Documents (JSON-like data) are cloned on the way in and out, because mingo mutates in
 * place and callers must never hold a reference into the store.
 */
export class MemoryReadStore implements ReadStore {
  private readonly collections = new Map<string, Map<string, Doc>>();
  private readonly checkpoints = new Map<string, number>();
  private readonly aliases = new Map<string, string>();
  private readonly specs = new Map<string, CollectionSpec>();

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    const physical = () => this.aliases.get(name) ?? name;
    return new MemoryCollection<T>(
      () => this.docs(physical()),
      (other) => [...this.docs(this.aliases.get(other) ?? other).values()],
      () => this.specs.get(physical())?.search,
    );
  }

  async ensureIndexes(name: string, spec: CollectionSpec): Promise<void> {
    // Nothing to index in memory; the search fields are what $text looks at.
    const known = this.specs.get(name);
    this.specs.set(name, { indexes: [...(known?.indexes ?? []), ...(spec.indexes ?? [])], search: [...new Set([...(known?.search ?? []), ...(spec.search ?? [])])] });
  }

  async aliasOf(logical: string): Promise<string | null> {
    return this.aliases.get(logical) ?? null;
  }

  async setAlias(logical: string, physical: string): Promise<void> {
    this.aliases.set(logical, physical);
  }

  async commit(commits: ProjectionCommit[]): Promise<boolean[]> {
    // Synchronous from here to the end, so no other call sees half a batch.
    return commits.map((commit) => {
      const reached = this.checkpoints.get(commit.checkpoint);
      if (reached !== undefined && reached >= commit.position) return false;
      if (commit.whileAliased !== undefined && this.aliases.get(commit.whileAliased) !== commit.collection) return false;
      const docs = this.docs(commit.collection);
      for (const write of commit.writes) {
        const stored = docs.get(write._id) as (Doc & { _position?: number }) | undefined;
        if (stored && typeof stored._position === 'number' && stored._position >= write.position) continue;
        if (write.doc === null) docs.delete(write._id);
        else docs.set(write._id, { ...clone(write.doc), _id: write._id, _position: write.position } as Doc);
      }
      this.checkpoints.set(commit.checkpoint, commit.position);
      return true;
    });
  }

  async collectionNames(): Promise<string[]> {
    return [...this.collections].filter(([, docs]) => docs.size > 0).map(([name]) => name);
  }

  async dropCollection(name: string): Promise<void> {
    this.collections.delete(name);
    this.specs.delete(name);
  }

  async getCheckpoint(name: string): Promise<number | null> {
    return this.checkpoints.get(name) ?? null;
  }

  async setCheckpoint(name: string, position: number): Promise<void> {
    this.checkpoints.set(name, position);
  }

  async deleteCheckpoint(name: string): Promise<void> {
    this.checkpoints.delete(name);
  }

  async close(): Promise<void> {}

  /** Looked up on every call, so a handle taken before dropCollection keeps working. */
  private docs(name: string): Map<string, Doc> {
    let docs = this.collections.get(name);
    if (!docs) {
      docs = new Map();
      this.collections.set(name, docs);
    }
    return docs;
  }
}

const NO_MATCH: UpdateResult = { matchedCount: 0, modifiedCount: 0, upsertedId: null };

class MemoryCollection<T extends Doc> implements Collection<T> {
  constructor(
    private readonly docs: () => Map<string, Doc>,
    /** Lets $lookup and friends read sibling collections, as they would in MongoDB. */
    private readonly resolveCollection: (name: string) => Doc[],
    private readonly searchFields: () => readonly string[] | undefined,
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    let found = [...this.matching(filter)];
    const { search } = splitTextFilter(filter);
    if (options.sort) found = new Query({}).find<Doc>(found).sort(options.sort).all();
    else if (search !== null) {
      // Best match first, as the SQLite adapter ranks (stable: natural order on ties).
      const fields = this.searchFields()!;
      const query = textQuery(search);
      const score = new Map(found.map((doc) => [doc, overlapOf(searchableText(doc, fields), query)]));
      found.sort((a, b) => score.get(b)! - score.get(a)!);
    }
    const skip = options.skip ?? 0;
    // Mongo reads limit 0 as "no limit".
    const end = options.limit ? skip + options.limit : undefined;
    return found.slice(skip, end).map((doc) => clone(doc) as T);
  }

  async findOne(filter: Filter): Promise<T | null> {
    const doc = this.first(filter);
    return doc ? (clone(doc) as T) : null;
  }

  async count(filter: Filter = {}): Promise<number> {
    if (isEmptyFilter(filter)) return this.docs().size;
    let n = 0;
    for (const _ of this.matching(filter)) n++;
    return n;
  }

  async replaceOne(filter: Filter, doc: T, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const docs = this.docs();
    const current = this.first(filter);
    const next: Doc = clone(doc);
    if (current) {
      if (next._id !== undefined && next._id !== current._id) throw immutableId(current._id, next._id);
      next._id = current._id;
      const modified = !isEqual(current, next);
      if (modified) docs.set(current._id, next);
      return { matchedCount: 1, modifiedCount: modified ? 1 : 0, upsertedId: null };
    }
    // The port promises an insert when nothing matches; only an explicit upsert: false opts out.
    if (options.upsert === false) return NO_MATCH;
    const filterId = idFrom(filter);
    if (filterId !== undefined && next._id !== undefined && next._id !== filterId) throw immutableId(filterId, next._id);
    next._id ??= filterId ?? randomUUID();
    this.insert(next);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: next._id };
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    assertOperators(update);
    const current = this.first(filter);
    if (current) {
      const modified = this.modify(current, update);
      return { matchedCount: 1, modifiedCount: modified ? 1 : 0, upsertedId: null };
    }
    if (!options.upsert) return NO_MATCH;
    // Like MongoDB: the new document starts from the filter's equality conditions.
    const seeded = seedFromFilter(filter);
    seeded._id ??= randomUUID();
    applyUpdate(seeded, update);
    this.insert(seeded);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: seeded._id };
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    assertOperators(update);
    let matchedCount = 0;
    let modifiedCount = 0;
    // Collected first: modify() replaces entries of the Map being iterated.
    for (const doc of [...this.matching(filter)]) {
      matchedCount++;
      if (this.modify(doc, update)) modifiedCount++;
    }
    return { matchedCount, modifiedCount, upsertedId: null };
  }

  async deleteOne(filter: Filter): Promise<number> {
    const doc = this.first(filter);
    return doc && this.docs().delete(doc._id) ? 1 : 0;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    const docs = this.docs();
    if (isEmptyFilter(filter)) {
      const n = docs.size;
      docs.clear();
      return n;
    }
    const ids = [...this.matching(filter)].map((doc) => doc._id);
    for (const id of ids) docs.delete(id);
    return ids.length;
  }

  async aggregate<R = Doc>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    // mingo's stages build new objects rather than editing their input, but $match and
    // $lookup pass stored documents through by reference: clone what leaves the store.
    const results = aggregate([...this.docs().values()], pipeline, { collectionResolver: this.resolveCollection });
    return clone(results) as R[];
  }

  /** Applies the update to a copy, so a failing operator leaves the stored document whole. */
  private modify(current: Doc, update: Update): boolean {
    const next = clone(current);
    if (!applyUpdate(next, update)) return false;
    if (next._id !== current._id) throw immutableId(current._id, next._id);
    this.docs().set(current._id, next);
    return true;
  }

  private insert(doc: Doc): void {
    const docs = this.docs();
    if (docs.has(doc._id)) throw new Error(`E11000 duplicate key error: _id ${JSON.stringify(doc._id)}`);
    docs.set(doc._id, doc);
  }

  private first(filter: Filter): Doc | undefined {
    for (const doc of this.matching(filter)) return doc;
    return undefined;
  }

  /** Yields stored documents (not copies) that match, in natural order. */
  private *matching(filter: Filter): Generator<Doc> {
    const { search, rest } = splitTextFilter(filter);
    if (search === null) {
      yield* this.matchingQuery(filter);
      return;
    }
    const fields = this.searchFields();
    if (!fields?.length) throw new Error('text index required for $text query (the collection declares no search fields)');
    const query = textQuery(search);
    if (query.grams.length === 0) return;
    const needed = requiredOverlap(query.grams);
    for (const doc of this.matchingQuery(rest)) if (overlapOf(searchableText(doc, fields), query) >= needed) yield doc;
  }

  private *matchingQuery(filter: Filter): Generator<Doc> {
    const docs = this.docs();
    const id = filter._id;
    const ids = (id as { $in?: unknown } | undefined)?.$in;
    if (Array.isArray(ids) && Object.keys(id as object).length === 1 && ids.every((each) => typeof each === 'string')) {
      // A batch loading the documents it touches: Map lookups, not a scan.
      const rest = Object.keys(filter).length === 1 ? null : new Query(filter);
      for (const each of new Set(ids as string[])) {
        const doc = docs.get(each);
        if (doc && (!rest || rest.test(doc))) yield doc;
      }
      return;
    }
    if (typeof id === 'string') {
      const doc = docs.get(id);
      if (doc && (Object.keys(filter).length === 1 || new Query(filter).test(doc))) yield doc;
      return;
    }
    if (isEmptyFilter(filter)) {
      yield* docs.values();
      return;
    }
    const query = new Query(filter);
    for (const doc of docs.values()) if (query.test(doc)) yield doc;
  }
}

function isEmptyFilter(filter: Filter): boolean {
  for (const _ in filter) return false;
  return true;
}

function immutableId(from: unknown, to: unknown): Error {
  return new Error(`Performing an update on the path '_id' would modify the immutable field '_id' (${String(from)} -> ${String(to)})`);
}

function idFrom(filter: Filter): string | undefined {
  return typeof filter._id === 'string' ? filter._id : undefined;
}
