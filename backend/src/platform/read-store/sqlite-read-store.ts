import { createHash, randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { aggregate, Query } from 'mingo';
import { isEqual } from 'mingo/util';
import { boundLimit } from '../sqlite/bound-limit';
import { OtherWriters } from '../sqlite/other-writers';
import { checkpointInBackground, WalCheckpointer } from '../sqlite/wal-checkpointer';
import { applyUpdate, assertOperators, seedFromFilter } from './memory-documents';
import type { Collection, CollectionSpec, Doc, DocumentWrite, Filter, FindOptions, ProjectionCommit, ReadStore, Update, UpdateResult } from './read-store.port';
import { assertFieldName, columnName, compileFilter, compileSort, documentExpression, FieldsOf, FTS, GramFrequency, indexedColumns, indexedFields } from './sqlite-query';
import { overlapOf, searchableText, splitTextFilter, textQuery, TextQuery } from './text-search';

/**
 * The default read store: one SQLite file (`DATA_DIR/read-models.sqlite`, WAL) holding every
 * read model as JSON documents (stored as SQLite's binary JSONB, read back as text with
 * json(); rows written as text by earlier versions read the same), one table per physical collection. Each projection declares
 * its indexes and search fields (ensureIndexes); each indexed field becomes a real column
 * of the table (`json_extract(doc, '$.field')`, written with the document) with indexes
 * over the columns, search fields an FTS5 trigram table, and sqlite-query.ts compiles
 * filters and sorts onto them (it lists what is index-served; the rest is a mingo residual
 * over the rows the index selected). A rewrite of a document rewrites only the columns
 * whose values changed, so only their index entries move (ADR 0032). Documents and checkpoints commit together, so a restart resumes from the
 * checkpoint instead of replaying the log. Several processes may share the file.
 *
 * synchronous=NORMAL: a power cut may lose the last commits, but documents and checkpoint
 * are lost together and the projections redo them from the log.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS _rs_collections (name TEXT PRIMARY KEY, spec TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS _rs_aliases (logical TEXT PRIMARY KEY, physical TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS _rs_checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL);
`;

interface Meta extends FieldsOf {
  physical: string;
  table: string;
  fts: string | null;
  spec: CollectionSpec;
  /** The indexed fields with a column in the table, in the order the write statements list them. */
  columnList: string[];
  /** A projection's write statements, prepared on first use (forgotten with the meta). */
  writes?: WriteStatements;
  bulkWrites?: BulkStatements;
}

interface Written {
  seq: number;
  /** Bit i set: column i (Meta.columnList) no longer holds what the new document says. */
  changed: number;
}

type WriteParams = { id: string; doc: string; pos: number | null };

interface WriteStatements {
  /** A document not stored yet, with its columns; changes nothing when its id is taken. */
  insert: Database.Statement<[WriteParams]>;
  /** Replaces a stored document older than the write (projections), or any (collection writes); answers which columns differ now. */
  replaceOlder: Database.Statement<[WriteParams], Written>;
  replace: Database.Statement<[WriteParams], Written>;
  /** Per set of changed columns: those columns set again from the stored document. */
  columns: Map<number, Database.Statement<[number]>>;
  delete: Database.Statement<[string, number], { seq: number }>;
}

/** Bulk builds (no _id index yet): a new row, a row rewritten, a row removed. */
interface BulkStatements {
  insert: Database.Statement<[WriteParams]>;
  updateRow: Database.Statement<[WriteParams & { seq: number }]>;
  deleteRow: Database.Statement<[number]>;
}

interface Row {
  seq: number;
  doc: string;
}

/** Page cache: 64 MiB (projection batches touch many index pages). */
const CACHE_KIB = 65_536;
/**
 * While a bulk build's indexes are made: SQLite's sorter cuts its input into runs the size
 * of the page cache and sorts them in helper threads when `threads` allows; small runs sorted
 * on both cores, then merged, build a 1,000,000-row index in about half the time one 256 MiB
 * run sorted on one thread took (ADR 0030).
 */
const BULK_INDEX_CACHE_KIB = 2_048;
const BULK_INDEX_THREADS = 2;

/** How long trigram counts are trusted, and how many are kept per collection. */
const GRAM_FIGURES_MS = 60_000;
const MAX_GRAM_FIGURES = 10_000;

/** Which columns a rewrite changed travels as bits of one integer (exact in a JS number up to 2^53). */
const MAX_COLUMNS = 52;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** The column list and the values of an insert, each after a leading comma (values from the JSON text being written: json_extract reads it as it reads the stored JSONB). */
const columnsOf = (meta: Meta) => ({
  names: meta.columnList.map((field) => `, ${columnName(field)}`).join(''),
  values: meta.columnList.map((field) => `, ${documentExpression(field, '@doc')}`).join(''),
});
/** `"c_a" = json_extract(<source>, '$.a'), ...`: columns set from a document. */
const columnsFrom = (fields: string[], source: string) => fields.map((field) => `${columnName(field)} = ${documentExpression(field, source)}`).join(', ');
/** A table holds at most this many columns (MAX_COLUMNS), or the changed-columns mask loses bits. */
function assertColumnCount(physical: string, count: number): void {
  if (count > MAX_COLUMNS) throw new Error(`Read store: ${physical} declares ${count} indexed fields; at most ${MAX_COLUMNS}`);
}
const vocabularyOf = (physical: string) => quote(`rm_${physical}__vocab`);
const NO_MATCH: UpdateResult = { matchedCount: 0, modifiedCount: 0, upsertedId: null };

