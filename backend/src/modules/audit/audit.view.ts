import { Actor } from '../../platform/event-store/event';
import { defineLogView } from '../../platform/projections/log-view';

/** One event of any stream, for the audit log and each record's events (personal data sealed). */
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

/**
 * The audit log is the log itself, read through the event store's indexes (stream, type,
 * time, causation); it used to be a read model copying every event (ADR 0034).
 */
export const auditView = defineLogView<AuditDoc>({
  name: 'audit-events',
  fields: { streamId: 'streamId', type: 'type', position: 'position', occurredAt: 'occurredAt', correlationId: 'correlationId', causationId: 'causationId' },
  toDoc: (event) => ({
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
