/** Rupees formatting, paise and typed amounts are shared with the server and the storefront. */
export { formatRupees, paiseToRupees, parseRupees } from '@bazaar/common';

/** Compact axis labels: ₹1.8K, ₹2.5L, ₹1.2Cr */
export const formatRupeesShort = (value: number): string => {
    const abs = Math.abs(value);
    if (abs >= 1e7) return `₹${(value / 1e7).toFixed(1).replace(/\.0$/, '')}Cr`;
    if (abs >= 1e5) return `₹${(value / 1e5).toFixed(1).replace(/\.0$/, '')}L`;
    if (abs >= 1e3) return `₹${(value / 1e3).toFixed(1).replace(/\.0$/, '')}K`;
    return `₹${value}`;
};
