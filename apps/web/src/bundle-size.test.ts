// The budget logic of `npm run size` (scripts/bundle-size-budgets.mjs) on a fixture manifest in
// the shape Vite writes, with made-up gzip sizes: what counts for each route and what fails.
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  ROUTE_BUDGETS,
  LAZY_PARTS,
  formatTable,
  isExerciseRoute,
  isHelpersRoute,
  measure,
  routePath,
  type ManifestChunk,
} from '../../../scripts/bundle-size-budgets.mjs';

const KB = 1024;

const MANIFEST: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b2.js', '_router-c3.js'],
    dynamicImports: [
      'src/routes/_content/exercises/mind-body/drawing/index.tsx?tsr-split=component',
    ],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_router-c3.js': { file: 'assets/router-c3.js', imports: ['_react-b2.js'] },
  '_kit-d4.js': { file: 'assets/kit-d4.js', imports: ['_react-b2.js'] },
  '_freehand-e5.js': { file: 'assets/freehand-e5.js' },
  'src/routes/_content/exercises/mind-body/drawing/index.tsx?tsr-split=component': {
    file: 'assets/drawing-f6.js',
    src: 'src/routes/_content/exercises/mind-body/drawing/index.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_kit-d4.js', '_freehand-e5.js', '_router-c3.js'],
  },
  'src/routes/_content/exercises/mind-body/relaxation/index.tsx?tsr-split=component': {
    file: 'assets/relaxation-g7.js',
    src: 'src/routes/_content/exercises/mind-body/relaxation/index.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_kit-d4.js'],
  },
  // A route split in two: both parts count for it.
  'src/routes/_content/exercises/mind-body/relaxation/index.tsx?tsr-split=errorComponent': {
    file: 'assets/relaxation-error-h8.js',
    src: 'src/routes/_content/exercises/mind-body/relaxation/index.tsx?tsr-split=errorComponent',
    isDynamicEntry: true,
  },
  'src/routes/_content/profile.tsx?tsr-split=component': {
    file: 'assets/profile-i9.js',
    src: 'src/routes/_content/profile.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_react-b2.js'],
  },
  'src/routes/_content/profile_.practice.tsx?tsr-split=component': {
    file: 'assets/practice-l2.js',
    src: 'src/routes/_content/profile_.practice.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_kit-d4.js'],
  },
  // A lazy module that is not a route (loaded by a screen on demand) is no route's row.
  'src/lib/crypto-worker.ts': {
    file: 'assets/crypto-worker-j0.js',
    src: 'src/lib/crypto-worker.ts',
    isDynamicEntry: true,
  },
};

const SIZES: Record<string, number> = {
  'assets/index-a1.js': 20 * KB,
  'assets/react-b2.js': 50 * KB,
  'assets/router-c3.js': 25 * KB,
  'assets/kit-d4.js': 12 * KB,
  'assets/freehand-e5.js': 5 * KB,
  'assets/drawing-f6.js': 15 * KB,
  'assets/relaxation-g7.js': 10 * KB,
  'assets/relaxation-error-h8.js': 1 * KB,
  'assets/profile-i9.js': 3 * KB,
  'assets/crypto-worker-j0.js': 2 * KB,
  'assets/landing-page-k1.js': 4 * KB,
  'assets/practice-l2.js': 20 * KB,
};

function run(sizes: Record<string, number> = SIZES, manifest = MANIFEST) {
  return measure({
    manifest,
    frontPage: { en: ['assets/landing-page-k1.js'], ar: ['assets/landing-page-k1.js'] },
    gzipSize: (file) => {
      const size = sizes[file];
      if (size === undefined) throw new Error(`no size for ${file}`);
      return size;
    },
  });
}

