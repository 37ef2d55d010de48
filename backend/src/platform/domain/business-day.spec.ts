import { businessDay } from './business-day';

describe('business day (Asia/Kolkata)', () => {
  it('is the India date, which runs 5 h 30 ahead of UTC', () => {
    expect(businessDay(new Date('2026-11-20T18:29:59.999Z'))).toBe('2026-11-20');
    expect(businessDay(new Date('2026-11-20T18:30:00.000Z'))).toBe('2026-11-21');
    expect(businessDay('2026-12-31T19:00:00.000Z')).toBe('2027-01-01');
  });
});
