import { sinceUnitChanged, trendOf } from './rates';

describe('trendOf (spec 4)', () => {
  it('is up above the previous current rate, down below it, stable at it', () => {
    expect([trendOf(100, 120), trendOf(120, 100), trendOf(100, 100)]).toEqual(['up', 'down', 'stable']);
  });

  it('is stable for a rate that had no previous one', () => {
    expect([trendOf(null, 100), trendOf(undefined, 100)]).toEqual(['stable', 'stable']);
  });
});

describe('sinceUnitChanged (what a rate chart draws)', () => {
  const change = (currentRate: number, unit: 'quintal' | 'tonne') => ({ currentRate, unit });

  it('keeps the changes since the unit last changed, oldest first', () => {
    const history = [change(8600, 'quintal'), change(8700, 'quintal'), change(88500, 'tonne'), change(89000, 'tonne')];
    expect(sinceUnitChanged(history)).toEqual([change(88500, 'tonne'), change(89000, 'tonne')]);
  });

  it('keeps every change of a rate whose unit never changed, and nothing of none', () => {
    const history = [change(8600, 'quintal'), change(8700, 'quintal')];
    expect(sinceUnitChanged(history)).toEqual(history);
    expect(sinceUnitChanged([])).toEqual([]);
  });
});
