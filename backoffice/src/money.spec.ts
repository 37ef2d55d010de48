import { formatCount, formatPercent, formatRupees, formatRupeesShort } from './money';

describe('compact rupee axis labels', () => {
    it('given the ticks of a narrow rate range, when labelled, then no two labels are the same', () => {
        const ticks = [410_000, 415_000, 417_500, 420_000, 422_500, 425_000];
        const labels = ticks.map(formatRupeesShort);
        expect(labels).toEqual(['₹4.1L', '₹4.15L', '₹4.175L', '₹4.2L', '₹4.225L', '₹4.25L']);
        expect(new Set(labels).size).toBe(ticks.length);
    });

    it('given round amounts, when labelled, then they read in thousands, lakhs and crores without trailing zeros', () => {
        expect([0, 950, 1_800, 250_000, 12_000_000, -150_000].map(formatRupeesShort)).toEqual(['₹0', '₹950', '₹1.8K', '₹2.5L', '₹1.2Cr', '-₹1.5L']);
    });
});

describe('counts and amounts in Indian grouping (lakh and crore), whatever the browser\'s language', () => {
    it('given an Overview figure, a stock or a quantity, when shown, then it is grouped as rupees are', () => {
        expect([formatCount(1_234_567), formatCount(12_500), formatCount(999), formatCount(12.5)]).toEqual(['12,34,567', '12,500', '999', '12.5']);
        expect(formatRupees(12_345_678)).toBe('₹1,23,45,678.00');
        expect(formatPercent(12.5)).toBe('12.5 %');
    });
});
