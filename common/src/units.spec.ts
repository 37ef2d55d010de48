import { comparableRate, countInEnglish } from './units';

describe('units', () => {
  it("says a count in the server's English with its unit's plural: 1 tonne, 12 tonnes, 3 pieces, 2 kg", () => {
    expect([countInEnglish(1, 'tonne'), countInEnglish(12, 'tonne'), countInEnglish(0, 'tonne')]).toEqual(['1 tonne', '12 tonnes', '0 tonnes']);
    expect([countInEnglish(1, 'piece'), countInEnglish(3, 'piece'), countInEnglish(2, 'quintal'), countInEnglish(2, 'dozen')]).toEqual(['1 piece', '3 pieces', '2 quintals', '2 dozen']);
    expect([countInEnglish(2, 'kg'), countInEnglish(500, 'gm'), countInEnglish(4, 'crate')]).toEqual(['2 kg', '500 g', '4 crate']);
    // Grouped the Indian way, as rupees are.
    expect([countInEnglish(1500, 'tonne'), countInEnglish(250000, 'piece'), countInEnglish(12.5, 'kg')]).toEqual(['1,500 tonnes', '2,50,000 pieces', '12.5 kg']);
  });

  it('puts rates by weight on a price per tonne, and leaves a rate per piece in its own group', () => {
    expect([comparableRate(240_000, 'kg'), comparableRate(180_000, 'quintal'), comparableRate(30_000, 'gm'), comparableRate(2_000_000, 'tonne')]).toEqual([
      { unitGroup: 0, comparablePaise: 240_000_000 },
      { unitGroup: 0, comparablePaise: 1_800_000 },
      { unitGroup: 0, comparablePaise: 30_000_000_000 },
      { unitGroup: 0, comparablePaise: 2_000_000 },
    ]);
    expect(comparableRate(2_500, 'piece')).toEqual({ unitGroup: 1, comparablePaise: 2_500 });
  });
});
