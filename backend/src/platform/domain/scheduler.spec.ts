import { systemContext, toNewEvents } from '../event-store/metadata';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { DurableScheduler, RECORD_WITH_TIMEOUTS, TimeoutRequest, TimeoutSource, timeoutIdFor, timeoutsFrom } from './scheduler';

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
