import { editDistance, queryWords, relevance, wordMatch } from './search.ranking';

describe('search ranking', () => {
  it('reads the query as distinct folded words, never as a pattern', () => {
    expect(queryWords('  Tomato, TOMATO (hybrid) .* [a-z]+ ')).toEqual(['tomato', 'hybrid', 'a', 'z']);
    expect(queryWords('Jalapeño')).toEqual(['jalapeno']);
  });

  it('measures edits, transpositions included, and gives up past the limit', () => {
    expect(editDistance('tomato', 'tomatp', 2)).toBe(1);
    expect(editDistance('basmati', 'basmait', 2)).toBe(1);
    expect(editDistance('onion', 'mango', 1)).toBe(2);
  });

  it('scores exact over prefix over near misses, and ignores short near misses', () => {
    expect(wordMatch('onion', 'onion')).toBe(1);
    expect(wordMatch('oni', 'onion')).toBe(0.8);
    expect(wordMatch('onoin', 'onion')).toBe(0.6);
    expect(wordMatch('turmerik', 'turmeric')).toBe(0.6);
    expect(wordMatch('tumeric', 'turmeric')).toBe(0.6);
    expect(wordMatch('tometoes', 'tomatoes')).toBe(0.6);
    expect(wordMatch('tomatos', 'tomatoes')).toBeGreaterThan(0);
    expect(wordMatch('tea', 'pea')).toBe(0);
    expect(wordMatch('rice', 'mango')).toBe(0);
  });

  it('ranks a name match above a description match, and drops what matches nowhere', () => {
    const words = queryWords('turmerik');
    const inName = relevance(words, 'Erode Turmeric Fingers', 'Sun dried.');
    const inText = relevance(words, 'Spice Box', 'Holds cumin, turmeric and chilli.');
    const none = relevance(words, 'Basmati Rice', 'Long grain.');
    expect(inName.score).toBeGreaterThan(inText.score);
    expect(inText.score).toBeGreaterThan(0);
    expect(none.score).toBe(0);
  });

  it('highlights the matching words and keeps the rest of the text as it was', () => {
    const { highlight } = relevance(queryWords('nashik onoin'), 'Onion (Nashik Red), 50 kg bag', '');
    expect(highlight.name).toEqual([
      { text: 'Onion', match: true },
      { text: ' (', match: false },
      { text: 'Nashik', match: true },
      { text: ' Red), 50 kg bag', match: false },
    ]);
    expect(highlight.name.map((s) => s.text).join('')).toBe('Onion (Nashik Red), 50 kg bag');
    expect(highlight.description).toBeNull();
  });

  it('cuts a long description to the part around the match', () => {
    const long = `${'Grown on the hills near the river by small farmers who pick by hand. '.repeat(4)}Rich in curcumin. ${'Packed fresh for wholesale buyers across India. '.repeat(4)}`;
    const { highlight } = relevance(queryWords('curcumin'), 'Turmeric', long);
    const text = highlight.description!.map((s) => s.text).join('');
    expect(text.length).toBeLessThan(long.length);
    expect(text.startsWith('… ')).toBe(true);
    expect(text.endsWith(' …')).toBe(true);
    expect(highlight.description!.filter((s) => s.match).map((s) => s.text)).toEqual(['curcumin']);
  });
});
