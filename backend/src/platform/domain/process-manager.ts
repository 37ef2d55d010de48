import { Logger } from '@nestjs/common';
import { DomainEvent, RecordedEvent } from '../event-store/event';
import { EventCatalog, EventTypeDefinition } from '../event-store/event-catalog';
import { EventStore, Subscription, WrongExpectedRevisionError } from '../event-store/event-store.port';
import { CommandContext, causedBy, toNewEvents } from '../event-store/metadata';
import { ReadStore } from '../read-store/read-store.port';
import { resilientSubscription } from '../projections/resilient-subscription';
import { PositionTracker } from '../projections/position-tracker';
import { DurableScheduler, TimeoutFired, TimeoutRequest, timeoutIdFor } from './scheduler';

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
  timeouts?: { name: string; dueAt: Date; data?: unknown }[];
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
}

/** Sends a process manager's commands; must be idempotent (a crash before the record re-sends). */
export type CommandSender<Command> = (command: Command, ctx: CommandContext) => Promise<unknown>;

/** The idempotency record: every input handled leaves one in the instance's stream. */
export type ProcessInputHandled = DomainEvent<'ProcessInputHandled', { processManager: string; instanceId: string; eventId: string; eventType: string }>;

export const PROCESS_MANAGER_EVENT_TYPES: EventTypeDefinition[] = [{ type: 'ProcessInputHandled', context: 'platform', schemaVersion: 1 }];

/** `process-<name>.<instanceId>`: one category for all, so EventStoreDB's $ce-process lists them. */
export const processStream = (name: string, instanceId: string) => `process-${name}.${instanceId}`;

export const processCheckpoint = (name: string) => `process:${name}`;

const CHECKPOINT_EVERY_MS = 1000;

/**
 * Runs one process manager from the log: a checkpointed, resilient subscription (not the
 * bus), so a wiped checkpoint or a new process manager is re-fed from the start, and
 * handling stays idempotent per event id through the instance's own stream.
 */
export class ProcessManagerRunner<State, Command> {
  readonly tracker = new PositionTracker();
  private subscription?: Subscription;
  private readonly types: Set<string>;

  constructor(
    private readonly manager: ProcessManager<State, Command>,
    private readonly send: CommandSender<Command>,
    private readonly deps: { store: EventStore; readStore: ReadStore; catalog: EventCatalog; scheduler: DurableScheduler },
  ) {
    this.types = new Set([...manager.reactsTo, 'TimeoutFired']);
  }

  get name(): string {
    return this.manager.name;
  }

  async start(): Promise<void> {
    const after = (await this.deps.readStore.getCheckpoint(this.checkpointName)) ?? 0;
    this.tracker.advance(after);
    this.saved = after;
    this.subscription = resilientSubscription(this.deps.store, `ProcessManager ${this.manager.name}`, after, async (event) => {
      const relevant = await this.handle(event);
      this.tracker.advance(event.position);
      // Most events are not for this process manager: their checkpoint is written at most once
      // a second (a restart re-reads a second of log and skips it), a handled one's at once.
      if (relevant || Date.now() - this.savedAt >= CHECKPOINT_EVERY_MS) await this.saveCheckpoint();
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    await this.saveCheckpoint();
  }

  private saved = 0;
  private savedAt = 0;

  private get checkpointName() {
    return processCheckpoint(this.manager.name);
  }

  private async saveCheckpoint(): Promise<void> {
    const position = this.tracker.position;
    if (position <= this.saved) return;
    await this.deps.readStore.setCheckpoint(this.checkpointName, position);
    this.saved = position;
    this.savedAt = Date.now();
  }

  /** Handles one event from the log; anything not for this process manager passes by (false). */
  async handle(recorded: RecordedEvent): Promise<boolean> {
    if (!this.types.has(recorded.type)) return false;
    const event = this.deps.catalog.read(recorded);
    let instanceId: string | null;
    let input: ProcessInput;
    if (event.type === 'TimeoutFired') {
      const timeout = (event as unknown as TimeoutFired & RecordedEvent).data;
      if (timeout.processManager !== this.manager.name) return false;
      instanceId = timeout.instanceId;
      input = { kind: 'timeout', name: timeout.name, data: timeout.data, dueAt: timeout.dueAt };
    } else {
      instanceId = this.manager.instanceOf(event);
      input = { kind: 'event', event };
    }
    if (instanceId === null) return false;
    await this.handleInput(instanceId, input, event);
    return true;
  }

  private async handleInput(instanceId: string, input: ProcessInput, cause: RecordedEvent, attempt = 1): Promise<void> {
    const stream = processStream(this.manager.name, instanceId);
    const history = await this.deps.store.readStream(stream);
    if (history.some((e) => e.type === 'ProcessInputHandled' && (e.data as ProcessInputHandled['data']).eventId === cause.metadata.eventId)) return;
    const state = history.map((e) => this.deps.catalog.upcast(e)).reduce((s, e) => this.manager.evolve(s, e), this.manager.initialState());
    const decision = this.manager.decide(input, state);
    const ctx = causedBy(cause);
    // Commands and timeouts first, the record last: a crash in between re-sends on redelivery
    // (commands are idempotent, timeouts keep their first schedule), never loses a step.
    for (const command of decision.commands ?? []) await this.send(command, ctx);
    for (const [i, timeout] of (decision.timeouts ?? []).entries()) {
      const request: TimeoutRequest = {
        timeoutId: timeoutIdFor(this.manager.name, instanceId, cause.metadata.eventId, String(i)),
        processManager: this.manager.name,
        instanceId,
        name: timeout.name,
        dueAt: timeout.dueAt.toISOString(),
        data: timeout.data ?? null,
      };
      await this.deps.scheduler.schedule(request, ctx);
    }
    const handled: ProcessInputHandled = {
      type: 'ProcessInputHandled',
      data: { processManager: this.manager.name, instanceId, eventId: cause.metadata.eventId, eventType: cause.type },
    };
    const expected = history.length ? history[history.length - 1].revision : 'no_stream';
    try {
      await this.deps.store.append(stream, toNewEvents([...(decision.events ?? []), handled], ctx, this.deps.catalog.schemaVersion), expected);
    } catch (error) {
      // Another process handled an input of this instance meanwhile: decide again on its record.
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= 5) throw error;
      new Logger(`ProcessManager ${this.manager.name}`).warn(`instance ${instanceId} moved on; deciding again`);
      await this.handleInput(instanceId, input, cause, attempt + 1);
    }
  }
}
