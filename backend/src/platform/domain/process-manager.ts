import { Logger } from '@nestjs/common';
import { DomainEvent, RecordedEvent } from '../event-store/event';
import { EventCatalog, EventTypeDefinition } from '../event-store/event-catalog';
import { EventStore, Subscription, WrongExpectedRevisionError } from '../event-store/event-store.port';
import { CommandContext, causedBy, toNewEvents } from '../event-store/metadata';
import { ReadStore } from '../read-store/read-store.port';
import { resilientSubscription } from '../projections/resilient-subscription';
import { PositionTracker } from '../projections/position-tracker';
import { DurableScheduler, TimeoutFired, timeoutRequests, TimeoutRequest, TimeoutSource, timeoutsFrom, TimeoutSpec } from './scheduler';

/** What drives a process manager: an event from the log, or one of its own timeouts firing. */
export type ProcessInput =
  | { kind: 'event'; event: RecordedEvent }
  | { kind: 'timeout'; name: string; data: unknown; dueAt: string };

export interface ProcessDecision<Command> {
  /** Events of its own stream: what it now knows (its memory). */
  events?: DomainEvent[];
  /** Commands to send to other contexts, caused by the input event. */
  commands?: Command[];
  /** Timeouts to schedule for this instance. */
  timeouts?: TimeoutSpec[];
}

/**
 * A process manager (saga) is a decider of its own (STYLE.md "Process managers"): pure
 * `decide(input, state)` whose input is an event from the log or a timeout, and whose
 * output is its own events plus commands to send and timeouts to schedule.
 */
export interface ProcessManager<State, Command> {
  /** Lowercase words and dashes; names the stream, the checkpoint and the timeouts. */
  name: string;
  /** Log event types it reacts to (its timeouts reach it too). */
  reactsTo: string[];
  /** The instance an event concerns (an order id, a user id), or null: not for this one. */
  instanceOf(event: RecordedEvent): string | null;
  initialState(): State;
  evolve(state: State, event: DomainEvent): State;
  decide(input: ProcessInput, state: State): ProcessDecision<Command>;
  /**
   * Inputs whose whole decision is timeouts that follow from the event alone (no state, no
   * command, nothing to remember): the durable scheduler takes them from the event itself,
   * which is their record in the log, so such an input is not handled here and leaves no
   * ProcessInputHandled (one event fewer per input; ADR 0029). Ids as for decided timeouts.
   * `types` must not be in `reactsTo`; `of` gets the event as stored (no personal data opened).
   */
  timeoutsOf?: { types: string[]; of(event: RecordedEvent): TimeoutSpec[] };
  /**
   * Decides on ids, states and amounts only: its inputs are upcast, their personal data left
   * sealed (opening an order's two addresses was ~6 % of the request thread per checkout).
   */
  sealedPersonalData?: boolean;
}

/** Sends a process manager's commands; must be idempotent (a crash before the record re-sends). */
export type CommandSender<Command> = (command: Command, ctx: CommandContext) => Promise<unknown>;

/** The idempotency record: every input handled leaves one in the instance's stream. */
export type ProcessInputHandled = DomainEvent<
  'ProcessInputHandled',
  /** `timeouts`: what the decision scheduled (the durable scheduler reads them from here); absent when none. */
  { processManager: string; instanceId: string; eventId: string; eventType: string; timeouts?: TimeoutRequest[] }
>;

export const PROCESS_MANAGER_EVENT_TYPES: EventTypeDefinition[] = [{ type: 'ProcessInputHandled', context: 'platform', schemaVersion: 1 }];

/** `process-<name>.<instanceId>`: one category for all, so EventStoreDB's $ce-process lists them (when its system projections run; compose turns them off). */
export const processStream = (name: string, instanceId: string) => `process-${name}.${instanceId}`;

export const processCheckpoint = (name: string) => `process:${name}`;

