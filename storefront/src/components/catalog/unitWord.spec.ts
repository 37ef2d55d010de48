import { createInstance } from 'i18next';
import ar from '../../i18n/locales/ar.json';
import de from '../../i18n/locales/de.json';
import en from '../../i18n/locales/en.json';
import es from '../../i18n/locales/es.json';
import fr from '../../i18n/locales/fr.json';
import hi from '../../i18n/locales/hi.json';
import { unitWord } from './unitWord';

/** An i18next like the storefront's (English the fallback), in `language`. */
async function inLanguage(language: string) {
  const i18n = createInstance();
  const resources = Object.fromEntries(Object.entries({ en, hi, ar, es, fr, de }).map(([code, translation]) => [code, { translation }]));
  await i18n.init({ resources, lng: language, fallbackLng: 'en', interpolation: { escapeValue: false } });
  return i18n.t;
}

describe('a unit after a count', () => {
  it('takes the form its count needs in each of the six languages (Intl.PluralRules), and its name without a count', async () => {
    const words = async (language: string, unit: string) => {
      const t = await inLanguage(language);
      return [0, 1, 2, 5, 12, 100].map((count) => unitWord(t, unit, count));
    };
    expect(await words('en', 'tonne')).toEqual(['tonnes', 'tonne', 'tonnes', 'tonnes', 'tonnes', 'tonnes']);
    expect(await words('en', 'piece')).toEqual(['pieces', 'piece', 'pieces', 'pieces', 'pieces', 'pieces']);
    expect(await words('en', 'kg')).toEqual(['kg', 'kg', 'kg', 'kg', 'kg', 'kg']);
    // French says "0 tonne" and "1 tonne"; German and Spanish pluralise from 2; Hindi's टन does not change.
    expect(await words('fr', 'tonne')).toEqual(['tonne', 'tonne', 'tonnes', 'tonnes', 'tonnes', 'tonnes']);
    expect(await words('de', 'tonne')).toEqual(['Tonnen', 'Tonne', 'Tonnen', 'Tonnen', 'Tonnen', 'Tonnen']);
    expect(await words('es', 'quintal')).toEqual(['quintales', 'quintal', 'quintales', 'quintales', 'quintales', 'quintales']);
    expect(await words('hi', 'tonne')).toEqual(['टन', 'टन', 'टन', 'टन', 'टन', 'टन']);
    // Arabic: 3 to 10 take the plural, 11 to 99 the singular accusative, 100 the singular.
    expect(await words('ar', 'tonne')).toEqual(['طن', 'طن', 'طن', 'أطنان', 'طنًا', 'طن']);
    const t = await inLanguage('en');
    expect(unitWord(t, 'tonne')).toBe('tonne');
    expect(unitWord(t, 'crate', 12)).toBe('crate');
  });

  it("reads '12 tonnes' in the quote line, with the price still per tonne, and one count's unit apart from another's", async () => {
    const t = await inLanguage('en');
    const line = (quantity: number) => t('enquiry.mine.quoteLine', { price: '₹85,000.00', perUnit: unitWord(t, 'tonne'), quantity, unit: unitWord(t, 'tonne', quantity) });
    expect(line(12)).toBe('₹85,000.00 per tonne for 12 tonnes');
    expect(line(1)).toBe('₹85,000.00 per tonne for 1 tonne');
    const capped = t('catalogue.minimumOrderCapped', { quantity: 50, unit: unitWord(t, 'tonne', 50), max: 30, maxUnit: unitWord(t, 'tonne', 30) });
    expect(capped).toBe('Minimum order: 50 tonnes (one enquiry or order takes at most 30 tonnes: say how much you need in your message)');
  });
});
