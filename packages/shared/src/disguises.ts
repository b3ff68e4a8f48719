import type { Language } from './constants';
import { shellInLanguage, shellWithoutBrand } from './page-head';

/**
 * Neutral names and plain icons under which Waha may be installed (README, "App lock"), each with
 * its own scope and start address under `/n/<id>/`, its own manifest (`id`, name, icons, theme)
 * and pages with neutral titles. The icons are plain shapes that copy no real app's brand.
 */
export interface Disguise {
  id: string;
  name: Record<Language, string>;
  /** The installed app's title bar and splash screen. */
  themeColor: string;
  backgroundColor: string;
}

export const DISGUISES: readonly Disguise[] = [
  {
    id: 'notes',
    name: { en: 'Notes', ar: 'ملاحظات' },
    themeColor: '#44403c',
    backgroundColor: '#fafaf9',
  },
  {
    id: 'tasks',
    name: { en: 'Tasks', ar: 'مهام' },
    themeColor: '#1e3a8a',
    backgroundColor: '#f8fafc',
  },
  {
    id: 'reading',
    name: { en: 'Reading', ar: 'قراءة' },
    themeColor: '#365314',
    backgroundColor: '#f7fee7',
  },
];

/** Where a disguise lives: `/n/<id>` (its scope is that with a trailing slash). */
export function disguiseBase(disguise: Pick<Disguise, 'id'>): string {
  return `/n/${disguise.id}`;
}

/** The screen an installed disguise opens on (the lock screen first, when a lock is set). */
export const DISGUISE_START_SCREEN = '/exercises/';

/** The disguise whose scope holds `pathname`, if any. */
export function disguiseOf(pathname: string): Disguise | undefined {
  const id = /^\/n\/([a-z-]+)(?:\/|$)/.exec(pathname)?.[1];
  return DISGUISES.find((disguise) => disguise.id === id);
}

/** The web app manifest of a disguise in one language. */
export function disguiseManifest(disguise: Disguise, language: Language) {
  const base = disguiseBase(disguise);
  return {
    id: `${base}/`,
    name: disguise.name[language],
    short_name: disguise.name[language],
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    start_url: `${base}${DISGUISE_START_SCREEN}`,
    scope: `${base}/`,
    display: 'standalone',
    theme_color: disguise.themeColor,
    background_color: disguise.backgroundColor,
    icons: [
      { src: `${base}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${base}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
}

/** Where a disguise's manifest is served, per language. */
export function disguiseManifestPath(disguise: Pick<Disguise, 'id'>, language: Language): string {
  return `${disguiseBase(disguise)}/manifest-${language}.webmanifest`;
}

/**
 * The app shell as a disguise's page: its name as the title (and the iPhone's home-screen title),
 * its icons, its theme, its manifest, in the page's language; nothing that says Waha in the head.
 * Used by the server for every page under the disguise's scope, and by the service worker offline.
 */
export function disguisePage(shell: string, disguise: Disguise, language: Language): string {
  const base = disguiseBase(disguise);
  const name = disguise.name[language];
  const head = [
    `<meta name="theme-color" content="${disguise.themeColor}" />`,
    `<link rel="icon" href="${base}/icon-192.png" type="image/png" />`,
    `<link rel="apple-touch-icon" href="${base}/apple-touch-icon.png" />`,
    `<meta name="apple-mobile-web-app-title" content="${name}" />`,
    `<link rel="manifest" href="${disguiseManifestPath(disguise, language)}" />`,
    `<title>${name}</title>`,
  ].join('\n    ');
  return shellWithoutBrand(shellInLanguage(shell, language))
    .replace(/\s*<meta name="theme-color"[^>]*>/, '')
    .replace(/\s*<link rel="manifest"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, head);
}
