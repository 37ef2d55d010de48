import { MAX_SEARCH_LENGTH } from '../../platform/read-store/text-search';

/**
 * Relevance and highlighting of search results, pure. The read store finds the candidates
 * (trigram overlap, typo tolerant); here each candidate is scored word by word, so a name
 * that holds the words beats a description that does, an exact word beats a prefix, and a
 * prefix beats a near miss (edit distance 1, or 2 for words of seven letters or more).
 */

/** Lower-case, accents removed: the form words are compared in. */
export const fold = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The query's distinct words, folded (at most MAX_SEARCH_LENGTH characters are read). */
export function queryWords(query: string): string[] {
  return [...new Set(fold(query.slice(0, MAX_SEARCH_LENGTH)).split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
}

/** Damerau-Levenshtein (optimal string alignment) distance, giving up past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length];
}

/** How well a text word answers a query word: 1 exact, 0.8 prefix, 0.6 / 0.4 one / two edits away, 0 not at all. */
export function wordMatch(queryWord: string, word: string): number {
  if (word === queryWord) return 1;
  if (queryWord.length >= 2 && word.startsWith(queryWord)) return 0.8;
  if (queryWord.length < 4) return 0;
  const allowed = queryWord.length >= 7 ? 2 : 1;
  // Compare with the word, and with its start as long as the query word (a typo'd prefix: "tomatos" ~ "tomatoes").
  const distance = Math.min(editDistance(queryWord, word, allowed), word.length > queryWord.length ? editDistance(queryWord, word.slice(0, queryWord.length), allowed) : allowed + 1);
  if (distance > allowed) return 0;
  return distance === 1 ? 0.6 : 0.4;
}

interface Token {
  text: string;
  /** Folded; empty for the separators between words. */
  word: string;
}

/** A text cut into words and the separators between them, so highlighting keeps the original text. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+|[^\p{L}\p{N}\p{M}]+/gu)) {
    const isWord = /[\p{L}\p{N}]/u.test(match[0]);
    tokens.push({ text: match[0], word: isWord ? fold(match[0]) : '' });
  }
  return tokens;
}

/** A piece of a text; `match` pieces answer the query (shown highlighted). */
export interface Segment {
  text: string;
  match: boolean;
}

interface FieldMatch {
  /** Per query word, the best match found in this field (0 when none). */
  best: number[];
  segments: Segment[];
}

/** Scores of a text word against each query word, remembered for one search (the same words recur across results). */
export type WordScores = Map<string, number[]>;

function matchField(text: string, words: readonly string[], memo: WordScores): FieldMatch {
  const best = words.map(() => 0);
  const segments: Segment[] = [];
  for (const token of tokenize(text)) {
    let hit = false;
    if (token.word) {
      let scores = memo.get(token.word);
      if (!scores) memo.set(token.word, (scores = words.map((queryWord) => wordMatch(queryWord, token.word))));
      scores.forEach((score, i) => {
        if (score > 0) {
          hit = true;
          best[i] = Math.max(best[i], score);
        }
      });
    }
    const last = segments.at(-1);
    if (last && last.match === hit) last.text += token.text;
    else segments.push({ text: token.text, match: hit });
  }
  return { best, segments };
}

/** Words of context kept on each side of the first match in a description. */
const SNIPPET_CHARS = 80;

/** The part of a long text around its first match, cut at word boundaries, with an ellipsis where cut. */
function snippet(segments: Segment[]): Segment[] {
  const text = segments.map((s) => s.text).join('');
  const first = segments.findIndex((s) => s.match);
  if (text.length <= SNIPPET_CHARS * 2 || first < 0) return segments;
  const start = segments.slice(0, first).reduce((n, s) => n + s.text.length, 0);
  let from = Math.max(0, start - SNIPPET_CHARS);
  let to = Math.min(text.length, start + SNIPPET_CHARS * 2);
  if (from > 0) from = text.indexOf(' ', from) + 1 || from;
  if (to < text.length) to = text.lastIndexOf(' ', to) > start ? text.lastIndexOf(' ', to) : to;
  const out: Segment[] = [];
  let offset = 0;
  for (const segment of segments) {
    const end = offset + segment.text.length;
    const piece = segment.text.slice(Math.max(0, from - offset), Math.max(0, to - offset));
    if (piece) out.push({ text: piece, match: segment.match });
    offset = end;
  }
  if (from > 0) out.unshift({ text: '… ', match: false });
  if (to < text.length) out.push({ text: ' …', match: false });
  return out;
}

export interface Relevance {
  /** 0 when no query word matched anywhere: the candidate is dropped. */
  score: number;
  highlight: { name: Segment[]; description: Segment[] | null };
}

/**
 * Scores a candidate: each query word counts its best match, three times over in the name;
 * every query word found in the name adds a bonus, and so does a name starting with the first word.
 */
export function relevance(words: readonly string[], name: string, description: string, memo: WordScores = new Map()): Relevance {
  const inName = matchField(name, words, memo);
  const inDescription = matchField(description, words, memo);
  let score = 0;
  words.forEach((_, i) => {
    score += Math.max(inName.best[i] * 3, inDescription.best[i]);
  });
  if (score > 0 && inName.best.every((b) => b > 0)) score += 2;
  if (score > 0 && words.length && wordMatch(words[0], fold(name).split(/[^\p{L}\p{N}]+/u)[0] ?? '') === 1) score += 0.5;
  const describedMatch = inDescription.best.some((b) => b > 0);
  return { score, highlight: { name: inName.segments, description: describedMatch ? snippet(inDescription.segments) : null } };
}
