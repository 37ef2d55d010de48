import type { CollectionSpec, IndexSpec } from './read-store.port';

/**
 * Indexes and search fields that readers of a collection declared (the back-office
 * resources, from their filterable and sortable fields), merged into the spec of the
 * projection that writes it, so every physical collection (blue/green rebuilds included)
 * gets them. Filled when the declarations are imported, before any projection starts.
 */
const needs = new Map<string, { indexes: IndexSpec[]; search: Set<string> }>();

export function declareCollectionNeeds(collection: string, spec: CollectionSpec): void {
  const entry = needs.get(collection) ?? { indexes: [], search: new Set<string>() };
  for (const index of spec.indexes ?? []) {
    if (!entry.indexes.some((known) => JSON.stringify(known.fields) === JSON.stringify(index.fields))) entry.indexes.push(index);
  }
  for (const field of spec.search ?? []) entry.search.add(field);
  needs.set(collection, entry);
}

/** A writer's own spec plus what readers declared for the same collection. */
export function withCollectionNeeds(collection: string, own: CollectionSpec): CollectionSpec {
  const entry = needs.get(collection);
  if (!entry) return own;
  const indexes = [...(own.indexes ?? [])];
  for (const index of entry.indexes) if (!indexes.some((known) => JSON.stringify(known.fields) === JSON.stringify(index.fields))) indexes.push(index);
  return { indexes, search: [...new Set([...(own.search ?? []), ...entry.search])] };
}
