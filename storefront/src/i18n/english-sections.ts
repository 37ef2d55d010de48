import i18n from 'i18next';
// The whole English file as text, in the lazy chunk of the pages that call this (not the first load).
import englishFile from './locales/en.json?raw';

let english: Record<string, unknown> | undefined;

/**
 * Adds English sections that only a lazily loaded page uses (i18n.ts leaves them out of the
 * first load). Called at the top of that page's module, so the texts are there before it
 * renders; the other languages load whole files and need nothing.
 */
export function addEnglishSections(...sections: string[]): void {
  english ??= JSON.parse(englishFile) as Record<string, unknown>;
  i18n.addResourceBundle('en', 'translation', Object.fromEntries(sections.map((name) => [name, english![name]])), true, false);
}
