import { controlOrBidiMessage, hasControlOrBidi } from '@bazaar/common';
import { endOfBusinessDay } from '../domain/business-day';
import { DomainError } from '../domain/domain-error';
import type { Filter, Sort } from '../read-store/read-store.port';
import { duplicateKeyMessage, duplicateKeyOf } from './json-body';
import type { ResourceField, ResourceFields } from './resource-fields';

/** The query string react-admin's ra-data-simple-rest sends for getList / getMany. */
export interface ListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface StoreQuery {
  filter: Filter;
  sort: Sort;
  skip: number;
  limit: number;
}

/** Most records one page may ask for (the back office's Daily Rates page reads up to 1,000). */
export const MAX_PAGE = 1000;
const MAX_VALUES = 1000;
const MAX_STRING = 200;
const MAX_SEARCH = 100;
const NUMBER_TEXT = /^-?\d{1,15}(\.\d{1,6})?$/;
const DATE_TEXT = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;
const DATE_MESSAGE = 'must be a date YYYY-MM-DD or a date-time YYYY-MM-DDTHH:mm[:ss[.sss]][Z|±hh:mm]';

/** A day that is on the calendar and a time on the clock: Date.parse rolls 2026-02-30 forward to March 2nd. */
const isRealDate = (text: string): boolean => {
  const match = DATE_TEXT.exec(text);
  if (!match || endOfBusinessDay(match[1]) === null) return false;
  const [hours, minutes, seconds, offsetHours, offsetMinutes] = match.slice(2).map((part) => (part === undefined ? 0 : Number(part)));
  return hours <= 23 && minutes <= 59 && seconds <= 59 && offsetHours <= 23 && offsetMinutes <= 59 && !Number.isNaN(Date.parse(text));
};

const bad = (field: string, message: string): never => {
  throw DomainError.invalid({ [field]: message });
};

const parseJson = (value: unknown, name: string): unknown => {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return bad(name, `${name} must be JSON`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return bad(name, `${name} must be JSON`);
  }
  // As in a body: a key given twice ('{"status":"a","status":"b"}') is refused, naming it.
  const twice = duplicateKeyOf(value);
  return twice === null ? parsed : bad(twice, duplicateKeyMessage(twice));
};

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** One filter value of a field, checked and converted to what is stored; never an object. */
function scalar(name: string, spec: ResourceField, value: unknown): string | number | boolean {
  switch (spec.kind) {
    case 'id':
    case 'string':
      if (typeof value !== 'string' && typeof value !== 'number') return bad(name, `${name} must be a text value`);
      if (String(value).length > MAX_STRING) return bad(name, `${name} must be at most ${MAX_STRING} characters`);
      // The rule every typed text keeps (docs/api.md), so a filter is refused what its field would be.
      if (hasControlOrBidi(String(value))) return bad(name, controlOrBidiMessage(name));
      return String(value);
    case 'enum': {
      const named = typeof value === 'string' && spec.aliases && Object.hasOwn(spec.aliases, value) ? spec.aliases[value] : value;
      if (typeof named !== 'string' || !spec.values!.includes(named)) return bad(name, `${name} must be one of ${spec.values!.join(', ')}`);
      return named;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      return bad(name, `${name} must be true or false`);
    case 'number':
    case 'integer': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : NaN;
      if (!Number.isFinite(number) || Math.abs(number) > 1e12) return bad(name, `${name} must be a number`);
      if (spec.kind === 'integer' && !Number.isSafeInteger(number)) return bad(name, `${name} must be a whole number`);
      return spec.toStored ? spec.toStored(number) : number;
    }
    case 'date':
      if (typeof value !== 'string' || !isRealDate(value)) return bad(name, `${name} ${DATE_MESSAGE}`);
      // Stored dates are UTC ISO strings (or plain days): compare in the same form.
      return value.includes('T') ? new Date(value).toISOString() : value;
  }
}

/**
 * react-admin's filter as a read-store filter. Only declared fields, each value typed:
 * `field: value` (equality), `field: [values]` (any of), `field_gte` / `field_lte` (numbers
 * and dates), `q` (text of at most 100 characters for the full-text index over the declared
 * search fields; never a pattern).
 */
