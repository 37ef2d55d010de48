import { randomUUID } from 'node:crypto';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore } from '../event-store/event-store.port';
import { NewEvent } from '../event-store/event';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { MemoryReadStore } from '../read-store/memory-read-store';
import { ReadStore } from '../read-store/read-store.port';
import { SqliteReadStore } from '../read-store/sqlite-read-store';
import { ProjectionRunner } from './projection-runner';
import { defineProjection, physicalName } from './projection';
import { PROJECTION_STATUS, ProjectionStatusDoc } from './projection-lanes';
import { rebuildProjections } from './rebuild';

const event = (type: string, data: object): NewEvent => ({
  type,
  data,
  metadata: { eventId: randomUUID(), actor: { kind: 'system' }, correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString(), schemaVersion: 1 },
});

type Balance = { _id: string; total: number; deposits: number };

/** Counts deposits per account: an $inc-like projection, so a double apply would show. */
const balances = (version = 1) =>
  defineProjection<Balance>({
    name: 'balances',
    version,
    collection: 'balances',
    canHandle: ['Deposited', 'Closed'],
    indexes: [{ fields: { total: -1 } }],
    documentIds: (e) => [(e.data as { account: string }).account],
    evolve: (doc, e) =>
      e.type === 'Closed' ? null : { _id: (e.data as any).account, total: (doc?.total ?? 0) + (e.data as any).amount * version, deposits: (doc?.deposits ?? 0) + 1 },
  });

/** A second read model over the same events, to show one projection's trouble leaves the other alone. */
const depositLog = defineProjection<{ _id: string; amount: number }>({
  name: 'deposit-log',
  version: 1,
  collection: 'deposit_log',
  canHandle: ['Deposited'],
  documentIds: (e) => [e.metadata.eventId],
  evolve: (_doc, e) => ({ _id: e.metadata.eventId, amount: (e.data as any).amount }),
});

const catalog = new EventCatalog().register({ type: 'Deposited', context: 'test', schemaVersion: 1 }, { type: 'Closed', context: 'test', schemaVersion: 1 });

