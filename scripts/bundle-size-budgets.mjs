// The budget logic of `npm run size` (scripts/bundle-size.mjs), kept free of file reading so that
// apps/web/src/bundle-size.test.ts can check it against a fixture manifest.

const KB = 1024;

/** gzip budgets in bytes (DESIGN.md; issue "One React app"). */
export const BUDGETS = {
  /** The JavaScript the prerendered front page `/` loads (its own small script; no app). */
  frontPage: 10 * KB,
  /**
   * What any app screen needs before its own chunk: the entry and its static imports. React 19,
   * its router, texts and server state are about 129 KB; the rest is room for a small check that
   * runs before the first render (an app lock).
   */
  shell: 135 * KB,
  /**
   * The files the shell comes in (not bytes): the page's entry, the modules it shares with the
   * app, the bundler's runtime (its helpers for React's CommonJS modules), the app's start and the
   * rest of the app (apps/web/vite.config.ts). Each is one more request and one more module to
   * link before the app can start; the bundler alone made forty.
   */
  shellFiles: 5,
  /** An exercise route's own lazy chunks with their static imports not already in the shell. */
  exercise: 40 * KB,
  /** A screen for helpers (their section, the guides to the exercises), held as an exercise's. */
  helpers: 40 * KB,
  /** A part an exercise loads on demand (LAZY_PARTS), with its static imports beyond the shell. */
  lazyPart: 40 * KB,
};

/** Other screens held to a budget of their own, the same as an exercise's (their issue asks it). */
export const ROUTE_BUDGETS = {
  /** The practice page: its summaries, chart and table, export, plan. */
  '/profile/practice': 40 * KB,
};

/**
 * Parts of the exercises loaded on demand, not routes, that have a budget of their own: by their
 * source file (a manifest key), with the name their row has.
 */
export const LAZY_PARTS = {
  'src/exercise-kit/group/group-view.tsx': 'Lead a group (exercise kit)',
};

/** The app's code, which the page's entry imports on demand once the page has painted. */
export const APP_START = 'src/main.tsx';

/**
 * The manifest keys `keys` load before they run: themselves and, recursively, their static
 * imports (a Vite manifest's `imports`; `dynamicImports` load later, on demand).
 *
 * @param {Record<string, { imports?: string[] }>} manifest
 * @param {Iterable<string>} keys
 * @returns {Set<string>}
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no entry "${key}"`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * The URL path of a route file of the router's file tree (src/routes/…), as a person types it:
 * pathless layout segments (`_content`) left out, `index` as the folder itself, flat names
 * (`app_.onboarding` → /app/onboarding). A pathless layout route's own file is named
 * "(layout …)". Null for the root route and anything outside src/routes.
 *
 * @param {string} src a manifest `src`, e.g. "src/routes/_content/exercises/mind-body/drawing/index.tsx?tsr-split=component"
 */
export function routePath(src) {
  const match = /^src\/routes\/(.+)\.tsx?(?:\?.*)?$/.exec(src);
  if (!match) return null;
  const parts = match[1].split('/').flatMap((part) => part.split('.'));
  const own = parts.at(-1) ?? '';
  if (own === '__root') return null;
  if (own.startsWith('_')) return `(layout ${match[1]})`;
  const segments = parts
    .filter((segment) => !segment.startsWith('_'))
    .map((segment) => segment.replace(/_$/, ''));
  if (segments.at(-1) !== 'index') return `/${segments.join('/')}`;
  const folder = segments.slice(0, -1).join('/');
  return folder ? `/${folder}/` : '/';
}

/** An exercise's own route: /exercises/<category>/<slug>/… (not a category's index). */
export function isExerciseRoute(path) {
  return /^\/exercises\/[^/]+\/[^/]+(\/|$)/.test(path);
}

/** A screen for helpers: /helpers and the screens below it. */
export function isHelpersRoute(path) {
  return /^\/helpers(\/|$)/.test(path);
}

/** A route's own budget, or null for one held only by the shell's. */
function routeBudget(path) {
  if (isExerciseRoute(path)) return BUDGETS.exercise;
  if (isHelpersRoute(path)) return BUDGETS.helpers;
  return ROUTE_BUDGETS[path] ?? null;
}

