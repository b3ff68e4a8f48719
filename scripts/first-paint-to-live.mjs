// The window in which a tap on a painted screen waits for the app (`npm run first-paint-to-live`):
// per route and language, the time from the first contentful paint to <html data-live> (the app
// has taken the screen over and its controls answer), on a cheap phone (the CPU 4× slower and
// Lighthouse's slow 4G), the median of 3 loads. A benchmark for a quiet machine, like
// `npm run lighthouse`, never a gate in `npm test`.
//
//   npm run build && npm run first-paint-to-live [-- --quick] [-- --route=/exercises/ …]
//   npm run first-paint-to-live -- --base=http://127.0.0.1:4000   (a server already running,
//                                                                   e.g. another build, to compare)
//
// Each load is a first visit in a fresh browser context with only the language cookie: no service
// worker, nothing cached, as a person opening a shared link. Taps in the window are not lost (the
// first script replays them, docs/architecture.md), but until the app is live nothing answers them.
/* global window, document, MutationObserver -- in functions run in the page */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { requireBuiltApi, startServer } from './bench-lib.mjs';
import { ensureChromium } from './chromium.mjs';
import { ALL_ROUTES, QUICK_ROUTES } from './lighthouse-routes.mjs';
import { median } from './median.mjs';

const LANGUAGES = ['en', 'ar'];
const RUNS = Number(process.env.RUNS ?? 3);
const CPU_SLOWDOWN = 4;
/** Lighthouse's slow 4G: 150 ms, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { latency: 150, down: (1_600 * 1024) / 8, up: (750 * 1024) / 8 };
/** A load that has not come alive by then is reported as such, not waited for. */
const LOAD_TIMEOUT_MS = 60_000;

const args = process.argv.slice(2);
const chosen = args.filter((arg) => arg.startsWith('--route=')).map((arg) => arg.slice(8));
const routes = chosen.length > 0 ? chosen : args.includes('--quick') ? QUICK_ROUTES : ALL_ROUTES;
const givenBase = args.find((arg) => arg.startsWith('--base='))?.slice(7);

/**
 * One first visit: the paint entry's time and the time <html> gained data-live, both on the page's
 * own clock (ms since navigation start).
 */
async function measure(browser, base, route, language) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addCookies([
    { name: 'waha_lang', value: language, domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (document.documentElement.hasAttribute('data-live')) {
        Object.assign(window, { wahaLiveAt: performance.now() });
        observer.disconnect();
      }
      // On the document, which exists when this runs (its <html> may not yet).
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latency,
    downloadThroughput: SLOW_4G.down,
    uploadThroughput: SLOW_4G.up,
  });
  try {
    await page.goto(`${base}${route}`, { timeout: LOAD_TIMEOUT_MS });
    // The front page has no app to come alive: only its paint is measured.
    if (route !== '/') {
      // A function, not a string: the page's policy allows no eval.
      await page.waitForFunction(
        () => /** @type {{ wahaLiveAt?: number }} */ (window).wahaLiveAt !== undefined,
        null,
        { timeout: LOAD_TIMEOUT_MS, polling: 100 },
      );
    }
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      live: /** @type {{ wahaLiveAt?: number }} */ (window).wahaLiveAt ?? null,
    }));
  } finally {
    await context.close();
  }
}

const format = (ms) => (ms === null || Number.isNaN(ms) ? '—' : `${(ms / 1000).toFixed(2)} s`);

let server;
let dataDir;
let base = givenBase;
if (!base) {
  requireBuiltApi();
  dataDir = mkdtempSync(join(tmpdir(), 'waha-fcp-live-'));
  server = await startServer(dataDir, {
    WEB_DIST_DIR: resolve(import.meta.dirname, '../apps/web/dist'),
  });
  base = server.base;
}
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
try {
  console.log(
    `First contentful paint to live, CPU ${CPU_SLOWDOWN}× slower and slow 4G, median of ${RUNS} first visits`,
  );
  for (const language of LANGUAGES) {
    for (const route of routes) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await measure(browser, base, route, language));
      const fcp = median(runs.map((it) => it.fcp ?? Number.NaN));
      const live = route === '/' ? null : median(runs.map((it) => it.live ?? Number.NaN));
      const row = { route, language, fcp, live, window: live === null ? null : live - fcp };
      rows.push(row);
      console.log(
        `${route.padEnd(48)} ${language}  FCP ${format(fcp).padStart(7)}  live ${format(live).padStart(7)}  window ${format(row.window).padStart(7)}`,
      );
    }
  }
  const windows = rows.map((row) => row.window).filter((ms) => ms !== null);
  if (windows.length > 0) {
    console.log(
      `\nwindow over ${windows.length} screens: median ${format(median(windows))}, longest ${format(Math.max(...windows))}`,
    );
  }
} finally {
  await browser.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