describe.each([
  ['memory', () => new MemoryReadStore()],
  ['sqlite', () => new SqliteReadStore(':memory:')],
])('projection runner on the %s read store', (_name, makeReadStore: () => ReadStore) => {
  let store: EventStore;
  let readStore: ReadStore;

  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    readStore = makeReadStore();
  });
  afterEach(async () => {
    await store.close();
    await readStore.close();
  });

  const deposit = (account: string, amount: number) => store.append(`account-${account}`, [event('Deposited', { account, amount })], 'any');
  const doc = (id: string) => readStore.collection<Balance>('balances').findOne({ _id: id });
  const all = (collection = 'balances') => readStore.collection(collection).find({}, { sort: { _id: 1 } });

  it('catches up on the log, then follows it live; a reader can wait for a position', async () => {
    await deposit('a', 10);
    const runner = new ProjectionRunner(store, readStore, catalog, [balances()]);
    await runner.start();
    const { position } = await deposit('a', 5);
    expect(await runner.tracker.waitFor(position, 2000)).toBe(true);
    expect(await doc('a')).toMatchObject({ total: 15, deposits: 2, _position: position });
    await runner.stop();
  });

  it('tells which read models a committed page changed, before its position is announced', async () => {
    const types = ['Deposited', 'Closed', 'Unrelated'].map((type) => ({ type, context: 'test', schemaVersion: 1 }));
    const runner = new ProjectionRunner(store, readStore, new EventCatalog().register(...types), [balances(), depositLog]);
    const told: { names: readonly string[]; reached: number }[] = [];
    runner.onHandled((names) => void told.push({ names, reached: runner.tracker.position }));
    await runner.start();
    // A first start builds each read model's collection and switches it live, which changes what readers see.
    while (!told.length) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(told).toEqual([{ names: ['balances', 'deposit-log'], reached: 0 }]);
    told.length = 0;
    const unrelated = await store.append('elsewhere', [event('Unrelated', {})], 'any');
    expect(await runner.tracker.waitFor(unrelated.position, 2000)).toBe(true);
    expect(told).toEqual([]);
    const closed = await store.append('account-a', [event('Closed', { account: 'a' })], 'any');
    expect(await runner.tracker.waitFor(closed.position, 2000)).toBe(true);
    expect(told).toEqual([{ names: ['balances'], reached: unrelated.position }]);
    const { position } = await deposit('b', 3);
    expect(await runner.tracker.waitFor(position, 2000)).toBe(true);
    expect(told[1]).toEqual({ names: ['balances', 'deposit-log'], reached: closed.position });
    await runner.stop();
  });

  it('writes a batch once: documents and checkpoint together, deletes included', async () => {
    for (let i = 0; i < 30; i++) await deposit(`acct${i % 3}`, 1);
    const closed = await store.append('account-acct2', [event('Closed', { account: 'acct2' })], 'any');
    const runner = new ProjectionRunner(store, readStore, catalog, [balances()], { batchSize: 7 });
    await runner.start();
    expect(await runner.tracker.waitFor(closed.position, 2000)).toBe(true);
    expect(await all()).toEqual([
      { _id: 'acct0', total: 10, deposits: 10, _position: 28 },
      { _id: 'acct1', total: 10, deposits: 10, _position: 29 },
    ]);
    expect(await readStore.getCheckpoint(physicalName(balances()))).toBe(closed.position);
    await runner.stop();
  });

  it('stores the checkpoint of a read model the log held nothing for once the log goes quiet, and at stop', async () => {
    const other = defineProjection<{ _id: string }>({ name: 'closures', version: 1, collection: 'closures', canHandle: ['Closed'], documentIds: (e) => [(e.data as { account: string }).account], evolve: (_doc, e) => ({ _id: (e.data as { account: string }).account }) });
    const runner = new ProjectionRunner(store, readStore, catalog, [balances(), other]);
    await runner.start();
    let position = 0;
    for (let i = 0; i < 30; i++) position = (await deposit(`a${i % 3}`, 1)).position;
    expect(await runner.tracker.waitFor(position, 2000)).toBe(true);
    // Nothing of the closures read model's in the log: its checkpoint still reaches the head.
    for (let i = 0; i < 100 && (await readStore.getCheckpoint(physicalName(other))) !== position; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await readStore.getCheckpoint(physicalName(other))).toBe(position);
    expect(await readStore.getCheckpoint(physicalName(balances()))).toBe(position);
    const last = (await deposit('a0', 1)).position;
    expect(await runner.tracker.waitFor(last, 2000)).toBe(true);
    await runner.stop();
    expect(await readStore.getCheckpoint(physicalName(other))).toBe(last);
    expect(await readStore.getCheckpoint(physicalName(balances()))).toBe(last);
  });

  it('resumes from its checkpoint after a restart instead of replaying the log', async () => {
    const first = new ProjectionRunner(store, readStore, catalog, [balances()]);
    await first.start();
    const { position } = await deposit('a', 10);
    await first.tracker.waitFor(position);
    await first.stop();
    expect(await readStore.getCheckpoint(physicalName(balances()))).toBe(position);

    const readAll = jest.spyOn(store, 'readAll');
    const later = await deposit('a', 1);
    const second = new ProjectionRunner(store, readStore, catalog, [balances()]);
    await second.start();
    await second.tracker.waitFor(later.position);
    expect(readAll.mock.calls[0][0]).toMatchObject({ after: position });
    expect(await doc('a')).toMatchObject({ total: 11, deposits: 2 });
    await second.stop();
  });

  it('builds a bumped version beside the live one and switches when caught up (blue/green)', async () => {
    const v1 = new ProjectionRunner(store, readStore, catalog, [balances(1)]);
    await v1.start();
    const { position } = await deposit('b', 7);
    await v1.tracker.waitFor(position);
    await v1.stop();
    expect(await readStore.aliasOf('balances')).toBe('balances_v1');

    // While v2 builds (held at its first batch), readers keep the v1 documents.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const commit = readStore.commit.bind(readStore);
    jest.spyOn(readStore, 'commit').mockImplementationOnce(async (commits) => {
      await held;
      return commit(commits);
    });
    const v2 = new ProjectionRunner(store, readStore, catalog, [balances(2)]);
    await v2.start();
    expect(await doc('b')).toMatchObject({ total: 7 });
    expect(await readStore.aliasOf('balances')).toBe('balances_v1');
    release();
    expect(await v2.tracker.waitFor(position, 2000)).toBe(true);
    expect(await readStore.aliasOf('balances')).toBe('balances_v2');
    expect(await doc('b')).toMatchObject({ total: 14, deposits: 1 });
    expect(await readStore.collectionNames()).not.toContain('balances_v1');
    await v2.stop();

    // The old version started again (an old replica) sees v2 live and writes nothing.
    const old = new ProjectionRunner(store, readStore, catalog, [balances(1)]);
    await old.start();
    expect(old.status()[0].state).toBe('superseded');
    await old.stop();
  });

  it('parks only the projection that meets a poison event; the other and the tracker go on', async () => {
    const fragile = defineProjection<Balance>({
      ...balances(),
      evolve: (current, e, id) => {
        if ((e.data as any).amount === 13) throw new Error('cannot read amount 13');
        return balances().evolve(current, e, id);
      },
    });
    const runner = new ProjectionRunner(store, readStore, catalog, [fragile, depositLog], { retryParkedAfterMs: 60_000 });
    await runner.start();
    await runner.tracker.waitFor((await deposit('a', 1)).position);
    const poison = await deposit('a', 13);
    const last = await deposit('a', 100);
    expect(await runner.tracker.waitFor(last.position, 2000)).toBe(true);

    expect(await all('deposit_log')).toHaveLength(3);
    expect(await doc('a')).toMatchObject({ total: 1, deposits: 1 });
    const [parked] = runner.status();
    expect(parked).toMatchObject({ name: 'balances', state: 'parked', position: poison.position - 1 });
    expect(parked.parked).toMatchObject({ position: poison.position, type: 'Deposited', error: 'cannot read amount 13' });
    const status = await readStore.collection<ProjectionStatusDoc>(PROJECTION_STATUS).findOne({ _id: 'balances' });
    expect(status).toMatchObject({ state: 'parked', parked: { position: poison.position } });
    await runner.stop();
  });

  it('retries a parked projection: a passing failure heals without losing or repeating an event', async () => {
    let failedOnce = false;
    const flaky = defineProjection<Balance>({
      ...balances(),
      evolve: (current, e, id) => {
        if ((e.data as any).amount === 13 && !failedOnce) {
          failedOnce = true;
          throw new Error('hiccup');
        }
        return balances().evolve(current, e, id);
      },
    });
    const runner = new ProjectionRunner(store, readStore, catalog, [flaky], { retryParkedAfterMs: 20 });
    await runner.start();
    for (const amount of [1, 13, 100]) await deposit('a', amount);
    for (let i = 0; i < 100 && (await doc('a'))?.deposits !== 3; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await doc('a')).toMatchObject({ total: 114, deposits: 3 });
    expect(runner.status()[0]).toMatchObject({ state: 'live', parked: null });
    await runner.stop();
  });

  it('a rebuild gives the same documents as live projection, and a running runner follows its switch', async () => {
    const runner = new ProjectionRunner(store, readStore, catalog, [balances()]);
    await runner.start();
    let last = 0;
    for (let i = 0; i < 50; i++) last = (await deposit(`acct${i % 7}`, i)).position;
    await runner.tracker.waitFor(last);
    const live = await all();

    const progress: number[] = [];
    const result = await rebuildProjections({ store, readStore, catalog }, [balances()], (p) => progress.push(p.processed), 16);
    expect(result.processed).toBe(50);
    expect(progress).toEqual([16, 32, 48, 50]);
    expect(await readStore.aliasOf('balances')).toBe('balances_v1_r1');
    expect(await all()).toEqual(live);

    // New events reach the rebuilt collection through the running runner.
    const after = await deposit('acct0', 1000);
    const before = (live as Balance[]).find((d) => d._id === 'acct0')!.total;
    for (let i = 0; i < 100 && (await doc('acct0'))?.total !== before + 1000; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await doc('acct0')).toMatchObject({ total: before + 1000, _position: after.position });
    expect(await readStore.collectionNames()).not.toContain('balances_v1');
    await runner.stop();
  });
});
