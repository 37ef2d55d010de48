import { indianLocale } from './dates';

const cache = new Map<string, Intl.ListFormat>();

/**
 * Words shown as one list ("Mumbai, Pune and Delhi"), in the interface language's own
 * conventions: Arabic joins with 'و' and '،', not a Latin ', '. Every list the storefront
 * writes for reading goes through here.
 */
export function formatList(items: readonly string[], language: string): string {
  let f = cache.get(language);
  if (!f) {
    f = new Intl.ListFormat(indianLocale(language), { type: 'conjunction' });
    cache.set(language, f);
  }
  return f.format(items);
}
