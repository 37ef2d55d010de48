import { DEFAULT_WORKING_HOURS } from '@bazaar/common';
import { DomainError } from '../../platform/domain/domain-error';
import { handleCommand } from '../../platform/domain/handle-command';
import { PROCESS_MANAGER_EVENT_TYPES, ProcessManagerRunner, processStream } from '../../platform/domain/process-manager';
import { DurableScheduler, SCHEDULER_EVENT_TYPES } from '../../platform/domain/scheduler';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { CommandContext, systemContext } from '../../platform/event-store/metadata';
import { SqliteEventStore } from '../../platform/event-store/sqlite-event-store';
import { MemoryReadStore } from '../../platform/read-store/memory-read-store';
import { BookingCommand, bookingDecider } from './booking.decider';
import { BOOKING_SLOTS, BookingSlotsCommand, bookingSlotsProcess } from './booking-slots.process';
import { BOOKING_EVENT_TYPES, bookingStream, scheduleId, scheduleStream } from './bookings.events';
import { scheduleDecider } from './schedule.decider';

// Requested on Monday 23 November 2026 at 10:00 in India, for Wednesday 10:00; 4 hours to answer.
const T0 = new Date('2026-11-23T04:30:00.000Z');
const RESPONSE_MINUTES = 240;
const PROVIDER = 'p1';
const DATE = '2026-11-25';

/** Resolves once `done()` holds (the scheduler follows the log a moment after an append). */
async function eventually(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!done()) throw new Error('condition never held');
}