export class SqliteReadStore implements ReadStore {
  readonly db: Database.Database;
  private readonly metas = new Map<string, Meta>();
  private readonly statements = new Map<string, Database.Statement>();
  /**
   * Aliases read so far, valid while `PRAGMA data_version` stays the same: it moves when
   * another connection (another process's switch) commits; this connection's own switches
   * update the cache as they write.
   */
  private readonly aliases = new Map<string, string | null>();
  /** Another process's commit may have switched an alias: reads look once per turn, a commit under its write lock. */
  private readonly otherWriters: OtherWriters;
  /**
   * Shadow collections this connection builds alone (bulk commits), each document's row by
   * id: their table has no _id index until ensureIndexes (one sort at the end instead of a
   * random B-tree insert per document, which dirtied most of the index's pages per commit).
   */
  private readonly builds = new Map<string, Map<string, number>>();
  /** Trigram document counts per searchable collection (gramFrequency). */
  private readonly grams = new Map<string, { at: number; counts: Map<string, number> }>();

  /** Copies the WAL back into the file off the event loop (inDataDir's stores; see WalCheckpointer). */
  checkpointer?: WalCheckpointer;

  constructor(filename: string, options: { backgroundCheckpoints?: boolean } = {}) {
    this.db = new Database(filename);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    // Erased personal data must not linger in free pages of the file.
    this.db.pragma('secure_delete = ON');
    // Projection batches touch many index pages: 64 MiB of page cache instead of 2.
    this.db.pragma(`cache_size = -${CACHE_KIB}`);
    if (options.backgroundCheckpoints) this.checkpointer = checkpointInBackground(this.db, filename, 'NORMAL');
    this.db.exec(SCHEMA);
    this.otherWriters = new OtherWriters(this.db);
    // How many of the query's trigrams a stored search text holds (the query's trigrams computed once per query).
    let last: { text: string; query: TextQuery } = { text: '', query: { grams: [], exact: [] } };
    this.db.function('bazaar_overlap', { deterministic: true }, (text: unknown, query: unknown) => {
      if (last.text !== query) last = { text: String(query), query: textQuery(String(query)) };
      return overlapOf(String(text ?? ''), last.query);
    });
  }

  static inDataDir(dataDir: string): SqliteReadStore {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const store = new SqliteReadStore(join(dataDir, 'read-models.sqlite'), { backgroundCheckpoints: true });
    chmodSync(join(dataDir, 'read-models.sqlite'), 0o600); // read models hold opened personal data
    return store;
  }

  collection<T extends Doc = Doc>(name: string): SqliteCollection<T> {
    return new SqliteCollection<T>(this, name);
  }

  async collectionNames(): Promise<string[]> {
    const names = this.db.prepare<[], { name: string }>('SELECT name FROM _rs_collections ORDER BY name').all().map((r) => r.name);
    return names.filter((name) => {
      const meta = this.meta(name);
      return meta !== null && this.prepare(`SELECT 1 FROM ${meta.table} LIMIT 1`).get() !== undefined;
    });
  }

  async dropCollection(name: string, options: { sealed?: boolean } = {}): Promise<void> {
    // secure_delete zeroes every freed page (a million-row audit table is most of the file); sealed data needs none of it.
    if (options.sealed) this.db.pragma('secure_delete = OFF');
    try {
      this.db.transaction(() => {
        this.db.exec(`DROP TABLE IF EXISTS ${quote(`rm_${name}`)}; DROP TABLE IF EXISTS ${quote(`rm_${name}__fts`)};`);
        this.db.prepare('DELETE FROM _rs_collections WHERE name = ?').run(name);
      }).immediate();
    } finally {
      if (options.sealed) this.db.pragma('secure_delete = ON');
    }
    this.builds.delete(name);
    this.forget(name);
  }

  async ensureIndexes(name: string, spec: CollectionSpec): Promise<void> {
    for (const index of spec.indexes ?? []) for (const field of Object.keys(index.fields)) assertFieldName(field);
    for (const field of [...(spec.search ?? []), ...(spec.scanned ?? [])]) assertFieldName(field);
    const bulk = this.builds.has(name);
    // A bulk build's indexes are each sorted from the whole table: small runs sorted in parallel.
    if (bulk) {
      this.db.pragma(`cache_size = -${BULK_INDEX_CACHE_KIB}`);
      this.db.pragma(`threads = ${BULK_INDEX_THREADS}`);
    }
    try {
      this.indexNow(name, spec, bulk);
      this.builds.delete(name);
    } finally {
      if (bulk) {
        this.db.pragma(`cache_size = -${CACHE_KIB}`);
        this.db.pragma('threads = 0');
      }
    }
  }

