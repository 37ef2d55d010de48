import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RecordedEvent, SqliteEventStore } from '../../backend/src/platform/event-store';
import {
  appendMany,
  collector,
  eventStoreContract,
  newEvent,
  newStreamId,
  waitFor,
} from './event-store.contract';

const dir = mkdtempSync(join(tmpdir(), 'event-store-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const newFile = () => join(dir, `${randomUUID()}.sqlite`);

eventStoreContract('SqliteEventStore (file)', async () => new SqliteEventStore(newFile()));
eventStoreContract('SqliteEventStore (:memory:)', async () => new SqliteEventStore(':memory:'));

describe('SqliteEventStore', () => {
  it('gives a log written before occurred_at existed the column, filled from the metadata, and its indexes', async () => {
    const file = newFile();
    const old = new Database(file);
    old.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, stream_id TEXT NOT NULL, revision INTEGER NOT NULL,
      event_id TEXT NOT NULL UNIQUE, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, UNIQUE (stream_id, revision))`);
    const event = { ...newEvent('Old'), metadata: { ...newEvent().metadata, occurredAt: '2020-01-01T00:00:00.000Z' } };
    old.prepare('INSERT INTO events (stream_id, revision, event_id, type, data, metadata) VALUES (?, 0, ?, ?, ?, ?)')
      .run('old-1', event.metadata.eventId, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata));
    old.close();

    const store = new SqliteEventStore(file);
    try {
      expect((await store.readAll({ toTime: '2020-01-01T00:00:00.000Z' })).map((e) => e.type)).toEqual(['Old']);
      expect(await store.readAll({ toTime: '2019-12-31T23:59:59.999Z' })).toEqual([]);
      const indexes = store['db'].prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'events'").pluck().all();
      expect(indexes).toEqual(expect.arrayContaining(['events_by_type', 'events_by_occurred_at', 'events_by_causation']));
    } finally {
      await store.close();
    }
  });

  it("answers a query through the log's indexes: causes, streams, types and times are looked up, never scanned", async () => {
    const store = new SqliteEventStore(newFile());
    try {
      const queries = store['queries'] as Map<string, unknown>;
      const plan = (sql: string, params: unknown[]) => store['db'].prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params).map((row: any) => row.detail).join('; ');
      const lookups: [Parameters<SqliteEventStore['queryEvents']>[0], RegExp][] = [
        [{ where: [{ field: 'causationId', in: ['a', 'b'] }, { field: 'type', in: ['ProcessInputHandled'] }] }, /events_by_causation/],
        [{ where: [{ field: 'streamId', in: ['s-1', 's-2'] }] }, /sqlite_autoindex_events_2|stream_id/],
        [{ where: [{ field: 'streamId', in: ['user-1', 'vendor-1', 'provider-1'] }], direction: 'descending', skip: 25 }, /sqlite_autoindex_events_2|stream_id/],
        [{ where: [{ field: 'streamId', in: ['user-1'] }, { field: 'occurredAt', gte: '2024-01-01' }], orderBy: 'occurredAt' }, /sqlite_autoindex_events_2|stream_id/],
        [{ where: [{ field: 'type', in: ['RateAdded', 'RateChanged'] }, { field: 'streamId', in: ['rate-1'] }], orderBy: 'occurredAt' }, /sqlite_autoindex_events_2|stream_id/],
        [{ where: [{ field: 'type', in: ['RateChanged'] }], direction: 'descending' }, /events_by_type/],
        [{ where: [{ field: 'occurredAt', gte: '2024-01-01', lte: '2024-02-01' }], orderBy: 'occurredAt' }, /events_by_occurred_at/],
        [{ where: [{ field: 'eventId', in: ['e-1'] }] }, /sqlite_autoindex_events_1|event_id/],
      ];
      for (const [query, index] of lookups) {
        queries.clear();
        await store.queryEvents(query);
        const [sql] = [...queries.keys()];
        const params = query.where.flatMap((c) => (c.field === 'type' ? [] : c.in?.length === 1 ? [c.in[0]] : c.in ? [JSON.stringify(c.in)] : [c.gte, c.lte].filter((v) => v !== undefined)));
        const detail = plan(sql, [...params, Number.MAX_SAFE_INTEGER, 10, 0]);
        expect(detail).toMatch(index);
        expect(detail).not.toMatch(/^SCAN events$|SCAN events(?! USING)/);
      }
    } finally {
      await store.close();
    }
  });

  it('commits appends made in the same turn of the event loop in one transaction', async () => {
    const store = new SqliteEventStore(newFile());
    try {
      const db = store['db'];
      const groups = jest.spyOn(store as unknown as { flush: () => void }, 'flush'); // private: grouping is not part of the port
      await Promise.all(Array.from({ length: 10 }, () => store.append(newStreamId(), [newEvent()], 'no_stream')));
      expect(groups).toHaveBeenCalledTimes(1); // each flush is one transaction
      expect(db.prepare('SELECT COUNT(*) FROM events').pluck().get()).toBe(10);
    } finally {
      await store.close();
    }
  });

  it('writes appends still waiting for their group when the store closes', async () => {
    const file = newFile();
    const store = new SqliteEventStore(file);
    const pending = store.append(newStreamId(), [newEvent()], 'no_stream');
    await store.close();
    expect((await pending).position).toBe(1);
    const reopened = new SqliteEventStore(file);
    expect(await reopened.headPosition()).toBe(1);
    await reopened.close();
  });

  it('starts an empty log at headPosition 0 and numbers the first event 1', async () => {
    const store = new SqliteEventStore(newFile());
    try {
      expect(await store.headPosition()).toBe(0);
      expect(await store.readAll()).toEqual([]);

      const result = await store.append(newStreamId(), [newEvent()], 'no_stream');

      expect(result.position).toBe(1);
      expect(await store.headPosition()).toBe(1);
    } finally {
      await store.close();
    }
  });

  it('opens the file in WAL mode and commits with synchronous=NORMAL, syncing the WAL itself (off the event loop)', async () => {
    const store = new SqliteEventStore(newFile());
    try {
      const db = store['db']; // private: durability settings are not part of the port
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(1); // 1 = NORMAL: the COMMIT writes the WAL, WalSync puts it on disk
      expect(store['syncCommits']).toBeDefined();
      expect(new SqliteEventStore(':memory:', {})['db'].pragma('synchronous', { simple: true })).toBe(2); // nothing to sync: FULL, unused
    } finally {
      await store.close();
    }
  });

  describe('until a commit is synced, nothing of it leaves the store', () => {
    /** A disk that syncs when the test says so. */
    const heldDisk = () => {
      const waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
      const syncCommits = () => new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
      const syncAll = () => waiting.splice(0).forEach((w) => w.resolve());
      const failAll = (error: Error) => waiting.splice(0).forEach((w) => w.reject(error));
      return { syncCommits, syncAll, failAll, get pending() { return waiting.length; } };
    };
    const settled = async <T>(promise: Promise<T>) => {
      let done = false;
      void promise.then(() => (done = true), () => (done = true));
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
      return done;
    };

    it('acknowledges, shows and rings for an append only once its WAL is synced; another thread following the hold sees it then too', async () => {
      const file = newFile();
      const disk = heldDisk();
      const store = new SqliteEventStore(file, { syncCommits: disk.syncCommits });
      const follower = new SqliteEventStore(file, { followsHold: store.syncHold });
      const seen = collector('s-1');
      const subscription = store.subscribe(seen.handler);
      try {
        const first = store.append('s-1', [newEvent('First')], 'no_stream');
        await waitFor(() => disk.pending === 1);
        disk.syncAll();
        expect((await first).position).toBe(1);
        await waitFor(() => seen.events.length === 1);

        const second = store.append('s-1', [newEvent('Second')], 0);
        await waitFor(() => disk.pending === 1);
        // Committed to the file, not yet synced: held from everyone.
        expect(store['db'].prepare('SELECT COUNT(*) FROM events').pluck().get()).toBe(2);
        expect(await settled(second)).toBe(false);
        for (const reader of [store, follower]) {
          expect(await reader.headPosition()).toBe(1);
          expect((await reader.readAll()).map((e) => e.type)).toEqual(['First']);
          expect((await reader.readAll({ types: ['Second'] })).length).toBe(0);
          expect(await reader.queryEvents({ where: [{ field: 'streamId', in: ['s-1'] }] })).toHaveLength(1);
          expect(await reader.countEvents([{ field: 'type', in: ['Second'] }])).toBe(0);
        }
        expect((await follower.readStream('s-1')).map((e) => e.type)).toEqual(['First']);
        const streamRead = store.readStream('s-1'); // a command here waits for the sync rather than act on it
        expect(await settled(streamRead)).toBe(false);
        await new Promise((r) => setTimeout(r, 250)); // past a subscription's poll
        expect(seen.events.map((e) => e.type)).toEqual(['First']);

        disk.syncAll();
        expect((await second).position).toBe(2);
        expect((await streamRead).map((e) => e.type)).toEqual(['First', 'Second']);
        await waitFor(() => seen.events.length === 2);
        expect(await store.headPosition()).toBe(2);
        expect((await follower.readAll()).map((e) => e.type)).toEqual(['First', 'Second']);
        expect(Atomics.load(store.syncHold, 0)).toBe(0n);
      } finally {
        await subscription.stop();
        const closing = store.close();
        disk.syncAll();
        await closing;
        await follower.close();
      }
    });

    it('holds readers before the oldest unsynced group while later groups commit', async () => {
      const disk = heldDisk();
      const store = new SqliteEventStore(newFile(), { syncCommits: disk.syncCommits });
      try {
        const a = store.append('s-a', [newEvent('A')], 'no_stream');
        await waitFor(() => disk.pending === 1);
        const b = store.append('s-b', [newEvent('B')], 'no_stream');
        await waitFor(() => disk.pending === 2);
        expect(Atomics.load(store.syncHold, 0)).toBe(1n);
        expect(await store.readAll()).toEqual([]);
        disk.syncAll();
        await Promise.all([a, b]);
        expect((await store.readAll()).map((e) => e.type)).toEqual(['A', 'B']);
      } finally {
        await store.close();
      }
    });

    it('refuses every append after a failed sync and never shows what that sync did not confirm', async () => {
      const disk = heldDisk();
      const store = new SqliteEventStore(newFile(), { syncCommits: disk.syncCommits });
      try {
        const lost = store.append('s-1', [newEvent('Unsure')], 'no_stream');
        await waitFor(() => disk.pending === 1);
        disk.failAll(new Error('EIO: i/o error, fdatasync'));
        await expect(lost).rejects.toThrow('EIO');
        await expect(store.append('s-2', [newEvent()], 'no_stream')).rejects.toThrow('EIO');
        expect(await store.readAll()).toEqual([]);
        await expect(store.readStream('s-1')).rejects.toThrow('EIO');
        expect(disk.pending).toBe(0); // the refused append never reached the file
      } finally {
        await store.close();
      }
    });
  });

  it('keeps appended events when the file is opened again', async () => {
    const file = newFile();
    const stream = newStreamId();
    const first = new SqliteEventStore(file);
    await first.append(stream, [newEvent('Kept')], 'no_stream');
    await first.close();

    const reopened = new SqliteEventStore(file);
    try {
      expect((await reopened.readStream(stream)).map((e) => e.type)).toEqual(['Kept']);
      expect((await reopened.append(stream, [newEvent()], 0)).position).toBe(2);
    } finally {
      await reopened.close();
    }
  });

  describe('when two instances share one file (two processes)', () => {
    it("a subscription on the second receives the first's appends, in order, without an in-process wake-up", async () => {
      const file = newFile();
      const writer = new SqliteEventStore(file);
      const reader = new SqliteEventStore(file);
      const stream = newStreamId();
      const received = collector(stream);
      try {
        await writer.append(stream, [newEvent('E0')], 'no_stream');
        const subscription = reader.subscribe(received.handler);
        await waitFor(() => received.events.length === 1);

        await writer.append(stream, [newEvent('E1'), newEvent('E2')], 0);
        await waitFor(() => received.events.length === 3);
        await subscription.stop();

        expect(received.events.map((e: RecordedEvent) => e.type)).toEqual(['E0', 'E1', 'E2']);
      } finally {
        await Promise.all([writer.close(), reader.close()]);
      }
    });

    it('each reads the whole log while both append in turn (its recent-events window restarts after the other wrote)', async () => {
      const file = newFile();
      const [one, two] = [new SqliteEventStore(file), new SqliteEventStore(file)];
      try {
        for (let i = 0; i < 4; i++) {
          await one.append(newStreamId(), [newEvent(`One${i}`)], 'no_stream');
          await two.append(newStreamId(), [newEvent(`Two${i}a`), newEvent(`Two${i}b`)], 'no_stream');
        }
        const expected = ['One0', 'Two0a', 'Two0b', 'One1', 'Two1a', 'Two1b', 'One2', 'Two2a', 'Two2b', 'One3', 'Two3a', 'Two3b'];
        for (const store of [one, two]) {
          expect((await store.readAll()).map((e) => e.type)).toEqual(expected);
          for (let after = 0; after < expected.length; after++) {
            expect((await store.readAll({ after, maxCount: 2 })).map((e) => e.position)).toEqual([after + 1, after + 2].filter((p) => p <= expected.length));
          }
        }
        // One stream both append to in turn: each reads all of it, from any revision.
        const shared = newStreamId();
        for (let revision = 0; revision < 6; revision++) {
          await [one, two][revision % 2].append(shared, [newEvent(`S${revision}`)], revision === 0 ? 'no_stream' : revision - 1);
          for (const store of [one, two]) {
            for (let from = 0; from <= revision + 1; from++) {
              expect((await store.readStream(shared, { fromRevision: from })).map((e) => e.revision)).toEqual(Array.from({ length: revision + 1 - from }, (_, i) => from + i));
            }
          }
        }
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });

    it("the reader's tail read from the file is shared by its next readers, and the writer's later appends still reach them", async () => {
      const file = newFile();
      const [writer, reader] = [new SqliteEventStore(file), new SqliteEventStore(file)];
      try {
        await writer.append(newStreamId(), [newEvent('E1'), newEvent('E2'), newEvent('E3')], 'no_stream');
        const first = await reader.readAll({ after: 0, maxCount: 100 });
        expect(first.map((e) => e.type)).toEqual(['E1', 'E2', 'E3']);
        // Read once from SQLite, then shared (the same frozen objects), as the writer's own appends are.
        const again = await reader.readAll({ after: 1, maxCount: 100 });
        expect(again[0]).toBe(first[1]);
        expect(Object.isFrozen(again[0])).toBe(true);

        await writer.append(newStreamId(), [newEvent('E4')], 'no_stream');
        expect((await reader.readAll({ after: 3, maxCount: 100 })).map((e) => e.type)).toEqual(['E4']);
        expect((await reader.readAll({ after: 0, maxCount: 100 })).map((e) => e.type)).toEqual(['E1', 'E2', 'E3', 'E4']);
        expect((await reader.readAll({ after: 1, maxCount: 2 })).map((e) => e.type)).toEqual(['E2', 'E3']);
      } finally {
        await Promise.all([writer.close(), reader.close()]);
      }
    });

    it("rings the writer's listeners once per group commit, and the reader's subscriptions when told of an append elsewhere", async () => {
      const file = newFile();
      const [writer, reader] = [new SqliteEventStore(file), new SqliteEventStore(file)];
      const stream = newStreamId();
      const received = collector(stream);
      const subscription = reader.subscribe(received.handler);
      try {
        const rung = jest.fn();
        const stopRinging = writer.onAppended(rung);
        await Promise.all([writer.append(stream, [newEvent('E0')], 'no_stream'), writer.append(newStreamId(), [newEvent()], 'no_stream')]);
        expect(rung).toHaveBeenCalledTimes(1);
        stopRinging();
        await writer.append(stream, [newEvent('E1')], 0);
        expect(rung).toHaveBeenCalledTimes(1);

        const heard = jest.fn();
        reader.onAppended(heard);
        reader.appendedElsewhere();
        expect(heard).toHaveBeenCalledTimes(1);
        await waitFor(() => received.events.length === 2);
        expect(received.events.map((e: RecordedEvent) => e.type)).toEqual(['E0', 'E1']);
      } finally {
        await subscription.stop();
        await Promise.all([writer.close(), reader.close()]);
      }
    });

    it('a stale expected revision from the second is refused', async () => {
      const file = newFile();
      const [one, two] = [new SqliteEventStore(file), new SqliteEventStore(file)];
      const stream = newStreamId();
      try {
        await one.append(stream, [newEvent()], 'no_stream');
        await one.append(stream, [newEvent()], 0);

        await expect(two.append(stream, [newEvent()], 0)).rejects.toMatchObject({ actual: 1 });
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });
  });

  it('serves its own recent appends from memory: the rows committed, no event of a refused append, frozen objects', async () => {
    const store = new SqliteEventStore(':memory:');
    const stream = newStreamId();
    try {
      await store.append(stream, [newEvent('First', { lines: [{ qty: 1 }] })], 'no_stream');
      // One group: the stale append is refused, its rows undone; the window holds only what was committed.
      const results = await Promise.allSettled([store.append(stream, [newEvent('Second')], 0), store.append(stream, [newEvent('Stale')], 0), store.append(newStreamId(), [newEvent('Third')], 'no_stream')]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      const tail = await store.readAll({ after: 0 });
      expect(tail.map((e) => e.type)).toEqual(['First', 'Second', 'Third']);
      expect(tail.map((e) => e.position)).toEqual([1, 2, 3]);
      expect((await store.readAll({ after: 1, maxCount: 1 })).map((e) => e.type)).toEqual(['Second']);
      // Shared between readers: nobody may change it.
      expect(Object.isFrozen(tail[0]) && Object.isFrozen((tail[0].data as { lines: object[] }).lines[0])).toBe(true);
      expect(tail[0].data).toEqual({ lines: [{ qty: 1 }] });
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['First', 'Second']);
      expect((await store.readStream(stream, { fromRevision: 1 }))[0]).toBe(tail[1]);
      expect(await store.readStream(stream, { fromRevision: 2 })).toEqual([]);
      expect((await store.readStream(stream, { maxCount: 1 })).map((e) => e.type)).toEqual(['First']);
    } finally {
      await store.close();
    }
  });

  it('wakes its own subscriptions on append instead of waiting for the next poll', async () => {
    const store = new SqliteEventStore(':memory:');
    const stream = newStreamId();
    const received = collector(stream);
    const subscription = store.subscribe(received.handler);
    try {
      const started = Date.now();
      // Five round trips would take about a second if each waited for the 200 ms poll.
      for (let i = 0; i < 5; i += 1) {
        await store.append(stream, [newEvent()], i === 0 ? 'no_stream' : i - 1);
        await waitFor(() => received.events.length === i + 1);
      }
      expect(Date.now() - started).toBeLessThan(300);
    } finally {
      await subscription.stop();
      await store.close();
    }
  });

  it('catches up page after page without pausing for the poll between full pages', async () => {
    const store = new SqliteEventStore(':memory:');
    const stream = newStreamId();
    await appendMany(store, stream, 2501);
    const received = collector(stream);
    try {
      const started = Date.now();
      const subscription = store.subscribe(received.handler);
      await waitFor(() => received.events.length === 2501);
      await subscription.stop();
      // Six pages of 500: pausing 200 ms after each full page would take over a second.
      expect(Date.now() - started).toBeLessThan(500);
    } finally {
      await store.close();
    }
  });

  it('close() stops open subscriptions', async () => {
    const store = new SqliteEventStore(newFile());
    const received = collector('any');
    store.subscribe(received.handler);

    await expect(store.close()).resolves.toBeUndefined();
  });
});
