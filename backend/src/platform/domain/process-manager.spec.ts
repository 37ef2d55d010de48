import { DomainEvent, RecordedEvent } from '../event-store/event';
import { EventCatalog } from '../event-store/event-catalog';
import { systemContext, toNewEvents } from '../event-store/metadata';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { MemoryReadStore } from '../read-store/memory-read-store';
import { PROCESS_MANAGER_EVENT_TYPES, ProcessManager, ProcessManagerRunner, processCheckpoint, processStream } from './process-manager';
import { DurableScheduler, SCHEDULER_EVENT_TYPES } from './scheduler';

// Given/when/then for a small checkout-like flow: an order placed asks for payment and
// waits 15 minutes; paid in time completes it, the timeout cancels it.
type Command = { type: 'RequestPayment' | 'CancelOrder' | 'CompleteOrder'; orderId: string };
type State = { status: 'new' | 'awaiting' | 'done' };
const T0 = new Date('2026-01-01T10:00:00.000Z');
const WINDOW_MS = 15 * 60_000;

const checkout: ProcessManager<State, Command> = {
  name: 'checkout',
  reactsTo: ['OrderPlaced', 'OrderPaid'],
  instanceOf: (event) => (event.data as { orderId?: string }).orderId ?? null,
  initialState: () => ({ status: 'new' }),
  evolve: (state, event) => (event.type === 'PaymentAwaited' ? { status: 'awaiting' } : event.type === 'CheckoutEnded' ? { status: 'done' } : state),
  decide(input, state) {
    if (input.kind === 'timeout') {
      return state.status === 'awaiting' ? { events: [{ type: 'CheckoutEnded', data: { outcome: 'timed out' } }], commands: [{ type: 'CancelOrder', orderId: (input.data as { orderId: string }).orderId }] } : {};
    }
    const { orderId } = input.event.data as { orderId: string };
    if (input.event.type === 'OrderPlaced' && state.status === 'new') {
      return {
        events: [{ type: 'PaymentAwaited', data: { orderId } }],
        commands: [{ type: 'RequestPayment', orderId }],
        timeouts: [{ name: 'PaymentWindow', dueAt: new Date(Date.parse(input.event.metadata.occurredAt) + WINDOW_MS), data: { orderId } }],
      };
    }
    if (input.event.type === 'OrderPaid' && state.status === 'awaiting') {
      return { events: [{ type: 'CheckoutEnded', data: { outcome: 'paid' } }], commands: [{ type: 'CompleteOrder', orderId }] };
    }
    return {};
  },
};

const catalog = () => new EventCatalog().register(...PROCESS_MANAGER_EVENT_TYPES, ...SCHEDULER_EVENT_TYPES);

