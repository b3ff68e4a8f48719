import type common from '../../locales/en/common.json';
import type landing from '../../locales/en/landing.json';
import type titles from '../../locales/en/titles.json';

/**
 * The English files are the source of truth for translation keys: i18next's types are generated from
 * them, so a key that does not exist in English fails the type check.
 */
export interface Resources {
  common: typeof common;
  landing: typeof landing;
  titles: typeof titles;
}

export type Namespace = keyof Resources;
export type TitleKey = keyof Resources['titles'];

/** Loaded before the first paint; feature namespaces load with their screens. */
export const INITIAL_NAMESPACES: Namespace[] = ['common', 'titles'];