const CHECKPOINT_EVERY_MS = 1000;
/** Inputs handled at once (of different instances); the subscription waits while this many are. */
const MAX_IN_FLIGHT = 64;
/** A failed input is tried again after this, doubling up to RETRY_MAX_MS (its instance waits; others go on). */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * Runs one process manager from the log: a checkpointed, resilient subscription (not the
 * bus), so a wiped checkpoint or a new process manager is re-fed from the start, and
 * handling stays idempotent per event id through the instance's own stream.
 *
 * Inputs of different instances are handled concurrently (up to MAX_IN_FLIGHT), those of
 * one instance one after the other in log order. The tracker and the checkpoint advance
 * only to just below the oldest input still being handled, so a restart re-feeds every
 * unfinished input (docs/adr/0024).
 */
export class ProcessManagerRunner<State, Command> {
  readonly tracker = new PositionTracker();
  private subscription?: Subscription;
  private readonly types: Set<string>;
  /** What ProcessManager.timeoutsOf declares, as the scheduler reads it. */
  private readonly timeoutSource?: TimeoutSource;
  /** Positions of the inputs being handled, oldest first (the log hands them over in increasing order). */
  private readonly inFlight = new Set<number>();
  /** The last input of each instance with one queued or running: the next of that instance goes after it. */
  private readonly instanceTails = new Map<string, Promise<unknown>>();
  /** Woken whenever an input finishes (the subscription waiting for room, stop() waiting for none). */
  private settledWaiters: (() => void)[] = [];
  /** The last log position handed to this runner. */
  private seen = 0;
  /** The oldest input given up on while stopping (Infinity: none). */
  private unfinished = Infinity;
  private stopping = false;
  /** Wakes the inputs waiting to be tried again, so stop() does not wait out their delay. */
  private readonly retryWakers = new Set<() => void>();
  private readonly logger: Logger;

  constructor(
    private readonly manager: ProcessManager<State, Command>,
    private readonly send: CommandSender<Command>,
    private readonly deps: {
      store: EventStore;
      readStore: ReadStore;
      catalog: EventCatalog;
      scheduler: DurableScheduler;
      /** Stores the checkpoint when another thread writes the read store (the projection thread); readStore.setCheckpoint otherwise. */
      saveCheckpoint?: (name: string, position: number) => Promise<void>;
      /**
       * Waits (bounded) until the read models have reached a position. Given, an input's
       * commands do not wait one by one (`readModelsLater`): the input waits once, after its
       * record, so whoever waits for this process manager reads what its commands wrote.
       */
      awaitReadModels?: (position: number) => Promise<unknown>;
    },
  ) {
    this.types = new Set([...manager.reactsTo, 'TimeoutFired']);
    this.logger = new Logger(`ProcessManager ${manager.name}`);
    if (manager.timeoutsOf) {
      const { types, of } = manager.timeoutsOf;
      if (types.some((type) => this.types.has(type))) throw new Error(`${manager.name}: timeoutsOf types are not inputs of reactsTo`);
      this.timeoutSource = { processManager: manager.name, types, instanceOf: (event) => manager.instanceOf(event), of };
      deps.scheduler.takeFrom(this.timeoutSource);
    }
  }

  get name(): string {
    return this.manager.name;
  }

