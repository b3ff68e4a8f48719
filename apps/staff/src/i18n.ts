import { LANGUAGES, RTL_LANGUAGES } from '@waha/shared/constants';
import type { Language } from '@waha/shared/constants';
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStaffItem, writeStaffItem } from './lib/device-storage';
import arAudit from './locales/ar/audit.json';
import arAuth from './locales/ar/auth.json';
import arCommon from './locales/ar/common.json';
import arInbox from './locales/ar/inbox.json';
import arRequest from './locales/ar/request.json';
import enAudit from './locales/en/audit.json';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enInbox from './locales/en/inbox.json';
import enRequest from './locales/en/request.json';

/** The inbox's texts: few and small, so both languages come with its code. */
export const resources = {
  en: { common: enCommon, auth: enAuth, inbox: enInbox, request: enRequest, audit: enAudit },
  ar: { common: arCommon, auth: arAuth, inbox: arInbox, request: arRequest, audit: arAudit },
} as const;

export function storedLanguage(): Language {
  try {
    const stored = readStaffItem('language');
    return LANGUAGES.find((language) => language === stored) ?? 'en';
  } catch {
    return 'en';
  }
}

/** Sets the page's language and direction, and remembers the choice. */
export function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  try {
    writeStaffItem('language', language);
  } catch {
    // Storage may be off; the language still applies to this page.
  }
}

export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}