describe('booking-slots process manager: the response timeout releases the slots exactly once', () => {
  let store: SqliteEventStore;
  let now: Date;
  const catalog = new EventCatalog().register(...BOOKING_EVENT_TYPES, ...PROCESS_MANAGER_EVENT_TYPES, ...SCHEDULER_EVENT_TYPES);
  const schedulers: DurableScheduler[] = [];
  const runners: ProcessManagerRunner<null, BookingSlotsCommand>[] = [];

  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    now = T0;
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    for (const scheduler of schedulers.splice(0)) await scheduler.stop();
    await store.close();
  });

  const deps = () => ({ store, catalog });
  const release = (command: BookingSlotsCommand, ctx: CommandContext) =>
    handleCommand(deps(), scheduleStream(scheduleId(command.providerId, command.date)), scheduleDecider, { type: 'ReleaseSlots', data: { ...command, now: ctx.now } }, ctx);
  /** What the module's sender does, on the same deciders: expire (or free an orphan hold), release. */
  const send = async (command: BookingSlotsCommand, ctx: CommandContext) => {
    if (command.type === 'ReleaseSlots') return void (await release(command, ctx));
    try {
      await handleCommand(deps(), bookingStream(command.bookingId), bookingDecider, { type: 'ExpireBooking', data: { now: ctx.now } }, ctx);
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
      await release(command, ctx);
    }
  };
  const newScheduler = () => {
    const scheduler = new DurableScheduler(store, () => now);
    schedulers.push(scheduler);
    return scheduler;
  };
  const newRunner = (scheduler: DurableScheduler) => {
    const runner = new ProcessManagerRunner(bookingSlotsProcess(RESPONSE_MINUTES), send, { store, readStore: new MemoryReadStore(), catalog, scheduler });
    runners.push(runner);
    return runner;
  };
  const ctx = () => systemContext('test', now);
  const hold = (bookingId: string) =>
    handleCommand(deps(), scheduleStream(scheduleId(PROVIDER, DATE)), scheduleDecider, { type: 'HoldSlots', data: { providerId: PROVIDER, date: DATE, times: ['10:00', '11:00'], bookingId, now } }, ctx());
  const request = (bookingId: string) => {
    const command: BookingCommand = {
      type: 'RequestBooking',
      data: {
        bookingId,
        customerId: 'c1',
        customer: { name: 'pii:name', email: 'pii:email', phone: null },
        location: 'pii:location',
        city: 'Pune',
        service: { serviceId: 's1', providerId: PROVIDER, name: 'Home shifting', category: 'moving', pricePaise: 150_000, duration: '2 hours', workingHours: DEFAULT_WORKING_HOURS, cities: ['Pune'], bookable: true },
        date: DATE,
        time: '10:00',
        now,
      },
    };
    return handleCommand(deps(), bookingStream(bookingId), bookingDecider, command, ctx());
  };
  const types = async (stream: string) => (await store.readStream(stream)).map((e) => e.type);
  const last = async (type: string) => (await store.readAll({ types: [type] })).at(-1)!;
  /**
   * A scheduler with the process manager's runner: the runner tells the scheduler which events
   * carry timeouts (timeoutsOf), so the scheduler finds them in the log at start. `following`:
   * the runner also follows the log, handing over the timeouts of new holds as it reaches them.
   */
  const startedWithRunner = async (following = false) => {
    const scheduler = newScheduler();
    const runner = newRunner(scheduler);
    await scheduler.start();
    if (following) await runner.start();
    return { scheduler, runner };
  };

  it('schedules the response window when slots are held, never past the start, from the hold alone (no record of its own)', async () => {
    const { scheduler, runner } = await startedWithRunner(true);
    await hold('b1');
    await eventually(() => scheduler.pendingTimeouts().length > 0); // the runner follows the log
    expect(scheduler.pendingTimeouts()).toEqual([expect.objectContaining({ name: 'ResponseWindow', instanceId: 'b1', dueAt: new Date(T0.getTime() + RESPONSE_MINUTES * 60_000).toISOString() })]);
    expect(await runner.handle(await last('SlotsHeld'))).toBe(false); // not an input: nothing to record
    expect(await types(processStream(BOOKING_SLOTS, 'b1'))).toEqual([]);

    const process = bookingSlotsProcess(24 * 60 * 7); // a week to answer: capped at the start
    expect(process.timeoutsOf!.of(await last('SlotsHeld'))[0].dueAt.toISOString()).toBe('2026-11-25T04:30:00.000Z');
  });

  it('an unanswered request expires once after a restart in two processes, and its slots are released once', async () => {
    const { scheduler: before } = await startedWithRunner(true);
    await hold('b1');
    await request('b1');
    await eventually(() => before.pendingTimeouts().length > 0);
    await before.stop(); // the process goes down inside the response window

    now = new Date(T0.getTime() + (RESPONSE_MINUTES + 1) * 60_000);
    const [{ scheduler: a, runner: one }, { scheduler: b, runner: two }] = await Promise.all([startedWithRunner(), startedWithRunner()]);
    await Promise.all([a.fireDue(), b.fireDue()]);
    const fired = await store.readAll({ types: ['TimeoutFired'] });
    expect(fired).toHaveLength(1);

    await one.handle(fired[0]);
    await two.handle(fired[0]); // the same timeout seen by the other process
    const expired = await last('BookingExpired');
    await one.handle(expired);
    await two.handle(expired);
    await one.handle(expired);

    expect(await types(bookingStream('b1'))).toEqual(['BookingRequested', 'BookingExpired']);
    expect(await types(scheduleStream(scheduleId(PROVIDER, DATE)))).toEqual(['SlotsHeld', 'SlotsReleased']);
    expect((await last('SlotsReleased')).data).toMatchObject({ bookingId: 'b1', times: ['10:00', '11:00'] });
    expect((await last('SlotsReleased')).metadata.causationId).toBe(expired.metadata.eventId);
  });

  it('a request accepted in time keeps its slots when the window ends', async () => {
    await hold('b1');
    await request('b1');
    await handleCommand(deps(), bookingStream('b1'), bookingDecider, { type: 'AcceptBooking', data: { by: { userId: PROVIDER, role: 'provider' }, now } }, ctx());
    const { scheduler, runner } = await startedWithRunner();
    now = new Date(T0.getTime() + (RESPONSE_MINUTES + 1) * 60_000);
    await scheduler.fireDue();
    await runner.handle(await last('TimeoutFired'));

    expect(await types(bookingStream('b1'))).toEqual(['BookingRequested', 'BookingAccepted']);
    expect(await types(scheduleStream(scheduleId(PROVIDER, DATE)))).toEqual(['SlotsHeld']);
  });

  it('a hold whose booking never opened (the request died between its appends) is released when the window ends', async () => {
    await hold('orphan');
    const { scheduler, runner } = await startedWithRunner();
    now = new Date(T0.getTime() + (RESPONSE_MINUTES + 1) * 60_000);
    await scheduler.fireDue();
    await runner.handle(await last('TimeoutFired'));

    expect(await types(scheduleStream(scheduleId(PROVIDER, DATE)))).toEqual(['SlotsHeld', 'SlotsReleased']);
    expect(await types(bookingStream('orphan'))).toEqual([]);
  });
});
