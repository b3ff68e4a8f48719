// Lighthouse (mobile: its default phone emulation and slow-4G throttling) on every route of
// scripts/lighthouse-routes.mjs, in English and in Arabic, against the production build
// (`npm run lighthouse`; `npm run lighthouse -- --quick` for the front page, the hub and one exercise;
// `-- --route=<path>`, given once or more, for those screens; `-- --reports=<dir>` also writes each
// run's full report there as JSON, for finding what blocks the main thread).
// It does not build: run `npm run build` first. It starts the built server on a free port of
// 127.0.0.1 with a temporary data directory, prints each route's median scores and timings as a
// table, and exits non-zero when a budget of DESIGN.md "Budgets" is missed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium as playwrightChromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { ensureChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';
import { ALL_ROUTES, QUICK_ROUTES } from './lighthouse-routes.mjs';
import { median } from './median.mjs';

const BUDGET = { performance: 95, accessibility: 100, lcpMs: 2000, cls: 0.05 };
/** The front page is held to its own, tighter LCP (it paints from HTML alone). */
const LCP_BUDGET_MS = { '/': 1800 };
const LANGUAGES = ['en', 'ar'];
const QUICK = process.argv.includes('--quick');
// `--route=/profile/practice` (may be given again): those screens only (a change to them,
// measured without the rest).
const CHOSEN_ROUTES = process.argv
  .filter((arg) => arg.startsWith('--route='))
  .map((arg) => arg.slice('--route='.length));
const REPORTS_DIR = process.argv
  .find((arg) => arg.startsWith('--reports='))
  ?.slice('--reports='.length);
const ROUTES = CHOSEN_ROUTES.length > 0 ? CHOSEN_ROUTES : QUICK ? QUICK_ROUTES : ALL_ROUTES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Timings on a shared machine vary from run to run, so each figure is judged by its median over
// the runs. (Lighthouse's own "median run" is the run nearest the median first paint and time to
// interactive; its performance score can be the lowest of the three.) The quick set takes five
// runs: one slow run among them changes nothing. A benchmark for a quiet machine, not part of
// `npm test`: its timings move with the machine's load.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? (QUICK ? 5 : 3));

const root = resolve(import.meta.dirname, '..');
const serverEntry = join(root, 'apps/api/dist/main.js');
const landingPage = join(root, 'apps/web/dist/landing/en.html');
if (!existsSync(serverEntry) || !existsSync(landingPage)) {
  console.error('No production build found: run `npm run build` first, then `npm run lighthouse`.');
  process.exit(1);
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts Chromium with a DevTools port and resolves with that port, read from its stderr. */
function launchChromium(executable, profileDir) {
  const child = spawn(
    executable,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--no-default-browser-check',
      '--remote-debugging-port=0',
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    // Its own process group, so that its helper processes end with it (see the end).
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  return new Promise((resolvePort, reject) => {
    let output = '';
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) resolvePort({ child, port: Number(match[1]) });
    });
  });
}

