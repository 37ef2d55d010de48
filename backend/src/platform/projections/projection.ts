import { RecordedEvent } from '../event-store/event';
import { Doc } from '../read-store/read-store.port';

/**
 * A read model, Emmett style: which events it handles, which documents an event touches,
 * and a pure evolve(doc | null, event) -> doc | null (null deletes). Bump `version` to
 * have it rebuilt from the log.
 */
export interface Projection<D extends Doc = Doc> {
  name: string;
  version: number;
  collection: string;
  canHandle: readonly string[];
  documentIds(event: RecordedEvent): string[];
  /** Receive personal data still sealed (e.g. the audit log, which opens it at read time). */
  sealedPersonalData?: boolean;
  evolve(doc: D | null, event: RecordedEvent): D | null;
}

/** Stored documents remember the last log position applied to them (idempotent replay). */
export type Projected<D extends Doc> = D & { _position: number };

export const checkpointName = (projection: Pick<Projection, 'name' | 'version'>) => `${projection.name}@v${projection.version}`;

export const defineProjection = <D extends Doc>(projection: Projection<D>): Projection<D> => projection;
