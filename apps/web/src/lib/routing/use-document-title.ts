import { useMatches } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { disguiseOf } from '@waha/shared/disguises';
import { useTranslation } from 'react-i18next';
import type { TitleKey } from '../i18n/resources';
import { isLanguage } from '../i18n/languages';

// A screen that is not a route of its own (not found, error) names itself here while it is shown.
let override: TitleKey | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setOverride = (key: TitleKey | null) => {
  override = key;
  for (const listener of listeners) listener();
};

/** Gives the page and header this title while the calling view is on screen. */
export function useScreenTitleOverride(key: TitleKey): void {
  useEffect(() => {
    setOverride(key);
    return () => {
      if (override === key) setOverride(null);
    };
  }, [key]);
}

/** The title key of the screen on show: an override, or the deepest matched route that has one. */
export function useScreenTitleKey(fallback: TitleKey = 'home'): TitleKey {
  const current = useSyncExternalStore(
    subscribe,
    () => override,
    () => null,
  );
  const matches = useMatches();
  if (current) return current;
  if (matches.some((match) => match.status === 'error')) return 'error';
  if (matches.some((match) => match.status === 'notFound')) return 'notFound';
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const key = matches[index]?.staticData.titleKey;
    if (key) return key;
  }
  return fallback;
}

/**
 * Sets `document.title` to "<screen title> - Waha" (واحة in Arabic). Titles come only from
 * translation keys, so nothing a person typed can ever appear in a tab, history entry or bookmark.
 */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const key = useScreenTitleKey();
  useEffect(() => {
    // Installed under a disguise, every page carries the disguise's name and nothing else.
    const disguise = disguiseOf(window.location.pathname);
    const language = isLanguage(i18n.language) ? i18n.language : 'en';
    document.title = disguise
      ? disguise.name[language]
      : `${t(key, { ns: 'titles' })} - ${t('appName')}`;
  }, [key, t, i18n.language]);
}
