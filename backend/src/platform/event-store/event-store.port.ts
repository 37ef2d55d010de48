import { NewEvent, RecordedEvent } from './event';
import { EventCondition, EventQuery } from './event-query';

/**
 * The write side's only source of truth. Two adapters implement it and share one
 * contract suite (test/contract/event-store.contract.ts): SQLite (default) and EventStoreDB.
 */
export const EVENT_STORE = Symbol('EVENT_STORE');

/** 'no_stream': the stream must not exist; 'any': no check; a number: the stream's last revision must equal it. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendResult {
  /** Revision of the last event now in the stream: pass it as the next expected revision. */
  nextExpectedRevision: number;
  /** Log position of the last appended event; commands return it for read-your-writes. */
  position: number;
}

/** One stream's part of an appendMany. */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive start revision; defaults to the first (forwards) or last (backwards). */
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: read events whose position is greater than this. Omit to start at the beginning. */
  after?: number;
  maxCount?: number;
  /** Only events of these types (History, replays of one context); an empty list reads nothing. */
  types?: string[];
  /** Inclusive: only events at or before this position (a replay up to a point). */
  toPosition?: number;
  /** Inclusive: only events that occurred at or before this time (as-of views), by `metadata.occurredAt`. */
  toTime?: Date | string;
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Exclusive start position; omit to start at the beginning of the log. */
  after?: number;
  /** Called after each error in the handler; the subscription stops after a handler error. */
  onError?: (error: unknown) => void;
}

export interface EventStore {
  /**
   * Appends atomically (durable on return). Throws WrongExpectedRevisionError on conflict. Idempotent on
   * eventId: retrying the same batch (same eventIds) appends nothing and returns the
   * original result.
   */
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends to several distinct streams, each at its expected revision, one result per
   * stream in order. Where `atomicAcrossStreams` holds, all or none: a conflict on any
   * stream throws its WrongExpectedRevisionError and nothing is written (an admin's batch).
   */
  appendMany(appends: StreamAppend[]): Promise<AppendResult[]>;
  /**
   * Whether appendMany is one transaction. EventStoreDB has none across streams: its
   * adapter checks every expected revision first, then appends stream by stream, so only a
   * writer landing between the check and the appends can leave part of a batch written.
   */
  readonly atomicAcrossStreams: boolean;
  /** Events of one stream; an empty list when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events of every stream in log order (system events excluded). */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * A page of the events meeting every condition, in the order asked (system events
   * excluded): lists read straight from the log (the audit log, a rate's history), whose
   * documents would only copy its events.
   */
  queryEvents(query: EventQuery): Promise<RecordedEvent[]>;
  /** How many events meet every condition. */
  countEvents(where: readonly EventCondition[]): Promise<number>;
  /** Position of the last event in the log, or 0 when empty. */
  headPosition(): Promise<number>;
  /**
   * Catch-up subscription: delivers every event after `after` in order, then goes on live.
   * The handler is awaited before the next event is delivered; one with nothing to wait for
   * (most events, for most subscribers) returns nothing, and the next event follows at once.
   */
  subscribe(handler: EventHandler, options?: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

/** A subscriber: a promise when it has work to wait for, nothing when it is done already. */
export type EventHandler = (event: RecordedEvent) => Promise<void> | void;

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** Why an appendMany cannot be taken as asked (nothing, a stream with nothing, a stream twice), or null. */
export function refuseAppendMany(appends: StreamAppend[]): RangeError | null {
  if (appends.length === 0) return new RangeError('appendMany: no streams');
  const seen = new Set<string>();
  for (const { streamId, events } of appends) {
    if (events.length === 0) return new RangeError(`Stream ${streamId}: nothing to append`);
    if (seen.has(streamId)) return new RangeError(`Stream ${streamId}: named twice in one appendMany`);
    seen.add(streamId);
  }
  return null;
}
