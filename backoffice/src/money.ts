/** Rupees with 2 decimals and Indian digit grouping: ₹1,23,456.00 */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export const formatRupees = (value: number | null | undefined): string =>
    value == null || Number.isNaN(Number(value)) ? '—' : inr.format(Number(value));

/** Events and read models keep integer paise; the wire carries rupees. */
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;

/** Compact axis labels: ₹1.8K, ₹2.5L, ₹1.2Cr */
export const formatRupeesShort = (value: number): string => {
    const abs = Math.abs(value);
    if (abs >= 1e7) return `₹${(value / 1e7).toFixed(1).replace(/\.0$/, '')}Cr`;
    if (abs >= 1e5) return `₹${(value / 1e5).toFixed(1).replace(/\.0$/, '')}L`;
    if (abs >= 1e3) return `₹${(value / 1e3).toFixed(1).replace(/\.0$/, '')}K`;
    return `₹${value}`;
};

/** Parse a rupee amount typed by a user; null unless a positive number with at most 2 decimals. */
export const parseRupees = (text: string): number | null => {
    const trimmed = text.trim();
    if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
    const value = Number(trimmed);
    return Number.isFinite(value) ? value : null;
};
