import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCREENS } from './screens';
import { expect, test, texts, untilServiceWorkerActive } from './fixtures';

const SERVICE_WORKER = join(import.meta.dirname, '..', 'dist', 'sw.js');

/**
 * Offline after one visit (issue: offline and installable): the service worker precaches the app
 * shell, so every screen opens with no network at all, in either language. The network is cut for
 * the page and for the service worker itself (the test checks that the worker's own requests fail).
 */
test.use({ serviceWorkers: 'allow' });

test('after one visit, every screen opens offline', async ({ page, context, language }) => {
  test.setTimeout(60_000 + SCREENS.length * 15_000);
  const { common, titles } = texts[language];

  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: titles.appWelcome })).toBeVisible();
  // A worker becomes active only once its install step has stored the whole precache.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await untilServiceWorkerActive(page);

  await context.setOffline(true);
  expect(
    await worker.evaluate(() =>
      fetch('/api/health').then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline');

  for (const screen of SCREENS) {
    await test.step(screen.path, async () => {
      const at = (check: string) => `${screen.path}: ${check}`;
      const response = await page.goto(screen.path);
      expect.soft(response?.fromServiceWorker(), at('served by the service worker')).toBe(true);
      const title = titles[screen.title];
      await expect.soft(page, at('title')).toHaveTitle(`${title} - ${common.appName}`);
      await expect
        .soft(page.getByRole('heading', { level: 1, name: title, exact: true }), at('heading'))
        .toBeVisible();
      await expect.soft(page.locator('html'), at('lang')).toHaveAttribute('lang', language);
      await expect
        .soft(page.getByText(common.appNotices.offline), at('offline note'))
        .toBeVisible();
      await expect.soft(page.getByText(common.notFound), at('no not-found text')).toHaveCount(0);
    });
  }

  await test.step('quick exit, offline', async () => {
    // The neutral site cannot load offline: Waha must be gone from the screen all the same.
    await page.goto('/exercises/');
    const heading = page.getByRole('heading', { level: 1, name: titles.content, exact: true });
    await expect(heading).toBeVisible();
    await page.getByRole('link', { name: common.quickExit.label, exact: true }).click();
    await expect(heading).toBeHidden();
    await expect(page.getByText(common.appNotices.offline)).toBeHidden();
  });
});

test('a new version waits for Reload, and never interrupts an exercise', async ({
  page,
  language,
}) => {
  // It changes the built service worker, which both languages' tests share: one language is enough.
  test.skip(language !== 'en', 'the update is the same in both languages');
  const { common } = texts[language];
  await page.goto('/app');
  await untilServiceWorkerActive(page);

  // A new build: the service worker's script changes (and is served uncompressed meanwhile).
  const original = readFileSync(SERVICE_WORKER, 'utf8');
  const compressed = ['.br', '.gz'].filter((suffix) => existsSync(SERVICE_WORKER + suffix));
  for (const suffix of compressed)
    renameSync(SERVICE_WORKER + suffix, `${SERVICE_WORKER + suffix}.kept`);
  try {
    writeFileSync(SERVICE_WORKER, `${original}\n// a new version\n`);
    await page.goto('/exercises/creativity/finger-breathing/exercise');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect
      .poll(
        () =>
          page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
    // In the middle of an exercise: not a word.
    await expect(page.getByText(common.appNotices.update.text)).toHaveCount(0);

    // Back on the hub, the offer appears; Reload lets the new version take over.
    await page.goto('/exercises/');
    const offer = page.getByRole('status').filter({ hasText: common.appNotices.update.text });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: common.appNotices.update.reload, exact: true }).click();
    await expect(offer).toBeHidden();
    expect(
      await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBe(false);
  } finally {
    writeFileSync(SERVICE_WORKER, original);
    for (const suffix of compressed)
      renameSync(`${SERVICE_WORKER + suffix}.kept`, SERVICE_WORKER + suffix);
  }
});
