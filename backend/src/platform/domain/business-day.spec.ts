import { businessDay } from './business-day';

describe('business day (Asia/Kolkata)', () => {
  it('is the India date, which runs 5 h 30 ahead of UTC', () => {
    expect(businessDay(new Date('2026-11-20T18:29:59.999Z'))).toBe('2026-11-20');
    expect(businessDay(new Date('2026-11-20T18:30:00.000Z'))).toBe('2026-11-21');
    expect(businessDay('2026-12-31T19:00:00.000Z')).toBe('2027-01-01');
  });

  it('reads UTC ISO text the same as the Date it stands for, on both sides of 18:30 UTC', () => {
    for (const at of ['2024-02-28T18:29:59.999Z', '2024-02-28T18:30:00.000Z', '2024-02-29T23:59:59Z', '2023-12-31T18:30:00.000Z', '2026-11-20T00:00:00.000Z', '2026-11-20T05:00:00.000Z']) {
      expect(businessDay(at)).toBe(businessDay(new Date(at)));
      expect(businessDay(at)).toBe(businessDay(at)); // answered from the cache the second time
    }
    expect(businessDay('2026-11-20T23:00:00+05:30')).toBe('2026-11-20');
    expect(() => businessDay('not a time')).toThrow(RangeError);
  });
});
