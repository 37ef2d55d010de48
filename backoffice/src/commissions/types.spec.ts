import { commissionRows, parsePercent } from './types';

describe('commission rows', () => {
    it('lists the twelve categories, wholesale first, an unset one at the default and a set one at its version', () => {
        const rows = commissionRows([{ id: 'bakery', category: 'bakery', percent: 12.5, version: 2, setAt: '2026-11-28T20:00:00.000Z' }]);
        expect(rows).toHaveLength(12);
        expect(rows.slice(0, 6).every(r => r.channel === 'Wholesale')).toBe(true);
        expect(rows.find(r => r.id === 'fruits')).toMatchObject({ percent: 10, version: 0, name: 'Fruits' });
        expect(rows.find(r => r.id === 'bakery')).toMatchObject({ percent: 12.5, version: 2, name: 'Bakery', channel: 'Retail' });
    });

    it('reads the rate box as the server takes it: a plain decimal, never an empty box as 0', () => {
        expect(parsePercent(' 12.5 ')).toBe(12.5);
        expect(parsePercent('0')).toBe(0);
        for (const text of ['', ' ', '-3', '1e2', '12,5', 'ten']) expect(parsePercent(text)).toBeUndefined();
    });
});
