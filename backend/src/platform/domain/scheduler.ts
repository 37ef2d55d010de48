import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { DomainEvent, RecordedEvent } from '../event-store/event';
import { EventTypeDefinition } from '../event-store/event-catalog';
import { EventStore, ExpectedRevision, Subscription, WrongExpectedRevisionError } from '../event-store/event-store.port';
import { CommandContext, toNewEvents } from '../event-store/metadata';
import { SchedulerSnapshots } from './scheduler-snapshots';

/** A message to deliver to a process manager instance at a time: its timeout. */
export interface TimeoutRequest {
  /** Stable for one request: scheduling the same id twice keeps the first. */
  timeoutId: string;
  processManager: string;
  instanceId: string;
  /** What ran out, in the process manager's words (e.g. 'PaymentWindow'). */
  name: string;
  dueAt: string;
  data: unknown;
}

export type TimeoutScheduled = DomainEvent<'TimeoutScheduled', TimeoutRequest>;
export type TimeoutFired = DomainEvent<'TimeoutFired', TimeoutRequest & { firedAt: string }>;

export const SCHEDULER_EVENT_TYPES: EventTypeDefinition[] = (['TimeoutScheduled', 'TimeoutFired'] as const).map((type) => ({
  type,
  context: 'platform',
  schemaVersion: 1,
}));

/**
 * A process manager's record of a handled input (ProcessInputHandled) lists the timeouts
 * its decision scheduled: they are scheduled exactly when the input counts as handled, in
 * the same append, instead of one TimeoutScheduled append (and event) each.
 */
export const RECORD_WITH_TIMEOUTS = 'ProcessInputHandled';

/**
 * One stream per timeout: `no_stream` makes scheduling idempotent, and firing happens once
 * because TimeoutFired goes in at the stream's next revision (0 for a timeout carried by a
 * process manager's record, whose stream starts with it; 1 after a TimeoutScheduled).
 */
export const timeoutStream = (timeoutId: string) => `timeout-${timeoutId}`;

