import { entryStatus } from './entryStatus';

describe("a seller's earning", () => {
    it("given it is pending, then it says the moment it becomes available on India's clock, not only a day", () => {
        // Recorded at 20:35 UTC on 30 November with a 2-day hold: 02:05 IST on 3 December.
        expect(entryStatus({ status: 'pending', availableAt: '2026-12-02T20:35:09.000Z' })).toEqual({ label: 'Pending', tone: 'amber', note: 'Available from 3 Dec 2026, 02:05:09 IST' });
    });

    it('given it is available, then it says nothing more', () => {
        expect(entryStatus({ status: 'available', availableAt: '2026-12-02T20:35:09.000Z' })).toEqual({ label: 'Available', tone: 'green' });
    });
});
