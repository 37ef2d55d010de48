import { Inject, Injectable } from '@nestjs/common';
import { applyFilters, facetsOf, SearchFacets, SearchFilters } from './search.facets';
import { queryWords, relevance, Segment, WordScores } from './search.ranking';
import { SEARCH_SOURCE_LIST, SearchCandidate, SearchKind, SearchSource } from './search-source';

/** The most words of one query looked up in the read models (the rest still score). */
const MAX_LOOKUP_WORDS = 6;

export interface SearchItem {
  kind: SearchKind;
  id: string;
  name: string;
  highlight: { name: Segment[]; description: Segment[] | null };
  category: string;
  subcategory: string;
  price: number;
  cities: string[];
  [display: string]: unknown;
}

export interface SearchAnswer {
  items: SearchItem[];
  facets: SearchFacets;
  total: number;
  page: number;
  perPage: number;
}

/**
 * GET /api/search: every source's candidates for the words, scored together (search.ranking.ts),
 * those with no word matching dropped, then filtered, counted by facet and paged. Without
 * words, everything visible, newest first.
 */
@Injectable()
export class SearchService {
  constructor(@Inject(SEARCH_SOURCE_LIST) private readonly sources: SearchSource[]) {}

  async search(q: string, filters: SearchFilters, page: number, perPage: number): Promise<SearchAnswer> {
    const words = queryWords(q);
    // Text without a letter or digit ('.*', '$where') searches for nothing, rather than for everything.
    if (q.trim() && !words.length) return { items: [], facets: facetsOf([], filters), total: 0, page, perPage };
    // Words of one letter match too much to look up; they still count in the scores.
    const lookups = words.filter((w) => w.length >= 2).slice(0, MAX_LOOKUP_WORDS);
    const found = (await Promise.all(this.sources.map((source) => source.candidates(lookups)))).flat();
    const ranked = words.length ? this.rank(found, words) : found.map((candidate) => ({ candidate, score: 0, highlight: { name: [{ text: candidate.name, match: false }], description: null } }));
    if (!words.length) ranked.sort((a, b) => b.candidate.createdAt.localeCompare(a.candidate.createdAt) || a.candidate.id.localeCompare(b.candidate.id));
    const candidates = ranked.map((r) => r.candidate);
    const kept = new Set(applyFilters(candidates, filters));
    const matching = ranked.filter((r) => kept.has(r.candidate));
    const items = await this.present(matching.slice((page - 1) * perPage, page * perPage));
    return { items, facets: facetsOf(candidates, filters), total: matching.length, page, perPage };
  }

  /** The page's results, each with what its own source shows of it. */
  private async present(page: { candidate: SearchCandidate; highlight: SearchItem['highlight'] }[]): Promise<SearchItem[]> {
    const shown = new Map<SearchCandidate, Record<string, unknown>>();
    for (const source of this.sources) {
      const own = page.map((r) => r.candidate).filter((c) => c.kind === source.kind);
      if (!own.length) continue;
      const display = await source.present(own);
      own.forEach((candidate, i) => shown.set(candidate, display[i]));
    }
    return page.map(({ candidate, highlight }) => ({
      ...shown.get(candidate),
      kind: candidate.kind,
      id: candidate.id,
      name: candidate.name,
      highlight,
      category: candidate.group,
      subcategory: candidate.subcategory,
      price: candidate.price,
      cities: candidate.cities,
    }));
  }

  /** Best first; ties by name then id, so pages never overlap. */
  private rank(candidates: SearchCandidate[], words: string[]) {
    const memo: WordScores = new Map();
    return candidates
      .map((candidate) => ({ candidate, ...relevance(words, candidate.name, candidate.description, memo) }))
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score || a.candidate.name.localeCompare(b.candidate.name) || a.candidate.id.localeCompare(b.candidate.id));
  }
}
