import { DomainError } from '../domain/domain-error';
import { bucketCount, bucketOf, bucketsBetween, reportParams } from './report';

describe('report periods', () => {
  it('buckets a day into itself, its ISO week (from Monday) and its month', () => {
    expect(bucketOf('2026-11-18', 'day')).toBe('2026-11-18');
    expect(bucketOf('2026-11-18', 'week')).toBe('2026-11-16');
    expect(bucketOf('2026-11-16', 'week')).toBe('2026-11-16');
    expect(bucketOf('2026-11-22', 'week')).toBe('2026-11-16');
    expect(bucketOf('2026-11-18', 'month')).toBe('2026-11-01');
  });

  it('lists every bucket between two days, both ends included', () => {
    expect(bucketsBetween('2026-11-29', '2026-12-02', 'day')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(bucketsBetween('2026-11-18', '2026-12-01', 'week')).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(bucketsBetween('2026-01-31', '2026-03-01', 'month')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
  });

  it('counts the buckets a period holds without listing them, as many as bucketsBetween lists', () => {
    for (const [from, to] of [['2026-11-29', '2026-12-02'], ['2026-11-18', '2026-12-01'], ['2024-02-27', '2026-03-01'], ['2026-03-28', '2026-03-30']]) {
      for (const interval of ['day', 'week', 'month'] as const) expect(bucketCount(from, to, interval)).toBe(bucketsBetween(from, to, interval).length);
    }
  });

  it('defaults to the last 30 India days by day, and refuses bad periods naming the field', () => {
    expect(reportParams({}, new Date('2026-11-23T20:00:00Z'))).toEqual({ from: '2026-10-26', to: '2026-11-24', interval: 'day' });
    const errors = (input: object) => {
      try {
        reportParams(input);
      } catch (error) {
        return (error as DomainError).errors;
      }
      return null;
    };
    expect(errors({ from: '2026-02-30', to: 'soon', interval: 'hour' })).toEqual({
      from: 'from must be a day written YYYY-MM-DD',
      to: 'to must be a day written YYYY-MM-DD',
      interval: 'interval must be day, week or month',
    });
    expect(errors({ from: '2026-11-20', to: '2026-11-01' })).toEqual({ to: 'to must not be before from' });
    expect(errors({ from: '2000-01-01', to: '2026-01-01', interval: 'day' })?.to).toMatch(/more than 2000 days/);
    // The whole calendar is refused at once, not listed first: a period ending in year 9999 by
    // the day once ran on to the end of Date (its ISO strings past 9999 sort before '9999').
    for (const interval of ['day', 'week', 'month'] as const) expect(errors({ from: '0001-01-01', to: '9999-12-31', interval })?.to).toMatch(/more than 2000/);
  });
});
