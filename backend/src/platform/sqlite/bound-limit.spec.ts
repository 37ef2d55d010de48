import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { SqliteReadStore } from '../read-store/sqlite-read-store';
import { boundLimit } from './bound-limit';

/** A LIMIT SQLite plans with: a bare bound parameter (boundLimit's note says what it costs). */
const PLANNED_LIMIT = /LIMIT\s+[?@:$]/i;

describe('bound limits', () => {
  let dir: string;
  let prepared: string[];
  let spy: jest.SpyInstance;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bazaar-bound-limit-'));
    prepared = [];
    const prepare = Database.prototype.prepare;
    spy = jest.spyOn(Database.prototype, 'prepare').mockImplementation(function (this: Database.Database, sql: string) {
      prepared.push(sql);
      return prepare.call(this, sql);
    } as typeof prepare);
  });
  afterEach(() => {
    spy.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  });

  it('still limit and skip rows', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2), (3), (4)');
    const page = db.prepare(`SELECT n FROM t ORDER BY n ${boundLimit()} OFFSET ?`).pluck();
    expect(page.all(2, 1)).toEqual([2, 3]);
    expect(page.all(-1, 0)).toEqual([1, 2, 3, 4]);
    expect(db.prepare(`SELECT n FROM t ORDER BY n DESC ${boundLimit('@limit')}`).pluck().all({ limit: 1 })).toEqual([4]);
    db.close();
  });

  it('are all the log and the read store prepare: none of their limited reads is planned with its limit', async () => {
    const log = new SqliteEventStore(join(dir, 'events.sqlite'));
    const stream = `order-${randomUUID()}`;
    const event = () => ({ type: 'Noted', data: {}, metadata: { eventId: randomUUID(), occurredAt: new Date().toISOString() } }) as never;
    await log.append(stream, [event(), event(), event()], 'no_stream');
    expect(await log.readStream(stream, { maxCount: 2 })).toHaveLength(2);
    expect(await log.readStream(stream, { direction: 'backwards', maxCount: 1 })).toHaveLength(1);
    expect(await log.readAll({ maxCount: 2 })).toHaveLength(2);
    expect(await log.readAll({ types: ['Noted'], maxCount: 1 })).toHaveLength(1);
    expect(await log.queryEvents({ where: [{ field: 'type', in: ['Noted'] }], limit: 2, skip: 1 })).toHaveLength(2);
    await log.close();

    const store = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    const docs = store.collection<{ _id: string; n: number }>('docs');
    await store.ensureIndexes('docs', { indexes: [{ fields: { n: 1 } }] });
    for (let n = 0; n < 5; n++) await docs.replaceOne({ _id: `d${n}` }, { _id: `d${n}`, n }, { upsert: true });
    expect((await docs.find({}, { sort: { n: 1 }, skip: 1, limit: 2 })).map((doc) => doc.n)).toEqual([1, 2]);
    expect((await docs.findOne({ _id: 'd3' }))?.n).toBe(3);
    await store.close();

    const limited = prepared.filter((sql) => /\bLIMIT\b/i.test(sql));
    expect(limited.length).toBeGreaterThan(4);
    expect(limited.filter((sql) => PLANNED_LIMIT.test(sql))).toEqual([]);
  });
});
