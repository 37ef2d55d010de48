import type { CollectionSpec, Filter, Sort } from './read-store.port';
import { lookupGrams, requiredOverlap, trigrams } from './text-search';

/**
 * Turns a Mongo filter and sort into SQL over the SQLite read store's tables, using only
 * what the collection declared (its index fields and _id), so every condition it emits is
 * served by an index: `_id` by the primary key, declared fields by indexes over their
 * columns (each indexed field is a real column of the table, kept equal to
 * `json_extract(doc, '$.field')` on every write), `$text` by the FTS5 trigram table;
 * except the fields a collection declares `scanned` (queried by no screen), which SQLite
 * answers by a scan of `json_extract` over the documents.
 *
 * Index-served (exact, no residual): on `_id` and declared fields, equality with a string,
 * number, boolean or null, `$eq`, `$ne`, `$in`, `$nin`, `$gt`, `$gte`, `$lt`, `$lte`,
 * `$exists`; `$and` of those; `$or` whose every branch is one of those; `$text`.
 * Anything else (a field no index declares, `$regex`, `$elemMatch`, array or object
 * values ...) is left to mingo as a residual filter over the rows the SQL part selected.
 * A sort on _id and declared fields runs in SQL; any other sort runs in memory.
 */

/** What a collection's table offers a query: the fields SQL may use, and those with a column of their own. */
export interface FieldsOf {
  /** _id, the indexed fields and the scanned ones. */
  fields: ReadonlySet<string>;
  /** Indexed fields held in a real column (`columnName`); the others are read from the document. */
  columns: ReadonlySet<string>;
}

export interface CompiledFilter {
  /** SQL condition (over table alias `t`), '1' when nothing could be expressed. */
  where: string;
  params: unknown[];
  /** True when the SQL condition is the whole filter (no residual to evaluate). */
  exact: boolean;
  /** The `$text` query, when the filter searches. */
  search: string | null;
}

/** Stands for the collection's full-text table in compiled SQL; the store substitutes the quoted name. */
export const FTS = '__fts__';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export function assertFieldName(field: string): void {
  if (!FIELD.test(field)) throw new Error(`Read store: '${field}' is not a field name an index can use`);
}

/** The column that holds an indexed field's value (json_extract's answer for its path, or NULL). */
export function columnName(field: string): string {
  assertFieldName(field);
  return `"c_${field}"`;
}

/** A field's value in a JSON document: the stored one (`t.doc`, `doc`) or one being written (`@doc`). */
export function documentExpression(field: string, source = 't.doc'): string {
  assertFieldName(field);
  return `json_extract(${source}, '$.${field}')`;
}

/** The SQL expression of a field: the primary key, its column, or its path in the document. */
export function fieldExpression(field: string, columns: ReadonlySet<string>): string {
  if (field === '_id') return 't.id';
  return columns.has(field) ? `t.${columnName(field)}` : documentExpression(field);
}

/** The fields an index of the spec orders by, other than _id: each gets a column. */
export function indexedColumns(spec: CollectionSpec | undefined): string[] {
  const fields = new Set<string>();
  for (const index of spec?.indexes ?? []) for (const field of Object.keys(index.fields)) if (field !== '_id') fields.add(field);
  return [...fields];
}

/** The fields SQL may filter and sort on: _id, the indexed ones, and those declared `scanned` (answered by a scan). */
export function indexedFields(spec: CollectionSpec | undefined): Set<string> {
  const fields = new Set<string>(['_id']);
  for (const index of spec?.indexes ?? []) for (const field of Object.keys(index.fields)) fields.add(field);
  for (const field of spec?.scanned ?? []) fields.add(field);
  return fields;
}

type Scalar = string | number | null;

/** A JS value as SQLite compares it with json_extract's result; undefined when it cannot be. */
function scalar(value: unknown): Scalar | undefined {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'boolean') return value ? 1 : 0; // json_extract reads true/false as 1/0
  return undefined;
}

const COMPARISONS: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

/** How many documents hold a trigram (any rough figure: it only picks which trigrams a `$text` looks up). */
export type GramFrequency = (gram: string) => number;

export function compileFilter(filter: Filter, table: FieldsOf, frequency: GramFrequency = () => 0): CompiledFilter {
  const params: unknown[] = [];
  let exact = true;
  let search: string | null = null;
  const parts: string[] = [];

  for (const [key, value] of Object.entries(filter)) {
    if (key === '$text') {
      const query = (value as { $search?: unknown } | null)?.$search;
      if (typeof query !== 'string') throw new Error('$text needs a $search string');
      search = query;
      parts.push(textCondition(query, params, frequency));
    } else if (key === '$and' && Array.isArray(value)) {
      for (const part of value) {
        const compiled = compileFilter(part as Filter, table, frequency);
        if (compiled.search !== null) search = compiled.search;
        exact &&= compiled.exact;
        if (compiled.where !== '1') parts.push(compiled.where);
        params.push(...compiled.params);
      }
    } else if (key === '$or' && Array.isArray(value) && value.length > 0) {
      const branches = value.map((part) => compileFilter(part as Filter, table, frequency));
      if (branches.every((b) => b.exact && b.search === null)) {
        parts.push(`(${branches.map((b) => `(${b.where})`).join(' OR ')})`);
        for (const branch of branches) params.push(...branch.params);
      } else exact = false;
    } else if (!key.startsWith('$') && table.fields.has(key)) {
      const condition = fieldCondition(key, fieldExpression(key, table.columns), value, params);
      if (condition === null) exact = false;
      else parts.push(condition);
    } else {
      exact = false;
    }
  }
  return { where: parts.length ? parts.join(' AND ') : '1', params, exact, search };
}