/** A timeout id derived from what caused it, so a redelivered cause schedules nothing new. */
export const timeoutIdFor = (...parts: string[]) => {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** Timeouts as a process manager's decision names them (the scheduler makes them requests). */
export interface TimeoutSpec {
  name: string;
  dueAt: Date;
  data?: unknown;
}

/**
 * The requests for the timeouts a process manager decided on an input (the `cause` event):
 * ids derived from the process manager, the instance, the cause and the timeout's place, so
 * the same input, handled or read again, names the same timeouts.
 */
export const timeoutRequests = (processManager: string, instanceId: string, causeEventId: string, timeouts: readonly TimeoutSpec[]): TimeoutRequest[] =>
  timeouts.map((timeout, i) => ({
    timeoutId: timeoutIdFor(processManager, instanceId, causeEventId, String(i)),
    processManager,
    instanceId,
    name: timeout.name,
    dueAt: timeout.dueAt.toISOString(),
    data: timeout.data ?? null,
  }));

/**
 * Timeouts a process manager takes from an event alone (ProcessManager.timeoutsOf): the
 * event is their record, as a ProcessInputHandled is for others.
 */
export interface TimeoutSource {
  processManager: string;
  types: readonly string[];
  instanceOf(event: RecordedEvent): string | null;
  of(event: RecordedEvent): readonly TimeoutSpec[];
}

/**
 * The timeouts `event` carries for `source` (none when it is not one of its instances). Read
 * at start in log order, an event comes before its timeouts' TimeoutFired, which removes them.
 */
export function timeoutsFrom(source: TimeoutSource, event: RecordedEvent): TimeoutRequest[] {
  const instanceId = source.instanceOf(event);
  return instanceId === null ? [] : timeoutRequests(source.processManager, instanceId, event.metadata.eventId, source.of(event));
}

const MAX_TIMER_MS = 2_147_483_647; // setTimeout's limit (about 24.8 days); longer waits re-arm
/** How often what is pending is saved while the log moves (and at stop): a restart reads the log from there. */
const SNAPSHOT_EVERY_MS = 60_000;
/** How long a timeout already due when it is scheduled waits (see recorded()). */
const OVERDUE_GRACE_MS = 1000;

/**
 * The durable scheduler: due messages are kept in the log (in a process manager's
 * ProcessInputHandled record, in the event they follow from (a TimeoutSource), or a
 * TimeoutScheduled of their own), fired by appending
 * TimeoutFired to the timeout's stream at the revision it expects, so a timeout fires
 * exactly once however many processes run a scheduler, and a restart finds every pending
 * one again by reading those event types. Process managers receive TimeoutFired from the
 * log like any other event.
 */
export class DurableScheduler {
  private readonly logger = new Logger('Scheduler');
  /** Each pending timeout, with the revision its TimeoutFired is appended at. */
  private readonly pending = new Map<string, { request: TimeoutRequest; fireAt: ExpectedRevision }>();
  private subscription?: Subscription;
  private timer?: NodeJS.Timeout;
  /** The timeout the timer is set for. */
  private armed?: TimeoutRequest;
  private firing?: Promise<void>;
  private stopped = false;
  /** Event types whose timeouts follow from the event itself, and who takes them. */
  private readonly sources = new Map<string, TimeoutSource[]>();
  /** The last event of the log followed: everything up to it is in `pending`. */
  private followed: { position: number; eventId: string } | null = null;
  /** The position of the last snapshot saved (or taken at start). */
  private savedPosition = 0;
  private snapshotTimer?: NodeJS.Timeout;

  constructor(
    private readonly store: EventStore,
    private readonly clock: () => Date = () => new Date(),
    /** Where what is pending is kept between runs; without it a start reads every scheduling event of the log. */
    private readonly snapshots?: SchedulerSnapshots,
  ) {}

  async schedule(request: TimeoutRequest, ctx: CommandContext): Promise<void> {
    try {
      await this.store.append(timeoutStream(request.timeoutId), toNewEvents([{ type: 'TimeoutScheduled', data: request }], ctx), 'no_stream');
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error; // already scheduled (a redelivery)
    }
    this.track({ type: 'TimeoutScheduled', data: request } as RecordedEvent);
  }

  /**
   * Timeouts a process manager just recorded or met in an event (its subscription would see
   * them a moment later). One due already (only a backdated command, such as the demo seed's
   * history, schedules that) fires after OVERDUE_GRACE_MS, so the commands its cause's caller
   * makes next (the seed's acceptance of the booking) land before it, as they did in its time.
   */
  recorded(requests: readonly TimeoutRequest[]): void {
    if (!requests.length) return;
    this.track({ type: RECORD_WITH_TIMEOUTS, data: { timeouts: requests } } as RecordedEvent);
    const now = this.clock().toISOString();
    if (this.subscription && requests.some((request) => request.dueAt <= now) && this.armed && this.armed.dueAt <= now) this.arm(OVERDUE_GRACE_MS);
  }

  /**
   * Timeouts that follow from events of `source.types` alone: found again in those events at
   * start (like a record's), fired at `no_stream` like a record's. Live, the process manager's
   * runner hands them over (`recorded`) when it reaches such an event. Given before start().
   */
  takeFrom(source: TimeoutSource): void {
    for (const type of source.types) this.sources.set(type, [...(this.sources.get(type) ?? []), source]);
  }

  /**
   * Loads what is pending (from the last snapshot and the scheduling events after it, or from
   * every scheduling event of the log), fires what is overdue, then follows the log.
   */
  async start(): Promise<void> {
    this.stopped = false;
    const head = await this.store.headPosition();
    const types = ['TimeoutScheduled', 'TimeoutFired', RECORD_WITH_TIMEOUTS, ...this.sources.keys()];
    const after = await this.restore(head);
    for (const event of await this.store.readAll({ types, after, toPosition: head })) {
      this.track(event);
      for (const source of this.sources.get(event.type) ?? []) this.recorded(timeoutsFrom(source, event));
    }
    this.followed = await this.eventAt(head);
    this.savedPosition = after;
    this.subscription = this.store.subscribe(
      (event) => {
        this.track(event);
        this.followed = { position: event.position, eventId: event.metadata.eventId };
      },
      { after: head },
    );
    if (this.snapshots) {
      this.snapshotTimer = setInterval(() => this.saveSnapshot(), SNAPSHOT_EVERY_MS);
      this.snapshotTimer.unref?.();
    }
    await this.fireDue();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.snapshotTimer) clearInterval(this.snapshotTimer);
    await this.subscription?.stop();
    await this.firing;
    this.saveSnapshot();
  }

  /** What the last snapshot held, if it was taken on this log: answers the position to read on from (0: the whole log). */
  private async restore(head: number): Promise<number> {
    const snapshot = this.snapshots?.load();
    if (!snapshot || snapshot.position > head) return 0;
    const event = await this.eventAt(snapshot.position);
    if (event?.eventId !== snapshot.eventId) return 0;
    for (const { request, fireAt } of snapshot.pending) this.pending.set(request.timeoutId, { request, fireAt });
    return snapshot.position;
  }

  private async eventAt(position: number): Promise<{ position: number; eventId: string } | null> {
    if (position <= 0) return null;
    const [event] = await this.store.readAll({ after: position - 1, maxCount: 1 });
    return event?.position === position ? { position, eventId: event.metadata.eventId } : null;
  }

  /** Saves what is pending, if the log moved since the last save. A failed save only costs the next start a longer read. */
  private saveSnapshot(): void {
    const followed = this.followed;
    if (!this.snapshots || !followed || followed.position === this.savedPosition) return;
    try {
      this.snapshots.save({ version: 1, ...followed, pending: [...this.pending.values()] });
      this.savedPosition = followed.position;
    } catch (error) {
      this.logger.warn(`pending timeouts not saved: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The last log position it has followed: everything up to it is in what is pending. */
  get followedPosition(): number {
    return this.followed?.position ?? 0;
  }

  /** Timeouts not fired yet, earliest first. */
  pendingTimeouts(): TimeoutRequest[] {
    return [...this.pending.values()].map((p) => p.request).sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  }

  /** Fires every timeout due by the clock; each at most once (the append decides). */
  fireDue(): Promise<void> {
    const run = async () => {
      const now = this.clock();
      const due = this.pendingTimeouts().filter((request) => request.dueAt <= now.toISOString());
      // All at once: the appends share a group commit instead of waiting for one each.
      await Promise.all(
        due.map(async (request) => {
          const fired: TimeoutFired = { type: 'TimeoutFired', data: { ...request, firedAt: now.toISOString() } };
          const ctx: CommandContext = { actor: { kind: 'system', reason: 'scheduler' }, correlationId: request.timeoutId, causationId: request.timeoutId, now };
          try {
            await this.store.append(timeoutStream(request.timeoutId), toNewEvents([fired], ctx), this.pending.get(request.timeoutId)?.fireAt ?? 0);
          } catch (error) {
            if (!(error instanceof WrongExpectedRevisionError)) throw error; // another process fired it
          }
          this.pending.delete(request.timeoutId);
        }),
      );
    };
    this.firing = (this.firing ?? Promise.resolve())
      .then(run)
      .then(
        () => this.arm(),
        (error: unknown) => {
          this.logger.error(`firing due timeouts failed, retrying in 1 s: ${error instanceof Error ? error.message : String(error)}`);
          this.arm(1000);
        },
      );
    return this.firing;
  }

  private track(event: Pick<RecordedEvent, 'type' | 'data'>): void {
    const request = event.data as TimeoutRequest;
    if (event.type === 'TimeoutScheduled') this.add(request, 0);
    else if (event.type === 'TimeoutFired') this.remove(request.timeoutId);
    else if (event.type === RECORD_WITH_TIMEOUTS) for (const carried of (event.data as { timeouts?: TimeoutRequest[] }).timeouts ?? []) this.add(carried, 'no_stream');
  }

  /**
   * Only a timeout due before the armed one moves the timer: re-arming on every new one
   * sorted all pending timeouts per booking (quadratic in the pending ones).
   */
  private add(request: TimeoutRequest, fireAt: ExpectedRevision): void {
    this.pending.set(request.timeoutId, { request, fireAt });
    if (!this.armed || request.dueAt < this.armed.dueAt) this.arm();
  }

  private remove(timeoutId: string): void {
    if (this.pending.delete(timeoutId) && this.armed?.timeoutId === timeoutId) this.arm();
  }

  /** One timer, for the earliest pending timeout. */
  private arm(atLeastMs = 0): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.armed = undefined;
    if (this.stopped || !this.subscription) return; // start() arms once everything is loaded
    let next: TimeoutRequest | undefined;
    for (const { request } of this.pending.values()) if (!next || request.dueAt < next.dueAt) next = request;
    if (!next) return;
    this.armed = next;
    const wait = Math.min(Math.max(atLeastMs, Date.parse(next.dueAt) - this.clock().getTime()), MAX_TIMER_MS);
    this.timer = setTimeout(() => void this.fireDue(), wait);
    this.timer.unref?.();
  }
}
