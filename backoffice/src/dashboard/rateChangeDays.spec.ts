import { lastDays } from './rateChangeDays';

/* The device's zone is not India's here: the window must still end on India's today. */
describe('rate changes per day', () => {
    const zone = process.env.TZ;
    beforeAll(() => (process.env.TZ = 'America/Los_Angeles'));
    afterAll(() => (zone === undefined ? delete process.env.TZ : (process.env.TZ = zone)));

    it("ends on India's today: 20:00 UTC on the 29th is 01:30 on the 30th in India (noon of the 29th in Los Angeles)", () => {
        const days = lastDays([{ id: '2026-11-30', day: '2026-11-30', count: 2 }, { id: '2026-11-01', day: '2026-11-01', count: 1 }], 30, new Date('2026-11-29T20:00:00.000Z'));
        expect(days).toHaveLength(30);
        expect(days[0]).toEqual({ day: '2026-11-01', count: 1 });
        expect(days.at(-1)).toEqual({ day: '2026-11-30', count: 2 });
        expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(3);
    });

    it('counts a day without a document as zero, across a month end', () => {
        const days = lastDays([], 3, new Date('2026-11-30T18:45:00.000Z'));
        expect(days).toEqual([{ day: '2026-11-29', count: 0 }, { day: '2026-11-30', count: 0 }, { day: '2026-12-01', count: 0 }]);
    });
});
