import { lookupGrams, overlapOf, requiredOverlap, searchForm, trigrams } from './text-search';

describe('text search: the trigrams a lookup needs', () => {
  it('keeps the rarest n - required + 1 of the query trigrams', () => {
    const grams = trigrams('tumeric'); // 8 trigrams, 4 required
    const common = new Set(['  t', ' tu', 'ic ']);
    const chosen = lookupGrams(grams, (gram) => (common.has(gram) ? 5000 : 3));
    expect(chosen).toHaveLength(grams.length - requiredOverlap(grams) + 1);
    expect(chosen.some((gram) => common.has(gram))).toBe(false);
  });

  it('finds every text that holds enough of the query trigrams, whatever the figures say', () => {
    // Pigeonhole: a text with `required` of the n trigrams holds one of any n - required + 1.
    const texts = ['Turmeric finger', 'tumeric powder', 'Tomato hybrid', 'Toor dal', 'Umeric', 'metric tonne', 'Tea dust', 'turmeric', 'rice', 'ume mer eri'].map(searchForm);
    let random = 7;
    const next = () => (random = (random * 48271) % 2147483647);
    for (const query of ['tumeric', 'turmric', 'tomatoe', 'metric', 'ri', 'toor dal 53']) {
      const grams = trigrams(query);
      const matching = texts.filter((text) => overlapOf(text, grams) >= requiredOverlap(grams));
      for (let round = 0; round < 20; round++) {
        const figures = new Map(grams.map((gram) => [gram, next() % 100]));
        const lookup = lookupGrams(grams, (gram) => figures.get(gram)!);
        const found = texts.filter((text) => overlapOf(text, lookup) > 0 && overlapOf(text, grams) >= requiredOverlap(grams));
        expect(found).toEqual(matching);
      }
    }
  });
});
