import type { FormatterModule, InterpolationOptions } from 'i18next';
import { formatNumber } from '../money/format';

/**
 * Numbers put into texts ({{count}}, {{quantity}}, {{total}}) in Indian digit grouping, in every
 * language, as rupees are written (formatMoney): 'Showing 1–24 of 1,23,456 products', '12,500
 * tonnes in stock'. i18next writes a number as String() does (123456) unless each text asks
 * for a format; this formatter is asked for every value (alwaysFormat) and leaves all but
 * numbers as they are, so a year or an order number is passed as text. Plural forms are still
 * chosen from the number itself.
 */
export const indianNumbers: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format: (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? formatNumber(value) : (value as string)),
};

/** The storefront's interpolation: values are not HTML-escaped (React does that), and every one goes through indianNumbers. */
export const INTERPOLATION: InterpolationOptions = { escapeValue: false, alwaysFormat: true };
