import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { confirmRecoveryCodeSaved, register, secretPassword, uniqueNickname } from './auth-helpers';
import { expect, test, type Language } from './fixtures';
import { languageCookie, returningGuestState } from './language-state';
import { layoutShiftTotal, watchLayoutShifts } from './layout-shift';

/**
 * Every screen the build prerendered, hydrated by React in the browser (src/main.tsx): no React
 * error or warning (a hydration mismatch, a missing key, a recoverable error, an error caught by a
 * boundary), no page error, and no layout shift above 0.01 after the first paint. React's
 * production build prints no warnings, so `npm test` runs this file against a development build too
 * (scripts/hydration-dev.mjs, with E2E_WEB_DIST_DIR naming its folder).
 */
const WEB_DIST = resolve(import.meta.dirname, '..', process.env.E2E_WEB_DIST_DIR ?? 'dist');
const MAX_LAYOUT_SHIFT = 0.01;

/** The addresses of the prerendered screens, from the build (dist/screens/<language>/…). */
function prerenderedPaths(language: Language): string[] {
  const root = join(WEB_DIST, 'screens', language);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .map((file) => `/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`)
    .sort();
}

/** Warnings of the test's browser, not of the page: its policy names a feature it does not know. */
const BROWSER_NOTES = [
  /^Error with Permissions-Policy header: Unrecognized feature/,
  /^Service Worker registration blocked by Playwright/,
];

/** What the page logs as an error or a warning, and what it throws. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (BROWSER_NOTES.some((note) => note.test(message.text()))) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

interface Visitor {
  /** A guest gets the prerendered screens; a signed-in person the app shell (web-app.ts). */
  guest: boolean;
  /**
   * Whether the screen must stay still after its first paint. What a returning guest's device
   * keeps (the answers that choose the hub's suggestions) comes after hydration and may move it;
   * such a browser usually has the service worker, whose app shell renders the screen afresh.
   */
  still: boolean;
}

async function checkEveryScreen(page: Page, language: Language, { guest, still }: Visitor) {
  await watchLayoutShifts(page);
  const problems = watchProblems(page);
  const paths = prerenderedPaths(language);
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      expect(html.includes('<div id="root" data-prerendered'), path).toBe(guest);
      await page.waitForFunction(() => document.documentElement.dataset.live !== undefined);
      await page.waitForLoadState('networkidle');
      if (still) {
        const shift = await layoutShiftTotal(page);
        expect.soft(shift, `${path}: layout shift`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      }
      expect.soft(problems, path).toEqual([]);
      problems.length = 0;
    });
  }
}

type StorageState = Exclude<Parameters<Browser['newContext']>[0], undefined>['storageState'];

/** A browser of its own for a test (no service worker: every page comes from the server). */
function freshBrowser(browser: Browser, baseURL: string | undefined, storageState: StorageState) {
  return browser.newContext({ baseURL, serviceWorkers: 'block', storageState });
}

test.describe('hydration of every prerendered screen', () => {
  // Each test opens every prerendered screen (about 35) in a browser context of its own.
  test.describe.configure({ timeout: 240_000 });

  test('as a first-time guest', async ({ browser, baseURL, language }) => {
    const context = await freshBrowser(browser, baseURL, {
      cookies: language === 'en' ? [] : [languageCookie(language)],
      origins: [],
    });
    await checkEveryScreen(await context.newPage(), language, { guest: true, still: true });
    await context.close();
  });

  test('as a guest coming back, with what this device keeps', async ({
    browser,
    baseURL,
    language,
  }) => {
    const context = await freshBrowser(
      browser,
      baseURL,
      // A setting besides: no quick exit button.
      returningGuestState(baseURL ?? '', language, [{ name: 'waha.quickExit', value: 'off' }]),
    );
    // Drafts and the place reached live in the tab (sessionStorage), set once the page is ours.
    await context.addInitScript(() => {
      sessionStorage.setItem('waha.draft.diary-adults', 'WahaE2EPlaintext a draft');
      sessionStorage.setItem('waha.draft.personal-sources.2', 'WahaE2EPlaintext an answer');
      sessionStorage.setItem('waha.personal-sources.step', '3');
      sessionStorage.setItem('waha.step.relaxation', '2');
    });
    await checkEveryScreen(await context.newPage(), language, { guest: true, still: false });
    await context.close();
  });

  test('as a signed-in person coming back, with a draft and a language kept', async ({
    browser,
    baseURL,
    language,
  }) => {
    const context = await freshBrowser(browser, baseURL, {
      cookies: [languageCookie(language)],
      origins: [],
    });
    const page = await context.newPage();
    await register(page, language, uniqueNickname(language), secretPassword());
    await confirmRecoveryCodeSaved(page, language);
    await page.evaluate((chosen) => {
      localStorage.setItem('waha.language', chosen);
      sessionStorage.setItem('waha.draft.diary-adults', 'WahaE2EPlaintext a draft');
    }, language);
    await checkEveryScreen(page, language, { guest: false, still: true });
    await context.close();
  });
});