  /**
   * Each index is built in a transaction of its own: another writer of the file (a second
   * rebuild process, the API's projections) waits for one index build, not for all of them.
   * The spec, which tells queries what the indexes serve, is updated last (with the search
   * table, when its fields changed), merged with the spec stored then.
   */
  private indexNow(name: string, spec: CollectionSpec, bulk: boolean): void {
    const merge = (stored: CollectionSpec): CollectionSpec => ({
      indexes: [...(stored.indexes ?? []), ...(spec.indexes ?? []).filter((i) => !(stored.indexes ?? []).some((m) => isEqual(m, i)))],
      search: [...new Set([...(stored.search ?? []), ...(spec.search ?? [])])],
      scanned: [...new Set([...(stored.scanned ?? []), ...(spec.scanned ?? [])])],
    });
    const created = this.createTable(name, false, spec);
    const merged = merge(created.spec);
    const meta = this.withColumns(created, indexedColumns(merged));
    if (bulk) this.db.exec(`CREATE UNIQUE INDEX IF NOT EXISTS ${quote(`rm_${name}__id`)} ON ${meta.table} (id)`);
    const wanted = new Set<string>();
    for (const index of merged.indexes!) {
      const columns = Object.entries(index.fields).map(([field, dir]) => `${field === '_id' ? 'id' : columnName(field)} ${dir === -1 ? 'DESC' : 'ASC'}`);
      // _id last: lists sort by their fields then _id (stable pages), and the index still gives the order.
      if (!('_id' in index.fields)) columns.push('id ASC');
      const definition = columns.join(', ');
      const indexName = `rm_${name}__ix_${createHash('sha256').update(definition).digest('hex').slice(0, 12)}`;
      wanted.add(indexName);
      this.db.exec(`CREATE INDEX IF NOT EXISTS ${quote(indexName)} ON ${meta.table} (${definition})`);
    }
    // Expression indexes over json_extract made by the layout before columns (ADR 0032): the column ones replace them.
    const stale = this.db
      .prepare<[string, string], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND name LIKE ? ESCAPE '\\'")
      .all(`rm_${name}`, `${`rm_${name}__ix_`.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      .filter((index) => !wanted.has(index.name));
    for (const index of stale) this.db.exec(`DROP INDEX IF EXISTS ${quote(index.name)}`);
    this.db
      .transaction(() => {
        this.forget(name);
        const current = this.meta(name)!;
        const merged = merge(current.spec);
        const hadSearch = current.fts !== null && isEqual(current.spec.search, merged.search);
        this.db.prepare('UPDATE _rs_collections SET spec = ? WHERE name = ?').run(JSON.stringify(merged), name);
        this.forget(name);
        const updated = this.meta(name)!;
        if (updated.fts && !hadSearch) {
          // The text is stored in its search form (text-search.ts: case folded, accents removed,
          // words padded), so the tokenizer and the overlap ranking see the same characters.
          this.db.exec(`DROP TABLE IF EXISTS ${updated.fts}; CREATE VIRTUAL TABLE ${updated.fts} USING fts5(text, tokenize = 'trigram case_sensitive 1')`);
          const insert = this.db.prepare(`INSERT INTO ${updated.fts} (rowid, text) VALUES (?, ?)`);
          // In pages: a connection cannot write while it iterates.
          const page = this.db.prepare<[number], Row>(`SELECT seq, json(doc) AS doc FROM ${updated.table} WHERE seq > ? ORDER BY seq LIMIT 5000`);
          for (let rows = page.all(0); rows.length > 0; rows = page.all(rows[rows.length - 1].seq)) {
            for (const row of rows) insert.run(row.seq, searchableText(JSON.parse(row.doc), merged.search!));
          }
        }
      })
      .immediate();
  }

  async aliasOf(logical: string): Promise<string | null> {
    return this.resolveAlias(logical);
  }

  async setAlias(logical: string, physical: string): Promise<void> {
    this.prepare('INSERT INTO _rs_aliases (logical, physical) VALUES (?, ?) ON CONFLICT (logical) DO UPDATE SET physical = excluded.physical').run(logical, physical);
    this.aliases.set(logical, physical);
  }

  async getCheckpoint(name: string): Promise<number | null> {
    return this.checkpoint(name);
  }

  async setCheckpoint(name: string, position: number): Promise<void> {
    this.writeCheckpoint(name, position);
  }

  private writeCheckpoint(name: string, position: number): void {
    this.prepare('INSERT INTO _rs_checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position').run(name, position);
  }

  /**
   * The stored checkpoints of `names` (absent ones left out). Several are read in one pass
   * over the table, which holds one row per read model, process manager and relay.
   */
  private checkpoints(names: string[]): Map<string, number> {
    if (names.length <= 2) {
      const found = new Map<string, number>();
      for (const name of names) {
        const position = this.checkpoint(name);
        if (position !== null) found.set(name, position);
      }
      return found;
    }
    const wanted = new Set(names);
    const rows = this.prepare<{ name: string; position: number }>('SELECT name, position FROM _rs_checkpoints').all();
    return new Map(rows.filter((row) => wanted.has(row.name)).map((row) => [row.name, row.position]));
  }

  /** Moves several checkpoints forward in one statement (never back: a commit of the same batch may have written one). */
  private moveCheckpoints(positions: Map<string, number>): void {
    if (positions.size === 0) return;
    if (positions.size === 1) {
      const [[name, position]] = positions;
      this.writeCheckpoint(name, position); // commit() read it below `position` a moment ago, under the write lock
      return;
    }
    this.prepare(
      'INSERT INTO _rs_checkpoints (name, position) SELECT key, value FROM json_each(?) WHERE true ON CONFLICT (name) DO UPDATE SET position = MAX(position, excluded.position)',
    ).run(JSON.stringify(Object.fromEntries(positions)));
  }

  async deleteCheckpoint(name: string): Promise<void> {
    this.prepare('DELETE FROM _rs_checkpoints WHERE name = ?').run(name);
  }

  async commit(commits: ProjectionCommit[]): Promise<boolean[]> {
    // IMMEDIATE: another worker on the same file waits for the write lock instead of failing mid-way.
    return this.db
      .transaction(() => {
        // Under the write lock: a switch another process committed is seen before writing into the old collection.
        if (commits.some((commit) => commit.whileAliased !== undefined) && this.otherWriters.committed()) this.aliases.clear();
        // Most projections find nothing of theirs in a page of the log and only move their
        // checkpoint: those are read in one query and moved in one statement.
        const idle = this.checkpoints(commits.filter((commit) => commit.writes.length === 0).map((commit) => commit.checkpoint));
        const moved = new Map<string, number>();
        const applied = commits.map((commit) => {
          const reached = commit.writes.length === 0 ? (idle.get(commit.checkpoint) ?? null) : this.checkpoint(commit.checkpoint);
          if (reached !== null && reached >= commit.position) return false;
          if (commit.whileAliased !== undefined && this.resolveAlias(commit.whileAliased) !== commit.collection) return false;
          if (commit.writes.length === 0) {
            moved.set(commit.checkpoint, Math.max(moved.get(commit.checkpoint) ?? 0, commit.position));
            return true;
          }
          if (commit.bulk && !this.meta(commit.collection)) this.createTable(commit.collection, true, commit.spec);
          const meta = this.createTable(commit.collection, false, commit.spec);
          const build = this.builds.get(commit.collection);
          if (build) for (const write of commit.writes) this.bulkWrite(meta, build, write);
          else for (const write of commit.writes) this.conditionalWrite(meta, write);
          this.writeCheckpoint(commit.checkpoint, commit.position);
          return true;
        });
        this.moveCheckpoints(moved);
        return applied;
      })
      .immediate();
  }

  /**
   * Another connection writes this file now (the projection thread's, which checkpoints it
   * itself): this one stops its checkpointer, instead of a second one competing for the
   * same checkpoint lock every 100 ms.
   */
  async leaveCheckpointsToWriter(): Promise<void> {
    const checkpointer = this.checkpointer;
    this.checkpointer = undefined;
    await checkpointer?.stop();
  }

  async close(): Promise<void> {
    await this.checkpointer?.stop();
    if (this.db.open) this.db.close();
  }

  // ---- internals used by SqliteCollection ----

  resolveAlias(logical: string): string | null {
    if (this.otherWriters.committedThisTurn()) this.aliases.clear();
    let physical = this.aliases.get(logical);
    if (physical === undefined) {
      physical = this.prepare<{ physical: string }>('SELECT physical FROM _rs_aliases WHERE logical = ?').get(logical)?.physical ?? null;
      this.aliases.set(logical, physical);
    }
    return physical;
  }

  /** The physical collection's description, or null when it does not exist (yet). */
  meta(physical: string): Meta | null {
    const cached = this.metas.get(physical);
    if (cached) return cached;
    const row = this.prepare<{ spec: string }>('SELECT spec FROM _rs_collections WHERE name = ?').get(physical);
    if (!row) return null;
    const spec = JSON.parse(row.spec) as CollectionSpec;
    const table = quote(`rm_${physical}`);
    // The table says which fields have a column (a file written by the layout before columns has none until ensureIndexes).
    const columnList = (this.db.pragma(`table_info(${table})`) as { name: string }[]).filter((c) => c.name.startsWith('c_')).map((c) => c.name.slice(2));
    const meta: Meta = {
      physical,
      table,
      fts: spec.search?.length ? quote(`rm_${physical}__fts`) : null,
      spec,
      fields: indexedFields(spec),
      columns: new Set(columnList),
      columnList,
    };
    this.metas.set(physical, meta);
    return meta;
  }

  /**
   * `bulk`: a shadow collection built by this connection alone, its _id index made by
   * ensureIndexes. `spec`: the indexes it will have, whose fields a new table gets columns for.
   */
  createTable(physical: string, bulk = false, spec?: CollectionSpec): Meta {
    const existing = this.meta(physical);
    if (existing) return existing;
    const columns = indexedColumns(spec).map((field) => `, ${columnName(field)}`);
    assertColumnCount(physical, columns.length);
    // seq is the rowid made explicit, so VACUUM keeps it and the FTS rows stay attached.
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${quote(`rm_${physical}`)} (seq INTEGER PRIMARY KEY, id TEXT NOT NULL ${bulk ? '' : 'UNIQUE'}, doc TEXT NOT NULL, pos INTEGER${columns.join('')})`);
    if (bulk) this.builds.set(physical, new Map());
    this.prepare("INSERT INTO _rs_collections (name, spec) VALUES (?, '{}') ON CONFLICT (name) DO NOTHING").run(physical);
    return this.meta(physical)!;
  }