  async start(): Promise<void> {
    const after = (await this.deps.readStore.getCheckpoint(this.checkpointName)) ?? 0;
    this.tracker.advance(after);
    this.saved = after;
    this.seen = after;
    this.unfinished = Infinity;
    this.stopping = false;
    this.subscription = resilientSubscription(this.deps.store, `ProcessManager ${this.manager.name}`, after, (event) => this.dispatch(event));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const wake of this.retryWakers) wake();
    await this.subscription?.stop();
    await this.settled(0);
    await this.saveCheckpoint();
  }

  private saved = 0;
  private savedAt = 0;
  private saving?: Promise<void>;
  private saveWanted = false;

  private get checkpointName() {
    return processCheckpoint(this.manager.name);
  }

  /**
   * From the subscription: starts handling the event and returns at once, unless MAX_IN_FLIGHT
   * inputs are being handled (then it first waits for room). Events of other types only move
   * the mark, synchronously (most events are not for most process managers).
   */
  private dispatch(event: RecordedEvent): Promise<void> | void {
    this.seen = event.position;
    // Timeouts that follow from the event alone: scheduled now, with no input handled and no record (timeoutsOf).
    if (this.timeoutSource?.types.includes(event.type)) this.deps.scheduler.recorded(timeoutsFrom(this.timeoutSource, event));
    if (!this.types.has(event.type)) return this.advance(false);
    return this.begin(event);
  }

  private async begin(event: RecordedEvent): Promise<void> {
    await this.settled(MAX_IN_FLIGHT - 1);
    this.inFlight.add(event.position);
    const finish = (handled: boolean) => {
      this.inFlight.delete(event.position);
      this.advance(handled);
      for (const wake of this.settledWaiters.splice(0)) wake();
    };
    void this.handle(event, true).then(finish, () => {
      // Only when stopping: left unfinished, so the mark stays below it and a restart re-feeds it.
      this.unfinished = Math.min(this.unfinished, event.position);
      finish(false);
    });
  }

  /** Resolves once at most `room` inputs are in flight. */
  private async settled(room: number): Promise<void> {
    while (this.inFlight.size > room) await new Promise<void>((resolve) => this.settledWaiters.push(resolve));
  }

  /**
   * Moves the tracker to just below the oldest unfinished input (or to the last event seen).
   * Most events are not for this process manager: their checkpoint is written at most once a
   * second (a restart re-reads a second of log and skips it), a handled one's at once.
   */
  private advance(handled: boolean): void {
    const oldest = this.inFlight.values().next();
    const done = Math.min(oldest.done ? this.seen : oldest.value - 1, this.unfinished - 1);
    if (done <= this.tracker.position) return;
    this.tracker.advance(done);
    if (handled || Date.now() - this.savedAt >= CHECKPOINT_EVERY_MS) void this.saveCheckpoint();
  }

  /**
   * One write at a time; asked for meanwhile, it only notes that the latest position is
   * wanted, and the running write stores that next. Each request costs nothing while a
   * write is slow (the projection thread stores it, busy with a catch-up): a waiting call per
   * event of a million-event catch-up was once most of the main thread's garbage.
   */
  private saveCheckpoint(): Promise<void> {
    this.saveWanted = true;
    this.saving ??= this.writeCheckpoints().finally(() => (this.saving = undefined));
    return this.saving;
  }

  private async writeCheckpoints(): Promise<void> {
    const save = this.deps.saveCheckpoint ?? ((name: string, at: number) => this.deps.readStore.setCheckpoint(name, at));
    while (this.saveWanted) {
      this.saveWanted = false;
      const position = this.tracker.position;
      if (position <= this.saved) continue;
      try {
        await save(this.checkpointName, position);
        this.saved = position;
        this.savedAt = Date.now();
      } catch (error) {
        this.logger.error(`checkpoint not saved: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** The instance an event is an input of and the input itself, or null when it is not for this process manager. */
  private inputOf(recorded: RecordedEvent): { instanceId: string; input: ProcessInput; event: RecordedEvent } | null {
    if (!this.types.has(recorded.type)) return null;
    const event = this.manager.sealedPersonalData ? this.deps.catalog.upcast(recorded) : this.deps.catalog.read(recorded);
    if (event.type === 'TimeoutFired') {
      const timeout = (event as unknown as TimeoutFired & RecordedEvent).data;
      if (timeout.processManager !== this.manager.name) return null;
      return { instanceId: timeout.instanceId, input: { kind: 'timeout', name: timeout.name, data: timeout.data, dueAt: timeout.dueAt }, event };
    }
    const instanceId = this.manager.instanceOf(event);
    return instanceId === null ? null : { instanceId, input: { kind: 'event', event }, event };
  }

  /**
   * Handles one event from the log once every earlier input of the same instance is done
   * (called in log order, an instance's inputs run in log order); anything not for this
   * process manager passes by (false). `untilDone` (the subscription): a failure is logged
   * and tried again in its place, ahead of the instance's later inputs, until the runner stops.
   */
  async handle(recorded: RecordedEvent, untilDone = false): Promise<boolean> {
    const found = this.inputOf(recorded);
    if (found === null) return false;
    const { instanceId: id, input, event } = found;
    // Chained before the first await, so inputs of one instance run in the order handle() was called.
    const previous = this.instanceTails.get(id) ?? Promise.resolve();
    const mine = previous.catch(() => {}).then(() => (untilDone ? this.handleUntilDone(id, input, event) : this.handleInput(id, input, event)));
    this.instanceTails.set(id, mine);
    try {
      await mine;
    } finally {
      if (this.instanceTails.get(id) === mine) this.instanceTails.delete(id);
    }
    return true;
  }

  /** Tries the input again after a failure (as a resubscription would), 1 s doubling to 30 s, until done or stopped. */
  private async handleUntilDone(instanceId: string, input: ProcessInput, cause: RecordedEvent): Promise<void> {
    for (let delay = RETRY_FIRST_MS; ; delay = Math.min(delay * 2, RETRY_MAX_MS)) {
      try {
        return await this.handleInput(instanceId, input, cause);
      } catch (error) {
        if (this.stopping) throw error;
        this.logger.error(`input at position ${cause.position} failed; retrying in ${delay / 1000} s: ${error instanceof Error ? error.message : String(error)}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            this.retryWakers.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, delay);
          this.retryWakers.add(wake);
        });
        if (this.stopping) throw error;
      }
    }
  }

  private async handleInput(instanceId: string, input: ProcessInput, cause: RecordedEvent, attempt = 1): Promise<void> {
    const stream = processStream(this.manager.name, instanceId);
    const history = await this.deps.store.readStream(stream);
    if (history.some((e) => e.type === 'ProcessInputHandled' && (e.data as ProcessInputHandled['data']).eventId === cause.metadata.eventId)) return;
    const state = history.map((e) => this.deps.catalog.upcast(e)).reduce((s, e) => this.manager.evolve(s, e), this.manager.initialState());
    const decision = this.manager.decide(input, state);
    const ctx: CommandContext = { ...causedBy(cause), ...(this.deps.awaitReadModels && { readModelsLater: true }) };
    // Commands first, the record last: a crash in between re-sends on redelivery (commands are
    // idempotent), never loses a step. The timeouts ride on the record: scheduled exactly when
    // the input counts as handled, with no append (and event) of their own.
    for (const command of decision.commands ?? []) await this.send(command, ctx);
    const timeouts = timeoutRequests(this.manager.name, instanceId, cause.metadata.eventId, decision.timeouts ?? []);
    const handled: ProcessInputHandled = {
      type: 'ProcessInputHandled',
      data: { processManager: this.manager.name, instanceId, eventId: cause.metadata.eventId, eventType: cause.type, ...(timeouts.length ? { timeouts } : {}) },
    };
    const expected = history.length ? history[history.length - 1].revision : 'no_stream';
    try {
      const { position } = await this.deps.store.append(stream, toNewEvents([...(decision.events ?? []), handled], ctx, this.deps.catalog.schemaVersion), expected);
      this.deps.scheduler.recorded(timeouts);
      await this.deps.awaitReadModels?.(position);
    } catch (error) {
      // Another process handled an input of this instance meanwhile: decide again on its record.
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= 5) throw error;
      this.logger.warn(`instance ${instanceId} moved on; deciding again`);
      await this.handleInput(instanceId, input, cause, attempt + 1);
    }
  }
}
