import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXERCISES, type Exercise } from './catalogue';

// An exercise is written down once, in the catalogue: everything that lists exercises derives from
// it. This test fails when an exercise's id or slug is written as a string literal (or in a path)
// in code outside the catalogue, the exercise's own folders and the allow-list below, which is the
// sign of a new hand-kept list. Tests are not scanned: a test names the exercise it exercises.

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const SCANNED = [
  'apps/web/src',
  'apps/web/e2e',
  'apps/api/src',
  'apps/staff/src',
  'packages',
  'scripts',
];
const CODE = /\.(?:ts|tsx|mjs|js|json)$/;
const TEST = /\.(?:test|spec)\.[a-z]+$|(?:^|\/)test\//;
/**
 * Not scanned: the texts (keyed by exercise id on purpose: titles.json, hub.json; the namespaces are
 * the slugs) and the media lists scripts/media writes from the files on disk.
 */
const NOT_SCANNED =
  /^apps\/web\/src\/(?:locales\/|lib\/media\/(?:media-durations|media-sizes|female-recordings)\.json$)/;

/** Files that name exercises on purpose, each with the reason. */
const ALLOWED: Record<string, { ids: readonly string[]; why: string }> = {
  'apps/web/src/features/hub/suggestions.ts': {
    ids: EXERCISES.map((exercise) => exercise.id),
    why: 'which exercises may help with each symptom: a judgement per symptom, not a list of all',
  },
  'apps/web/src/lib/i18n/resources.ts': {
    ids: EXERCISES.map((exercise) => exercise.id),
    why: "each namespace's type for i18next (written by npm run new-exercise)",
  },
  'apps/web/src/exercise-kit/components/distress-check.tsx': {
    ids: ['fingerBreathing'],
    why: 'the shortest exercise, offered to someone very distressed before an exercise begins',
  },
  'packages/shared/src/records.ts': {
    ids: ['mandala', 'positiveImagery'],
    why: 'kinds of record the server stores and counts, named for what they hold',
  },
};

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(path);
    return CODE.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });
}

/** The folders and files that belong to an exercise: its code, its route and its media script. */
function ownPlaces(exercise: Exercise): string[] {
  const url = exercise.path.replace(/^\/|\/$/g, '');
  const parent = exercise.partOf ? EXERCISES.find((other) => other.id === exercise.partOf) : null;
  return [
    'packages/shared/src/exercises/',
    `apps/web/src/features/${url}/`,
    `apps/web/src/routes/_content/${url}/`,
    `apps/web/src/routes/_content/${url}.tsx`,
    `scripts/media/${exercise.slug}.mjs`,
    ...(exercise.media ? [`scripts/media/${exercise.media.file}.mjs`] : []),
    ...(parent ? [`apps/web/src/features/${parent.path.replace(/^\/|\/$/g, '')}/`] : []),
  ];
}

/** The code without its comments (a comment may name an exercise; a literal is code). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the catalogue as the one list of exercises', () => {
  const files = SCANNED.flatMap((dir) => codeFiles(join(ROOT, dir)))
    .map((path) => relative(ROOT, path))
    .filter((path) => !TEST.test(path) && !NOT_SCANNED.test(path));

  it('scans the code', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it.each(EXERCISES.map((exercise) => [exercise.id, exercise] as const))(
    '%s is written nowhere else',
    (_id, exercise) => {
      const names = [...new Set([exercise.id, exercise.slug])].map(escape).join('|');
      const literal = new RegExp(`(['"\`/])(?:${names})(?=['"\`/.])`);
      const own = ownPlaces(exercise);
      const found = files.filter(
        (path) =>
          !own.some((place) => path === place || path.startsWith(place)) &&
          !ALLOWED[path]?.ids.includes(exercise.id) &&
          literal.test(withoutComments(readFileSync(join(ROOT, path), 'utf8'))),
      );
      expect(found, 'derive it from the catalogue, or allow it with a reason').toEqual([]);
    },
  );
});
