import { EventCause } from '../../platform/http/resource-history';
import { ReadStore } from '../../platform/read-store/read-store.port';
import { AUDIT_COLLECTION, AuditDoc } from './audit.projection';

/** `process-<name>.<instance>`: the process manager's stream names it. */
const PROCESS_STREAM = /^process-([^.]+)\./;

/**
 * Which of these ids are events in the log, with their type and the process manager that
 * acted on them (it records each input it handled, caused by that input): a policy's
 * History entry then names the process and the event that set it off.
 */
export async function eventCauses(readStore: ReadStore, ids: string[]): Promise<Map<string, EventCause>> {
  if (!ids.length) return new Map();
  const audit = readStore.collection<AuditDoc>(AUDIT_COLLECTION);
  const [events, handled] = await Promise.all([
    audit.find({ _id: { $in: ids } }),
    audit.find({ $and: [{ causationId: { $in: ids } }, { type: 'ProcessInputHandled' }] }),
  ]);
  const processOf = new Map(handled.map((doc) => [doc.causationId, PROCESS_STREAM.exec(doc.streamId)?.[1] ?? null]));
  return new Map(events.map((doc) => [doc._id, { type: doc.type, process: processOf.get(doc._id) ?? null }]));
}
