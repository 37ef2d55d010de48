import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReadAllOptions } from '../event-store/event-store.port';
import { systemContext, toNewEvents } from '../event-store/metadata';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { DurableScheduler, RECORD_WITH_TIMEOUTS, TimeoutRequest } from './scheduler';
import { FileSchedulerSnapshots, SchedulerSnapshot, SchedulerSnapshots } from './scheduler-snapshots';

const T0 = new Date('2026-01-01T10:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const request = (id: string, minutes: number): TimeoutRequest => ({ timeoutId: id, processManager: 'bookings', instanceId: id, name: 'ResponseWindow', dueAt: at(minutes).toISOString(), data: null });
const appendRecord = (store: SqliteEventStore, stream: string, timeouts: TimeoutRequest[]) =>
  store.append(stream, toNewEvents([{ type: RECORD_WITH_TIMEOUTS, data: { processManager: 'bookings', instanceId: stream, eventId: stream, eventType: 'SlotsHeld', timeouts } }], systemContext('test', T0)), 'no_stream');
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
    for (let i = 0; i < 200 && scheduler.followedPosition < head; i++) await new Promise((resolve) => setTimeout(resolve, 5));
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
