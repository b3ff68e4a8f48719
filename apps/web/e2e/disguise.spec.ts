import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import arLock from '../src/locales/ar/app-lock.json' with { type: 'json' };
import enLock from '../src/locales/en/app-lock.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const lockTexts = { en: enLock, ar: arLock } as const;
const NAMES = { en: 'Notes', ar: 'ملاحظات' } as const;

test('a disguised install: its own manifest as Chromium reads it, neutral titles, and the lock screen first', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const lock = lockTexts[language];
  await page.goto('/n/notes/exercises/');
  await expect(page).toHaveTitle(NAMES[language]);

  // What Chromium would install from this page.
  const cdp = await page.context().newCDPSession(page);
  const { url, data, errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  expect(new URL(url).pathname).toBe(`/n/notes/manifest-${language}.webmanifest`);
  const manifest = JSON.parse(data ?? '{}') as Record<string, unknown>;
  expect(manifest).toMatchObject({
    id: '/n/notes/',
    scope: '/n/notes/',
    start_url: '/n/notes/exercises/',
    name: NAMES[language],
    short_name: NAMES[language],
  });
  for (const icon of manifest.icons as { src: string }[]) {
    const response = await page.request.get(icon.src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  // Nothing in the head names Waha (the data block's element id is markup, not a name shown).
  const head = await page.locator('head').innerHTML();
  expect(head.replaceAll('id="waha-server-data"', '')).not.toMatch(/waha|واحة/i);

  // The app runs inside the disguise's scope, the site header's plain links too.
  const profile = page.locator('a[href$="/profile"]').first();
  await expect(profile).toHaveAttribute('href', '/n/notes/profile');
  await page.goto('/n/notes/auth/login');
  const headerLinks = page.getByRole('banner').locator('a[href^="/"]');
  await expect(headerLinks.first()).toBeVisible();
  const hrefs = await headerLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  expect(hrefs.filter((href) => !href.startsWith('/n/notes/'))).toEqual([]);

  // A guest's lock, set under the disguise: the next start opens on the lock screen.
  await page.goto('/n/notes/profile');
  await expect(page).toHaveTitle(NAMES[language]);
  await page.getByRole('button', { name: lock.settings.setUp, exact: true }).click();
  await page.getByLabel(lock.settings.newPin, { exact: true }).fill('8642');
  await page.getByLabel(lock.settings.repeat, { exact: true }).fill('8642');
  await page.getByRole('button', { name: lock.settings.submit, exact: true }).click();
  await expect(page.getByRole('button', { name: lock.settings.lockNow, exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/n/notes/exercises/');
  await expect(
    page.getByRole('heading', { name: lock.screen.headingPin, exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(NAMES[language]);
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('Chromium finds nothing that stops installing a disguise', async ({
  baseURL,
  language,
}, testInfo) => {
  // A fresh profile of its own: in the suite's contexts (like a private window) Chromium reports
  // only that it never installs there, and checks nothing else.
  const profile = mkdtempSync(join(tmpdir(), 'waha-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    await context.addCookies([{ name: 'waha_lang', value: language, url: baseURL ?? '' }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto('/n/notes/exercises/');
    await expect(page).toHaveTitle(NAMES[language]);
    await expect
      .poll(async () => (await cdp.send('Page.getAppManifest')).url)
      .toContain(`/n/notes/manifest-${language}.webmanifest`);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    // The check bites: a page without a manifest is not installable.
    await page.goto('/api/health');
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([
      { errorId: 'no-manifest', errorArguments: [] },
    ]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