export function toStoreFilter(filter: unknown, fields: ResourceFields, search: readonly string[] = []): Filter {
  if (filter === undefined) return {};
  if (!isPlainObject(filter)) return bad('filter', 'filter must be an object');
  const parts: Filter[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'q') {
      if (!search.length) bad('q', 'This list cannot be searched');
      if (typeof value !== 'string') bad('q', 'q must be a text value');
      if ((value as string).length > MAX_SEARCH) bad('q', `q must be at most ${MAX_SEARCH} characters`);
      // Search words refuse what every other search `q` refuses (NoControlOrBidi('Search')).
      if (hasControlOrBidi(value as string)) bad('q', controlOrBidiMessage('Search'));
      // The read store's full-text index (trigram overlap, typo tolerant), never a client pattern.
      const text = (value as string).trim();
      if (text) parts.push({ $text: { $search: text } });
      continue;
    }
    const range = /^(.+)_(gte|lte)$/.exec(key);
    const name = range ? range[1] : key;
    const spec = Object.prototype.hasOwnProperty.call(fields, name) ? fields[name] : undefined;
    if (!spec || !spec.filter) bad(key, `Cannot filter by ${key}`);
    if (range) {
      if (!['number', 'integer', 'date'].includes(spec!.kind)) bad(key, `Cannot filter ${name} by range`);
      parts.push({ [spec!.stored]: { [`$${range[2]}`]: scalar(key, spec!, value) } });
    } else if (Array.isArray(value)) {
      if (value.length > MAX_VALUES) bad(key, `${key} may list at most ${MAX_VALUES} values`);
      parts.push({ [spec!.stored]: { $in: value.map((item) => scalar(key, spec!, item)) } });
    } else {
      parts.push({ [spec!.stored]: scalar(key, spec!, value) });
    }
  }
  return parts.length === 0 ? {} : parts.length === 1 ? parts[0] : { $and: parts };
}

export function toStoreSort(sort: unknown, fields: ResourceFields, fallback: Sort): Sort {
  if (sort === undefined) return fallback;
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || (sort[1] !== 'ASC' && sort[1] !== 'DESC'))
    return bad('sort', 'sort must be ["field","ASC"|"DESC"]');
  const spec = Object.prototype.hasOwnProperty.call(fields, sort[0]) ? fields[sort[0]] : undefined;
  if (!spec || !spec.sort) return bad('sort', `Cannot sort by ${String(sort[0]).slice(0, 50)}`);
  // _id breaks ties, so pages never overlap.
  const direction = sort[1] === 'ASC' ? 1 : -1;
  if (spec.sortBy) return { ...spec.sortBy(direction), _id: 1 };
  return { [spec.stored]: direction, ...(spec.stored === '_id' ? {} : { _id: 1 }) };
}

export function toRange(range: unknown, maxPage = MAX_PAGE): { skip: number; limit: number } {
  if (range === undefined) return { skip: 0, limit: 25 };
  const message = `range must be [start,end] with at most ${maxPage} records`;
  if (!Array.isArray(range) || range.length !== 2) return bad('range', message);
  const [start, end] = range as unknown[];
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return bad('range', message);
  const [from, to] = [start as number, end as number];
  if (from < 0 || to < from || to - from >= maxPage) return bad('range', message);
  return { skip: from, limit: to - from + 1 };
}

/** The whole list query, checked before anything is evaluated. */
export function parseListQuery(query: ListQuery, fields: ResourceFields, options: { search?: readonly string[]; defaultSort: Sort; maxPage?: number }): StoreQuery {
  const q = (query ?? {}) as Record<string, unknown>;
  const filter = toStoreFilter(parseJson(q.filter, 'filter'), fields, options.search);
  const sort = toStoreSort(parseJson(q.sort, 'sort'), fields, options.defaultSort);
  return { filter, sort, ...toRange(parseJson(q.range, 'range'), options.maxPage) };
}