/**
 * Measures a build against the budgets.
 *
 * @param {object} input
 * @param {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[] }>} input.manifest
 *   the client build's `.vite/manifest.json`
 * @param {Record<string, string[]>} input.frontPage the script files each prerendered front page
 *   loads, per language (paths under dist, e.g. "assets/landing-page-1234.js")
 * @param {(file: string) => number} input.gzipSize gzip size in bytes of a file under dist
 * @param {Record<string, string>} [input.lazyParts] the lazy parts with a budget (LAZY_PARTS); each
 *   must be in the manifest
 * @returns {{ rows: { name: string, bytes: number, budget: number | null, files: string[] }[], failures: string[] }}
 */
export function measure({ manifest, frontPage, gzipSize, lazyParts = {} }) {
  const js = (files) => files.filter((file) => file.endsWith('.js'));
  const total = (files) => files.reduce((sum, file) => sum + gzipSize(file), 0);
  const rows = [];

  for (const [language, scripts] of Object.entries(frontPage)) {
    const files = js(scripts);
    rows.push({
      name: `/ (front page, ${language})`,
      bytes: total(files),
      budget: BUDGETS.frontPage,
      files,
    });
  }

  // The page's entry; the app's start is built as an entry of its own (apps/web/vite.config.ts).
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry && key !== APP_START);
  if (entries.length !== 1) {
    throw new Error(
      `Expected one entry in the manifest, found ${entries.length}: ${entries.join(', ')}`,
    );
  }
  // The entry (src/boot.ts) starts the app (src/main.tsx) once the page has painted: both are
  // the shell, with everything they import.
  const shellKeys = staticClosure(manifest, [
    ...entries,
    ...(APP_START in manifest ? [APP_START] : []),
  ]);
  const shellFiles = js([...shellKeys].map((key) => manifest[key].file));
  rows.push({
    name: 'app shell (entry + static imports)',
    bytes: total(shellFiles),
    budget: BUDGETS.shell,
    files: shellFiles,
  });

  // Each route's lazy chunks (the router splits a route file into one or more dynamic entries).
  const byRoute = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.src) continue;
    const path = routePath(chunk.src);
    if (path === null) continue;
    byRoute.set(path, [...(byRoute.get(path) ?? []), key]);
  }
  for (const path of [...byRoute.keys()].sort()) {
    const own = [...staticClosure(manifest, byRoute.get(path))].filter(
      (key) => !shellKeys.has(key),
    );
    const files = js([...new Set(own.map((key) => manifest[key].file))]);
    rows.push({
      // The app's own "/" (after the front page hands over), told apart from the front page.
      name: path === '/' ? '/ (in the app)' : path,
      bytes: total(files),
      budget: routeBudget(path),
      files,
    });
  }

  for (const [key, name] of Object.entries(lazyParts)) {
    if (!manifest[key]?.isDynamicEntry) {
      throw new Error(
        `The manifest has no lazy part "${key}" (${name}): renamed or no longer lazy?`,
      );
    }
    const own = [...staticClosure(manifest, [key])].filter((chunk) => !shellKeys.has(chunk));
    const files = js([...new Set(own.map((chunk) => manifest[chunk].file))]);
    rows.push({ name, bytes: total(files), budget: BUDGETS.lazyPart, files });
  }

  const failures = rows
    .filter((row) => row.budget !== null && row.bytes > row.budget)
    .map(
      (row) =>
        `${row.name}: ${kb(row.bytes)} gzip is over its budget of ${kb(row.budget)} (${row.files.join(', ')})`,
    );
  if (shellFiles.length > BUDGETS.shellFiles) {
    failures.push(
      `app shell: ${shellFiles.length} files, more than ${BUDGETS.shellFiles} (${shellFiles.join(', ')})`,
    );
  }
  return { rows, failures };
}

/** Bytes as KB (1 KB = 1024 bytes), one decimal. */
export function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** The rows as a plain-text table. */
export function formatTable(rows) {
  const lines = rows.map((row) => [
    row.name,
    kb(row.bytes),
    row.budget === null ? '—' : kb(row.budget),
    row.budget === null ? '' : row.bytes > row.budget ? 'OVER' : 'ok',
  ]);
  const header = ['route', 'JS gzip', 'budget', ''];
  const widths = header.map((_, i) =>
    Math.max(...[header, ...lines].map((line) => line[i].length)),
  );
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, i) => (i === 1 || i === 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
