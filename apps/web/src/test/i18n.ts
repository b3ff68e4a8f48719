import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every locale file of the app, as i18next resources: { en: { common: {...} }, ar: {...} }. */
export function allResources(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, content] of Object.entries(localeFiles)) {
    const match = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    (resources[match[1]] ??= {})[match[2]] = content;
  }
  return resources;
}

/** A synchronous i18next instance with the real texts, for component tests. */
export async function testI18n(language: 'en' | 'ar' = 'en'): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    resources: allResources(),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance;
}
