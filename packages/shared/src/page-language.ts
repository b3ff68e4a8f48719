import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants';

/** Set by the app's language switch; the server and the service worker choose pages by it. */
export const LANGUAGE_COOKIE = 'waha_lang';
/** A link's query parameter that opens Waha in a language and keeps it there: `/?lang=ar`. */
export const LANGUAGE_PARAM = 'lang';
/** How long the language cookie lasts (a year), in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** What a page request says about the language it wants, each as found (any string, or none). */
export interface LanguageAsked {
  /** The link's `?lang=` (a link an organisation shares). */
  link?: string | null;
  /** The `waha_lang` cookie (the person's choice on this device). */
  cookie?: string | null;
  /** The browser's own page (localStorage), read only in the browser. */
  device?: string | null;
  /** The browser's preferred language among Waha's (from Accept-Language or navigator.languages). */
  browser?: Language | null;
}

export interface PageLanguage {
  language: Language;
  /** Where it came from. */
  from: 'link' | 'cookie' | 'device' | 'browser' | 'default';
  /** The cookie must be written with `language`, so every later page (and the app) agrees. */
  keep: boolean;
}

/**
 * The one rule for a page's language, used by the server (which page it sends), and by the app
 * (which language it starts in), so the two always agree and nothing flashes in another language:
 * a link's `?lang=` first (and kept), then the person's choice on this device (the cookie, else the
 * browser's copy of it), then the browser's preferred languages on a first visit, then English.
 */
export function pageLanguage(asked: LanguageAsked): PageLanguage {
  if (isLanguage(asked.link)) {
    return { language: asked.link, from: 'link', keep: asked.cookie !== asked.link };
  }
  if (isLanguage(asked.cookie)) return { language: asked.cookie, from: 'cookie', keep: false };
  if (isLanguage(asked.device)) return { language: asked.device, from: 'device', keep: true };
  if (asked.browser && asked.browser !== DEFAULT_LANGUAGE) {
    return { language: asked.browser, from: 'browser', keep: true };
  }
  return { language: DEFAULT_LANGUAGE, from: 'default', keep: false };
}

/** The primary subtag of each range (`ar-SA;q=0.9` → `ar;q=0.9`), as a negotiator of Waha's codes reads them. */
export function primaryLanguageRanges(acceptLanguage: string): string {
  return acceptLanguage
    .split(',')
    .map((range) =>
      range
        .trim()
        .replace(/^([A-Za-z]{1,8})-[A-Za-z0-9-]+/, '$1')
        .toLowerCase(),
    )
    .join(', ');
}
