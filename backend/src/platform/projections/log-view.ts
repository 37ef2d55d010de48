import { RecordedEvent } from '../event-store/event';
import { EventCatalog } from '../event-store/event-catalog';
import { EventCondition, EventField, EventQuery } from '../event-store/event-query';
import { EventStore } from '../event-store/event-store.port';
import { Collection, Doc, Filter, FindOptions } from '../read-store/read-store.port';

/** A document field as the event field holding it; `value` turns a compared value into that field's (a rate id into its stream). */
export type LogViewField = EventField | { field: EventField; value: (value: string | number) => string | number };

/**
 * A list read straight from the log: one document per event of its types, made by `toDoc`
 * when read. For what a read model would only copy from the log (an audit entry per event,
 * a point of a rate's history): nothing is projected, stored or rebuilt, and the event
 * store's own indexes answer the queries (ADR 0034).
 */
export interface LogView<D extends Doc> {
  name: string;
  /** The event types whose events are its documents; every type when absent. */
  types?: readonly string[];
  /** Each document field a query may compare or sort by, as an event field (`_id` is always the event id). */
  fields: Record<string, LogViewField>;
  /** The document of one event, upcast by the catalog (personal data stays sealed: it is opened when shown). */
  toDoc(event: RecordedEvent): D;
}

export const defineLogView = <D extends Doc>(view: LogView<D>): LogView<D> => view;

/** The reading part of a collection, which is all a log view has. */
export type LogCollection<D extends Doc> = Pick<Collection<D>, 'find' | 'findOne' | 'count'>;

/**
 * A log view as a read-only collection: the Mongo-style filters and sorts the resource
 * handlers build (equality, $in, $gte, $lte, $and over declared fields) become event
 * conditions. Anything else is a programming error, refused.
 */
export function logCollection<D extends Doc>(view: LogView<D>, store: EventStore, catalog: EventCatalog): LogCollection<D> {
  const toDocs = (events: RecordedEvent[]) => events.map((event) => view.toDoc(catalog.upcast(event)));
  const find = async (filter: Filter = {}, options: FindOptions = {}): Promise<D[]> =>
    toDocs(await store.queryEvents({ where: conditionsOf(view, filter), ...orderOf(view, options.sort), skip: options.skip, ...(options.limit ? { limit: options.limit } : {}) }));
  return {
    find,
    findOne: async (filter) => (await find(filter, { limit: 1 }))[0] ?? null,
    count: (filter = {}) => store.countEvents(conditionsOf(view, filter)),
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function fieldOf(view: LogView<Doc>, name: string): { field: EventField; value: (value: string | number) => string | number } {
  const declared = name === '_id' ? 'eventId' : Object.prototype.hasOwnProperty.call(view.fields, name) ? view.fields[name] : undefined;
  if (!declared) throw new Error(`${view.name} is read from the log and cannot be queried by ${name}`);
  return typeof declared === 'string' ? { field: declared, value: (value) => value } : declared;
}

const scalar = (view: LogView<Doc>, value: unknown): string | number => {
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${view.name}: only text and number values compare with the log`);
  return value;
};

export function conditionsOf(view: LogView<Doc>, filter: Filter): EventCondition[] {
  const where: EventCondition[] = view.types ? [{ field: 'type', in: view.types }] : [];
  const visit = (part: Filter) => {
    for (const [key, value] of Object.entries(part)) {
      if (key === '$and' && Array.isArray(value)) {
        for (const inner of value) visit(inner as Filter);
        continue;
      }
      const { field, value: convert } = fieldOf(view, key);
      if (!isPlainObject(value)) {
        where.push({ field, in: [convert(scalar(view, value))] });
        continue;
      }
      for (const [operator, operand] of Object.entries(value)) {
        if (operator === '$in' && Array.isArray(operand)) where.push({ field, in: operand.map((item) => convert(scalar(view, item))) });
        else if (operator === '$eq') where.push({ field, in: [convert(scalar(view, operand))] });
        else if (operator === '$gte') where.push({ field, gte: convert(scalar(view, operand)) });
        else if (operator === '$lte') where.push({ field, lte: convert(scalar(view, operand)) });
        else throw new Error(`${view.name} is read from the log and cannot apply ${operator}`);
      }
    }
  };
  visit(filter);
  return where;
}

/** The first sort key decides; a tie-breaker on _id gives way to log order (unique as well). */
function orderOf(view: LogView<Doc>, sort: FindOptions['sort']): Pick<EventQuery, 'orderBy' | 'direction'> {
  const [first] = Object.entries(sort ?? {});
  if (!first) return {};
  return { orderBy: fieldOf(view, first[0]).field, direction: first[1] === -1 ? 'descending' : 'ascending' };
}
