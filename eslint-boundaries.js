// @ts-check
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The import boundaries of the web app (DESIGN.md, "Layout"), as `import-x/no-restricted-paths`
 * zones over absolute paths under `webSrc` (apps/web/src). eslint.config.js applies them to the
 * code; apps/web/src/boundaries.test.ts applies them to a fixture tree and expects each to bite.
 *
 * - Every feature folder is closed to every other: `features/<name>/` (auth, hub, …) and each
 *   exercise `features/exercises/<category>/<slug>/`, nested folders included.
 * - No feature imports `routes/` (routes compose features, never the other way round).
 * - `exercise-kit/` is shared by the exercises, so it imports neither features nor routes.
 * - `components/` and `lib/` import none of features, routes or the exercise kit.
 *
 * @param {string} webSrc
 */
export function webBoundaryZones(webSrc) {
  const features = join(webSrc, 'features');
  const routes = join(webSrc, 'routes');
  const kit = join(webSrc, 'exercise-kit');
  return [
    ...featureLeaves(features).map((leaf) => ({
      target: join(features, leaf),
      from: features,
      except: [`./${leaf}`],
      message:
        'A feature or exercise must not import another one. Move shared code to exercise-kit/, components/ or lib/.',
    })),
    {
      target: features,
      from: routes,
      message: 'Features must not import routes; routes compose features.',
    },
    {
      target: kit,
      from: [features, routes],
      message:
        'The exercise kit is shared by every exercise: it must not import features or routes.',
    },
    {
      target: [join(webSrc, 'components'), join(webSrc, 'lib')],
      from: [features, routes, kit],
      message: 'Shared code must not depend on features, routes or the exercise kit.',
    },
  ];
}

/** @param {string} dir */
function subfolders(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * The folders closed to each other: `<name>` for each feature, and `exercises/<category>/<slug>`
 * for each exercise (the URL's own path, one level per segment).
 *
 * @param {string} features
 */
function featureLeaves(features) {
  return subfolders(features).flatMap((name) =>
    name === 'exercises'
      ? subfolders(join(features, name)).flatMap((category) =>
          subfolders(join(features, name, category)).map((slug) => `${name}/${category}/${slug}`),
        )
      : [name],
  );
}

export const WEB_SRC = resolve(import.meta.dirname, 'apps/web/src');
