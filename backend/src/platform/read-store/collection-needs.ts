import type { CollectionSpec, IndexSpec } from './read-store.port';

/**
 * Indexes and search fields that readers of a collection declared (the back-office
 * resources, from their filterable and sortable fields), merged into the spec of the
 * projection that writes it, so every physical collection (blue/green rebuilds included)
 * gets them. Filled when the declarations are imported, before any projection starts.
 */
const needs = new Map<string, { indexes: IndexSpec[]; search: Set<string>; scanned: Set<string> }>();

export function declareCollectionNeeds(collection: string, spec: CollectionSpec): void {
  const entry = needs.get(collection) ?? { indexes: [], search: new Set<string>(), scanned: new Set<string>() };
  for (const index of spec.indexes ?? []) {
    if (!entry.indexes.some((known) => JSON.stringify(known.fields) === JSON.stringify(index.fields))) entry.indexes.push(index);
  }
  for (const field of spec.search ?? []) entry.search.add(field);
  for (const field of spec.scanned ?? []) entry.scanned.add(field);
  needs.set(collection, entry);
}

/** A writer's own spec plus what readers declared for the same collection, without indexes another one covers. */
export function withCollectionNeeds(collection: string, own: CollectionSpec): CollectionSpec {
  const entry = needs.get(collection);
  const indexes = [...(own.indexes ?? [])];
  for (const index of entry?.indexes ?? []) if (!indexes.some((known) => JSON.stringify(known.fields) === JSON.stringify(index.fields))) indexes.push(index);
  const scanned = [...new Set([...(own.scanned ?? []), ...(entry?.scanned ?? [])])];
  return { indexes: withoutCoveredIndexes(indexes), search: [...new Set([...(own.search ?? []), ...(entry?.search ?? [])])], ...(scanned.length ? { scanned } : {}) };
}

/**
 * Drops each index whose fields (with their directions) begin another index: the longer one
 * serves the same filters and range scans (a single-field filter reads its leading column),
 * and each index costs a sort of the whole collection at a rebuild's switch and a B-tree
 * insert per document written. What it loses: a sort on the short one alone (then _id) is
 * sorted by SQLite over the rows selected instead of read in index order.
 */
export function withoutCoveredIndexes(indexes: IndexSpec[]): IndexSpec[] {
  const keys = indexes.map((index) => Object.entries(index.fields));
  const begins = (long: [string, unknown][], short: [string, unknown][]) => long.length > short.length && short.every(([field, dir], i) => long[i][0] === field && long[i][1] === dir);
  return indexes.filter((_, i) => !keys.some((other) => begins(other, keys[i])));
}
