import Database from 'better-sqlite3';
import { NewEvent, RecordedEvent } from './event';
import {
  AppendResult,
  EventHandler,
  EventStore,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  refuseAppendMany,
  StreamAppend,
  SubscribeOptions,
  Subscription,
  WrongExpectedRevisionError,
} from './event-store.port';
import { decodeEventRow, decodeEventValues, EventValues, RecentEvents, StoredEventRow, storedRow } from './recent-events';
import { dataFieldName, EventCondition, EventField, EventQuery, MAX_EVENT_QUERY, matchesNothing } from './event-query';
import { boundLimit } from '../sqlite/bound-limit';
import { checkpointInBackground, WalCheckpointer } from '../sqlite/wal-checkpointer';
import { SyncCommits, WalSync } from '../sqlite/wal-sync';

/** Events a catch-up subscription reads per query. */
const PAGE_SIZE = 500;
/** How often an idle subscription looks for appends made by another process sharing the file. */
const POLL_MS = 200;
/** A group commit waits at most this many event-loop turns for more appends... */
const MAX_GROUP_TURNS = 4;
/** ...or until this many appends wait: one transaction stays short. */
const MAX_GROUP = 256;
/** Recent events kept decoded for the readers following the tail (a few seconds of checkouts at full speed). */
const RECENT_EVENTS = 8192;
/** SQLite's "no limit". */
const NO_LIMIT = -1;

// Emmett-style log: the rowid is the global position; AUTOINCREMENT so a position is never reused.
// occurred_at copies metadata.occurredAt so "up to a time" reads use an index.
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    event_id TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    occurred_at TEXT,
    UNIQUE (stream_id, revision)
  );
`;
const INDEXES = `
  CREATE INDEX IF NOT EXISTS events_by_type ON events (type, position);
  CREATE INDEX IF NOT EXISTS events_by_occurred_at ON events (occurred_at);
  CREATE INDEX IF NOT EXISTS events_by_causation ON events (json_extract(metadata, '$.causationId'));
