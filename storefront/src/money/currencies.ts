export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOL: Record<Currency, string> = { INR: '₹', USD: '$', EUR: '€', GBP: '£', JPY: '¥' };
export const DEFAULT_CURRENCY: Currency = 'INR';
export const CURRENCY_STORAGE_KEY = 'selectedCurrency';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** GET /api/currency-rates: 1 rupee = rates[c] units of c. */
export interface CurrencyRates {
  base: 'INR';
  rates: Partial<Record<Currency, number>>;
  updatedAt?: string;
}
