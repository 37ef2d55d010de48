import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReadAllOptions } from '../event-store/event-store.port';
import { systemContext, toNewEvents } from '../event-store/metadata';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { DurableScheduler, RECORD_WITH_TIMEOUTS, TimeoutRequest, TimeoutSource, timeoutIdFor, timeoutsFrom } from './scheduler';
import { FileSchedulerSnapshots, SchedulerSnapshot, SchedulerSnapshots } from './scheduler-snapshots';

const T0 = new Date('2026-01-01T10:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
// The loops below wait up to 20 s for a timer and for the log to be followed: a loaded CI machine is slow, not broken.
jest.setTimeout(60_000);
const request = (id: string, minutes: number): TimeoutRequest => ({ timeoutId: id, processManager: 'bookings', instanceId: id, name: 'ResponseWindow', dueAt: at(minutes).toISOString(), data: null });

/** A process manager's record carrying timeouts, as ProcessManagerRunner appends it. */
const appendRecord = (store: SqliteEventStore, stream: string, timeouts: TimeoutRequest[]) =>
  store.append(stream, toNewEvents([{ type: RECORD_WITH_TIMEOUTS, data: { processManager: 'bookings', instanceId: stream, eventId: stream, eventType: 'SlotsHeld', timeouts } }], systemContext('test', T0)), 'no_stream');

describe('DurableScheduler', () => {
  let store: SqliteEventStore;
  let now: Date;
  const schedulers: DurableScheduler[] = [];
  const newScheduler = () => {
    const scheduler = new DurableScheduler(store, () => now);
    schedulers.push(scheduler);
    return scheduler;
  };
  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    now = T0;
  });
  afterEach(async () => {
    for (const scheduler of schedulers.splice(0)) await scheduler.stop();
    await store.close();
  });

  const fired = async () => (await store.readAll({ types: ['TimeoutFired'] })).map((e) => (e.data as TimeoutRequest).timeoutId);

  it('finds the timeouts carried by process-manager records and TimeoutScheduled events after a restart, and fires the due ones once', async () => {
    const before = newScheduler();
    await before.start();
    await appendRecord(store, 'process-bookings.b1', [request('late', 30), request('soon', 5)]);
    before.recorded([request('late', 30), request('soon', 5)]);
    await before.schedule(request('direct', 10), systemContext('test', T0));
    expect(before.pendingTimeouts().map((r) => r.timeoutId)).toEqual(['soon', 'direct', 'late']);
    await before.stop();

    now = at(20); // restarted in two processes after 'soon' and 'direct' became due
    const [a, b] = [newScheduler(), newScheduler()];
    await Promise.all([a.start(), b.start()]);
    await Promise.all([a.fireDue(), b.fireDue()]);
    expect((await fired()).sort()).toEqual(['direct', 'soon']);
    // The record's timeout opens its own stream with TimeoutFired; the direct one follows its TimeoutScheduled.
    expect((await store.readStream('timeout-soon')).map((e) => e.type)).toEqual(['TimeoutFired']);
    expect((await store.readStream('timeout-direct')).map((e) => e.type)).toEqual(['TimeoutScheduled', 'TimeoutFired']);

    now = at(40);
    const later = newScheduler();
    await later.start();
    expect((await fired()).sort()).toEqual(['direct', 'late', 'soon']);
    expect(later.pendingTimeouts()).toEqual([]);
  });

  it('keeps its timer on the earliest pending timeout as later ones arrive and the earliest fires', async () => {
    now = new Date();
    const scheduler = new DurableScheduler(store); // the real clock
    schedulers.push(scheduler);
    await scheduler.start();
    const soon = { ...request('soon', 0), dueAt: new Date(Date.now() + 20).toISOString() };
    const later = { ...request('later', 0), dueAt: new Date(Date.now() + 60_000).toISOString() };
    scheduler.recorded([later]);
    scheduler.recorded([soon]); // earlier than the armed one: the timer moves to it
    // A hang bound, not a speed check: a loaded 2-core CI machine may take seconds.
    for (const until = Date.now() + 20_000; Date.now() < until && (await fired()).length === 0; ) await new Promise((r) => setTimeout(r, 10));
    expect(await fired()).toEqual(['soon']);
    expect(scheduler.pendingTimeouts().map((r) => r.timeoutId)).toEqual(['later']);
  });

  /** An event whose timeout follows from it alone (ProcessManager.timeoutsOf), as a booking's hold. */
  const held: TimeoutSource = {
    processManager: 'bookings',
    types: ['Held'],
    instanceOf: (event) => (event.data as { id?: string }).id ?? null,
    of: (event) => [{ name: 'ResponseWindow', dueAt: at((event.data as { minutes: number }).minutes) }],
  };
  const appendHeld = (id: string, minutes: number) => store.append(`hold-${id}`, toNewEvents([{ type: 'Held', data: { id, minutes } }], systemContext('test', T0)), 'no_stream');
  const heldTimeoutId = async (id: string) => timeoutIdFor('bookings', id, (await store.readStream(`hold-${id}`))[0].metadata.eventId, '0');

  it('finds timeouts in the events they follow from after a restart, and fires the due ones once', async () => {
    const before = newScheduler();
    before.takeFrom(held);
    await before.start();
    await appendHeld('h1', 5);
    await appendHeld('h2', 30);
    // Live, the process manager's runner hands them over as it reaches the events.
    for (const event of await store.readAll({ types: ['Held'] })) before.recorded(timeoutsFrom(held, event));
    const [h1, h2] = [await heldTimeoutId('h1'), await heldTimeoutId('h2')];
    expect(before.pendingTimeouts()).toEqual([expect.objectContaining({ timeoutId: h1, instanceId: 'h1', dueAt: at(5).toISOString(), data: null }), expect.objectContaining({ timeoutId: h2 })]);
    await before.stop();

    now = at(20); // restarted in two processes after h1 became due
    const [a, b] = [newScheduler(), newScheduler()];
    for (const scheduler of [a, b]) scheduler.takeFrom(held);
    await Promise.all([a.start(), b.start()]);
    await Promise.all([a.fireDue(), b.fireDue()]);
    expect(await fired()).toEqual([h1]);
    expect((await store.readStream(`timeout-${h1}`)).map((e) => e.type)).toEqual(['TimeoutFired']);
    expect(a.pendingTimeouts().map((r) => r.timeoutId)).toEqual([h2]);

    now = at(40);
    const later = newScheduler();
    later.takeFrom(held);
    await later.start(); // h1's TimeoutFired, after its event in the log, keeps it from coming back
    expect((await fired()).sort()).toEqual([h1, h2].sort());
    expect(later.pendingTimeouts()).toEqual([]);
  });
});

