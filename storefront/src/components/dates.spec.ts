import { LANGUAGE_CODES } from '../i18n/languages';
import { formatDateTime, formatDay, indiaYear } from './dates';

/** The storefront writes dates day first, as India does (and the back office), in every language. */
describe('storefront dates', () => {
  it('writes a calendar day day-month-year in English, not the US month-first order', () => {
    expect(formatDay('2026-11-30', 'en')).toBe('30 Nov 2026');
    expect(formatDateTime('2026-11-30T05:30:00Z', 'en')).toMatch(/^30 November 2026\b.*11:00/);
  });

  it.each([...LANGUAGE_CODES])("%s writes a moment on India's clock and says so, whatever the device's zone (20:00 UTC is 01:30 the next day)", (language) => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      const text = formatDateTime('2026-11-29T20:00:00.000Z', language);
      expect(text).toMatch(/^30\D/);
      expect(text).toMatch(/1:30/);
      expect(text).toMatch(/IST|[+]5:30/);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("gives the year India is in: 19:00 UTC on 31 December is 00:30 on 1 January there", () => {
    expect(indiaYear(new Date('2026-12-31T19:00:00.000Z'))).toBe(2027);
    expect(indiaYear(new Date('2026-12-31T18:29:59.000Z'))).toBe(2026);
  });

  it.each([...LANGUAGE_CODES])('%s puts the day before the month and the year, in Latin digits', (language) => {
    for (const text of [formatDay('2026-11-30', language), formatDateTime('2026-11-30T05:30:00Z', language)]) {
      expect(text).toMatch(/^30\D/);
      expect(text).toContain('2026');
    }
  });
});
