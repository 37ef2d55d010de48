import { exactWords, lookupGrams, overlapOf, requiredOverlap, searchForm, textQuery, trigrams } from './text-search';

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
      const all = { grams, exact: [] };
      const matching = texts.filter((text) => overlapOf(text, all) >= requiredOverlap(grams));
      for (let round = 0; round < 20; round++) {
        const figures = new Map(grams.map((gram) => [gram, next() % 100]));
        const lookup = lookupGrams(grams, (gram) => figures.get(gram)!);
        const found = texts.filter((text) => overlapOf(text, { grams: lookup, exact: [] }) > 0 && overlapOf(text, all) >= requiredOverlap(grams));
        expect(found).toEqual(matching);
      }
    }
  });

  it('takes a query word of four or more digits whole: an order number finds that order, not every order sharing its prefix', () => {
    expect(exactWords('BZ-2026-000001')).toEqual(['2026', '000001']);
    expect(exactWords('cement 53 grade, pin 411 004')).toEqual([]);
    const first = searchForm('BZ-2026-000001 Ananya Rao');
    const twelfth = searchForm('BZ-2026-000012 Vikram Shah');
    const query = textQuery('BZ-2026-000001');
    expect(overlapOf(first, query)).toBe(query.grams.length);
    expect(overlapOf(twelfth, query)).toBe(0);
    expect(overlapOf(twelfth, textQuery('000012'))).toBeGreaterThan(0);
    // Words and short numbers still match by resemblance.
    expect(overlapOf(searchForm('Cement 43 grade'), textQuery('cemnt 53'))).toBeGreaterThanOrEqual(requiredOverlap(trigrams('cemnt 53')));
  });
});
