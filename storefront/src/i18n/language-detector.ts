import type { LanguageDetectorModule } from 'i18next';
import { LANGUAGE_STORAGE_KEY } from './languages';

/** 'en-US' -> 'en': languages are offered and stored without region. */
const base = (code: string) => code.split('-')[0]!.toLowerCase();

/**
 * The visitor's language, in the order the storefront has always used: the one they chose
 * (localStorage), then the browser's languages, then <html lang>. i18next takes the first
 * supported candidate. A few lines instead of i18next-browser-languagedetector, whose
 * cookie, query-string and path lookups the storefront never used (2 KB off the first load).
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const candidates: string[] = [];
    try {
      const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
      if (stored) candidates.push(stored);
    } catch {
      // storage blocked (private mode): fall through to the browser's languages
    }
    candidates.push(...(navigator.languages ?? [navigator.language]).filter(Boolean));
    if (document.documentElement.lang) candidates.push(document.documentElement.lang);
    return candidates.map(base);
  },
  cacheUserLanguage(language) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // not remembered across visits; the choice still applies to this page
    }
  },
};
