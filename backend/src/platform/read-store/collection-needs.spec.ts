import { withoutCoveredIndexes } from './collection-needs';
import type { IndexSpec } from './read-store.port';

describe('withoutCoveredIndexes', () => {
  it('drops an index whose fields begin a longer one, keeping the longer', () => {
    const streamThenPosition: IndexSpec = { fields: { streamId: 1, position: 1 } };
    expect(withoutCoveredIndexes([{ fields: { streamId: 1 } }, { fields: { position: 1 } }, streamThenPosition])).toEqual([{ fields: { position: 1 } }, streamThenPosition]);
  });

  it('keeps an index that differs in direction or order, and identical or unrelated ones', () => {
    const indexes: IndexSpec[] = [
      { fields: { changedAt: -1 } },
      { fields: { changedAt: 1,rateId: 1 } },
      { fields: { rateId: 1,changedAt: 1 } },
      { fields: { date: 1 } },
    ];
    expect(withoutCoveredIndexes(indexes)).toEqual(indexes);
  });
});
