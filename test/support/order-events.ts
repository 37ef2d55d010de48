import { EventCatalog } from '../../backend/src/platform/event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { toNewEvents } from '../../backend/src/platform/event-store/metadata';
import { randomUUID } from 'node:crypto';
import { TestApp } from './app';

/** Appends one event of another context to the app's log, as that context's command would (for read models fed by the bus). */
export async function appendEvent(t: TestApp, type: string, data: Record<string, unknown>, context = 'orders') {
  const catalog = t.app.get(EventCatalog);
  if (catalog.contextOf(type) === 'unknown') catalog.register({ type, context, schemaVersion: 1 });
  const id = randomUUID();
  const ctx = { actor: { kind: 'system' as const, reason: 'test' }, correlationId: id, causationId: id, now: new Date() };
  return t.app.get<EventStore>(EVENT_STORE).append(`test-${id}`, toNewEvents([{ type, data }], ctx), 'no_stream');
}
