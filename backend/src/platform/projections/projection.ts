import { RecordedEvent } from '../event-store/event';
import { withCollectionNeeds } from '../read-store/collection-needs';
import { CollectionSpec, Doc, IndexSpec } from '../read-store/read-store.port';

/**
 * A read model, Emmett style: which events it handles, which documents an event touches,
 * and a pure evolve(doc | null, event) -> doc | null (null deletes). Bump `version` to
 * have it rebuilt from the log into a new collection (blue/green, see ProjectionRunner).
 */
export interface Projection<D extends Doc = Doc> {
  name: string;
  version: number;
  /** Logical collection name: what readers pass to readStore.collection(); an alias of the live physical one. */
  collection: string;
  canHandle: readonly string[];
  documentIds(event: RecordedEvent): string[];
  /**
   * Receive personal data still sealed (e.g. the audit log, which opens it at read time; or
   * events that carry none). A rebuild drops the copy it replaced without zeroing its pages.
   */
  sealedPersonalData?: boolean;
  /** The fields readers filter and sort on, in index order: each becomes a real index. */
  indexes?: IndexSpec[];
  /** Fields searched with `{ $text: { $search } }` (trigram full-text index). */
  search?: string[];
  /**
   * Documents of this read model an event's evolve reads without writing them: what earlier
   * events left there (a booking's service name for the notices of its later events). Each
   * evolve of the event gets them through `context`, as they stood before the event.
   */
  contextIds?(event: RecordedEvent): string[];
  /** `id` is the document's id: an event touching several documents (one per recipient) builds each from it. */
  evolve(doc: D | null, event: RecordedEvent, id: string, context?: (id: string) => D | null): D | null;
}

/** Stored documents remember the last log position applied to them (idempotent replay). */
export type Projected<D extends Doc> = D & { _position: number };

/**
 * The physical collection a version of a projection builds into; `generation` > 0 for an
 * on-demand rebuild of the same version. Its checkpoint has the same name.
 */
export const physicalName = (projection: Pick<Projection, 'collection' | 'version'>, generation = 0) =>
  `${projection.collection}_v${projection.version}${generation ? `_r${generation}` : ''}`;

/** Physical collections of this version (the first build and its on-demand rebuilds). */
export const isVersionOf = (projection: Pick<Projection, 'collection' | 'version'>, physical: string | null) =>
  physical !== null && (physical === physicalName(projection) || physical.startsWith(`${physicalName(projection)}_r`));

/** The projection's own indexes and search fields, plus those its readers declared (collection-needs.ts). */
export const collectionSpec = (projection: Projection): CollectionSpec =>
  withCollectionNeeds(projection.collection, { indexes: projection.indexes ?? [], search: projection.search ?? [] });

export const defineProjection = <D extends Doc>(projection: Projection<D>): Projection<D> => projection;
