import type { ExerciseRow } from '@waha/shared/catalogue';
import catalogue from '../../../packages/shared/src/exercises/catalogue.json' with { type: 'json' };
import type enTitles from '../src/locales/en/titles.json';

type TitleKey = keyof typeof enTitles;

export interface Screen {
  path: string;
  title: TitleKey;
  /** Under the shared content layout (back, title, language, profile). */
  content: boolean;
}

/** The screens that are not an exercise's (spec §2), with a sample for the search-param ones. */
const APP_SCREENS: Screen[] = [
  { path: '/', title: 'home', content: false },
  { path: '/introduction', title: 'introduction', content: false },
  { path: '/app', title: 'appWelcome', content: false },
  { path: '/app/onboarding', title: 'onboarding', content: false },
  { path: '/auth/login', title: 'login', content: false },
  { path: '/auth/register', title: 'register', content: false },
  { path: '/auth/recover', title: 'recover', content: false },
  { path: '/profile', title: 'profile', content: true },
  { path: '/profile/downloads', title: 'downloads', content: true },
  { path: '/profile/practice', title: 'practice', content: true },
  { path: '/request-session', title: 'requestSession', content: true },
  { path: '/helpers', title: 'helpers', content: true },
  { path: '/helpers/guides', title: 'helperGuides', content: true },
  { path: '/exercises/', title: 'content', content: true },
  ...Object.entries(catalogue.categories).map(([category, { segment }]) => ({
    path: `/exercises/${segment}/`,
    title: category as TitleKey,
    content: true,
  })),
];

/**
 * Every exercise's screens, from the catalogue: its own path and the screens below it (a new
 * exercise is swept by the route and offline tests without being listed here). An exercise's id is
 * its title key.
 */
const EXERCISE_SCREENS: Screen[] = Object.entries(
  catalogue.exercises as Record<string, ExerciseRow>,
).flatMap(([id, row]) => [
  { path: row.path, title: id as TitleKey, content: true },
  ...(row.screens ?? []).map((screen) => ({
    path: `${row.path}${screen.path}`,
    title: (screen.titleKey ?? id) as TitleKey,
    content: true,
  })),
]);

/** Every route of spec §2, with a sample for the dynamic and search-param ones. */
export const SCREENS: Screen[] = [...APP_SCREENS, ...EXERCISE_SCREENS];