const row = (result: ReturnType<typeof run>, name: string) => {
  const found = result.rows.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no row ${name}`);
  return found;
};

describe('bundle size budgets', () => {
  it('counts the shell as the entry and its static imports, each route beyond the shell', () => {
    const result = run();
    expect(row(result, 'app shell (entry + static imports)').bytes).toBe(95 * KB);
    // Drawing: its chunk, the kit and the drawing library; the router is in the shell already.
    expect(row(result, '/exercises/mind-body/drawing/')).toMatchObject({
      bytes: 32 * KB,
      budget: BUDGETS.exercise,
    });
    expect(row(result, '/exercises/mind-body/drawing/').files.sort()).toEqual([
      'assets/drawing-f6.js',
      'assets/freehand-e5.js',
      'assets/kit-d4.js',
    ]);
    // Both of a route's split chunks, and the shared kit counted for each route that needs it.
    expect(row(result, '/exercises/mind-body/relaxation/').bytes).toBe(23 * KB);
    expect(row(result, '/profile')).toMatchObject({ bytes: 3 * KB, budget: null });
    expect(row(result, '/ (front page, en)')).toMatchObject({
      bytes: 4 * KB,
      budget: BUDGETS.frontPage,
    });
    expect(result.rows.map((r) => r.name)).not.toContain('/lib/crypto-worker');
    expect(result.failures).toEqual([]);
    expect(formatTable(result.rows)).toMatch(
      /\/exercises\/mind-body\/drawing\/\s+32\.0 KB\s+40\.0 KB\s+ok/,
    );
  });

  it('holds the practice page to its own budget, with what it shares with exercises', () => {
    expect(row(run(), '/profile/practice')).toMatchObject({
      bytes: 32 * KB,
      budget: ROUTE_BUDGETS['/profile/practice'],
    });
    const result = run({ ...SIZES, 'assets/practice-l2.js': 29 * KB });
    expect(result.failures).toEqual([
      expect.stringMatching(/^\/profile\/practice: 41\.0 KB gzip is over its budget of 40\.0 KB/),
    ]);
  });

  it('fails an exercise over 40 KB, naming it and its files', () => {
    const result = run({ ...SIZES, 'assets/freehand-e5.js': 14 * KB });
    expect(result.failures).toEqual([
      expect.stringMatching(
        /^\/exercises\/mind-body\/drawing\/: 41\.0 KB gzip is over its budget of 40\.0 KB \(.*freehand-e5\.js/,
      ),
    ]);
    expect(formatTable(result.rows)).toMatch(/drawing\/\s+41\.0 KB\s+40\.0 KB\s+OVER/);
  });

  it('fails a shell over 135 KB and a front page over 10 KB, never a route without a budget', () => {
    const result = run({
      ...SIZES,
      'assets/index-a1.js': 61 * KB,
      'assets/landing-page-k1.js': 11 * KB,
      'assets/profile-i9.js': 300 * KB,
    });
    expect(result.failures.map((failure) => failure.split(':')[0])).toEqual([
      '/ (front page, en)',
      '/ (front page, ar)',
      'app shell (entry + static imports)',
    ]);
    expect(result.failures[2]).toMatch(/136\.0 KB gzip is over its budget of 135\.0 KB/);
    expect(formatTable(result.rows)).toMatch(/app shell.*136\.0 KB\s+135\.0 KB\s+OVER/);
  });

  // The app's start is built as an entry of its own (apps/web/vite.config.ts); a dynamic entry
  // would count the same.
  it.each([
    ['an entry', { isEntry: true }],
    ['a dynamic entry', { isDynamicEntry: true }],
  ])(
    'counts the app the entry starts after the first paint (%s) as part of the shell',
    (_, kind) => {
      const { 'index.html': _entry, ...rest } = MANIFEST;
      const started: Record<string, ManifestChunk> = {
        ...rest,
        'index.html': {
          file: 'assets/boot-m2.js',
          src: 'index.html',
          isEntry: true,
          dynamicImports: ['src/main.tsx'],
        },
        'src/main.tsx': {
          file: 'assets/index-a1.js',
          src: 'src/main.tsx',
          ...kind,
          imports: ['_react-b2.js', '_router-c3.js'],
        },
      };
      const result = run({ ...SIZES, 'assets/boot-m2.js': 1 * KB }, started);
      expect(row(result, 'app shell (entry + static imports)').bytes).toBe(96 * KB);
      expect(row(result, '/exercises/mind-body/drawing/').bytes).toBe(32 * KB);
    },
  );

  it('fails a shell split into more files than its budget, naming them', () => {
    const split: Record<string, ManifestChunk> = {
      ...MANIFEST,
      'index.html': {
        file: 'assets/index-a1.js',
        src: 'index.html',
        isEntry: true,
        imports: ['_router-c3.js', '_store-l2.js'],
      },
      '_store-l2.js': { file: 'assets/store-l2.js', imports: ['_atoms-m3.js'] },
      '_atoms-m3.js': { file: 'assets/atoms-m3.js', imports: ['_runtime-n4.js'] },
      '_runtime-n4.js': { file: 'assets/runtime-n4.js' },
    };
    const sizes = {
      ...SIZES,
      'assets/store-l2.js': 1 * KB,
      'assets/atoms-m3.js': 1 * KB,
      'assets/runtime-n4.js': 1 * KB,
    };
    expect(run(sizes, split).failures).toEqual([
      expect.stringMatching(
        /^app shell: 6 files, more than 5 \(.*assets\/store-l2\.js.*assets\/atoms-m3\.js/,
      ),
    ]);
    expect(run().failures).toEqual([]);
  });

  it('exactly at the budget is within it', () => {
    const result = run({ ...SIZES, 'assets/drawing-f6.js': 23 * KB });
    expect(row(result, '/exercises/mind-body/drawing/').bytes).toBe(BUDGETS.exercise);
    expect(result.failures).toEqual([]);
  });

  it('refuses a manifest it cannot read rightly', () => {
    const { 'index.html': _entry, ...noEntry } = MANIFEST;
    expect(() => run(SIZES, noEntry)).toThrow(/one entry/);
    const broken = {
      ...MANIFEST,
      'index.html': { ...MANIFEST['index.html'], imports: ['_gone.js'] },
    };
    expect(() => run(SIZES, broken as Record<string, ManifestChunk>)).toThrow(/_gone\.js/);
  });

  it('names routes by their URL and tells exercises from other screens', () => {
    expect(routePath('src/routes/index.tsx')).toBe('/');
    expect(routePath('src/routes/__root.tsx')).toBeNull();
    expect(routePath('src/routes/_content/exercises/index.tsx?tsr-split=component')).toBe(
      '/exercises/',
    );
    expect(
      routePath('src/routes/_content/exercises/mind-body/drawing/mandala.tsx?tsr-split=component'),
    ).toBe('/exercises/mind-body/drawing/mandala');
    expect(routePath('src/features/hub/hub.tsx')).toBeNull();
    expect(routePath('src/routes/_site/index.tsx?tsr-split=component')).toBe('/');
    expect(routePath('src/routes/_site/app_.onboarding.tsx?tsr-split=component')).toBe(
      '/app/onboarding',
    );
    expect(routePath('src/routes/_site.tsx?tsr-split=component')).toBe('(layout _site)');
    expect(routePath('src/routes/_content/exercises/evolve/personal-sources/$step.tsx')).toBe(
      '/exercises/evolve/personal-sources/$step',
    );
    expect(isExerciseRoute('/exercises/mind-body/drawing/mandala')).toBe(true);
    expect(isExerciseRoute('/exercises/creativity/imagination/exercise')).toBe(true);
    expect(isExerciseRoute('/exercises/mind-body/')).toBe(false);
    expect(isExerciseRoute('/exercises/')).toBe(false);
    expect(isExerciseRoute('/profile')).toBe(false);
  });

  it('holds the screens for helpers to a route budget of their own', () => {
    expect(isHelpersRoute('/helpers')).toBe(true);
    expect(isHelpersRoute('/helpers/guides')).toBe(true);
    expect(isHelpersRoute('/helpersx')).toBe(false);
    expect(isHelpersRoute('/profile')).toBe(false);
  });
});

describe('lazy parts with a budget of their own', () => {
  const part = 'src/exercise-kit/part.tsx';
  const withPart: Record<string, ManifestChunk> = {
    ...MANIFEST,
    [part]: {
      file: 'assets/part-p1.js',
      src: part,
      isDynamicEntry: true,
      imports: ['_kit-d4.js', '_react-b2.js'],
    },
  };
  const measurePart = (partSize: number, manifest = withPart) =>
    measure({
      manifest,
      frontPage: { en: [], ar: [] },
      gzipSize: (file) => ({ ...SIZES, 'assets/part-p1.js': partSize })[file] ?? 0,
      lazyParts: { [part]: 'a part' },
    });

  it('counts a part and its static imports beyond the shell, against 40 KB', () => {
    const result = measurePart(20 * KB);
    expect(result.rows.find((r) => r.name === 'a part')).toMatchObject({
      bytes: 32 * KB,
      budget: 40 * KB,
      files: ['assets/part-p1.js', 'assets/kit-d4.js'],
    });
    expect(result.failures).toEqual([]);
    expect(measurePart(29 * KB).failures).toEqual([
      expect.stringMatching(/^a part: 41\.0 KB gzip is over its budget of 40\.0 KB/),
    ]);
  });

  it('refuses a part missing from the manifest, so a renamed file is never left unchecked', () => {
    expect(() => measurePart(1, MANIFEST)).toThrow(/no lazy part "src\/exercise-kit\/part\.tsx"/);
  });

  it('checks the "Lead a group" view', () => {
    expect(Object.keys(LAZY_PARTS)).toContain('src/exercise-kit/group/group-view.tsx');
  });
});
