import { describe, expect, it } from 'vitest';
import routes from '../../../scripts/lighthouse-routes.json';
import { CATEGORY_PATHS, EXERCISES } from './exercise-kit/catalogue';

describe('npm run lighthouse', () => {
  it('covers the app screens, the hub, every category and every exercise', () => {
    const expected = [
      '/',
      '/app',
      '/app/onboarding',
      '/auth/login',
      '/auth/register',
      '/profile',
      '/exercises/',
      ...Object.values(CATEGORY_PATHS),
      ...EXERCISES.map((exercise) => exercise.path),
    ];
    expect([...routes.all].sort()).toEqual([...new Set(expected)].sort());
  });

  it('keeps its quick set inside the full one', () => {
    for (const route of routes.quick) expect(routes.all).toContain(route);
  });
});