  /** Adds the columns a table lacks for `fields`, each filled from the documents already stored. */
  private withColumns(meta: Meta, fields: string[]): Meta {
    const missing = fields.filter((field) => !meta.columns.has(field));
    if (missing.length === 0) return meta;
    assertColumnCount(meta.physical, meta.columnList.length + missing.length);
    this.db
      .transaction(() => {
        for (const field of missing) this.db.exec(`ALTER TABLE ${meta.table} ADD COLUMN ${columnName(field)}`);
        this.db.exec(`UPDATE ${meta.table} SET ${columnsFrom(missing, 'doc')}`);
      })
      .immediate();
    this.forget(meta.physical);
    return this.meta(meta.physical)!;
  }

  prepare<R = unknown>(sql: string): Database.Statement<unknown[], R> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement as Database.Statement<unknown[], R>;
  }

  /** Writes a document (upsert) and keeps its search text in step. */
  put(meta: Meta, doc: Doc): void {
    const position = (doc as { _position?: unknown })._position;
    const pos = typeof position === 'number' ? position : null;
    this.index(meta, this.writeRow(meta, { id: doc._id, doc: JSON.stringify(doc), pos }, false)!, doc);
  }

  remove(meta: Meta, seq: number): void {
    this.prepare(`DELETE FROM ${meta.table} WHERE seq = ?`).run(seq);
    if (meta.fts) this.prepare(`DELETE FROM ${meta.fts} WHERE rowid = ?`).run(seq);
  }

  /** A bulk-built collection's documents by id, from their rows (the table has no _id index yet); null when it is no such collection. */
  bulkRows(meta: Meta, ids: unknown): Row[] | null {
    const build = this.builds.get(meta.physical);
    if (!build || !Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return null;
    const seqs = [...new Set(ids as string[])].flatMap((id) => build.get(id) ?? []).sort((a, b) => a - b);
    const rows: Row[] = [];
    for (let i = 0; i < seqs.length; i += 500) {
      const chunk = seqs.slice(i, i + 500);
      rows.push(...this.prepare<Row>(`SELECT seq, json(doc) AS doc FROM ${meta.table} WHERE seq IN (${chunk.map(() => '?').join(', ')}) ORDER BY seq`).all(...chunk));
    }
    return rows;
  }

  /**
   * How many documents of a collection's search table hold a trigram (FTS5's own vocabulary),
   * remembered for a minute: the figures only choose which trigrams a search looks up
   * (text-search.ts lookupGrams), so a stale one costs speed, never a result.
   */
  gramFrequency(meta: Meta): GramFrequency {
    const now = Date.now();
    let known = this.grams.get(meta.physical);
    if (!known || now - known.at > GRAM_FIGURES_MS || known.counts.size > MAX_GRAM_FIGURES) {
      known = { at: now, counts: new Map() };
      this.grams.set(meta.physical, known);
    }
    const { counts } = known;
    const vocabulary = vocabularyOf(meta.physical);
    return (gram) => {
      let n = counts.get(gram);
      if (n === undefined) {
        try {
          if (counts.size === 0) this.db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.${vocabulary} USING fts5vocab(main, ${quote(`rm_${meta.physical}__fts`)}, 'row')`);
          n = this.prepare<{ doc: number }>(`SELECT doc FROM temp.${vocabulary} WHERE term = ?`).get(gram)?.doc ?? 0;
        } catch {
          // The search table went (another process's rebuild): no figure, and the view is made again next time.
          this.dropVocabulary(meta.physical);
          return 0;
        }
        counts.set(gram, n);
      }
      return n;
    };
  }

  /** Runs a read; a table dropped by another process reads as empty. */
  guard<R>(read: () => R, empty: R, physical: string): R {
    try {
      return read();
    } catch (error) {
      if (error instanceof Error && /no such table/.test(error.message)) {
        this.forget(physical);
        return empty;
      }
      throw error;
    }
  }

  private conditionalWrite(meta: Meta, write: DocumentWrite): void {
    if (write.doc === null) {
      const statements = (meta.writes ??= this.writeStatements(meta));
      const gone = statements.delete.get(write._id, write.position);
      if (gone && meta.fts) this.prepare(`DELETE FROM ${meta.fts} WHERE rowid = ?`).run(gone.seq);
      return;
    }
    if (!meta.fts) {
      this.writeRow(meta, { id: write._id, doc: storedJson(write), pos: write.position }, true, write.stored);
      return;
    }
    const doc = { ...write.doc, _id: write._id, _position: write.position };
    const seq = this.writeRow(meta, { id: write._id, doc: JSON.stringify(doc), pos: write.position }, true, write.stored);
    if (seq !== null) this.index(meta, seq, doc);
  }

  /**
   * Stores a document's row: a new one with all its columns; over a stored one (only an
   * older one when `guarded`), the document, then only the columns whose values changed,
   * so an index on an unchanged field is not touched (a stock hold leaves a product's
   * twenty index entries where they are). Answers the row's seq when it wrote.
   *
   * `stored` (the writer read the document before): the update comes first, sparing the
   * INSERT that would only meet the row (it converts and indexes the whole document first:
   * a third of an order's read-model writes, as profiled); the INSERT follows only if no
   * row was updated, and then lands only if the row has gone.
   */
  private writeRow(meta: Meta, params: WriteParams, guarded: boolean, stored = false): number | null {
    const statements = (meta.writes ??= this.writeStatements(meta));
    if (stored) return this.replaceRow(meta, statements, params, guarded) ?? this.insertRow(statements, params);
    return this.insertRow(statements, params) ?? this.replaceRow(meta, statements, params, guarded);
  }

  private insertRow(statements: WriteStatements, params: WriteParams): number | null {
    const inserted = statements.insert.run(params);
    return inserted.changes > 0 ? Number(inserted.lastInsertRowid) : null;
  }

  private replaceRow(meta: Meta, statements: WriteStatements, params: WriteParams, guarded: boolean): number | null {
    const written = (guarded ? statements.replaceOlder : statements.replace).get(params);
    if (!written) return null;
    if (written.changed !== 0) this.columnWrite(meta, statements, written.changed).run(written.seq);
    return written.seq;
  }

  /** The statement that sets again the columns whose bits are set in `changed` (one per set met). */
  private columnWrite(meta: Meta, statements: WriteStatements, changed: number): Database.Statement<[number]> {
    let statement = statements.columns.get(changed);
    if (!statement) {
      const fields = meta.columnList.filter((_, i) => Math.floor(changed / 2 ** i) % 2 === 1);
      statement = this.db.prepare(`UPDATE ${meta.table} SET ${columnsFrom(fields, 'doc')} WHERE seq = ?`);
      statements.columns.set(changed, statement);
    }
    return statement;
  }

  /** A write to a shadow collection this connection alone builds: no older document can be there. */
  private bulkWrite(meta: Meta, build: Map<string, number>, write: DocumentWrite): void {
    const statements = (meta.bulkWrites ??= this.bulkStatements(meta));
    const seq = build.get(write._id);
    if (write.doc === null) {
      if (seq !== undefined) statements.deleteRow.run(seq);
      build.delete(write._id);
      return;
    }
    const params = { id: write._id, doc: storedJson(write), pos: write.position };
    if (seq !== undefined) statements.updateRow.run({ ...params, seq });
    else build.set(write._id, Number(statements.insert.run(params).lastInsertRowid));
  }

  /** No index yet: every column is set on every write. */
  private bulkStatements(meta: Meta): BulkStatements {
    const { names, values } = columnsOf(meta);
    const columns = meta.columnList.length ? `, ${columnsFrom(meta.columnList, '@doc')}` : '';
    return {
      insert: this.db.prepare(`INSERT INTO ${meta.table} (id, doc, pos${names}) VALUES (@id, jsonb(@doc), @pos${values})`),
      updateRow: this.db.prepare(`UPDATE ${meta.table} SET doc = jsonb(@doc), pos = @pos${columns} WHERE seq = @seq`),
      deleteRow: this.db.prepare(`DELETE FROM ${meta.table} WHERE seq = ?`),
    };
  }

  private writeStatements(meta: Meta): WriteStatements {
    const { names, values } = columnsOf(meta);
    // Which columns the new document disagrees with (RETURNING sees the new doc beside the old columns).
    const changed = meta.columnList.map((field, i) => `((${columnName(field)} IS NOT ${documentExpression(field, 'doc')}) << ${i})`).join(' | ') || '0';
    const replace = `UPDATE ${meta.table} SET doc = jsonb(@doc), pos = @pos WHERE id = @id`;
    return {
      insert: this.db.prepare(`INSERT INTO ${meta.table} (id, doc, pos${names}) VALUES (@id, jsonb(@doc), @pos${values}) ON CONFLICT (id) DO NOTHING`),
      replaceOlder: this.db.prepare(`${replace} AND (pos IS NULL OR pos < @pos) RETURNING seq, ${changed} AS changed`),
      replace: this.db.prepare(`${replace} RETURNING seq, ${changed} AS changed`),
      columns: new Map(),
      delete: this.db.prepare(`DELETE FROM ${meta.table} WHERE id = ? AND (pos IS NULL OR pos < ?) RETURNING seq`),
    };
  }

  /**
   * Most writes of a searchable document change no searched field (a stock hold, a status
   * step): its search row is kept. A rewritten FTS5 row is deleted and re-inserted term by
   * term, and its segments are flushed and merged at COMMIT, which made most of the cost
   * of an order's read-model transaction.
   */
  private index(meta: Meta, seq: number, doc: Doc): void {
    if (!meta.fts) return;
    const text = searchableText(doc, meta.spec.search!);
    const stored = this.prepare<{ text: string }>(`SELECT text FROM ${meta.fts} WHERE rowid = ?`).get(seq);
    if (stored?.text === text) return;
    if (stored) this.prepare(`DELETE FROM ${meta.fts} WHERE rowid = ?`).run(seq);
    this.prepare(`INSERT INTO ${meta.fts} (rowid, text) VALUES (?, ?)`).run(seq, text);
  }

  private checkpoint(name: string): number | null {
    return this.prepare<{ position: number }>('SELECT position FROM _rs_checkpoints WHERE name = ?').get(name)?.position ?? null;
  }

  /** The per-connection FTS5 vocabulary view over a collection's search table (gramFrequency). */
  private dropVocabulary(physical: string): void {
    if (!this.grams.delete(physical)) return; // no figures asked: no view made
    const vocabulary = vocabularyOf(physical);
    for (const sql of [...this.statements.keys()]) if (sql.includes(vocabulary)) this.statements.delete(sql);
    this.db.exec(`DROP TABLE IF EXISTS temp.${vocabulary}`);
  }

  private forget(physical: string): void {
    this.dropVocabulary(physical);
    this.metas.delete(physical);
    const table = quote(`rm_${physical}`);
    for (const sql of [...this.statements.keys()]) if (sql.includes(table)) this.statements.delete(sql);
  }
}

export class SqliteCollection<T extends Doc> implements Collection<T> {
  constructor(
    private readonly store: SqliteReadStore,
    private readonly name: string,
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    return this.select(filter, options).map((row) => JSON.parse(row.doc) as T);
  }

  async findOne(filter: Filter): Promise<T | null> {
    const [row] = this.select(filter, { limit: 1 });
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async count(filter: Filter = {}): Promise<number> {
    const meta = this.meta();
    if (!meta) return 0;
    const compiled = this.compile(meta, filter);
    if (compiled.exact) {
      return this.store.guard(() => this.store.prepare<{ n: number }>(`SELECT count(*) AS n FROM ${meta.table} t WHERE ${this.sql(meta, compiled.where)}`).get(...compiled.params)!.n, 0, meta.physical);
    }
    return this.select(filter, {}).length;
  }

  async replaceOne(filter: Filter, doc: T, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const meta = this.store.createTable(this.physical());
    return this.store.db.transaction((): UpdateResult => {
      const [current] = this.rows(meta, filter, 1);
      const next: Doc = JSON.parse(JSON.stringify(doc));
      if (current) {
        const stored = JSON.parse(current.doc) as Doc;
        if (next._id !== undefined && next._id !== stored._id) throw immutableId(stored._id, next._id);
        next._id = stored._id;
        const modified = !isEqual(stored, next);
        if (modified) this.store.put(meta, next);
        return { matchedCount: 1, modifiedCount: modified ? 1 : 0, upsertedId: null };
      }
      // The port promises an insert when nothing matches; only an explicit upsert: false opts out.
      if (options.upsert === false) return NO_MATCH;
      const filterId = typeof filter._id === 'string' ? filter._id : undefined;
      if (filterId !== undefined && next._id !== undefined && next._id !== filterId) throw immutableId(filterId, next._id);
      next._id ??= filterId ?? randomUUID();
      this.insert(meta, next);
      return { matchedCount: 0, modifiedCount: 0, upsertedId: next._id };
    }).immediate();
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    assertOperators(update);
    const meta = this.store.createTable(this.physical());
    return this.store.db.transaction((): UpdateResult => {
      const [current] = this.rows(meta, filter, 1);
      if (current) {
        const modified = this.modify(meta, current, update);
        return { matchedCount: 1, modifiedCount: modified ? 1 : 0, upsertedId: null };
      }
      if (!options.upsert) return NO_MATCH;
      // Like MongoDB: the new document starts from the filter's equality conditions.
      const seeded = seedFromFilter(filter);
      seeded._id ??= randomUUID();
      applyUpdate(seeded, update);
      this.insert(meta, JSON.parse(JSON.stringify(seeded)));
      return { matchedCount: 0, modifiedCount: 0, upsertedId: seeded._id };
    }).immediate();
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    assertOperators(update);
    const meta = this.meta();
    if (!meta) return NO_MATCH;
    return this.store.db.transaction((): UpdateResult => {
      const rows = this.rows(meta, filter);
      let modifiedCount = 0;
      for (const row of rows) if (this.modify(meta, row, update)) modifiedCount++;
      return { matchedCount: rows.length, modifiedCount, upsertedId: null };
    }).immediate();
  }

  async deleteOne(filter: Filter): Promise<number> {
    const meta = this.meta();
    if (!meta) return 0;
    return this.store.db.transaction(() => {
      const [row] = this.rows(meta, filter, 1);
      if (row) this.store.remove(meta, row.seq);
      return row ? 1 : 0;
    }).immediate();
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    const meta = this.meta();
    if (!meta) return 0;
    return this.store.db.transaction(() => {
      const rows = this.rows(meta, filter);
      for (const row of rows) this.store.remove(meta, row.seq);
      return rows.length;
    }).immediate();
  }

  async aggregate<R = Doc>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    // A leading $match selects through the indexes; the rest of the pipeline runs in mingo.
    const [first, ...rest] = pipeline;
    const leading = first && '$match' in first ? (first.$match as Filter) : null;
    const docs = this.select(leading ?? {}, {}).map((row) => JSON.parse(row.doc) as Doc);
    const resolver = (other: string) => this.store.collection(other) as SqliteCollection<Doc>;
    return aggregate(docs, leading ? rest : pipeline, {
      collectionResolver: (other: string) => resolver(other).select({}, {}).map((row) => JSON.parse(row.doc) as Doc),
    }) as R[];
  }

  /** Matching rows, in SQL when the filter and sort are index-served, else with a mingo residual. */
  select(filter: Filter, options: FindOptions): Row[] {
    const meta = this.meta();
    if (!meta) return [];
    const keys = Object.keys(filter);
    if (keys.length === 1 && keys[0] === '_id' && !options.sort && !options.skip && !options.limit) {
      const id = filter._id;
      const byId = this.store.bulkRows(meta, typeof id === 'string' ? [id] : id && typeof id === 'object' && Object.keys(id).join() === '$in' ? (id as { $in: unknown }).$in : null);
      if (byId) return byId;
    }
    const query = this.query(meta, filter, options);
    const { skip, limit } = query;
    return this.store.guard(
      () => {
        if (query.paged) return this.store.prepare<Row>(query.sql).all(...query.params);
        const residual = this.residual(filter);
        if (query.sorted) {
          // Sorted by the index: stop as soon as the page is full.
          const out: Row[] = [];
          let skipped = 0;
          for (const row of this.store.prepare<Row>(query.sql).iterate(...query.params)) {
            if (!residual.test(JSON.parse(row.doc))) continue;
            if (skipped++ < skip) continue;
            out.push(row);
            if (limit && out.length >= limit) break;
          }
          return out;
        }
        const matched = this.store
          .prepare<Row>(query.sql)
          .all(...query.params)
          .map((row) => ({ row, doc: JSON.parse(row.doc) as Doc }))
          .filter(({ doc }) => residual.test(doc));
        const byDoc = new Map(matched.map(({ row, doc }) => [doc, row]));
        const sorted = new Query({}).find<Doc>(matched.map(({ doc }) => doc)).sort(options.sort!).all();
        return sorted.slice(skip, limit ? skip + limit : undefined).map((doc) => byDoc.get(doc)!);
      },
      [],
      meta.physical,
    );
  }

  /** SQLite's plan for a find (EXPLAIN QUERY PLAN), to check a read model's indexes serve it. */
  explain(filter: Filter, options: FindOptions = {}): string[] {
    const meta = this.meta();
    if (!meta) return [];
    const query = this.query(meta, filter, options);
    return this.store.db
      .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${query.sql}`)
      .all(...query.params)
      .map((row) => row.detail);
  }

  /**
   * The SQL of a find. `paged`: filter and sort are wholly index-served, so SQL also skips
   * and limits; `sorted`: SQL orders, a residual filter still runs on each row; neither:
   * rows come in natural order and mingo filters and sorts them.
   */
  private query(meta: Meta, filter: Filter, options: FindOptions) {
    const compiled = this.compile(meta, filter);
    const skip = options.skip ?? 0;
    const limit = options.limit ?? 0; // Mongo reads limit 0 as "no limit".
    let order = compileSort(options.sort, meta);
    const params = [...compiled.params];
    if (!options.sort && compiled.search !== null) {
      // Best match first: how many of the query's trigrams each candidate holds.
      order = `(SELECT bazaar_overlap(text, ?) FROM ${meta.fts} WHERE rowid = t.rowid) DESC, t.rowid ASC`;
      params.push(compiled.search);
    }
    const base = `SELECT t.seq AS seq, json(t.doc) AS doc FROM ${meta.table} t WHERE ${this.sql(meta, compiled.where)}`;
    if (compiled.exact && order !== null) return { sql: `${base} ORDER BY ${order} ${boundLimit()} OFFSET ?`, params: [...params, limit || -1, skip], paged: true, sorted: true, skip, limit };
    if (order !== null) return { sql: `${base} ORDER BY ${order}`, params, paged: false, sorted: true, skip, limit };
    return { sql: `${base} ORDER BY t.rowid`, params, paged: false, sorted: false, skip, limit };
  }

  private rows(meta: Meta, filter: Filter, limit?: number): Row[] {
    void meta;
    return this.select(filter, { limit });
  }

  private modify(meta: Meta, row: Row, update: Update): boolean {
    const current = JSON.parse(row.doc) as Doc;
    const next = JSON.parse(row.doc) as Doc;
    if (!applyUpdate(next, update)) return false;
    if (next._id !== current._id) throw immutableId(current._id, next._id);
    this.store.put(meta, JSON.parse(JSON.stringify(next)));
    return true;
  }

  private insert(meta: Meta, doc: Doc): void {
    if (this.store.prepare(`SELECT 1 FROM ${meta.table} WHERE id = ?`).get(doc._id)) {
      throw new Error(`E11000 duplicate key error: _id ${JSON.stringify(doc._id)}`);
    }
    this.store.put(meta, doc);
  }

  private compile(meta: Meta, filter: Filter) {
    const compiled = compileFilter(filter, meta, meta.fts ? this.store.gramFrequency(meta) : undefined);
    if (compiled.search !== null && !meta.fts) throw new Error(`text index required for $text query (collection ${this.name} declares no search fields)`);
    return compiled;
  }

  private sql(meta: Meta, where: string): string {
    return meta.fts ? where.replaceAll(FTS, meta.fts) : where;
  }

  /** The part of the filter mingo still has to check ($text is always answered in SQL). */
  private residual(filter: Filter): Query {
    return new Query(splitTextFilter(filter).rest);
  }

  private physical(): string {
    return this.store.resolveAlias(this.name) ?? this.name;
  }

  private meta(): Meta | null {
    return this.store.meta(this.physical());
  }
}

/** A projection's document as stored, with its `_position`: appended to the JSON text instead of copying the document first. */
function storedJson(write: DocumentWrite): string {
  const doc = write.doc!;
  if (doc._id !== write._id || '_position' in doc) return JSON.stringify({ ...doc, _id: write._id, _position: write.position });
  const json = JSON.stringify(doc);
  return `${json.slice(0, -1)},"_position":${write.position}}`;
}

function immutableId(from: unknown, to: unknown): Error {
  return new Error(`Performing an update on the path '_id' would modify the immutable field '_id' (${String(from)} -> ${String(to)})`);
}
