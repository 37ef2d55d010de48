import { trendOf } from './rates';

describe('trendOf (spec 4)', () => {
  it('is up above the previous current rate, down below it, stable at it', () => {
    expect([trendOf(100, 120), trendOf(120, 100), trendOf(100, 100)]).toEqual(['up', 'down', 'stable']);
  });

  it('is stable for a rate that had no previous one', () => {
    expect([trendOf(null, 100), trendOf(undefined, 100)]).toEqual(['stable', 'stable']);
  });
});
