import { systemContext, toNewEvents } from '../event-store/metadata';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { DurableScheduler, RECORD_WITH_TIMEOUTS, TimeoutRequest } from './scheduler';

const T0 = new Date('2026-01-01T10:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
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
    for (let i = 0; i < 100 && (await fired()).length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await fired()).toEqual(['soon']);
    expect(scheduler.pendingTimeouts().map((r) => r.timeoutId)).toEqual(['later']);
  });
});
