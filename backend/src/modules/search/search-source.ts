/**
 * What a context offers to the site search. Each source answers the candidates that match a
 * query (typo tolerant, from its own read model, visible ones only); the search ranks them
 * together, filters, counts facets and pages. Products and services are sources; another
 * kind joins by adding a source to SEARCH_SOURCES (search.module.ts), nothing else changes.
 */
export type SearchKind = 'product' | 'service';
/** The facet "category": the marketplace's three areas. */
export const SEARCH_GROUPS = ['wholesale', 'retail', 'services'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export interface SearchCandidate {
  kind: SearchKind;
  id: string;
  name: string;
  /** Searched and shown as a snippet around the match. */
  description: string;
  group: SearchGroup;
  subcategory: string;
  /** Cities served; empty = every city. */
  cities: string[];
  /** Rupees; 0 when priced by quote. */
  price: number;
  /** When it was listed (ISO-8601): the order of a search without words. */
  createdAt: string;
  /** The source's own record, for `present`. */
  ref: unknown;
}

export interface SearchSource {
  readonly kind: SearchKind;
  /**
   * Visible candidates matching any of the words, typo tolerant (every visible one when there
   * are none), each once, in any order: the search scores them.
   */
  candidates(words: readonly string[]): Promise<SearchCandidate[]>;
  /** What the results of one page show besides the common fields, in order: at least `path` (the storefront page), and slug, unit, image, vendor... */
  present(page: SearchCandidate[]): Promise<Record<string, unknown>[]>;
}

/** Injection token of the list of sources. */
export const SEARCH_SOURCE_LIST = Symbol('SEARCH_SOURCE_LIST');

/** The order candidates are read in: any fixed one, so the store skips ranking them (the search scores them itself). */
export const BY_ID = { sort: { _id: 1 as const } };
