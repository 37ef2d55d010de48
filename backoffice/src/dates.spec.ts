import { formatDate, formatDateTime, formatDayShort, fromIstInput, toIstInput } from './dates';

/* Run under any TZ: the back office reads times on India's clock, like the storefront. */
describe('back-office dates on India time', () => {
    it("shows a moment on India's clock, whatever the device's zone", () => {
        // 21:28:36 UTC is 02:58:36 the next day in India.
        expect(formatDateTime('2026-11-27T21:28:36.000Z')).toBe('28 Nov 2026, 02:58:36');
        expect(formatDate('2026-11-27T21:28:36.000Z')).toBe('28 Nov 2026');
    });

    it('shows the hour after midnight as 00, never 24', () => {
        expect(formatDateTime('2026-11-28T18:54:34.000Z')).toBe('29 Nov 2026, 00:24:34');
    });

    it('shows a calendar day as the day it names', () => {
        expect(formatDate('2026-11-28')).toBe('28 Nov 2026');
        expect(formatDayShort('2026-11-28')).toBe('28 Nov');
    });

    it("shows a moment's short day as India's, on a device in Los Angeles too", () => {
        const zone = process.env.TZ;
        process.env.TZ = 'America/Los_Angeles';
        try {
            expect(formatDayShort('2026-11-27T21:28:36.000Z')).toBe('28 Nov');
            expect(formatDayShort(new Date('2026-11-27T21:28:36.000Z'))).toBe('28 Nov');
        } finally {
            if (zone === undefined) delete process.env.TZ;
            else process.env.TZ = zone;
        }
    });

    it("reads and writes datetime-local values on India's clock", () => {
        expect(fromIstInput('2026-11-28T02:58')?.toISOString()).toBe('2026-11-27T21:28:00.000Z');
        expect(fromIstInput('2026-11-28T02:58:36')?.toISOString()).toBe('2026-11-27T21:28:36.000Z');
        expect(toIstInput(new Date('2026-11-27T21:28:36.000Z'))).toBe('2026-11-28T02:58:36');
        expect(fromIstInput('')).toBeNull();
        expect(fromIstInput('2026-11-28')).toBeNull();
    });
});
