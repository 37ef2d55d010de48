import {
  ANY,
  AllStreamRecordedEvent,
  AppendExpectedRevision,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  JSONType,
  NO_STREAM,
  Position,
  ReadPosition,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
} from '@eventstore/db-client';
import { EventMetadata, NewEvent, RecordedEvent } from './event';
import {
  AppendResult,
  EventHandler,
  EventStore,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  refuseAppendMany,
  StreamAppend,
  SubscribeOptions,
  Subscription,
  WrongExpectedRevisionError,
} from './event-store.port';
import { EventCondition, EventQuery, eventOrder, MAX_EVENT_QUERY, matchesEvent, matchesNothing } from './event-query';

/** Events per $all read when system events must be skipped client-side. */
const PAGE_SIZE = 500;

type StoredEvent = { streamId: string; revision: bigint; type: string; data: unknown; metadata: unknown; position?: Position };

/**
 * The scale-out event store: EventStoreDB / KurrentDB over gRPC, chosen by EVENTSTORE_URL.
 * Positions are commit positions of $all (unique per event for gRPC appends; not contiguous).
 * Event ids must be UUIDs: the server stores them as such.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<Subscription>();

  /** Connects lazily: nothing goes over the wire until the first call. */
  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError(`Stream ${streamId}: nothing to append`);
    const data = events.map((event) =>
      jsonEvent({
        id: event.metadata.eventId,
        type: event.type,
        data: (event.data ?? null) as JSONType,
        metadata: event.metadata as unknown as JSONType,
      }),
    );
    try {
      const result = await this.client.appendToStream(streamId, data, { expectedRevision: toExpected(expected) });
      // An idempotent retry is acknowledged without a position: look up the original last event's.
      const position = result.position ?? (await this.positionOf(streamId, result.nextExpectedRevision));
      return { nextExpectedRevision: Number(result.nextExpectedRevision), position: toPosition(position) };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
        throw new WrongExpectedRevisionError(streamId, expected, actual);
      }
      throw error;
    }
  }

  readonly atomicAcrossStreams = false;

  /**
   * No transaction spans streams here: every expected revision is checked first (a stale
   * batch writes nothing), then the streams are appended one by one. Only a writer landing
   * between the check and the appends can leave part of a batch written, and that append
   * still fails on its own revision.
   */
  async appendMany(appends: StreamAppend[]): Promise<AppendResult[]> {
    const refusal = refuseAppendMany(appends);
    if (refusal) throw refusal;
    for (const { streamId, events, expected } of appends) {
      if (expected === 'any') continue;
      const [last] = await this.readStream(streamId, { direction: 'backwards', maxCount: 1 });
      const actual = last ? last.revision : 'no_stream';
      if (actual === expected) continue;
      // The same batch already stored (a retry) is not a conflict: append() answers it idempotently.
      const [next] = await this.readStream(streamId, { fromRevision: expected === 'no_stream' ? 0 : expected + 1, maxCount: 1 });
      if (next?.metadata.eventId !== events[0].metadata.eventId) throw new WrongExpectedRevisionError(streamId, expected, actual);
    }
    const results: AppendResult[] = [];
    for (const { streamId, events, expected } of appends) results.push(await this.append(streamId, events, expected));
    return results;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    if (options.maxCount === 0) return [];
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.fromRevision === undefined ? (backwards ? END : START) : BigInt(options.fromRevision),
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      });
      for await (const resolved of read) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    if (options.types !== undefined || options.toPosition !== undefined || options.toTime !== undefined) return this.readAllFiltered(options);
    const wanted = options.maxCount ?? Number.POSITIVE_INFINITY;
    const events: RecordedEvent[] = [];
    // $all reads are inclusive of fromPosition, and system events count against maxCount: page and filter here.
    let seen = options.after ?? -1;
    let from: ReadPosition = options.after ? at(options.after) : START;
    while (events.length < wanted) {
      const page = await this.readAllPage(from, FORWARDS);
      for (const event of page) {
        const position = toPosition(event.position);
        if (position <= seen) continue;
        seen = position;
        if (!isSystemEvent(event)) events.push(toRecordedEvent(event));
        if (events.length === wanted) break;
      }
      if (page.length < PAGE_SIZE) break;
      from = page[page.length - 1]!.position;
    }
    return events;
  }

  /**
   * Types are filtered on the server (an event type regex on a catch-up subscription of $all,
   * which reads need not scan client-side); the read ends at the head it found on entry,
   * at toPosition, at maxCount, or when the server reports it caught up. toTime is checked
   * on each delivered event (occurredAt lives in the metadata, which the server cannot index).
   */
  private async readAllFiltered(options: ReadAllOptions): Promise<RecordedEvent[]> {
    if (options.types?.length === 0 || options.maxCount === 0) return [];
    const after = options.after ?? 0;
    const bound = Math.min(options.toPosition ?? Number.POSITIVE_INFINITY, await this.headPosition());
    if (bound <= after) return [];
    const toTime = options.toTime === undefined ? undefined : new Date(options.toTime).toISOString();
    const wanted = options.maxCount ?? Number.POSITIVE_INFINITY;
    let finished = false;
    const checkpoints = {
      checkpointInterval: 1,
      checkpointReached: (_: unknown, position: Position) => {
        if (toPosition(position) >= bound) finish();
      },
    };
    const source = this.client.subscribeToAll({
      fromPosition: after > 0 ? at(after) : START,
      filter: options.types
        ? eventTypeFilter({ regex: `^(?:${options.types.map(escapeRegex).join('|')})$`, ...checkpoints })
        : excludeSystemEvents(checkpoints),
    });
    const finish = () => {
      finished = true;
      source.destroy();
    };
    source.once('caughtUp', finish);
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of source) {
        if (!resolved.event || isSystemEvent(resolved.event)) continue;
        const event = toRecordedEvent(resolved.event);
        if (event.position <= after) continue; // `after` is exclusive
        if (event.position > bound) break;
        if (toTime === undefined || event.metadata.occurredAt <= toTime) events.push(event);
        if (event.position >= bound || events.length >= wanted) break;
      }
    } catch (error) {
      // finish() ends the stream with a premature-close error: the read is complete, not failed.
      if (!finished) throw error;
    } finally {
      await source.unsubscribe().catch(() => undefined);
    }
    return events;
  }

  async queryEvents(query: EventQuery): Promise<RecordedEvent[]> {
    const limit = Math.min(query.limit ?? MAX_EVENT_QUERY, MAX_EVENT_QUERY);
    if (matchesNothing(query.where) || limit <= 0) return [];
    const skip = Math.max(0, query.skip ?? 0);
    return (await this.matching(query.where)).sort(eventOrder(query)).slice(skip, skip + limit);
  }

  async countEvents(where: readonly EventCondition[]): Promise<number> {
    return matchesNothing(where) ? 0 : (await this.matching(where)).length;
  }

  /**
   * The server indexes streams and (through the $all filter) types, nothing else: named
   * streams are read whole, otherwise $all with the types filtered on the server, and every
   * other condition is checked here. A query without streams scans the log: lists read from
   * the log suit a modest EventStoreDB log; a large one wants them as read models.
   */
  private async matching(where: readonly EventCondition[]): Promise<RecordedEvent[]> {
    const named = (field: string) => where.filter((c) => c.field === field && c.in).map((c) => c.in!.map(String));
    const streams = named('streamId').reduce<string[] | null>((all, list) => (all ? all.filter((s) => list.includes(s)) : list), null);
    const types = named('type').reduce<string[] | null>((all, list) => (all ? all.filter((t) => list.includes(t)) : list), null);
    const candidates = streams
      ? (await Promise.all([...new Set(streams)].map((stream) => this.readStream(stream)))).flat()
      : await this.readAll(types ? { types } : {});
    return candidates.filter((event) => matchesEvent(event, where));
  }

  async headPosition(): Promise<number> {
    let from: ReadPosition = END;
    for (;;) {
      const page = await this.readAllPage(from, BACKWARDS);
      const last = page.find((event) => !isSystemEvent(event));
      if (last) return toPosition(last.position);
      if (page.length < PAGE_SIZE) return 0;
      from = page[page.length - 1]!.position;
    }
  }

  subscribe(handler: EventHandler, options: SubscribeOptions = {}): Subscription {
    const after = options.after ?? 0;
    let stopped = false;
    const source = this.client.subscribeToAll({
      fromPosition: after > 0 ? at(after) : START,
      filter: excludeSystemEvents(),
    });

    const run = async () => {
      try {
        // for await pulls the next event only after the handler resolved: delivery stays ordered and serial.
        for await (const resolved of source) {
          if (stopped) return;
          if (!resolved.event || isSystemEvent(resolved.event)) continue;
          const event = toRecordedEvent(resolved.event);
          if (event.position <= after) continue; // `after` is exclusive
          await handler(event);
        }
      } catch (error) {
        // Cancelling on stop() ends the stream with a premature-close error: not a failure.
        if (!stopped) reportSubscriptionError(error, options);
      } finally {
        stopped = true;
        await source.unsubscribe().catch(() => undefined);
      }
    };

    const finished = run().finally(() => this.subscriptions.delete(subscription));
    const subscription: Subscription = {
      stop: async () => {
        stopped = true;
        source.destroy();
        await finished;
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.client.dispose();
  }

  private async readAllPage(fromPosition: ReadPosition, direction: typeof FORWARDS | typeof BACKWARDS) {
    const page: AllStreamRecordedEvent[] = [];
    for await (const resolved of this.client.readAll({ fromPosition, direction, maxCount: PAGE_SIZE })) {
      if (resolved.event) page.push(resolved.event);
    }
    return page;
  }

  private async positionOf(streamId: string, revision: bigint): Promise<Position | undefined> {
    const [event] = await this.readStream(streamId, { fromRevision: Number(revision), maxCount: 1 });
    return event && event.position >= 0 ? at(event.position) : undefined;
  }
}

function toExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

/** gRPC appends write each event as its own committed record, so commit === prepare. */
function at(position: number): Position {
  return { commit: BigInt(position), prepare: BigInt(position) };
}

/** -1 when the server did not say (stream reads on servers older than 22.6 carry no position). */
function toPosition(position: Position | undefined): number {
  if (!position || position.commit < 0n || position.commit >= 2n ** 63n) return -1;
  return Number(position.commit);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isSystemEvent(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function toRecordedEvent(event: StoredEvent): RecordedEvent {
  return {
    streamId: event.streamId,
    revision: Number(event.revision),
    position: toPosition(event.position),
    type: event.type,
    data: event.data,
    metadata: event.metadata as EventMetadata,
  };
}

function reportSubscriptionError(error: unknown, options: SubscribeOptions): void {
  try {
    if (options.onError) return options.onError(error);
  } catch (onErrorFailure) {
    error = onErrorFailure; // a throwing onError must not turn stop() into a rejection
  }
  console.error('Event store subscription stopped after an error', error);
}