`;

/** How a query names each event field in SQL (events_by_causation indexes the same expression). */
const FIELD_SQL: Record<string, string> = {
  eventId: 'event_id',
  streamId: 'stream_id',
  type: 'type',
  position: 'position',
  occurredAt: 'occurred_at',
  correlationId: "json_extract(metadata, '$.correlationId')",
  causationId: "json_extract(metadata, '$.causationId')",
};
const fieldSql = (field: EventField): string => {
  const data = dataFieldName(field);
  return data ? `json_extract(data, '$.${data}')` : FIELD_SQL[field];
};

/** Query shapes kept prepared (a shape is its SQL text: fields, operators, order). */
const MAX_QUERY_SHAPES = 256;


/** A log written before occurred_at existed gets the column, filled from the metadata once. */
function migrate(db: Database.Database): void {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(events)').all().map((c) => c.name);
  if (!columns.includes('occurred_at')) {
    db.transaction(() => {
      db.exec('ALTER TABLE events ADD COLUMN occurred_at TEXT');
      db.exec("UPDATE events SET occurred_at = json_extract(metadata, '$.occurredAt')");
    }).immediate();
  }
  db.exec(INDEXES);
}

/** An append (to one stream, or to several all or none) waiting for the next group commit. */
interface PendingAppend {
  appends: StreamAppend[];
  resolve: (results: AppendResult[]) => void;
  reject: (error: unknown) => void;
}

type EventRow = StoredEventRow;

interface StoredId {
  stream_id: string;
  revision: number;
  position: number;
}

export interface SqliteEventStoreOptions {
  /** Copy the WAL back into the file on a worker thread (the process's writer does). */
  backgroundCheckpoints?: boolean;
  /**
   * The projection thread's store: the cell in which its main thread holds back the commits
   * it has not synced yet (see `syncHold`). Its reads stop before them; its own appends, if
   * any, sync inside their COMMIT.
   */
  followsHold?: BigInt64Array;
  /** Tests: how commits reach the disk (default: the WAL file's fdatasync, WalSync). */
  syncCommits?: SyncCommits;
}

/** SQLite's names for a database that lives in memory only. */
const inMemory = (filename: string) => filename === ':memory:' || filename === '';

/**
 * The embedded event store: one SQLite file in WAL mode, shareable by several processes.
 *
 * Durability (ADR 0057): the writer commits with `synchronous = NORMAL` and syncs the WAL on
 * the thread pool (WalSync), so the event loop is not blocked for the disk. Until a commit is
 * synced nothing of it leaves the process: its appends are not acknowledged, subscriptions,
 * reads of the log and the projection thread stop before it (`syncHold`), and a read of a
 * stream that holds it waits for the sync. So an answer, a read model, a notice or a message
 * on the bus never reflects an event that a power cut could still take back.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly statements: ReturnType<typeof prepareStatements>;
  /** One append inside the group's transaction: a savepoint, so its conflict undoes only its own rows (every stream of an appendMany). */
  private readonly appendOne: Database.Transaction<(appends: StreamAppend[]) => AppendResult[]>;
  private readonly commitGroup: Database.Transaction<
    (group: PendingAppend[]) => { outcomes: ({ ok: AppendResult[] } | { error: unknown })[]; head: number; rows: EventRow[] }
  >;
  private readonly queue: PendingAppend[] = [];
  readonly atomicAcrossStreams = true;
  /** Wakes this instance's subscriptions right after a commit, instead of waiting for the next poll. */
  private readonly appendListeners = new Set<() => void>();
  private readonly subscriptions = new Set<Subscription>();
  /** The four shapes of a filtered readAll, prepared once each. */
  private readonly filteredReads: Record<string, Database.Statement<[Record<string, unknown>], EventRow>> = {};
  private readonly recent = new RecentEvents(RECENT_EVENTS);
  private readonly queries = new Map<string, Database.Statement>();
  /** Rows the append running inside the group's transaction inserted (kept once its savepoint holds). */
  private inserting: EventRow[] = [];

  /** Copies the WAL back into the file off the event loop (see WalCheckpointer). */
  readonly checkpointer?: WalCheckpointer;

  /**
   * The first position this process committed but has not synced yet, 0 when none: every
   * reader of this store, and the projection thread's store (shared memory), reads only
   * below it. Set under the write lock before the rows are inserted, so no reader can see
   * them first.
   */
  readonly syncHold: BigInt64Array;
  private readonly syncCommits?: SyncCommits;
  private readonly walSync?: WalSync;
  /** Where each group commit still waiting for its sync starts, oldest first. */
  private readonly unsynced: number[] = [];
  /** Settles once everything committed so far is synced (or the sync failed). */
  private latestSync: Promise<void> = Promise.resolve();
  /** A failed sync: the commits since may not be on disk, so nothing more is written or shown. */
  private syncFailure?: Error;
  private readonly followsHold: boolean;

  constructor(filename: string, options: SqliteEventStoreOptions = {}) {
    this.db = new Database(filename);
    this.db.pragma('journal_mode = WAL');
    this.followsHold = options.followsHold !== undefined;
    this.syncHold = options.followsHold ?? new BigInt64Array(new SharedArrayBuffer(8));
    if (!this.followsHold && !inMemory(filename)) {
      this.walSync = options.syncCommits ? undefined : new WalSync(`${filename}-wal`);
      this.syncCommits = options.syncCommits ?? this.walSync!.sync;
    }
    // With its own sync, the COMMIT only writes the WAL (NORMAL); otherwise it syncs inside (FULL), as
    // an acknowledged append must survive a power cut.
    this.db.pragma(this.syncCommits ? 'synchronous = NORMAL' : 'synchronous = FULL');
    if (options.backgroundCheckpoints) this.checkpointer = checkpointInBackground(this.db, filename, 'FULL');
    // Another process may hold the write lock for a moment.
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    migrate(this.db);
    this.statements = prepareStatements(this.db);
    this.appendOne = this.db.transaction((appends: StreamAppend[]) => appends.map((a) => this.appendRows(a.streamId, a.events, a.expected)));
    this.commitGroup = this.db.transaction((group: PendingAppend[]) => {
      // Read under the write lock: the window stays complete only if nobody appended since its top.
      const head = this.statements.headPosition.get() ?? 0;
      // Readers are held before this group's rows from now on, unless an earlier group holds them already.
      if (this.syncCommits && this.unsynced.length === 0) Atomics.store(this.syncHold, 0, BigInt(head + 1));
      const rows: EventRow[] = [];
      const outcomes = group.map((pending) => {
        this.inserting = [];
        try {
          const ok = this.appendOne(pending.appends);
          rows.push(...this.inserting);
          return { ok };
        } catch (error) {
          return { error };
        }
      });
      this.inserting = [];
      return { outcomes, head, rows };
    });
  }

  /**
   * Group commit: appends made while the event loop was busy (most of all with the previous
   * commit's fsync) wait for the next turn and are written together in one transaction, so
   * one fsync acknowledges them all. Each append is its own savepoint: a conflict rejects
   * that caller only, and every caller gets its own result.
   */
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) return Promise.reject(new RangeError(`Stream ${streamId}: nothing to append`));
    return new Promise((resolve, reject) => {
      if (this.queue.length === 0) this.scheduleFlush();
      this.queue.push({ appends: [{ streamId, events, expected }], resolve: (results) => resolve(results[0]), reject });
    });
  }

  /** Several streams in one savepoint of the next group commit: all or none. */
  appendMany(appends: StreamAppend[]): Promise<AppendResult[]> {
    const refusal = refuseAppendMany(appends);
    if (refusal) return Promise.reject(refusal);
    return new Promise((resolve, reject) => {
      if (this.queue.length === 0) this.scheduleFlush();
      this.queue.push({ appends, resolve, reject });
    });
  }

  /**
   * Waits one turn of the event loop, and more turns while appends keep arriving (each turn
   * reads the sockets that became ready), up to a bound: under load a group grows to what
   * one fsync can carry; alone, an append waits one turn only.
   */
  private scheduleFlush(): void {
    let seen = 0;
    let turns = 0;
    const turn = () => {
      const grew = this.queue.length > seen;
      seen = this.queue.length;
      if (grew && turns++ < MAX_GROUP_TURNS && seen < MAX_GROUP) setImmediate(turn);
      else this.flush();
    };
    setImmediate(turn);
  }

  private flush(): void {
    const group = this.queue.splice(0); // emptied in place: never reassigned, so a wrapper sharing this store sees it
    if (group.length === 0) return;
    if (this.syncFailure) return group.forEach((pending) => pending.reject(this.syncFailure));
    let committed: ReturnType<typeof this.commitGroup>;
    try {
      // IMMEDIATE takes the write lock before reading revisions: another process waits (busy_timeout)
      // instead of failing with SQLITE_BUSY on a read-to-write upgrade.
      committed = this.commitGroup.immediate(group);
      this.recent.add(committed.head, committed.rows);
    } catch (error) {
      this.releaseHold();
      for (const pending of group) pending.reject(error); // nothing of the group was committed
      return;
    }
    const settle = () => {
      committed.outcomes.forEach((outcome, i) => ('ok' in outcome ? group[i].resolve(outcome.ok) : group[i].reject(outcome.error)));
      for (const listener of this.appendListeners) listener();
    };
    if (!this.syncCommits) return settle();
    const held = committed.rows.length > 0;
    if (held) this.unsynced.push(committed.head + 1);
    else this.releaseHold();
    // Every group waits, even one that wrote nothing: a retried batch answers with positions that may not be synced yet.
    this.latestSync = this.syncCommits().then(
      () => {
        if (held) this.unsynced.shift();
        this.releaseHold();
        settle();
      },
      (error: unknown) => {
        // Linux may drop the pages of a failed fsync as if written: a retry would lie. Refuse from now on.
        this.syncFailure ??= error instanceof Error ? error : new Error(String(error));
        for (const pending of group) pending.reject(this.syncFailure);
      },
    );
  }

  /** Moves the readers' hold to the oldest group still waiting for its sync, or lifts it. */
  private releaseHold(): void {
    if (this.syncCommits) Atomics.store(this.syncHold, 0, BigInt(this.unsynced[0] ?? 0));
  }

  /** The last position a reader may see: everything before the hold. */
  private readableTo(): number {
    const hold = Number(Atomics.load(this.syncHold, 0));
    return hold === 0 ? Number.MAX_SAFE_INTEGER : hold - 1;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events = this.readStreamNow(streamId, options);
    const newest = events.length === 0 ? 0 : Math.max(events[0].position, events[events.length - 1].position);
    if (newest <= this.readableTo()) return events;
    // The projection thread sees what its main thread has synced; a command here waits for the sync (one fsync at most).
    if (this.followsHold) return events.filter((event) => event.position <= this.readableTo());
    await this.latestSync;
    if (this.syncFailure) throw this.syncFailure;
    return events;
  }

  private readStreamNow(streamId: string, options: ReadStreamOptions): RecordedEvent[] {
    const limit = options.maxCount ?? NO_LIMIT;
    if (options.direction !== 'backwards') {
      // A command's stream was mostly appended to by this process a moment ago (the order, the process instance, the product).
      const recent = this.recent.ofStream(streamId, options.fromRevision ?? 0, limit);
      if (recent && this.statements.headPosition.get() === this.recent.lastPosition) return recent;
    }
    const rows =
      options.direction === 'backwards'
        ? this.statements.readBackwards.all(streamId, options.fromRevision ?? Number.MAX_SAFE_INTEGER, limit)
        : this.statements.readForwards.all(streamId, options.fromRevision ?? 0, limit);
    return rows.map(decodeEventRow);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const { types, toPosition, toTime } = options;
    if (types === undefined && toPosition === undefined && toTime === undefined) {
      return this.readAllRows(options.after ?? 0, options.maxCount ?? NO_LIMIT);
    }
    if (types?.length === 0) return [];
    // Values are bound, never spliced: the type list travels as one JSON array. Not conditionsSql
    // (queryEvents): its literal type lists let SQLite merge and sort the types' index ranges,
    // which made the 1M-event replay about 8 % slower when tried.
    const where = ['position > @after', 'position <= @toPosition'];
    if (types) where.push('type IN (SELECT value FROM json_each(@types))');
    if (toTime !== undefined) where.push('occurred_at <= @toTime');
    const sql = `SELECT ${COLUMNS} FROM events WHERE ${where.join(' AND ')} ORDER BY position ASC ${boundLimit('@limit')}`;
    const statement = (this.filteredReads[sql] ??= this.db.prepare<[Record<string, unknown>], EventRow>(sql));
    return statement
      .all({
        after: options.after ?? 0,
        toPosition: Math.min(toPosition ?? Number.MAX_SAFE_INTEGER, this.readableTo()),
        limit: options.maxCount ?? NO_LIMIT,
        ...(types ? { types: JSON.stringify(types) } : {}),
        ...(toTime !== undefined ? { toTime: new Date(toTime).toISOString() } : {}),
      })
      .map(decodeEventRow);
  }

  async queryEvents(query: EventQuery): Promise<RecordedEvent[]> {
    const limit = Math.min(query.limit ?? MAX_EVENT_QUERY, MAX_EVENT_QUERY);
    if (matchesNothing(query.where) || limit <= 0) return [];
    const { where, params } = conditionsSql(query.where);
    const direction = query.direction === 'descending' ? 'DESC' : 'ASC';
    const order = !query.orderBy || query.orderBy === 'position' ? `position ${direction}` : `${fieldSql(query.orderBy)} ${direction}, position ${direction}`;
    const sql = `SELECT ${COLUMNS} FROM events WHERE ${where} AND position <= ? ORDER BY ${order} ${boundLimit()} OFFSET ?`;
    return this.query<EventRow>(sql)
      .all(...params, this.readableTo(), limit, Math.max(0, query.skip ?? 0))
      .map(decodeEventRow);
  }

  async countEvents(conditions: readonly EventCondition[]): Promise<number> {
    if (matchesNothing(conditions)) return 0;
    const { where, params } = conditionsSql(conditions);
    return this.query<number>(`SELECT count(*) FROM events WHERE ${where} AND position <= ?`).pluck().get(...params, this.readableTo()) ?? 0;
  }

  async headPosition(): Promise<number> {
    return Math.min(this.statements.headPosition.get() ?? 0, this.readableTo());
  }

  subscribe(handler: EventHandler, options: SubscribeOptions = {}): Subscription {
    let stopped = false;
    let appended = false;
    let wake: (() => void) | undefined;
    const listener = () => {
      appended = true;
      wake?.();
    };

    const idle = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, POLL_MS);
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });

    const run = async () => {
      await Promise.resolve(); // never call the handler before subscribe() has returned
      let after = options.after ?? 0;
      while (!stopped) {
        appended = false;
        const page = this.readAllRows(after, PAGE_SIZE);
        for (const event of page) {
          if (stopped) return;
          // Awaited only when the handler has something to wait for: each of the dozen followers of
          // the main thread's log (process managers, scheduler, relay) skips most events, and an
          // await per event per follower was a tenth of a checkout's main-thread time (as profiled).
          const pending = handler(event);
          if (pending) await pending;
          after = event.position;
        }
        // A full page means more may be waiting; an append during the page means so too.
        if (page.length < PAGE_SIZE && !appended && !stopped) await idle();
      }
    };

    this.appendListeners.add(listener);
    const finished = run()
      .catch((error: unknown) => reportSubscriptionError(error, options))
      .finally(() => {
        this.appendListeners.delete(listener);
        this.subscriptions.delete(subscription);
      });
    const subscription: Subscription = {
      stop: async () => {
        stopped = true;
        wake?.();
        await finished;
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    this.flush(); // appends already accepted are written, not dropped
    await this.latestSync;
    this.walSync?.close();
    await this.checkpointer?.stop();
    if (this.db.open) this.db.close();
  }

  private query<R>(sql: string): Database.Statement<unknown[], R> {
    let statement = this.queries.get(sql);
    if (!statement) {
      if (this.queries.size >= MAX_QUERY_SHAPES) this.queries.clear();
      statement = this.db.prepare(sql);
      this.queries.set(sql, statement);
    }
    return statement as Database.Statement<unknown[], R>;
  }

  /**
   * The tail this process appended comes from memory (shared, frozen objects); anything else
   * from SQLite. A page read from SQLite that reaches the head is the log's whole tail after
   * `after` (positions are given in commit order), so it becomes the window: where another
   * connection appends (the projection thread follows the API's log), the first of the
   * followers reads and decodes each new event, the others share it.
   */
  private readAllRows(after: number, limit: number): RecordedEvent[] {
    const upTo = this.readableTo();
    if (after >= upTo) return [];
    const recent = this.recent.after(after, limit, upTo);
    // A short answer is whole if the window reaches the hold, or if no other process appended after the window's top.
    const top = this.recent.lastPosition;
    if (recent && (recent.length === limit || top >= upTo || this.statements.headPosition.get() === top)) return recent;
    const rows = this.statements.readAllTo.all(after, upTo, limit);
    if (rows.length === 0 || rows.length === limit || rows.length > RECENT_EVENTS) return rows.map(decodeEventValues);
    this.recent.add(after, rows.map(storedRow));
    return this.recent.after(after, limit, upTo)!;
  }

  /** Calls `listener` after each group commit of this instance (the projection thread's doorbell); returns the unsubscribe. */
  onAppended(listener: () => void): () => void {
    this.appendListeners.add(listener);
    return () => this.appendListeners.delete(listener);
  }

  /** Another connection appended (its process said so): wakes this instance's subscriptions now rather than at their next poll. */
  appendedElsewhere(): void {
    for (const listener of this.appendListeners) listener();
  }

  /** Runs inside the write transaction: a throw rolls everything back. */
  private appendRows(streamId: string, events: NewEvent[], expected: ExpectedRevision): AppendResult {
    const retried = this.findRetriedBatch(streamId, events);
    if (retried) return retried;

    const current = this.statements.lastRevision.get(streamId) ?? null;
    const conflict = expected === 'no_stream' ? current !== null : expected !== 'any' && current !== expected;
    if (conflict) throw new WrongExpectedRevisionError(streamId, expected, current ?? 'no_stream');

    const first = (current ?? -1) + 1;
    let position = 0;
    events.forEach((event, index) => {
      const data = JSON.stringify(event.data ?? null);
      const metadata = JSON.stringify(event.metadata);
      const info = this.statements.insert.run(streamId, first + index, event.metadata.eventId, event.type, data, metadata, event.metadata.occurredAt);
      position = Number(info.lastInsertRowid);
      this.inserting.push({ position, stream_id: streamId, revision: first + index, type: event.type, data, metadata });
    });
    return { nextExpectedRevision: first + events.length - 1, position };
  }

  /**
   * Idempotency on eventId: the same batch already stored (same stream, consecutive revisions, same order)
   * returns its original result; a batch that only partly repeats stored events is a caller bug.
   */
  private findRetriedBatch(streamId: string, events: NewEvent[]): AppendResult | undefined {
    const stored = events.map((event) => this.statements.findByEventId.get(event.metadata.eventId));
    if (stored.every((row) => row === undefined)) return undefined;
    const first = stored[0];
    const sameBatch =
      first !== undefined &&
      stored.every((row, index) => row?.stream_id === streamId && row.revision === first.revision + index);
    if (!sameBatch) {
      throw new Error(
        `Stream ${streamId}: some eventIds of this batch are already stored, but not as this same batch in this stream`,
      );
    }
    const last = stored[stored.length - 1]!;
    return { nextExpectedRevision: last.revision, position: last.position };
  }
}

const COLUMNS = 'position, stream_id, revision, type, data, metadata';

function prepareStatements(db: Database.Database) {
  const columns = COLUMNS;
  return {
    insert: db.prepare<[string, number, string, string, string, string, string]>(
      'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, occurred_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    lastRevision: db
      .prepare<[string], number | null>('SELECT MAX(revision) FROM events WHERE stream_id = ?')
      .pluck(),
    findByEventId: db.prepare<[string], StoredId>(
      'SELECT stream_id, revision, position FROM events WHERE event_id = ?',
    ),
    readForwards: db.prepare<[string, number, number], EventRow>(
      `SELECT ${columns} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision ASC ${boundLimit()}`,
    ),
    readBackwards: db.prepare<[string, number, number], EventRow>(
      `SELECT ${columns} FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC ${boundLimit()}`,
    ),
    // Rows as arrays: better-sqlite3 makes no object per row for the log's longest reads (catch-up, rebuild, replay).
    headPosition: db.prepare<[], number | null>('SELECT MAX(position) FROM events').pluck(),
    // Bounded above: readers stop before the commits not yet on disk.
    readAllTo: db.prepare<[number, number, number], EventValues>(`SELECT ${columns} FROM events WHERE position > ? AND position <= ? ORDER BY position ASC ${boundLimit()}`).raw(true),
  };
}

/** Event type names are code's identifiers: spliced as literals, so a partial or type index applies to them. */
const TYPE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

const NAMING_FIELDS: ReadonlySet<string> = new Set(['eventId', 'streamId', 'causationId']);

/** A query's conditions as SQL; values are bound (a list as one JSON array), never spliced, but for type names. */
function conditionsSql(conditions: readonly EventCondition[]): { where: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  // Ids and streams name a few events: their index goes first (a unary + keeps SQLite off the type index, which would walk every event of the type).
  const named = conditions.some((c) => c.in && NAMING_FIELDS.has(c.field));
  for (const condition of conditions) {
    const column = fieldSql(condition.field);
    const values = condition.in;
    if (values && condition.field === 'type' && values.every((value) => typeof value === 'string' && TYPE_NAME.test(value))) {
      const type = named ? '+type' : 'type';
      parts.push(values.length === 1 ? `${type} = '${values[0]}'` : `${type} IN (${values.map((value) => `'${value}'`).join(', ')})`);
    } else if (values?.length === 1) {
      parts.push(`${column} = ?`);
      params.push(values[0]);
    } else if (values) {
      parts.push(`${column} IN (SELECT value FROM json_each(?))`);
      params.push(JSON.stringify(values));
    }
    if (condition.gte !== undefined) {
      parts.push(`${column} >= ?`);
      params.push(condition.gte);
    }
    if (condition.lte !== undefined) {
      parts.push(`${column} <= ?`);
      params.push(condition.lte);
    }
  }
  return { where: parts.length ? parts.join(' AND ') : '1', params };
}

function reportSubscriptionError(error: unknown, options: SubscribeOptions): void {
  try {
    if (options.onError) return options.onError(error);
  } catch (onErrorFailure) {
    error = onErrorFailure; // a throwing onError must not turn stop() into a rejection
  }
  console.error('Event store subscription stopped after an error', error);
}
