import { LANGUAGE_CODES } from '../i18n/languages';
import { formatList } from './lists';

/** Lists of words (a product's delivery cities, an invoice's goods) follow the interface language. */
describe('storefront lists', () => {
  const cities = ['Mumbai', 'Pune', 'Delhi'];

  it('joins in English with commas and a final "and"', () => {
    expect(formatList(cities, 'en')).toBe('Mumbai, Pune and Delhi');
    expect(formatList(['Mumbai'], 'en')).toBe('Mumbai');
  });

  it("joins in Arabic with the Arabic 'و', never a Latin ', '", () => {
    const arabic = formatList(['مومباي', 'بونه', 'دلهي'], 'ar');
    expect(arabic).toBe(new Intl.ListFormat('ar', { type: 'conjunction' }).format(['مومباي', 'بونه', 'دلهي']));
    expect(arabic).toContain('و');
    expect(arabic).not.toContain(', ');
  });

  it.each([...LANGUAGE_CODES])('%s keeps every item, in order', (language) => {
    const text = formatList(cities, language);
    expect(text.indexOf('Mumbai')).toBeLessThan(text.indexOf('Pune'));
    expect(text.indexOf('Pune')).toBeLessThan(text.indexOf('Delhi'));
  });
});
