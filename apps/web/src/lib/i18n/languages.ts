import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type Language } from '@waha/shared/constants';
import { deviceKey, readItem, writeItem } from '../platform/device-storage';

/** Where the chosen language is kept on this device (a language is not personal data). */
export const LANGUAGE_STORAGE_KEY = deviceKey('waha.language');

/**
 * The same choice as a cookie, so the server can send the front page already in that language
 * (it is prerendered in each language and served before any script runs).
 */
export const LANGUAGE_COOKIE = 'waha_lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

function cookieLanguage(): Language | null {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];
  return isLanguage(value) ? value : null;
}

/** The language saved on this device (storage, else the cookie), or the default (English). */
export function storedLanguage(): Language {
  try {
    const saved = readItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage can be blocked (private mode, policies); the cookie or the default still work.
  }
  return cookieLanguage() ?? DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  try {
    writeItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Keeps `<html lang dir>` in step with the interface language. */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}
