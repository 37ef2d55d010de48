import { withoutCoveredIndexes } from './collection-needs';

describe('withoutCoveredIndexes', () => {
  it('drops an index whose fields begin a longer one, keeping the longer', () => {
    const streamThenPosition = { fields: { streamId: 1 as const, position: 1 as const } };
    expect(withoutCoveredIndexes([{ fields: { streamId: 1 } }, { fields: { position: 1 } }, streamThenPosition])).toEqual([{ fields: { position: 1 } }, streamThenPosition]);
  });

  it('keeps an index that differs in direction or order, and identical or unrelated ones', () => {
    const indexes = [
      { fields: { changedAt: -1 as const } },
      { fields: { changedAt: 1 as const, rateId: 1 as const } },
      { fields: { rateId: 1 as const, changedAt: 1 as const } },
      { fields: { date: 1 as const } },
    ];
    expect(withoutCoveredIndexes(indexes)).toEqual(indexes);
  });
});
