import { RTL_LANGUAGES, type Language } from '@waha/shared/constants';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_PARAM,
  isLanguage,
  pageLanguage,
} from '@waha/shared/page-language';
import { deviceKey, readItem, writeItem } from '../platform/device-storage';

export { LANGUAGE_COOKIE, isLanguage };

/** Where the chosen language is kept on this device (a language is not personal data). */
export const LANGUAGE_STORAGE_KEY = deviceKey('waha.language');

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

function cookieLanguage(): string | null {
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1] ?? null;
}

function deviceLanguage(): string | null {
  try {
    return readItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, policies); the cookie or the default still work.
    return null;
  }
}

/** The browser's first preferred language that Waha speaks (`ar-SA` is Arabic). */
function browserLanguage(): Language | null {
  for (const tag of navigator.languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/**
 * The language to start in, by the rule the server chose the page by
 * (packages/shared/src/page-language.ts): a link's `?lang=` (kept, then taken out of the address, so
 * that a later choice on the language switch is not overruled by the link on a reload), the choice
 * kept on this device, the browser's languages, English.
 */
export function startLanguage(): Language {
  const url = new URL(window.location.href);
  const chosen = pageLanguage({
    link: url.searchParams.get(LANGUAGE_PARAM),
    cookie: cookieLanguage(),
    device: deviceLanguage(),
    browser: browserLanguage(),
  });
  if (chosen.keep) storeLanguage(chosen.language);
  dropLanguageLink(url);
  return chosen.language;
}

/** Takes a link's `?lang=` out of the address (the choice is kept by then). */
export function dropLanguageLink(url = new URL(window.location.href)): void {
  if (!url.searchParams.has(LANGUAGE_PARAM)) return;
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** The language kept on this device (the cookie, else storage), else the browser's, else English. */
export function storedLanguage(): Language {
  return pageLanguage({
    cookie: cookieLanguage(),
    device: deviceLanguage(),
    browser: browserLanguage(),
  }).language;
}

export function storeLanguage(language: Language): void {
  try {
    writeItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Keeps `<html lang dir>` in step with the interface language. */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}
