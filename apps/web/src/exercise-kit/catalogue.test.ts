import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import titles from '@/locales/en/titles.json';
import { SCREENS } from '../../e2e/screens';
import { CATEGORY_PATHS, EXERCISES, exercisesOf, tabExercises } from './catalogue';

const SRC = join(import.meta.dirname, '..');
const EXERCISE_ROUTES = join(SRC, 'routes', '_content', 'exercises');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The URL of a route file under routes/_content/ (`index.tsx` is its folder's path). */
function routeUrl(file: string): string {
  const path = relative(join(SRC, 'routes', '_content'), file).replace(/\.tsx$/, '');
  return `/${path.replace(/(^|\/)index$/, '$1')}`;
}

/** Whether a screen's sample path opens a route (`$param` matches any one segment). */
function opens(screenPath: string, url: string): boolean {
  const pattern = url.replace(/\$[a-zA-Z]+/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(screenPath.replace(/\?.*$/, ''));
}

describe('the exercise catalogue in the web app', () => {
  it('has a route file at every exercise path, and the exercise folder at the same place', () => {
    for (const exercise of EXERCISES) {
      const urls = filesUnder(EXERCISE_ROUTES).map(routeUrl);
      expect(urls, exercise.id).toContain(exercise.path);
      const folder = join(SRC, 'features', exercise.path.replace(/^\/|\/$/g, ''));
      expect(existsSync(folder), folder).toBe(true);
    }
  });

  it('has every exercise screen opened by the route and offline browser tests', () => {
    const categoryIndexes = new Set(Object.values(CATEGORY_PATHS));
    const urls = filesUnder(EXERCISE_ROUTES)
      .map(routeUrl)
      .filter((url) => url !== '/exercises/' && !categoryIndexes.has(url));
    for (const url of urls) {
      expect(
        SCREENS.some((screen) => opens(screen.path, url)),
        `${url}: add it to its row's "screens" in catalogue.json`,
      ).toBe(true);
    }
  });

  it('titles every exercise and every screen', () => {
    for (const screen of SCREENS) expect(Object.keys(titles), screen.path).toContain(screen.title);
  });

  it('lists the games and the audios in the hub tabs in their order', () => {
    expect(tabExercises('games')).toEqual([
      'drawing',
      'mandala',
      'positiveImagery',
      'treeOfLife',
      'socialNetwork',
    ]);
    expect(tabExercises('audios')).toEqual([
      'guidedRelaxation',
      'bodyExercise',
      'relaxation',
      'fingerBreathing',
      'imagination',
    ]);
  });

  it('leaves an exercise reached from another out of its category list', () => {
    expect(exercisesOf('mindBody').map((exercise) => exercise.id)).not.toContain('mandala');
  });
});
