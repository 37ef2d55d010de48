import { EventStore } from '../../platform/event-store/event-store.port';
import { EventCause } from '../../platform/http/resource-history';

/** `process-<name>.<instance>`: the process manager's stream names it. */
const PROCESS_STREAM = /^process-([^.]+)\./;

/** Ids looked up per query: a cause may be the input of more than one process manager, and a query answers at most 1,000 events. */
const CHUNK = 250;

/**
 * Which of these ids are events in the log, with their type and the process manager that
 * acted on them (it records each input it handled, caused by that input): a policy's
 * History entry then names the process and the event that set it off.
 */
export async function eventCauses(store: EventStore, ids: string[]): Promise<Map<string, EventCause>> {
  const causes = new Map<string, EventCause>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const [events, handled] = await Promise.all([
      store.queryEvents({ where: [{ field: 'eventId', in: chunk }], limit: chunk.length }),
      store.queryEvents({ where: [{ field: 'causationId', in: chunk }, { field: 'type', in: ['ProcessInputHandled'] }] }),
    ]);
    const processOf = new Map(handled.map((event) => [event.metadata.causationId, PROCESS_STREAM.exec(event.streamId)?.[1] ?? null]));
    for (const event of events) causes.set(event.metadata.eventId, { type: event.type, process: processOf.get(event.metadata.eventId) ?? null });
  }
  return causes;
}
