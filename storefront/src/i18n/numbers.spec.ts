import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { formatNumber } from '../money/format';
import { indianNumbers, INTERPOLATION } from './numbers';

const load = (code: string) => JSON.parse(readFileSync(join(__dirname, 'locales', `${code}.json`), 'utf8')) as Record<string, unknown>;

/** The storefront's i18next set up as i18n.ts does it (formatter and interpolation), with two of its languages. */
async function storefrontT(language: string) {
  const i18n = createInstance();
  await i18n.use(indianNumbers).init({ lng: language, fallbackLng: 'en', resources: { en: { translation: load('en') }, [language]: { translation: load(language) } }, interpolation: INTERPOLATION });
  return i18n.t.bind(i18n) as unknown as (key: string, options?: Record<string, unknown>) => string;
}

describe('numbers in storefront texts', () => {
  it('are grouped the Indian way, lakh and crore: 1,23,45,678 products, 12,500 tonnes', async () => {
    const t = await storefrontT('en');
    expect(t('catalogue.range', { from: 1, to: 24, count: 12345678, city: 'Pune' })).toBe('Showing 1–24 of 1,23,45,678 products in Pune');
    expect(t('catalogue.stockLeft', { count: 12500, unit: 'tonnes' })).toBe('12,500 tonnes in stock');
  });

  it.each(['hi', 'ar', 'de'])('are grouped the same way in %s, and the plural form still follows the number', async (language) => {
    const t = await storefrontT(language);
    for (const count of [1, 123456]) {
      const form = new Intl.PluralRules(language).select(count);
      const text = ((load(language).catalogue as Record<string, string>)[`range_${form}`] ?? '').replace('{{from}}', '1').replace('{{to}}', '24').replace('{{city}}', 'Pune');
      expect(t('catalogue.range', { from: 1, to: 24, count, city: 'Pune' })).toBe(text.replace('{{count}}', count === 1 ? '1' : '1,23,456'));
    }
  });

  it('shown outside a text (a facet count, an ordered quantity) are grouped the same way', () => {
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatNumber(12.5)).toBe('12.5');
  });

  it('leave text as it is: an order number, a year given as text', async () => {
    const t = await storefrontT('en');
    expect(t('footer.copyright', { year: '2026' })).toContain('© 2026 ');
    expect(t('customer.orders.cancelledDone', { number: 'BZ-2026-001234' })).toContain('BZ-2026-001234');
  });
});
