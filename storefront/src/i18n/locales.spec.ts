import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from './languages';

/**
 * Every translation key exists in all six locale files and no file has keys the others lack.
 * Plurals are the exception i18next builds in: a key `x` may be split into `x_one`, `x_other`...,
 * and then each language must have exactly the plural forms its own grammar uses (Arabic six,
 * Hindi two) as `Intl.PluralRules` names them. The placeholders (`{{name}}`) must match too.
 */
const DIR = join(__dirname, 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
const load = (code: string): Tree => JSON.parse(readFileSync(join(DIR, `${code}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/** Base keys (plural suffix removed) -> the plural forms present ([] for a plain key). */
function shape(flat: Map<string, string>): Map<string, string[]> {
  const bases = new Map<string, string[]>();
  for (const key of flat.keys()) {
    const match = PLURAL.exec(key);
    const base = match ? key.slice(0, -match[0].length) : key;
    const forms = bases.get(base) ?? [];
    if (match) forms.push(match[1]!);
    bases.set(base, forms);
  }
  return bases;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('storefront locale files', () => {
  const english = flatten(load('en'));
  const englishShape = shape(english);

  it('are exactly the six offered languages', () => {
    expect(readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', '')).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((c) => c !== 'en'))('%s has every English key and no other', (code) => {
    const own = shape(flatten(load(code)));
    expect([...own.keys()].filter((k) => !englishShape.has(k))).toEqual([]);
    expect([...englishShape.keys()].filter((k) => !own.has(k))).toEqual([]);
  });

  it.each([...LANGUAGE_CODES])('%s has the plural forms its grammar needs, and only those', (code) => {
    const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories.slice().sort();
    const wrong: string[] = [];
    for (const [base, present] of shape(flatten(load(code)))) {
      const pluralInEnglish = englishShape.get(base)!.length > 0;
      if (!pluralInEnglish && present.length === 0) continue;
      if (JSON.stringify(present.slice().sort()) !== JSON.stringify(forms)) wrong.push(`${base}: ${present.join(',') || 'no plural forms'}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((c) => c !== 'en'))('%s keeps the English placeholders', (code) => {
    const own = flatten(load(code));
    const wrong: string[] = [];
    for (const [key, text] of own) {
      const base = key.replace(PLURAL, '');
      const model = english.get(key) ?? english.get(`${base}_other`) ?? english.get(base);
      // Plural forms may drop {{count}} (Arabic 'one' reads "one price", not "1 price").
      const expected = placeholders(model ?? '').filter((p) => !(PLURAL.test(key) && p === 'count'));
      const got = placeholders(text).filter((p) => !(PLURAL.test(key) && p === 'count'));
      if (JSON.stringify(got) !== JSON.stringify(expected)) wrong.push(`${key}: ${got.join(',')} vs ${expected.join(',')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('bundles every English section in the first load or has its page add it', () => {
    const source = (file: string) => readFileSync(join(__dirname, '..', file), 'utf8');
    const eager = /import \{([^}]+)\} from '\.\/locales\/en\.json'/.exec(source('i18n/i18n.ts'))![1]!.split(',').map((s) => s.trim()).filter(Boolean);
    // Lazy pages, or a feature folder's module their pages import (services/texts.ts), add the rest.
    const lazyModules = ['pages', 'services', 'checkout'].flatMap((dir) => readdirSync(join(__dirname, '..', dir)).filter((f) => /\.tsx?$/.test(f)).map((f) => `${dir}/${f}`));
    const added = lazyModules.flatMap((f) => [...source(f).matchAll(/addEnglishSections\(([^)]*)\)/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim().replace(/'/g, ''))));
    // Several modules may add the same section (each may be the first one opened).
    expect([...new Set([...eager, ...added])].sort()).toEqual(Object.keys(load('en')).sort());
  });
});
