import type { Currency } from './currencies';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formats an amount with 2 decimals. Rupees always use Indian digit grouping (₹1,23,456.00);
 * other currencies follow the interface language, with Latin digits.
 */
export function formatMoney(amount: number, currency: Currency, language = 'en'): string {
  const locale = currency === 'INR' ? 'en-IN' : `${language}-u-nu-latn`;
  return formatter(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A rupee amount rounded to whole rupees, Indian grouping (the cart total of spec 4). */
export function formatRupeesRounded(rupees: number): string {
  return formatter('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(
    Math.round(rupees),
  );
}

/** A count or quantity in Indian digit grouping, as rupees are, in every language: 1,23,456; 12.5. */
export const formatNumber = (value: number): string => formatter('en-IN', { maximumFractionDigits: 3 }).format(value);

/** Converts rupees into `currency` with the published rate; null when no rate is known. */
export function convertRupees(rupees: number, currency: Currency, rates: Partial<Record<Currency, number>>): number | null {
  if (currency === 'INR') return rupees;
  const rate = rates[currency];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rupees * rate : null;
}
