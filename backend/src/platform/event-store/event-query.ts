import { RecordedEvent } from './event';

/**
 * What a query over the log may compare: an event's own columns, the correlation and
 * causation ids of its metadata, or a top-level field of its data (`data.<name>`).
 */
export type EventField = 'eventId' | 'streamId' | 'type' | 'position' | 'occurredAt' | 'correlationId' | 'causationId' | `data.${string}`;

/** One condition: the field equals one of `in`, and/or lies within gte..lte (inclusive). Every condition of a query must hold. */
export interface EventCondition {
  field: EventField;
  in?: readonly (string | number)[];
  gte?: string | number;
  lte?: string | number;
}

/** A page of the events matching every condition, in the order asked (ties in log order). */
export interface EventQuery {
  where: readonly EventCondition[];
  orderBy?: EventField;
  direction?: 'ascending' | 'descending';
  skip?: number;
  /** At most this many (the adapters cap it: MAX_EVENT_QUERY). */
  limit?: number;
}

/** Most events one query answers. */
export const MAX_EVENT_QUERY = 1000;

/** Top-level data fields only, named as code names them: a name is spliced into a JSON path. */
const DATA_FIELD = /^data\.([A-Za-z][A-Za-z0-9]{0,63})$/;

/** The data field a `data.<name>` names; throws on anything else (the name comes from code, never a client). */
export function dataFieldName(field: EventField): string | null {
  if (!field.startsWith('data.')) return null;
  const name = DATA_FIELD.exec(field)?.[1];
  if (!name) throw new RangeError(`Not a queryable data field: ${field}`);
  return name;
}

/** The value of a field in an event (undefined when absent). */
export function eventFieldValue(event: RecordedEvent, field: EventField): unknown {
  switch (field) {
    case 'eventId':
      return event.metadata.eventId;
    case 'streamId':
      return event.streamId;
    case 'type':
      return event.type;
    case 'position':
      return event.position;
    case 'occurredAt':
      return event.metadata.occurredAt;
    case 'correlationId':
      return event.metadata.correlationId;
    case 'causationId':
      return event.metadata.causationId;
    default: {
      const data = event.data;
      return data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[dataFieldName(field)!] : undefined;
    }
  }
}

/** Whether an event meets every condition (values of different types never match). */
export function matchesEvent(event: RecordedEvent, where: readonly EventCondition[]): boolean {
  return where.every((condition) => {
    const value = eventFieldValue(event, condition.field);
    if (typeof value !== 'string' && typeof value !== 'number') return false;
    if (condition.in && !condition.in.includes(value)) return false;
    if (condition.gte !== undefined && (typeof value !== typeof condition.gte || value < condition.gte)) return false;
    if (condition.lte !== undefined && (typeof value !== typeof condition.lte || value > condition.lte)) return false;
    return true;
  });
}

/** The query's order as a comparator (for adapters that sort in memory); log order breaks ties. */
export function eventOrder(query: Pick<EventQuery, 'orderBy' | 'direction'>): (a: RecordedEvent, b: RecordedEvent) => number {
  const field = query.orderBy ?? 'position';
  const sign = query.direction === 'descending' ? -1 : 1;
  return (a, b) => {
    const x = eventFieldValue(a, field) as string | number | undefined;
    const y = eventFieldValue(b, field) as string | number | undefined;
    if (x !== y) {
      if (x === undefined) return -sign;
      if (y === undefined) return sign;
      return x < y ? -sign : sign;
    }
    return (a.position - b.position) * sign;
  };
}

/** A conjunction that no event can meet (an empty `in` list). */
export const matchesNothing = (where: readonly EventCondition[]): boolean => where.some((condition) => condition.in?.length === 0);
