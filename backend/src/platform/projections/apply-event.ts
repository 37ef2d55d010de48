import { RecordedEvent } from '../event-store/event';
import { EventCatalog } from '../event-store/event-catalog';
import { Doc, ReadStore } from '../read-store/read-store.port';
import { Projected, Projection } from './projection';

/**
 * Applies one event to one projection. A document that has already seen this log position
 * (or a later one) is left alone, so delivering an event twice changes nothing.
 */
export async function applyEvent(readStore: ReadStore, projection: Projection, event: RecordedEvent): Promise<void> {
  if (!projection.canHandle.includes(event.type)) return;
  const collection = readStore.collection<Projected<Doc>>(projection.collection);
  for (const id of projection.documentIds(event)) {
    const current = await collection.findOne({ _id: id });
    if (current && current._position >= event.position) continue;
    const { _position, ...doc } = current ?? ({ _position: 0 } as Projected<Doc>);
    const next = projection.evolve(current ? (doc as Doc) : null, event);
    if (next === null) {
      if (current) await collection.deleteOne({ _id: id });
      continue;
    }
    await collection.replaceOne({ _id: id }, { ...next, _id: id, _position: event.position }, { upsert: true });
  }
}

/** Applies a raw event from the log: upcast, with personal data opened unless the projection keeps it sealed. */
export function projectEvent(readStore: ReadStore, projection: Projection, raw: RecordedEvent, catalog: EventCatalog): Promise<void> {
  if (!projection.canHandle.includes(raw.type)) return Promise.resolve();
  return applyEvent(readStore, projection, projection.sealedPersonalData ? catalog.upcast(raw) : catalog.read(raw));
}

/** Strips bookkeeping fields before a document leaves the server. */
export function withoutBookkeeping<D extends Doc>(doc: D): Omit<D, '_position'> {
  const { _position, ...rest } = doc as D & { _position?: number };
  return rest;
}
