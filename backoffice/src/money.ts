/** Rupees formatting, paise and typed amounts are shared with the server and the storefront. */
export { formatCount, formatRupees, paiseToRupees, parseRupees } from '@bazaar/common';

/** Up to three decimals, trailing zeros dropped: neighbouring axis ticks of a narrow range (₹4.15L, ₹4.175L) stay apart. */
const compact = (value: number): string => String(Number(value.toFixed(3)));

/** Compact axis labels: ₹1.8K, ₹2.5L, ₹4.175L, ₹1.2Cr, -₹1.5L */
export const formatRupeesShort = (value: number): string => {
    const abs = Math.abs(value);
    const sign = value < 0 ? '-' : '';
    if (abs >= 1e7) return `${sign}₹${compact(abs / 1e7)}Cr`;
    if (abs >= 1e5) return `${sign}₹${compact(abs / 1e5)}L`;
    if (abs >= 1e3) return `${sign}₹${compact(abs / 1e3)}K`;
    return `${sign}₹${abs}`;
};

/** A percentage as the back office writes it: '10 %', '12.5 %' (up to 2 decimals). */
export const formatPercent = (percent: number): string => `${percent.toLocaleString('en-IN', { maximumFractionDigits: 2 })} %`;
