import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventCatalog } from '../event-store/event-catalog';
import { NewEvent } from '../event-store/event';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { SqliteReadStore } from '../read-store/sqlite-read-store';
import { defineProjection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { rebuildProjections } from './rebuild';

const event = (type: string, data: object): NewEvent => ({
  type,
  data,
  metadata: { eventId: randomUUID(), actor: { kind: 'system' }, correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString(), schemaVersion: 1 },
});

/** Order-sensitive on purpose: a lost, repeated or reordered event changes `history`. */
const ledger = defineProjection<{ _id: string; total: number; history: number[] }>({
  name: 'ledger',
  version: 1,
  collection: 'ledger',
  canHandle: ['Deposited', 'Closed'],
  indexes: [{ fields: { total: -1 } }],
  documentIds: (e) => [(e.data as { account: string }).account],
  evolve: (doc, e) => (e.type === 'Closed' ? null : { _id: (e.data as any).account, total: (doc?.total ?? 0) + (e.data as any).amount, history: [...(doc?.history ?? []), (e.data as any).amount] }),
});

const catalog = new EventCatalog().register({ type: 'Deposited', context: 'test', schemaVersion: 1 }, { type: 'Closed', context: 'test', schemaVersion: 1 });

/*
 * Real files: 600 appends, each acknowledged once its WAL is synced (ADR 0057), and two workers
 * catching up. Alone it takes about a second; on a busy 2-core machine (the fresh-clone CI
 * beside other suites) several, past Jest's default 5 s. The bounds below catch a hang (a worker
 * that never reaches the last position); they are not a speed check.
 */
const HANG_BOUND_MS = 60_000;

describe('two workers projecting one log into one read store file', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'bazaar-two-workers-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('end with the same documents as a single rebuild', async () => {
    const log = new SqliteEventStore(join(dir, 'events.sqlite'));
    // Two workers, each with its own connections to the log and to the read store file.
    const workers = [0, 1].map((i) => {
      const store = new SqliteEventStore(join(dir, 'events.sqlite'));
      const readStore = SqliteReadStore.inDataDir(dir);
      return { store, readStore, runner: new ProjectionRunner(store, readStore, catalog, [ledger], { batchSize: 7 + i * 6 }) };
    });
    let last = 0;
    const append = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const account = `acct${i % 11}`;
        last = (await log.append(`account-${account}`, [i % 37 === 36 ? event('Closed', { account }) : event('Deposited', { account, amount: i })], 'any')).position;
      }
    };
    await append(300); // some before they start...
    await Promise.all(workers.map((w) => w.runner.start()));
    await append(300); // ...and some while both run
    for (const w of workers) expect(await w.runner.tracker.waitFor(last, HANG_BOUND_MS - 10_000)).toBe(true);
    for (const w of workers) await w.runner.stop();

    const shared = await workers[0].readStore.collection('ledger').find({}, { sort: { _id: 1 } });
    const single = SqliteReadStore.inDataDir(join(dir, 'single'));
    await rebuildProjections({ store: log, readStore: single, catalog }, [ledger]);
    expect(shared).toEqual(await single.collection('ledger').find({}, { sort: { _id: 1 } }));
    expect(shared.length).toBeGreaterThan(5);
    expect(await workers[1].readStore.getCheckpoint('ledger_v1')).toBe(last);

    await single.close();
    for (const w of workers) {
      await w.readStore.close();
      await w.store.close();
    }
    await log.close();
  }, HANG_BOUND_MS);
});
