// The routes `npm run lighthouse` measures (and e2e/budget.spec.ts checks arrive as HTML): the
// app's own screens, then the hub's categories and every exercise from the catalogue, so a new
// exercise is measured without being listed here.
import catalogue from '../packages/shared/src/exercises/catalogue.json' with { type: 'json' };

const APP_ROUTES = [
  '/',
  '/app',
  '/app/onboarding',
  '/auth/login',
  '/auth/register',
  '/profile',
  '/profile/practice',
  '/helpers',
  '/helpers/guides',
];
const HUB = '/exercises/';

/** Every route Lighthouse measures. */
export const ALL_ROUTES = [
  ...APP_ROUTES,
  HUB,
  ...Object.values(catalogue.categories).map(({ segment }) => `${HUB}${segment}/`),
  ...Object.values(catalogue.exercises).map(({ path }) => path),
];

/** `--quick`: the front page, the hub and one exercise. */
export const QUICK_ROUTES = ['/', HUB, catalogue.exercises.relaxation.path];
