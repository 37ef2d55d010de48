import type { RecordedEvent } from '../event-store/event';
import type { HistoryField } from './resource';
import { isMoneyColumn, toCsv } from '@bazaar/common';
import { endOfBusinessDay } from '../domain/business-day';
import { DomainError } from '../domain/domain-error';

export interface HistoryEntry {
  eventId: string;
  type: string;
  occurredAt: string;
  /** A person by name and role, or the system with its reason (the scheduler, an anonymous request...). */
  actor: { kind: 'user' | 'system'; userId?: string; role?: string; name?: string | null; reason?: string };
  /** Set when a policy or process acted on another event: that event, and the process manager's name. */
  causedBy?: EventCause & { eventId: string };
  changes: { field: string; before: unknown; after: unknown }[];
}

/** The event that caused another (its causationId), and which process manager turned it into a command. */
export interface EventCause {
  type: string;
  process: string | null;
}

/** Looks causing events up by id; provided by the app (the audit log holds every event). */
export const EVENT_CAUSES = Symbol('EVENT_CAUSES');
export type EventCauses = (eventIds: string[]) => Promise<Map<string, EventCause>>;

/** History filters: by actor (user id or 'system'), event type and time (ISO, inclusive). */
export interface HistoryFilter {
  actor?: string;
  type?: string;
  from?: string;
  to?: string;
}

/** Most entries one History answer holds (the latest ones). */
export const MAX_HISTORY = 500;

/**
 * Ids, timestamps and who-did-it ids (invitedBy...) are what the entry itself says: record, time,
 * actor by name. A courier's tracking number is no such id: a corrected one must show.
 */
const BOOKKEEPING = /(^now$|^id$|(?<!^tracking)Id$|At$|By$)/;

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A record's History from its streams' events (personal data already opened): who did
 * what and when, and per event the fields it set with their value before. An event that
 * carries `changes` (a profile update) shows those; any other shows its own fields.
 * Before-values are folded per stream, so two streams' same-named fields never mix.
 */
export function toHistory(
  events: RecordedEvent[],
  names: Map<string, string>,
  fields: Record<string, HistoryField> = {},
  causes: Map<string, EventCause> = new Map(),
  filter: HistoryFilter = {},
  /** Per stream, the shown values it stands at before its first event (a built-in record's, ResourceDeclaration.historyStart). */
  start: Record<string, Record<string, unknown>> = {},
): HistoryEntry[] {
  const known = new Map<string, Map<string, unknown>>(Object.entries(start).map(([stream, values]) => [stream, new Map(Object.entries(values))]));
  const entries = [...events]
    .sort((a, b) => a.position - b.position)
    .map((event) => {
      const state = known.get(event.streamId) ?? new Map<string, unknown>();
      known.set(event.streamId, state);
      const data = isPlainObject(event.data) ? event.data : {};
      const set = isPlainObject(data.changes) ? data.changes : data;
      const changes: HistoryEntry['changes'] = [];
      for (const [key, raw] of Object.entries(set)) {
        // A field the resource declares is shown as declared, even when its name reads like bookkeeping (upiId).
        const shown = key in fields ? fields[key] : BOOKKEEPING.test(key) ? null : { name: key };
        if (!shown) continue;
        const after = shown.toApi ? shown.toApi(raw, set) : raw;
        const before = state.has(shown.name) ? state.get(shown.name) : null;
        state.set(shown.name, after);
        if (JSON.stringify(before) !== JSON.stringify(after)) changes.push({ field: shown.name, before, after });
      }
      const actor = event.metadata.actor;
      const cause = causes.get(event.metadata.causationId);
      const entry: HistoryEntry = {
        eventId: event.metadata.eventId,
        type: event.type,
        occurredAt: event.metadata.occurredAt,
        actor:
          actor.kind === 'user'
            ? { kind: 'user', userId: actor.userId, role: actor.role, name: names.get(actor.userId) ?? null }
            : { kind: 'system', ...(actor.reason && { reason: actor.reason }) },
        ...(cause && { causedBy: { eventId: event.metadata.causationId, ...cause } }),
        changes,
      };
      return entry;
    });
  // Filtered after the fold: before-values come from every earlier event, shown or not.
  return entries.filter((entry) => matches(entry, filter)).slice(-MAX_HISTORY);
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instants a History filter spans, both inclusive: a day written alone is India's whole
 * business day (`to=2026-11-28` keeps that evening's changes, not only those before midnight
 * UTC). A period ending before it starts is refused, naming `to`.
 */
export function historyWindow(filter: Pick<HistoryFilter, 'from' | 'to'>): { from: number; to: number } {
  const end = (day: string) => endOfBusinessDay(day)?.getTime() ?? Number.NaN;
  const from = !filter.from ? -Infinity : DAY_ONLY.test(filter.from) ? end(filter.from) - 86_400_000 + 1 : Date.parse(filter.from);
  const to = !filter.to ? Infinity : DAY_ONLY.test(filter.to) ? end(filter.to) : Date.parse(filter.to);
  if (Number.isNaN(from)) throw DomainError.invalid({ from: 'from must be an ISO-8601 date-time' });
  if (Number.isNaN(to)) throw DomainError.invalid({ to: 'to must be an ISO-8601 date-time' });
  if (to < from) throw DomainError.invalid({ to: 'to must not be before from' });
  return { from, to };
}

function matches(entry: HistoryEntry, filter: HistoryFilter): boolean {
  if (filter.actor && (filter.actor === 'system' ? entry.actor.kind !== 'system' : entry.actor.userId !== filter.actor)) return false;
  if (filter.type && entry.type !== filter.type) return false;
  const at = Date.parse(entry.occurredAt);
  const window = historyWindow(filter);
  return at >= window.from && at <= window.to;
}

const HISTORY_COLUMNS = ['occurredAt', 'eventId', 'type', 'actorKind', 'actorName', 'actorRole', 'actorUserId', 'process', 'causedByType', 'causedByEventId', 'field', 'before', 'after'];

/** The History as CSV: one line per changed field (an event that sets none gets one line). */
export function historyCsv(entries: HistoryEntry[]): string {
  const rows = entries.flatMap((entry) => {
    const common = {
      occurredAt: entry.occurredAt,
      eventId: entry.eventId,
      type: entry.type,
      actorKind: entry.actor.kind,
      actorName: entry.actor.kind === 'user' ? entry.actor.name : entry.actor.reason ?? 'system',
      actorRole: entry.actor.role,
      actorUserId: entry.actor.userId,
      process: entry.causedBy?.process,
      causedByType: entry.causedBy?.type,
      causedByEventId: entry.causedBy?.eventId,
    };
    return entry.changes.length ? entry.changes.map((change) => ({ ...common, ...change })) : [common];
  });
  // A change's values are money when its field is (a rate's currentRate); `...Paise` fields stay whole paise, as the events keep them.
  return toCsv(HISTORY_COLUMNS, rows, (column, row) => (column === 'before' || column === 'after') && isMoneyColumn(String(row.field)));
}
