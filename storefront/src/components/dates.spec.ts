import { LANGUAGE_CODES } from '../i18n/languages';
import { formatDateTime, formatDay } from './dates';

/** The storefront writes dates day first, as India does (and the back office), in every language. */
describe('storefront dates', () => {
  it('writes a calendar day day-month-year in English, not the US month-first order', () => {
    expect(formatDay('2026-11-30', 'en')).toBe('30 Nov 2026');
    expect(formatDateTime('2026-11-30T05:30:00Z', 'en')).toMatch(/^30 November 2026\b.*11:00/);
  });

  it.each([...LANGUAGE_CODES])('%s puts the day before the month and the year, in Latin digits', (language) => {
    for (const text of [formatDay('2026-11-30', language), formatDateTime('2026-11-30T05:30:00Z', language)]) {
      expect(text).toMatch(/^30\D/);
      expect(text).toContain('2026');
    }
  });
});