/**
 * Rows whose searchable text holds enough of the query's trigrams (text-search.ts), found
 * through the FTS index by the rarest of them (lookupGrams), then counted in full.
 */
function textCondition(query: string, params: unknown[], frequency: GramFrequency): string {
  const grams = trigrams(query);
  if (grams.length === 0) return '0';
  const lookup = lookupGrams(grams, frequency);
  params.push(lookup.map((gram) => `"${gram.replaceAll('"', '""')}"`).join(' OR '), query, requiredOverlap(grams));
  return `t.rowid IN (SELECT rowid FROM ${FTS} WHERE ${FTS} MATCH ? AND bazaar_overlap(${FTS}.text, ?) >= ?)`;
}

/** SQL for one field's condition, or null when it needs mingo. */
function fieldCondition(field: string, expr: string, value: unknown, params: unknown[]): string | null {
  const direct = scalar(value);
  if (direct !== undefined) return equals(expr, direct, params);
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof RegExp || value instanceof Date) return null;
  const parts: string[] = [];
  for (const [op, operand] of Object.entries(value as Record<string, unknown>)) {
    if (op === '$eq') {
      const v = scalar(operand);
      if (v === undefined) return null;
      parts.push(equals(expr, v, params));
    } else if (op === '$ne') {
      const v = scalar(operand);
      if (v === undefined) return null;
      if (v === null) parts.push(`${expr} IS NOT NULL`);
      else {
        params.push(v);
        parts.push(`(${expr} IS NULL OR ${expr} != ?)`);
      }
    } else if (op === '$in' || op === '$nin') {
      if (!Array.isArray(operand)) return null;
      const values = operand.map(scalar);
      if (values.some((v) => v === undefined)) return null;
      const present = values.filter((v): v is string | number => v !== null);
      const hasNull = values.length !== present.length;
      params.push(...present);
      const list = `${expr} IN (${present.map(() => '?').join(', ')})`;
      if (op === '$in') parts.push(present.length === 0 ? (hasNull ? `${expr} IS NULL` : '0') : hasNull ? `(${list} OR ${expr} IS NULL)` : list);
      else parts.push(present.length === 0 ? (hasNull ? `${expr} IS NOT NULL` : '1') : hasNull ? `(${expr} IS NOT NULL AND NOT ${list})` : `(${expr} IS NULL OR NOT ${list})`);
    } else if (op in COMPARISONS) {
      const v = scalar(operand);
      if (v === undefined || v === null) return null;
      params.push(v);
      // Mongo compares within a type only: a number bound never matches strings, and the reverse.
      const type = typeof v === 'number' ? `typeof(${expr}) IN ('integer', 'real')` : `typeof(${expr}) = 'text'`;
      parts.push(`(${expr} ${COMPARISONS[op]} ? AND ${type})`);
    } else if (op === '$exists' && typeof operand === 'boolean' && field !== '_id') {
      // A field holding JSON null exists: only json_type tells it from a missing one.
      const type = `json_type(t.doc, '$.${field}')`;
      parts.push(operand ? `${type} IS NOT NULL` : `${type} IS NULL`);
    } else {
      return null;
    }
  }
  return parts.length ? parts.join(' AND ') : null;
}

function equals(expr: string, value: Scalar, params: unknown[]): string {
  if (value === null) return `${expr} IS NULL`;
  params.push(value);
  return `${expr} = ?`;
}

/**
 * ORDER BY over declared fields, or null when a key is not declared. Ties break on _id (the
 * last column of every declared index, so the index still gives the whole order); no sort
 * is natural (insertion) order.
 */
export function compileSort(sort: Sort | undefined, table: FieldsOf): string | null {
  const keys = Object.entries(sort ?? {});
  if (keys.some(([field]) => !table.fields.has(field))) return null;
  if (keys.length === 0) return 't.rowid ASC';
  const columns = keys.map(([field, direction]) => `${fieldExpression(field, table.columns)} ${direction === -1 ? 'DESC' : 'ASC'}`);
  return keys.some(([field]) => field === '_id') ? columns.join(', ') : [...columns, 't.id ASC'].join(', ');
}
