import { formatRupeesShort } from './money';

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