describe('process manager', () => {
  let store: SqliteEventStore;
  let readStore: MemoryReadStore;
  let sent: { command: Command; causationId: string }[];
  let now: Date;
  const schedulers: DurableScheduler[] = [];
  const runners: ProcessManagerRunner<State, Command>[] = [];

  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    readStore = new MemoryReadStore();
    sent = [];
    now = T0;
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    for (const scheduler of schedulers.splice(0)) await scheduler.stop();
    await store.close();
  });

  const newScheduler = () => {
    const scheduler = new DurableScheduler(store, () => now);
    schedulers.push(scheduler);
    return scheduler;
  };
  const newRunner = (scheduler = newScheduler()) => {
    const runner = new ProcessManagerRunner(checkout, async (command, ctx) => void sent.push({ command, causationId: ctx.causationId }), { store, readStore, catalog: catalog(), scheduler });
    runners.push(runner);
    return runner;
  };
  const record = async (type: string, orderId: string): Promise<RecordedEvent> => {
    const ctx = systemContext('test', now);
    await store.append(`order-${orderId}-${type}`, toNewEvents([{ type, data: { orderId } } as DomainEvent], ctx), 'no_stream');
    return (await store.readStream(`order-${orderId}-${type}`))[0];
  };
  const ownEvents = async (orderId: string) => (await store.readStream(processStream('checkout', orderId))).map((e) => e.type);

  it('sends its commands caused by the input event and records what it decided in its own stream', async () => {
    const placed = await record('OrderPlaced', 'o1');

    await newRunner().handle(placed);

    expect(sent).toEqual([{ command: { type: 'RequestPayment', orderId: 'o1' }, causationId: placed.metadata.eventId }]);
    expect(await ownEvents('o1')).toEqual(['PaymentAwaited', 'ProcessInputHandled']);
  });

  it('is idempotent on a redelivered event: the second delivery decides and sends nothing', async () => {
    const placed = await record('OrderPlaced', 'o1');
    const runner = newRunner();

    await runner.handle(placed);
    await runner.handle(placed);
    await newRunner().handle(placed); // another process, same log

    expect(sent).toHaveLength(1);
    expect(await ownEvents('o1')).toEqual(['PaymentAwaited', 'ProcessInputHandled']);
    // The timeout rides on the record: scheduled once, with no event of its own.
    const records = await store.readAll({ types: ['ProcessInputHandled'] });
    expect(records.flatMap((e) => (e.data as { timeouts?: unknown[] }).timeouts ?? [])).toEqual([expect.objectContaining({ name: 'PaymentWindow', instanceId: 'o1' })]);
    expect(await store.readAll({ types: ['TimeoutScheduled'] })).toEqual([]);
  });

  it('given a read-model wait, its commands do not wait one by one: the input waits once, for its own record, before it counts as handled', async () => {
    const placed = await record('OrderPlaced', 'o1');
    const order: string[] = [];
    const contexts: { readModelsLater?: boolean }[] = [];
    const awaitReadModels = jest.fn(async (position: number) => void order.push(`wait ${position}`));
    const runner = new ProcessManagerRunner(
      checkout,
      async (command, ctx) => {
        contexts.push(ctx);
        order.push(command.type);
      },
      { store, readStore, catalog: catalog(), scheduler: newScheduler(), awaitReadModels },
    );
    runners.push(runner);

    await runner.handle(placed);

    const recordPosition = (await store.readStream(processStream('checkout', 'o1'))).at(-1)!.position;
    expect(order).toEqual(['RequestPayment', `wait ${recordPosition}`]);
    expect(contexts).toEqual([expect.objectContaining({ readModelsLater: true, causationId: placed.metadata.eventId })]);
    // Without one (the default), commands wait for themselves as any command does.
    await newRunner().handle(await record('OrderPlaced', 'o2'));
    expect(sent).toHaveLength(1);
  });

  it('given a slow checkpoint store, a catch-up over many events writes its checkpoint a few times, not once per event, and the last write is the head', async () => {
    const ctx = systemContext('test', now);
    for (let i = 0; i < 20; i++) await store.append(`other-${i}`, toNewEvents(Array.from({ length: 100 }, () => ({ type: 'OrderShipped', data: { orderId: `x${i}` } }) as DomainEvent), ctx), 'no_stream');
    const head = await store.headPosition();
    const writes: number[] = [];
    const saveCheckpoint = jest.fn(async (_name: string, position: number) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      writes.push(position);
    });
    const runner = new ProcessManagerRunner(checkout, async () => {}, { store, readStore, catalog: catalog(), scheduler: newScheduler(), saveCheckpoint });
    await runner.start();
    await runner.tracker.waitFor(head);
    await runner.stop();

    expect(saveCheckpoint.mock.calls.length).toBeLessThanOrEqual(3);
    expect(writes.at(-1)).toBe(head);
  });

  it('opens the personal data of its inputs, unless it decides on ids and amounts only (sealedPersonalData)', async () => {
    const placed = await record('OrderPlaced', 'o1');
    const opening = () => catalog().openPersonalDataWith((data) => ({ ...(data as object), opened: true }));
    const seenBy = async (manager: ProcessManager<State, Command>) => {
      const seen: unknown[] = [];
      const watching = { ...manager, decide: (input: Parameters<typeof manager.decide>[0], state: State) => (seen.push(input.kind === 'event' && input.event.data), manager.decide(input, state)) };
      const runner = new ProcessManagerRunner(watching, async () => {}, { store, readStore, catalog: opening(), scheduler: newScheduler() });
      await runner.handle(placed);
      return seen;
    };

    expect(await seenBy({ ...checkout, name: 'opening' })).toEqual([{ orderId: 'o1', opened: true }]);
    expect(await seenBy({ ...checkout, name: 'sealed', sealedPersonalData: true })).toEqual([{ orderId: 'o1' }]);
  });

  it('ignores events that are not for it', async () => {
    await newRunner().handle(await record('OrderShipped', 'o1'));
    expect(sent).toEqual([]);
    expect(await ownEvents('o1')).toEqual([]);
  });

  it('follows the log from its checkpoint: a restart does not hand it the same events again', async () => {
    await record('OrderPlaced', 'o1');
    const first = newRunner();
    await first.start();
    await first.tracker.waitFor(await store.headPosition());
    await first.stop();
    await record('OrderPlaced', 'o2');

    const second = newRunner();
    const handled = jest.spyOn(second, 'handle');
    await second.start();
    await second.tracker.waitFor(await store.headPosition());

    const placed = handled.mock.calls.map(([event]) => event).filter((event) => event.type === 'OrderPlaced');
    expect(placed.map((event) => (event.data as { orderId: string }).orderId)).toEqual(['o2']);
    expect(sent.map((s) => s.command.orderId)).toEqual(['o1', 'o2']);
  });

  it('takes the happy path when paid in time: the timeout then decides nothing', async () => {
    const runner = newRunner();
    await runner.handle(await record('OrderPlaced', 'o1'));
    await runner.handle(await record('OrderPaid', 'o1'));

    expect(sent.map((s) => s.command.type)).toEqual(['RequestPayment', 'CompleteOrder']);
    expect(await ownEvents('o1')).toEqual(['PaymentAwaited', 'ProcessInputHandled', 'CheckoutEnded', 'ProcessInputHandled']);
  });

  it('fires a timeout once after a restart, and the process manager compensates once', async () => {
    const before = newScheduler();
    await before.start();
    await newRunner(before).handle(await record('OrderPlaced', 'o1'));
    expect(before.pendingTimeouts()).toHaveLength(1);
    await before.stop(); // the process goes down before the payment window ends

    now = new Date(T0.getTime() + WINDOW_MS + 1000);
    const [a, b] = [newScheduler(), newScheduler()]; // restarted, in two processes at once
    await Promise.all([a.start(), b.start()]);
    await Promise.all([a.fireDue(), b.fireDue()]);

    const fired = await store.readAll({ types: ['TimeoutFired'] });
    expect(fired).toHaveLength(1);
    expect(fired[0].data).toMatchObject({ processManager: 'checkout', instanceId: 'o1', name: 'PaymentWindow' });
    const runner = newRunner(a);
    await runner.handle(fired[0]);
    await runner.handle(fired[0]);
    expect(sent.map((s) => s.command.type)).toEqual(['RequestPayment', 'CancelOrder']);
    expect(sent[1].causationId).toBe(fired[0].metadata.eventId);

    const later = newScheduler(); // and once more: nothing left to fire
    await later.start();
    await later.fireDue();
    expect(later.pendingTimeouts()).toEqual([]);
    expect(await store.readAll({ types: ['TimeoutFired'] })).toHaveLength(1);
  });

  it('does not fire a timeout before it is due', async () => {
    const scheduler = newScheduler();
    await scheduler.start();
    await newRunner(scheduler).handle(await record('OrderPlaced', 'o1'));
    now = new Date(T0.getTime() + WINDOW_MS - 1000);
    await scheduler.fireDue();
    expect(await store.readAll({ types: ['TimeoutFired'] })).toEqual([]);
    expect(scheduler.pendingTimeouts()).toHaveLength(1);
  });

  describe('following the log with inputs in flight', () => {
    /** Waits (bounded) for a condition the runner reaches on its own. */
    const until = async (condition: () => boolean | Promise<boolean>) => {
      for (let i = 0; i < 500 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 5));
    };
    const checkpoint = async () => (await readStore.getCheckpoint(processCheckpoint('checkout'))) ?? 0;
    /** A runner whose sends of o1's first command wait for `gate` (or fail while `failing`). */
    const gatedRunner = () => {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const log: string[] = [];
      const control = { failing: false, open: () => open(), log };
      const runner = new ProcessManagerRunner(
        checkout,
        async (command, ctx) => {
          log.push(`start ${command.type} ${command.orderId}`);
          if (command.orderId === 'o1' && command.type === 'RequestPayment') {
            if (control.failing) throw new Error('payment provider down');
            await gate;
          }
          sent.push({ command, causationId: ctx.causationId });
          log.push(`end ${command.type} ${command.orderId}`);
        },
        { store, readStore, catalog: catalog(), scheduler: newScheduler() },
      );
      runners.push(runner);
      return { runner, control };
    };

    it('handles other instances while one waits, keeps one instance in log order, and never checkpoints past an unfinished input', async () => {
      const placed1 = await record('OrderPlaced', 'o1');
      await record('OrderPlaced', 'o2');
      await record('OrderPaid', 'o1');
      await record('OrderPaid', 'o2');
      const { runner, control } = gatedRunner();

      await runner.start();
      await until(() => sent.some((s) => s.command.type === 'CompleteOrder' && s.command.orderId === 'o2'));

      // o2 went all the way through while o1's first input is still being handled...
      expect(sent.map((s) => `${s.command.type} ${s.command.orderId}`)).toEqual(['RequestPayment o2', 'CompleteOrder o2']);
      // ...o1's next input waits behind it, and nothing at or after o1's first input counts as done.
      expect(control.log).not.toContain('start CompleteOrder o1');
      expect(runner.tracker.position).toBe(placed1.position - 1);
      expect(await checkpoint()).toBeLessThan(placed1.position);

      control.open();
      // Handling appends too (its records, the payment windows): done once the mark stays at the head.
      const caughtUp = async () => runner.tracker.position === (await store.headPosition()) && (await checkpoint()) === runner.tracker.position;
      await until(caughtUp);
      expect(control.log.filter((l) => l.endsWith('o1'))).toEqual(['start RequestPayment o1', 'end RequestPayment o1', 'start CompleteOrder o1', 'end CompleteOrder o1']);
      expect(await caughtUp()).toBe(true);
    });

    it('leaves a failing input below the checkpoint when stopped: the next start handles it, once', async () => {
      const placed1 = await record('OrderPlaced', 'o1');
      await record('OrderPlaced', 'o2');
      const first = gatedRunner();
      first.control.failing = true;
      first.control.open();
      await first.runner.start();
      await until(() => sent.some((s) => s.command.orderId === 'o2'));
      await until(() => first.control.log.includes('start RequestPayment o1'));
      await first.runner.stop();
      expect(await checkpoint()).toBe(placed1.position - 1);
      expect(await ownEvents('o1')).toEqual([]);

      const second = gatedRunner();
      second.control.open();
      await second.runner.start();
      await until(async () => second.runner.tracker.position === (await store.headPosition()));
      expect(sent.map((s) => `${s.command.type} ${s.command.orderId}`)).toEqual(['RequestPayment o2', 'RequestPayment o1']);
      expect(await ownEvents('o1')).toEqual(['PaymentAwaited', 'ProcessInputHandled']);
    });
  });

  it('fires on its own timer while running', async () => {
    now = new Date();
    const scheduler = new DurableScheduler(store); // the real clock
    schedulers.push(scheduler);
    await scheduler.start();
    await scheduler.schedule({ timeoutId: 't-1', processManager: 'checkout', instanceId: 'o1', name: 'Soon', dueAt: new Date(Date.now() + 20).toISOString(), data: null }, systemContext('test'));

    for (let i = 0; i < 100 && (await store.readAll({ types: ['TimeoutFired'] })).length === 0; i++) await new Promise((r) => setTimeout(r, 10));

    expect(await store.readAll({ types: ['TimeoutFired'] })).toHaveLength(1);
  });
});