const noise = (store: SqliteEventStore, n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => store.append(`noise-${i}-${Math.random()}`, toNewEvents([{ type: 'Noted', data: { i } }], systemContext('test', T0)), 'no_stream')));

/** Snapshots kept in memory, as the file keeps them between processes. */
class MemorySnapshots implements SchedulerSnapshots {
  saved: SchedulerSnapshot | null = null;
  load = () => (this.saved ? (JSON.parse(JSON.stringify(this.saved)) as SchedulerSnapshot) : null);
  save = (snapshot: SchedulerSnapshot) => void (this.saved = JSON.parse(JSON.stringify(snapshot)));
}

describe('the scheduler between runs (snapshots of what is pending)', () => {
  let store: SqliteEventStore;
  let now: Date;
  const started: DurableScheduler[] = [];
  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    now = T0;
  });
  afterEach(async () => {
    for (const scheduler of started.splice(0)) await scheduler.stop();
    await store.close();
  });

  /** The store, with the read options of every readAll noted. */
  const watched = () => {
    const reads: ReadAllOptions[] = [];
    const proxy = new Proxy(store, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown;
        if (property === 'readAll') return (options: ReadAllOptions = {}) => (reads.push(options), target.readAll(options));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return { proxy, reads };
  };
  const start = async (scheduler: DurableScheduler) => (started.push(scheduler), await scheduler.start(), scheduler);
  const following = async (scheduler: DurableScheduler) => {
    const head = await store.headPosition();
    for (const until = Date.now() + 20_000; Date.now() < until && scheduler.followedPosition < head; ) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(scheduler.followedPosition).toBe(head);
  };
  const fired = async () => (await store.readAll({ types: ['TimeoutFired'] })).map((e) => (e.data as TimeoutRequest).timeoutId).sort();

  it('given a scheduler stopped with timeouts pending, when the next run starts, then it reads only what came after the snapshot and still fires every due timeout once', async () => {
    const snapshots = new MemorySnapshots();
    const before = await start(new DurableScheduler(store, () => now, snapshots));
    await noise(store, 50);
    await appendRecord(store, 'process-bookings.b1', [request('late', 30), request('soon', 5)]);
    before.recorded([request('late', 30), request('soon', 5)]);
    await before.schedule(request('direct', 10), systemContext('test', T0));
    await following(before);
    await before.stop();
    started.pop();
    const snapshot = snapshots.saved!;
    expect(snapshot.position).toBe(await store.headPosition());
    expect(snapshot.pending.map((p) => p.request.timeoutId).sort()).toEqual(['direct', 'late', 'soon']);

    // Appended while no scheduler ran: a record the next run finds in the log after the snapshot.
    await appendRecord(store, 'process-bookings.b2', [request('after', 15)]);
    now = at(20);
    const { proxy, reads } = watched();
    const next = await start(new DurableScheduler(proxy, () => now, snapshots));
    await next.fireDue();
    expect(reads.filter((r) => r.types).map((r) => r.after)).toEqual([snapshot.position]);
    expect(await fired()).toEqual(['after', 'direct', 'soon']);
    expect(next.pendingTimeouts().map((r) => r.timeoutId)).toEqual(['late']);
  });

  it('given a snapshot taken on another log, when a scheduler starts, then it reads the whole log instead', async () => {
    const snapshots = new MemorySnapshots();
    await noise(store, 5);
    snapshots.saved = { version: 1, position: 3, eventId: 'an-event-of-another-log', pending: [{ request: request('ghost', 1), fireAt: 'no_stream' }] };
    await appendRecord(store, 'process-bookings.b1', [request('real', 5)]);
    now = at(10);
    const { proxy, reads } = watched();
    const scheduler = await start(new DurableScheduler(proxy, () => now, snapshots));
    await scheduler.fireDue();
    expect(reads.filter((r) => r.types).map((r) => r.after ?? 0)).toEqual([0]);
    expect(await fired()).toEqual(['real']);
  });

  it('keeps snapshots in a file replaced whole, and reads a missing, damaged or foreign file as none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bazaar-scheduler-'));
    try {
      const file = join(dir, 'scheduler.json');
      const snapshots = new FileSchedulerSnapshots(file);
      expect(snapshots.load()).toBeNull();
      const snapshot: SchedulerSnapshot = { version: 1, position: 42, eventId: 'e42', pending: [{ request: request('t1', 5), fireAt: 0 }] };
      snapshots.save(snapshot);
      expect(snapshots.load()).toEqual(snapshot);
      writeFileSync(file, '{"version":1,"position":42');
      expect(snapshots.load()).toBeNull();
      writeFileSync(file, JSON.stringify({ ...snapshot, pending: [{ request: { timeoutId: 7 }, fireAt: 0 }] }));
      expect(snapshots.load()).toBeNull();
      writeFileSync(file, JSON.stringify({ ...snapshot, version: 2 }));
      expect(snapshots.load()).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
