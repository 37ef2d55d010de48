import type { RecordedEvent } from '../event-store/event';
import type { HistoryField } from './resource';

export interface HistoryEntry {
  eventId: string;
  type: string;
  occurredAt: string;
  actor: { kind: 'user' | 'system'; userId?: string; role?: string; name?: string | null };
  changes: { field: string; before: unknown; after: unknown }[];
}

/** Most entries one History answer holds (the latest ones). */
export const MAX_HISTORY = 500;

/** Ids, timestamps and who-did-it ids (invitedBy...) are what the entry itself says: record, time, actor by name. */
const BOOKKEEPING = /(^now$|^id$|Id$|At$|By$)/;

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A record's History from its streams' events (personal data already opened): who did
 * what and when, and per event the fields it set with their value before. An event that
 * carries `changes` (a profile update) shows those; any other shows its own fields.
 * Before-values are folded per stream, so two streams' same-named fields never mix.
 */
export function toHistory(events: RecordedEvent[], names: Map<string, string>, fields: Record<string, HistoryField> = {}): HistoryEntry[] {
  const known = new Map<string, Map<string, unknown>>();
  const entries = [...events]
    .sort((a, b) => a.position - b.position)
    .map((event) => {
      const state = known.get(event.streamId) ?? new Map<string, unknown>();
      known.set(event.streamId, state);
      const data = isPlainObject(event.data) ? event.data : {};
      const set = isPlainObject(data.changes) ? data.changes : data;
      const changes: HistoryEntry['changes'] = [];
      for (const [key, raw] of Object.entries(set)) {
        const shown = key in fields ? fields[key] : { name: key };
        if (!shown || BOOKKEEPING.test(key)) continue;
        const after = shown.toApi ? shown.toApi(raw) : raw;
        const before = state.has(shown.name) ? state.get(shown.name) : null;
        state.set(shown.name, after);
        if (JSON.stringify(before) !== JSON.stringify(after)) changes.push({ field: shown.name, before, after });
      }
      const actor = event.metadata.actor;
      return {
        eventId: event.metadata.eventId,
        type: event.type,
        occurredAt: event.metadata.occurredAt,
        actor: actor.kind === 'user' ? { kind: 'user' as const, userId: actor.userId, role: actor.role, name: names.get(actor.userId) ?? null } : { kind: 'system' as const },
        changes,
      };
    });
  return entries.slice(-MAX_HISTORY);
}
