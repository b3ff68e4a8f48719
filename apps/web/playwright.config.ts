import { defineConfig } from '@playwright/test';
import { languageState } from './e2e/language-state';

/**
 * End-to-end tests against the production build, served by the same code path as `npm start`
 * (apps/api/dist/main.js). scripts/e2e.mjs picks a free port and a temporary data directory and
 * passes them in; run it rather than this config directly.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROME_PATH || undefined;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous, for a busy two-core machine: there axe alone can take half a minute, and a screen
  // (or a reload of the whole app) more than the usual few seconds to appear. Tests wait on states,
  // so a longer limit only costs time when something is really wrong.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    // The whole run as JSON, from which scripts/e2e.mjs repeats each failure last, where a long log's
    // tail shows it.
    ...(process.env.E2E_REPORT ? [['json', { outputFile: process.env.E2E_REPORT }] as const] : []),
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
    },
    trace: 'off',
    // The app's service worker would answer requests the tests intercept (page.route) from its
    // precache, and download the whole app shell in the background of every test. Only the offline
    // tests (e2e/offline.spec.ts) let it run.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'en', use: { storageState: languageState(baseURL, 'en') } },
    { name: 'ar', use: { storageState: languageState(baseURL, 'ar') } },
  ],
  webServer: {
    command: 'node ../api/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Many accounts are created from one address during the run.
      AUTH_RATE_LIMIT_SCALE: '100',
      // Another build of the web app (the development build of scripts/hydration-dev.mjs), relative
      // to apps/web; the server's default is apps/web/dist.
      WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? '',
    },
  },
});
