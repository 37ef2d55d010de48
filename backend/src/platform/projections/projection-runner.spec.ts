import { randomUUID } from 'node:crypto';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore } from '../event-store/event-store.port';
import { NewEvent } from '../event-store/event';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { MemoryReadStore } from '../read-store/memory-read-store';
import { ProjectionRunner } from './projection-runner';
import { checkpointName, defineProjection } from './projection';
import { rebuildProjections } from './rebuild';

const event = (type: string, data: object): NewEvent => ({
  type,
  data,
  metadata: { eventId: randomUUID(), actor: { kind: 'system' }, correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString(), schemaVersion: 1 },
});

/** Counts deposits per account: an $inc-like projection, so a double apply would show. */
const balances = (version = 1) =>
  defineProjection<{ _id: string; total: number; deposits: number }>({
    name: 'balances',
    version,
    collection: 'balances',
    canHandle: ['Deposited'],
    documentIds: (e) => [(e.data as { account: string }).account],
    evolve: (doc, e) => ({ _id: (e.data as any).account, total: (doc?.total ?? 0) + (e.data as any).amount, deposits: (doc?.deposits ?? 0) + 1 }),
  });

describe('projection runner', () => {
  let store: EventStore;
  let readStore: MemoryReadStore;
  const catalog = new EventCatalog().register({ type: 'Deposited', context: 'test', schemaVersion: 1 });

  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    readStore = new MemoryReadStore();
  });
  afterEach(() => store.close());

  const deposit = (account: string, amount: number) => store.append(`account-${account}`, [event('Deposited', { account, amount })], 'any');
  const doc = (id: string) => readStore.collection<any>('balances').findOne({ _id: id });

  it('catches up on the log, then follows it live; a reader can wait for a position', async () => {
    await deposit('a', 10);
    const runner = new ProjectionRunner(store, readStore, catalog, [balances()]);
    await runner.start();
    const { position } = await deposit('a', 5);
    expect(await runner.tracker.waitFor(position, 2000)).toBe(true);
    expect(await doc('a')).toMatchObject({ total: 15, deposits: 2 });
    await runner.stop();
  });

  it('resumes from its checkpoint after a restart without applying anything twice', async () => {
    const first = new ProjectionRunner(store, readStore, catalog, [balances()]);
    await first.start();
    const { position } = await deposit('a', 10);
    await first.tracker.waitFor(position);
    await first.stop();
    expect(await readStore.getCheckpoint(checkpointName(balances()))).toBe(position);

    // Simulate a crash after the document was written but before the checkpoint moved.
    await readStore.setCheckpoint(checkpointName(balances()), 0);
    const later = await deposit('a', 1);
    const second = new ProjectionRunner(store, readStore, catalog, [balances()]);
    await second.start();
    await second.tracker.waitFor(later.position);
    expect(await doc('a')).toMatchObject({ total: 11, deposits: 2 });
    await second.stop();
  });

  it('rebuilds a projection whose version was bumped', async () => {
    const v1 = new ProjectionRunner(store, readStore, catalog, [balances(1)]);
    await v1.start();
    const { position } = await deposit('b', 7);
    await v1.tracker.waitFor(position);
    await v1.stop();
    await readStore.collection<any>('balances').replaceOne({ _id: 'b' }, { _id: 'b', total: 999, deposits: 99, _position: position });

    const v2 = new ProjectionRunner(store, readStore, catalog, [balances(2)]);
    await v2.start();
    await v2.tracker.waitFor(position);
    expect(await doc('b')).toMatchObject({ total: 7, deposits: 1 });
    await v2.stop();
  });

  it('rebuild from the log gives the same documents as live projection', async () => {
    const runner = new ProjectionRunner(store, readStore, catalog, [balances()]);
    await runner.start();
    let last = 0;
    for (let i = 0; i < 50; i++) last = (await deposit(`acct${i % 7}`, i)).position;
    await runner.tracker.waitFor(last);
    await runner.stop();
    const live = await readStore.collection('balances').find({}, { sort: { _id: 1 } });

    const progress: number[] = [];
    const result = await rebuildProjections({ store, readStore, catalog }, [balances()], (p) => progress.push(p.processed), 16);
    expect(result.processed).toBe(50);
    expect(progress).toEqual([16, 32, 48, 50]);
    expect(await readStore.collection('balances').find({}, { sort: { _id: 1 } })).toEqual(live);
    expect(await readStore.getCheckpoint(checkpointName(balances()))).toBe(last);
  });
});

describe('a subscription that fails', () => {
  it('is retried after the last handled event, so nothing is lost', async () => {
    const store = new SqliteEventStore(':memory:');
    const readStore = new MemoryReadStore();
    const catalog = new EventCatalog().register({ type: 'Deposited', context: 'test', schemaVersion: 1 });
    const failing = defineProjection<{ _id: string; total: number; deposits: number }>({
      ...balances(),
      evolve: (doc, e) => {
        if ((e.data as any).amount === 13 && !failedOnce) {
          failedOnce = true;
          throw new Error('read store hiccup');
        }
        return balances().evolve(doc, e);
      },
    });
    let failedOnce = false;
    const runner = new ProjectionRunner(store, readStore, catalog, [failing]);
    await runner.start();
    let last = 0;
    for (const amount of [1, 13, 100]) last = (await store.append('account-a', [event('Deposited', { account: 'a', amount })], 'any')).position;
    expect(await runner.tracker.waitFor(last, 5000)).toBe(true);
    expect(await readStore.collection<any>('balances').findOne({ _id: 'a' })).toMatchObject({ total: 114, deposits: 3 });
    expect(runner.error).toBeInstanceOf(Error);
    await runner.stop();
    await store.close();
  });
});
