import { RecordedEvent } from '../event-store/event';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore } from '../event-store/event-store.port';
import { Doc } from '../read-store/read-store.port';
import { Projection } from './projection';

/** Events read per page when a replay walks the log. */
const REPLAY_PAGE = 5000;
/** Widest window of log positions one filtered read covers. */
const MAX_WINDOW = 1_000_000;

export interface ReplayProgress {
  /** Events applied so far, and the log position reached out of the head it is heading for. */
  processed: number;
  position: number;
  head: number;
}

/**
 * Folds events through a projection's OWN evolve into documents kept in memory: the one
 * code path for as-of views, dated lists and analyst replays (no second implementation
 * that could drift from the read model). Events are upcast and, unless the projection
 * keeps them sealed, their personal data opened, exactly as the runner does.
 */
export class InMemoryReplay<D extends Doc = Doc> {
  readonly docs = new Map<string, D>();
  /** When the one document asked for (onlyId) last changed: the time of the last event that changed it. */
  changedAt: string | null = null;
  private readonly handled: Set<string>;

  constructor(
    private readonly projection: Projection<D>,
    private readonly catalog?: EventCatalog,
    /** Only this document (an as-of view of one record). */
    private readonly onlyId?: string,
  ) {
    this.handled = new Set(projection.canHandle);
  }

  apply(raw: RecordedEvent): void {
    if (!this.handled.has(raw.type)) return;
    const event = !this.catalog ? raw : this.projection.sealedPersonalData ? this.catalog.upcast(raw) : this.catalog.read(raw);
    // A read model whose evolve reads other documents (contextIds) needs them all built, not only the one asked for.
    const only = this.projection.contextIds ? undefined : this.onlyId;
    const context = (id: string) => this.docs.get(id) ?? null;
    // Each evolve sees the documents as they were before the event, as the runner's do.
    const staged: [string, D | null][] = [];
    for (const id of this.projection.documentIds(event)) {
      if (only !== undefined && id !== only) continue;
      staged.push([id, this.projection.evolve(this.docs.get(id) ?? null, event, id, context)]);
    }
    for (const [id, next] of staged) {
      if (id === this.onlyId && next !== (this.docs.get(id) ?? null)) this.changedAt = event.metadata.occurredAt;
      // Copied only when evolve did not name it (most do): a million-event replay makes no copy per event.
      if (next) this.docs.set(id, next._id === id ? next : { ...next, _id: id });
      else this.docs.delete(id);
    }
  }
}

/**
 * One record as it stood at `asOf`: its streams' events up to then, merged in log order; or,
 * with `from: 'log'`, every event of the projection's types up to then (for a read model
 * that also folds events of streams the record cannot name, e.g. reviews into a service).
 */
export async function recordAsOf<D extends Doc>(
  deps: { store: EventStore; catalog: EventCatalog },
  projection: Projection<D>,
  streams: string[],
  id: string,
  asOf: Date,
  from: 'streams' | 'log' = 'streams',
): Promise<{ doc: D | null; revision: number; changedAt: string | null }> {
  if (from === 'log') {
    const [replay, own] = await Promise.all([replayLogInto(deps, projection, { toTime: asOf, onlyId: id }), deps.store.readStream(streams[0])]);
    const until = asOf.toISOString();
    const then = own.filter((event) => event.metadata.occurredAt <= until);
    return { doc: replay.docs.get(id) ?? null, revision: then.length ? then[then.length - 1].revision : -1, changedAt: replay.changedAt };
  }
  const perStream = await Promise.all(streams.map((stream) => deps.store.readStream(stream)));
  // occurredAt is always toISOString() (UTC, fixed width): compared as text, no parsing per event.
  const until = asOf.toISOString();
  const upTo = (events: RecordedEvent[]) => events.filter((event) => event.metadata.occurredAt <= until);
  const replay = new InMemoryReplay(projection, deps.catalog, id);
  const events = perStream.length === 1 ? upTo(perStream[0]) : perStream.flatMap(upTo).sort((a, b) => a.position - b.position);
  for (const event of events) replay.apply(event);
  const own = upTo(perStream[0] ?? []);
  return { doc: replay.docs.get(id) ?? null, revision: own.length ? own[own.length - 1].revision : -1, changedAt: replay.changedAt };
}

/**
 * Replays the log (only the projection's event types) from the beginning up to `toTime`
 * (inclusive) into memory, a page at a time, reporting progress after each page.
 */
export async function replayLog<D extends Doc>(
  deps: { store: EventStore; catalog?: EventCatalog },
  projection: Projection<D>,
  options: { toTime?: Date; onProgress?: (progress: ReplayProgress) => void; onlyId?: string } = {},
): Promise<Map<string, D>> {
  return (await replayLogInto(deps, projection, options)).docs;
}

async function replayLogInto<D extends Doc>(
  deps: { store: EventStore; catalog?: EventCatalog },
  projection: Projection<D>,
  options: { toTime?: Date; onProgress?: (progress: ReplayProgress) => void; onlyId?: string },
): Promise<InMemoryReplay<D>> {
  const replay = new InMemoryReplay(projection, deps.catalog, options.onlyId);
  const progress: ReplayProgress = { processed: 0, position: 0, head: await deps.store.headPosition() };
  const types = [...projection.canHandle];
  // Read in windows of positions: a filtered read orders the matching events of each type
  // after `after`, so an unbounded one would sort the whole rest of the log for every page.
  // The window grows while the types are sparse and stays while pages come full.
  let window = REPLAY_PAGE;
  while (progress.position < progress.head) {
    const toPosition = Math.min(progress.head, progress.position + window);
    const page = await deps.store.readAll({ after: progress.position, maxCount: REPLAY_PAGE, types, toTime: options.toTime, toPosition });
    for (const event of page) replay.apply(event);
    progress.processed += page.length;
    if (page.length === REPLAY_PAGE) progress.position = page[page.length - 1].position;
    else {
      progress.position = toPosition;
      window = Math.min(window * 2, MAX_WINDOW);
    }
    options.onProgress?.({ ...progress });
  }
  return replay;
}
