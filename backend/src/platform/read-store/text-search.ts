import type { Doc, Filter } from './read-store.port';

/**
 * The embedded adapters' full-text semantics, shared so memory and SQLite answer alike
 * (pg_trgm style): text is lower-cased, stripped of accents and split into words, each
 * padded with two spaces before and one after, so word starts and ends are trigrams too.
 * The index finds documents holding any trigram of the query; a document matches when it
 * holds at least half of them (so "cemnt" still finds "cement", while "granite" does not
 * find "grade"), best overlap first. A query word with four or more digits (an order number's
 * parts, a pincode, a phone) is an identifier, not a word to resemble: a document matches only
 * if it holds it whole ("BZ-2026-000001" no longer finds every order sharing "BZ-2026-0000").
 */

/** Longest query taken: bounds the trigram OR-list SQLite evaluates. */
export const MAX_SEARCH_LENGTH = 100;

/** Searchable form of a text: normalized words, padded. */
export function searchForm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => `  ${word} `)
    .join('');
}

/** Distinct trigrams of a query. */
export function trigrams(query: string): string[] {
  const text = searchForm(query.slice(0, MAX_SEARCH_LENGTH));
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) {
    const gram = text.slice(i, i + 3);
    if (gram.trim()) grams.add(gram);
  }
  return [...grams];
}

/** The query's words that must appear whole: those with four or more digits. */
export function exactWords(query: string): string[] {
  return searchForm(query.slice(0, MAX_SEARCH_LENGTH))
    .split(' ')
    .filter((word) => (word.match(/\p{N}/gu)?.length ?? 0) >= 4);
}

/** A query as the matchers use it: its trigrams and the words it needs whole. */
export interface TextQuery {
  grams: string[];
  exact: string[];
}

export const textQuery = (query: string): TextQuery => ({ grams: trigrams(query), exact: exactWords(query) });

/** Fewest of the query's trigrams a document must hold to match. */
export const requiredOverlap = (grams: readonly string[]) => Math.max(1, Math.ceil(grams.length / 2));

/**
 * The trigrams an index lookup needs: a text holding at least `requiredOverlap` of the
 * query's n trigrams holds at least one of ANY n - required + 1 of them (the others are
 * too few to reach it), so looking up only the rarest that many finds exactly the same
 * matches as looking up all n, through far fewer index entries ("  t" and " tu" of
 * "tumeric" are in thousands of texts, "ume" in few). `frequency` only steers the choice.
 */
export function lookupGrams(grams: readonly string[], frequency: (gram: string) => number): string[] {
  const keep = grams.length - requiredOverlap(grams) + 1;
  return grams
    .map((gram) => ({ gram, n: frequency(gram) }))
    .sort((a, b) => a.n - b.n || (a.gram < b.gram ? -1 : 1))
    .slice(0, keep)
    .map((g) => g.gram);
}

/** How many of the query's trigrams a searchable-form text holds; 0 when it lacks a word the query needs whole. */
export function overlapOf(form: string, query: TextQuery): number {
  for (const word of query.exact) if (!form.includes(word)) return 0;
  let n = 0;
  for (const gram of query.grams) if (form.includes(gram)) n++;
  return n;
}

/** The searchable form of a document: its declared fields, joined. */
export function searchableText(doc: Doc, fields: readonly string[]): string {
  return searchForm(
    fields
      .map((field) => valueAt(doc, field))
      .filter((value) => value !== undefined && value !== null)
      .map((value) => (Array.isArray(value) ? value.join(' ') : String(value)))
      .join(' '),
  );
}

function valueAt(doc: unknown, path: string): unknown {
  let value = doc;
  for (const token of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[token];
  }
  return value;
}

/**
 * Splits `$text` off a filter (at the top or inside `$and`, where MongoDB allows it): the
 * search string (validated) and the rest of the filter, for mingo, which has no `$text`.
 */
export function splitTextFilter(filter: Filter): { search: string | null; rest: Filter } {
  let search: string | null = null;
  const strip = (part: Filter): Filter => {
    const rest: Filter = {};
    for (const [key, value] of Object.entries(part)) {
      if (key === '$text') {
        const text = (value as { $search?: unknown } | null)?.$search;
        if (typeof text !== 'string') throw new Error('$text needs a $search string');
        search = text;
      } else if (key === '$and' && Array.isArray(value)) rest.$and = value.map((inner) => strip(inner as Filter));
      else rest[key] = value;
    }
    return rest;
  };
  const rest = strip(filter);
  return { search, rest };
}
