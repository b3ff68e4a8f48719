import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleKey } from './i18n/resources';

/** The title key of the deepest matched route that declares one, or of the error or not-found view. */
export function useScreenTitleKey(fallback: TitleKey = 'home'): TitleKey {
  const matches = useMatches();
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
    document.title = `${t(key, { ns: 'titles' })} - ${t('appName')}`;
  }, [key, t, i18n.language]);
}
