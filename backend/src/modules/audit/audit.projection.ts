import { Actor } from '../../platform/event-store/event';
import { defineProjection } from '../../platform/projections/projection';

/** Every event of every stream, for the History tab of each back office record (personal data sealed). */
export interface AuditDoc {
  _id: string;
  streamId: string;
  revision: number;
  position: number;
  type: string;
  data: unknown;
  actor: Actor;
  occurredAt: string;
  correlationId: string;
  causationId: string;
}

export const AUDIT_COLLECTION = 'audit_events';

/** Fed every event type: canHandle is filled in with the catalog at start. */
export const auditProjection = (eventTypes: () => string[]) =>
  defineProjection<AuditDoc>({
    name: 'audit',
    version: 1,
    collection: AUDIT_COLLECTION,
    indexes: [{ fields: { position: 1 } }, { fields: { streamId: 1, position: 1 } }, { fields: { occurredAt: 1 } }],
    get canHandle() {
      return eventTypes();
    },
    documentIds: (event) => [event.metadata.eventId],
    sealedPersonalData: true, // opened when read, so erasing a person hides them here at once
    evolve: (_doc, event) => ({
      _id: event.metadata.eventId,
      streamId: event.streamId,
      revision: event.revision,
      position: event.position,
      type: event.type,
      data: event.data,
      actor: event.metadata.actor,
      occurredAt: event.metadata.occurredAt,
      correlationId: event.metadata.correlationId,
      causationId: event.metadata.causationId,
    }),
  });
