import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  meta,
  common,
  topBar,
  roles,
  currencies,
  cities,
  toast,
  header,
  nav,
  banner,
  footer,
  categories,
  retailFinder,
  home,
  wholesalePage,
  retailPage,
  servicesPage,
  rates,
  auth,
  otp,
  join,
  backOffice,
  providerForm,
  supplierForm,
  becomeVendor,
  becomeProvider,
  dashboard,
  serverMessages,
  search,
  notFound,
  contact,
  account,
  notices,
} from './locales/en.json';
import { languageDetector } from './language-detector';
import { indianNumbers, INTERPOLATION } from './numbers';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, languageByCode } from './languages';

/**
 * English ships in the main bundle, except the long texts of the information pages (About, CSR,
 * Blog and the policies): those lazily loaded pages add their section themselves (english-sections.ts),
 * so the first load does not carry them. Named imports let the bundler leave the rest out; the
 * locale test checks that every section is either here or added by its page.
 */
const en = { meta, common, topBar, roles, currencies, cities, toast, header, nav, banner, footer, categories, retailFinder, home, wholesalePage, retailPage, servicesPage, rates, auth, otp, join, backOffice, providerForm, supplierForm, becomeVendor, becomeProvider, dashboard, serverMessages, search, notFound, contact, account, notices };

/** The other languages are bundled as separate chunks loaded on demand. */
const localeChunks = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*.json', '!./locales/en.json']);

const bundledLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = localeChunks[`./locales/${language}.json`];
    if (!load) return callback(null, {});
    load()
      .then((module) => callback(null, module.default))
      .catch((error: unknown) => callback(error instanceof Error ? error.message : String(error), false));
  },
};

/** Keeps <html lang dir> in step with the interface language (Arabic reads right to left). */
function applyDocumentLanguage(code: string): void {
  const language = languageByCode(code);
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
}

i18n.on('languageChanged', (code) => applyDocumentLanguage(i18n.resolvedLanguage ?? code));

void i18n
  .use(bundledLocales)
  .use(languageDetector)
  .use(indianNumbers)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    load: 'languageOnly',
    interpolation: INTERPOLATION,
    react: { useSuspense: true },
  });

export default i18n;
