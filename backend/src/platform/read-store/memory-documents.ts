import { update as mingoUpdate } from 'mingo';
import { isEqual, setValue } from 'mingo/util';
import type { Doc, Filter, Update } from './read-store.port';

/**
 * Document-level helpers of the memory read store: copying, applying update operators and
 * seeding an upserted document from its filter, all with MongoDB's semantics.
 */

type Plain = Record<string, unknown>;

/**
 * Deep copy of JSON-like data (plain objects, arrays, Dates). Not structuredClone: under
 * Jest's vm its objects come from another realm, and mingo compares constructors.
 */
export function clone<V>(value: V): V {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(clone) as V;
  if (value instanceof Date) return new Date(value.getTime()) as V;
  if (value instanceof RegExp) return value;
  const copy: Plain = {};
  for (const key of Object.keys(value)) copy[key] = clone((value as Plain)[key]);
  return copy as V;
}

/** The MongoDB driver refuses replacement-style documents in updateOne/updateMany; so do we. */
export function assertOperators(update: Update): void {
  const keys = Object.keys(update);
  if (keys.length === 0 || keys.some((key) => !key.startsWith('$'))) {
    throw new Error('Update document requires atomic operators ($set, $unset, $inc, $push)');
  }
}

/**
 * Applies the update in place and returns whether anything changed. Values are copied, so
 * the caller's update object stays theirs.
 *
 * mingo's update() rebuilds its operator tables on every call (about 100 µs), too slow for
 * rebuilding 100,000 events. The plain forms projections use ($set, $unset, $inc, $push on
 * object paths) are applied here directly; everything else (array indexes, positional
 * operators, $push modifiers, other operators, conflicting paths) goes to mingo.
 */
export function applyUpdate(doc: Doc, update: Update): boolean {
  if (isPlainUpdate(update)) return applyPlainUpdate(doc, update);
  return mingoUpdate(doc, update as Parameters<typeof mingoUpdate>[1], undefined, undefined, { cloneMode: 'deep' }).length > 0;
}

const PLAIN_OPERATORS = new Set(['$set', '$unset', '$inc', '$push']);

function isPlainUpdate(update: Update): boolean {
  const paths: string[] = [];
  for (const [op, fields] of Object.entries(update)) {
    if (!PLAIN_OPERATORS.has(op) || !isPlainObject(fields)) return false;
    for (const [path, value] of Object.entries(fields)) {
      if (path.split('.').some((token) => token === '' || token.startsWith('$') || /^\d+$/.test(token))) return false;
      if (op === '$push' && isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'))) return false;
      paths.push(path);
    }
  }
  // Two operators on one path (or a path and its parent) is an error mingo reports as MongoDB does.
  paths.sort();
  return paths.every((path, i) => i === 0 || !(path === paths[i - 1] || path.startsWith(`${paths[i - 1]}.`)));
}

function applyPlainUpdate(doc: Doc, update: Update): boolean {
  let modified = false;
  for (const [path, value] of Object.entries(update.$set ?? {})) {
    const { parent, key } = locate(doc, path, true)!;
    if (!(key in parent) || !isEqual(parent[key], value)) {
      parent[key] = clone(value);
      modified = true;
    }
  }
  for (const path of Object.keys(update.$unset ?? {})) {
    const found = locate(doc, path, false);
    if (found && found.key in found.parent) {
      delete found.parent[found.key];
      modified = true;
    }
  }
  for (const [path, by] of Object.entries(update.$inc ?? {})) {
    if (typeof by !== 'number') throw new Error(`Cannot increment with non-numeric argument: {${path}: ${JSON.stringify(by)}}`);
    const { parent, key } = locate(doc, path, true)!;
    const current = parent[key];
    if (current === undefined) parent[key] = by;
    else if (typeof current === 'number') parent[key] = current + by;
    else throw new Error(`Cannot apply $inc to a value of non-numeric type at '${path}'`);
    modified ||= current === undefined || by !== 0;
  }
  for (const [path, value] of Object.entries(update.$push ?? {})) {
    const { parent, key } = locate(doc, path, true)!;
    const current = parent[key];
    if (current === undefined) parent[key] = [clone(value)];
    else if (Array.isArray(current)) current.push(clone(value));
    else throw new Error(`The field '${path}' must be an array to $push to it`);
    modified = true;
  }
  return modified;
}

/**
 * The object holding the last token of a dotted path. Missing parents are created when
 * `create` is set (and null is returned otherwise); a parent that is not an object is an
 * error, as in MongoDB.
 */
function locate(doc: Doc, path: string, create: boolean): { parent: Plain; key: string } | null {
  const tokens = path.split('.');
  let parent: Plain = doc;
  for (const token of tokens.slice(0, -1)) {
    const next = parent[token];
    if (next === undefined) {
      if (!create) return null;
      parent = parent[token] = {};
    } else if (isPlainObject(next)) {
      parent = next;
    } else {
      if (!create) return null;
      throw new Error(`Cannot create field '${path}': '${token}' is not an object`);
    }
  }
  return { parent, key: tokens[tokens.length - 1] };
}

/** The equality conditions of a filter ({a: 1}, {'a.b': 1}, {a: {$eq: 1}}, $and of those) as a document. */
export function seedFromFilter(filter: Filter, into: Plain = {}): Doc {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value) seedFromFilter(part as Filter, into);
    } else if (!key.startsWith('$')) {
      const equal = equalityValue(value);
      if (equal.found) setValue(into, key, clone(equal.value));
    }
  }
  return into as Doc;
}

function equalityValue(value: unknown): { found: boolean; value?: unknown } {
  if (value instanceof RegExp) return { found: false };
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.some((key) => key.startsWith('$'))) {
      return keys.length === 1 && keys[0] === '$eq' ? { found: true, value: value.$eq } : { found: false };
    }
  }
  return { found: true, value };
}

function isPlainObject(value: unknown): value is Plain {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof RegExp);
}
