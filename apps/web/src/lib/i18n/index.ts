import { LANGUAGES, type Language } from '@waha/shared/constants';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, isLanguage, storeLanguage, storedLanguage } from './languages';
import { INITIAL_NAMESPACES } from './resources';

// Each locales/<language>/<namespace>.json becomes its own small chunk, fetched when first needed.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/*.json',
);

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeFiles[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next;

/** Starts i18next with the device's saved language and resolves once the first texts are loaded. */
export async function initI18n(language: Language = storedLanguage()): Promise<void> {
  i18next.on('languageChanged', (next) => {
    if (isLanguage(next)) applyDocumentLanguage(next);
  });
  applyDocumentLanguage(language);
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // No fallback language: each has every text (locales/parity.test.ts), as the prerender and
      // the component tests assume. With English as a fallback, an Arabic screen also fetched
      // every English namespace it used, doubling the requests and the work before it was live.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: INITIAL_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes output already.
      showSupportNotice: false,
      returnNull: false,
      saveMissing: import.meta.env.DEV,
      missingKeyHandler: (languages, namespace, key) => {
        // In development a missing key is a bug to see at once, not an English fallback to miss.
        throw new Error(`Missing translation ${namespace}:${key} for ${languages.join(',')}`);
      },
    });
}

/** Switches the interface language and remembers it on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18next.changeLanguage(language);
}
