import { RecordedEvent } from '../event-store/event';
import { EventCatalog } from '../event-store/event-catalog';
import { Doc, DocumentWrite, ProjectionCommit, ReadStore } from '../read-store/read-store.port';
import { Projection } from './projection';

/** Ids read per query when a batch loads the documents it touches. */
const LOAD_CHUNK = 500;

/** The event a projection could not apply, kept while the projection is parked. */
export interface PoisonEvent {
  eventId: string;
  position: number;
  type: string;
  error: string;
}

export interface BatchOutcome {
  /** The writes and the checkpoint to commit; null when the batch held nothing new for the projection. */
  commit: ProjectionCommit | null;
  /** Set when an event failed: the commit stops just before it. */
  poison: PoisonEvent | null;
}

/** Each raw event opened once per batch, however many projections read it. */
export class EventViews {
  private readonly opened = new Map<RecordedEvent, RecordedEvent>();
  private readonly sealed = new Map<RecordedEvent, RecordedEvent>();

  /** Without a catalog, events are taken as they are (tests of a projection alone). */
  constructor(private readonly catalog?: EventCatalog) {}

  /** Upcast, with personal data opened unless the projection keeps it sealed. */
  of(raw: RecordedEvent, keepSealed: boolean): RecordedEvent {
    if (!this.catalog) return raw;
    const cache = keepSealed ? this.sealed : this.opened;
    let view = cache.get(raw);
    if (!view) {
      view = keepSealed ? this.catalog.upcast(raw) : this.catalog.read(raw);
      cache.set(raw, view);
    }
    return view;
  }
}

/**
 * Applies a batch of events (log order) to one projection in memory: each touched document
 * is read once, evolved through every event, and written once. Events at or before `after`
 * (the projection's checkpoint) and events a document has already seen are skipped, so a
 * batch delivered twice changes nothing. An event whose evolve throws stops the batch there
 * (a poison event): what came before is committed, the projection is parked by the caller.
 */
export async function projectBatch(
  readStore: ReadStore,
  projection: Projection,
  target: string,
  after: number,
  events: readonly RecordedEvent[],
  views: EventViews,
): Promise<BatchOutcome> {
  let poison: PoisonEvent | null = null;
  // Only the events it handles become steps (a page holds thousands, most read models handle
  // few of them); `before` is where the checkpoint stops if that step's evolve fails.
  const steps: { event: RecordedEvent; view: RecordedEvent; ids: string[]; reads: string[]; before: number }[] = [];
  const handled = handledTypes(projection);
  let end = after;
  if (!handlesAny(handled, typesOf(events))) {
    // Nothing here for this read model (most pages, for most of them): only the checkpoint moves.
    const last = events.length ? events[events.length - 1].position : after;
    return last > after ? { commit: { collection: target, checkpoint: target, position: last, writes: [] }, poison: null } : { commit: null, poison: null };
  }
  for (const event of events) {
    if (event.position <= after) continue;
    if (handled.has(event.type)) {
      try {
        const view = views.of(event, projection.sealedPersonalData ?? false);
        steps.push({ event, view, ids: projection.documentIds(view), reads: projection.contextIds?.(view) ?? [], before: end });
      } catch (error) {
        poison = poisonOf(event, error);
        break;
      }
    }
    end = event.position;
  }
  if (end === after) return { commit: null, poison };

  // A document named by its event's own id (an audit entry, a history point) cannot exist
  // before that event: no lookup. Delivered again, the read store keeps the stored one
  // (its write lands only over an older document), so the result is the same.
  const wanted = new Set<string>();
  for (const step of steps) {
    for (const id of step.ids) if (id !== step.event.metadata.eventId) wanted.add(id);
    for (const id of step.reads) wanted.add(id);
  }
  const docs = wanted.size ? await load(readStore, target, [...wanted]) : new Map<string, { doc: Doc | null; position: number }>();
  const stored = new Set(docs.keys());
  const dirty = new Set<string>();
  let reached = end;
  // What an event's evolve reads of other documents: their state before it (its own writes are staged).
  const context = (id: string) => docs.get(id)?.doc ?? null;
  for (const { event, view, ids, before } of steps) {
    // Evolve every document the event touches before keeping any, so a failure leaves none half-applied.
    const staged: [string, Doc | null][] = [];
    try {
      for (const id of ids) {
        const current = docs.get(id);
        if (current && current.position >= event.position) continue;
        staged.push([id, projection.evolve(current?.doc ?? null, view, id, context)]);
      }
    } catch (error) {
      poison = poisonOf(event, error);
      reached = before;
      break;
    }
    for (const [id, doc] of staged) {
      docs.set(id, { doc: doc && (doc._id === id ? doc : { ...doc, _id: id }), position: event.position });
      dirty.add(id);
    }
  }
  if (reached === after) return { commit: null, poison };
  const writes: DocumentWrite[] = [...dirty].map((id) => ({ _id: id, doc: docs.get(id)!.doc, position: docs.get(id)!.position, stored: stored.has(id) }));
  return { commit: { collection: target, checkpoint: target, position: reached, writes }, poison };
}

/** Each canHandle list as a set, made once per list: the audit log's is computed, and made again only when the catalogue grows. */
const handledSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function handledTypes(projection: Projection): ReadonlySet<string> {
  const types = projection.canHandle; // read once per batch: a getter may compute it
  let set = handledSets.get(types);
  if (!set) handledSets.set(types, (set = new Set(types)));
  return set;
}

/** The event types of a page, found once however many read models look at it. */
const pageTypes = new WeakMap<readonly RecordedEvent[], ReadonlySet<string>>();
function typesOf(events: readonly RecordedEvent[]): ReadonlySet<string> {
  let types = pageTypes.get(events);
  if (!types) pageTypes.set(events, (types = new Set(events.map((event) => event.type))));
  return types;
}

function handlesAny(handled: ReadonlySet<string>, types: ReadonlySet<string>): boolean {
  for (const type of types) if (handled.has(type)) return true;
  return false;
}

/** The stored documents (bookkeeping stripped), with the position each has seen. */
async function load(readStore: ReadStore, target: string, ids: string[]): Promise<Map<string, { doc: Doc | null; position: number }>> {
  const docs = new Map<string, { doc: Doc | null; position: number }>();
  const collection = readStore.collection<Doc & { _position?: number }>(target);
  for (let i = 0; i < ids.length; i += LOAD_CHUNK) {
    for (const stored of await collection.find({ _id: { $in: ids.slice(i, i + LOAD_CHUNK) } })) {
      const { _position, ...doc } = stored;
      docs.set(stored._id, { doc, position: _position ?? 0 });
    }
  }
  return docs;
}

function poisonOf(event: RecordedEvent, error: unknown): PoisonEvent {
  return { eventId: event.metadata.eventId, position: event.position, type: event.type, error: error instanceof Error ? error.message : String(error) };
}

/**
 * Applies one event, as it is, to the projection's collection taken as its own physical
 * collection (for a projection's unit tests; the runner works in batches).
 */
export async function applyEvent(readStore: ReadStore, projection: Projection, event: RecordedEvent): Promise<void> {
  const { commit, poison } = await projectBatch(readStore, projection, projection.collection, 0, [event], new EventViews());
  if (poison) throw new Error(poison.error);
  if (commit) await readStore.commit([{ ...commit, checkpoint: `${projection.collection}:applied:${event.position}` }]);
}

/** Strips bookkeeping fields before a document leaves the server. */
export function withoutBookkeeping<D extends Doc>(doc: D): Omit<D, '_position'> {
  const { _position, ...rest } = doc as D & { _position?: number };
  return rest;
}