const started = Date.now();
const dataDir = mkdtempSync(join(tmpdir(), 'waha-lighthouse-data-'));
const profileDir = mkdtempSync(join(tmpdir(), 'waha-lighthouse-chrome-'));
const port = await freePort();
const server = spawn(process.execPath, [serverEntry], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
});
let chromium;
let failures = [];
const table = [];
try {
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/health`, 30_000);
  chromium = await launchChromium(ensureChromium(), profileDir);
  // The app reads the language from a cookie (document.cookie) as after the language switch, so
  // it is set in the browser itself, not only sent as a header. Lighthouse keeps cookies between runs.
  const controller = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${chromium.port}`);
  const [browserContext] = controller.contexts();
  for (const language of LANGUAGES) {
    await browserContext.addCookies([
      { name: 'waha_lang', value: language, domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
    ]);
    for (const route of ROUTES) {
      const label = `${route} (${language})`;
      // A run that could not record the page load (a runtime error, such as Lighthouse's occasional
      // NO_NAVSTART) has no score: it is run again, at most twice for a route, so that each figure
      // is the median of RUNS completed runs (of fewer only if the retries fail too, as the table's
      // runs column then shows).
      const valid = [];
      for (let attempt = 1; valid.length < RUNS && attempt <= RUNS + 2; attempt += 1) {
        const result = await lighthouse(`${baseUrl}${route}`, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          // The server picks the front page's language from this cookie.
          extraHeaders: { Cookie: `waha_lang=${language}` },
        });
        if (!result) throw new Error('Lighthouse returned no result');
        if (REPORTS_DIR) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          const name = `${language}${route.replaceAll('/', '_')}-${attempt}.json`;
          writeFileSync(join(REPORTS_DIR, name), JSON.stringify(result.lhr));
        }
        if (typeof result.lhr.categories.performance?.score === 'number') valid.push(result.lhr);
        else
          console.warn(
            `${label} attempt ${attempt}: ${result.lhr.runtimeError?.message ?? 'no score'}`,
          );
      }
      if (valid.length === 0) {
        failures.push(`${label}: no run of Lighthouse completed`);
        continue;
      }
      const scores = (id) => valid.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
      const figure = (id) => median(valid.map((lhr) => lhr.audits[id]?.numericValue ?? Infinity));
      const performance = median(scores('performance'));
      const accessibility = Math.min(...scores('accessibility'));
      const lcp = figure('largest-contentful-paint');
      const cls = figure('cumulative-layout-shift');
      const lcpBudget = LCP_BUDGET_MS[route] ?? BUDGET.lcpMs;
      table.push({
        route,
        language,
        performance,
        runs: scores('performance').join(' '),
        accessibility,
        'LCP ms': Math.round(lcp),
        'TBT ms': Math.round(figure('total-blocking-time')),
        CLS: Number(cls.toFixed(3)),
        KB: Math.round(figure('total-byte-weight') / 1024),
      });
      console.log(`${label}: ${JSON.stringify(table.at(-1))}`);
      if (performance < BUDGET.performance)
        failures.push(`${label}: performance ${performance} < ${BUDGET.performance}`);
      // Accessibility does not vary with timing: every run must score it.
      if (accessibility < BUDGET.accessibility) {
        const failed = new Set(
          valid.flatMap((lhr) =>
            lhr.categories.accessibility.auditRefs
              .filter((ref) => lhr.audits[ref.id]?.score === 0)
              .map((ref) => ref.id),
          ),
        );
        failures.push(
          `${label}: accessibility ${accessibility} < ${BUDGET.accessibility} (${[...failed].join(', ')})`,
        );
      }
      if (lcp > lcpBudget) failures.push(`${label}: LCP ${Math.round(lcp)} ms > ${lcpBudget}`);
      if (cls > BUDGET.cls) failures.push(`${label}: CLS ${cls.toFixed(3)} > ${BUDGET.cls}`);
    }
  }
  await controller.close();
} catch (error) {
  failures = [error instanceof Error ? error.message : String(error)];
} finally {
  /** Resolves when a child process has exited (at most 5 s on). */
  const exited = (child) =>
    !child || child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((done) => {
          child.once('exit', done);
          setTimeout(done, 5_000).unref();
        });
  // The whole group: Chromium's helpers otherwise outlive it, still writing to its profile.
  if (chromium?.child.pid) {
    try {
      process.kill(-chromium.child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  server.kill();
  await Promise.all([exited(chromium?.child), exited(server)]);
  // Chromium's helper processes can still be writing to its profile for a moment after it exits.
  const removal = { recursive: true, force: true, maxRetries: 5, retryDelay: 200 };
  for (const dir of [dataDir, profileDir]) {
    try {
      rmSync(dir, removal);
    } catch (error) {
      // A leftover temporary folder does not change the run's result.
      console.warn(`Could not remove ${dir}: ${error instanceof Error ? error.message : error}`);
    }
  }
}

if (table.length > 0) console.table(table);
console.log(
  `Lighthouse took ${((Date.now() - started) / 1000).toFixed(1)} s (${ROUTES.length} routes, each figure the median of ${RUNS} runs).`,
);
if (failures.length > 0) {
  console.error(`Budgets missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Budgets met: performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, LCP ≤ ${BUDGET.lcpMs} ms (front page ${LCP_BUDGET_MS['/']} ms), CLS ≤ ${BUDGET.cls}.`,
);
