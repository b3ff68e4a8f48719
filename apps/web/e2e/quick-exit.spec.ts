import type { Page } from '@playwright/test';
import arBreathing from '../src/locales/ar/guided-relaxation.json' with { type: 'json' };
import enBreathing from '../src/locales/en/guided-relaxation.json' with { type: 'json' };
import arProfile from '../src/locales/ar/profile.json' with { type: 'json' };
import enProfile from '../src/locales/en/profile.json' with { type: 'json' };
import { NEUTRAL_SITE, neutralSiteFor } from '../src/lib/session/quick-exit';
import { expect, test, texts, type Language } from './fixtures';

const profileTexts = { en: enProfile, ar: arProfile } as const;
const breathingTexts = { en: enBreathing, ar: arBreathing } as const;
const NEUTRAL_HEADING = 'A neutral page';

/** The neutral site, answered on this machine: the tests never leave it. */
async function fakeNeutralSite(page: Page) {
  await page.context().route(`${NEUTRAL_SITE}**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Neutral</title><h1>${NEUTRAL_HEADING}</h1></html>`,
    }),
  );
}

const quickExitLink = (page: Page, language: Language) =>
  page.getByRole('link', { name: texts[language].common.quickExit.label, exact: true });

/** The neutral site in the interface language (no organisation's page is configured here). */
async function expectLeftForNeutralSite(page: Page, language: Language) {
  await expect(page).toHaveURL(neutralSiteFor(language));
  await expect(page.getByRole('heading', { name: NEUTRAL_HEADING, exact: true })).toBeVisible();
}

/** Back from the neutral site does not lead to the screen that was left. */
async function expectBackDoesNotReturn(page: Page, left: string) {
  await page.goBack();
  expect(page.url()).not.toContain(left);
}

for (const path of ['/', '/app', '/exercises/']) {
  test(`quick exit on ${path} replaces the page with a neutral site`, async ({
    page,
    language,
    consoleErrors,
  }) => {
    await fakeNeutralSite(page);
    await page.goto(path);
    const link = quickExitLink(page, language);
    await expect(link).toHaveAttribute('title', texts[language].common.quickExit.description);
    await link.click();
    await expectLeftForNeutralSite(page, language);
    await expectBackDoesNotReturn(page, '127.0.0.1');
    expect(consoleErrors).toEqual([]);
  });
}

test('Back to an earlier screen of the visit after a quick exit leaves again at once', async ({
  page,
  language,
  consoleErrors,
}) => {
  await fakeNeutralSite(page);
  await page.goto('/exercises/');
  // A second screen of the same visit, reached inside the app: its entry stays in the history.
  await page.getByRole('link', { name: texts[language].titles.creativity, exact: true }).click();
  await expect(page).toHaveURL(/\/exercises\/creativity\/$/);
  await quickExitLink(page, language).click();
  await expectLeftForNeutralSite(page, language);

  await page.goBack();
  await expectLeftForNeutralSite(page, language);
  // Coming in again on purpose (an address typed) is a fresh visit.
  await page.goto('/exercises/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('quick exit clears the session storage and memory but keeps the device data', async ({
  page,
  language,
}) => {
  await fakeNeutralSite(page);
  await page.goto('/exercises/');
  await page.evaluate(() => {
    sessionStorage.setItem('waha.test', 'this visit');
    localStorage.setItem('waha.test', 'kept');
  });
  await quickExitLink(page, language).click();
  await expectLeftForNeutralSite(page, language);
  await page.goto('/app');
  expect(await page.evaluate(() => sessionStorage.getItem('waha.test'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('waha.test'))).toBe('kept');
});

test('Escape pressed three times leaves, on the front page and in the app', async ({
  page,
  language,
}) => {
  // The presses count within a few seconds (Date.now), and a check between two of them can take
  // longer on a busy machine: with the page's clock fixed they all fall in the same instant.
  await page.clock.setFixedTime(new Date('2026-01-01T08:00:00Z'));
  await fakeNeutralSite(page);
  await page.goto('/');
  await expect(quickExitLink(page, language)).toBeVisible();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Escape');
  await expectLeftForNeutralSite(page, language);

  await page.goto('/exercises/mind-body/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/exercises\/mind-body\/$/);
  await page.keyboard.press('Escape');
  await expectLeftForNeutralSite(page, language);
  await expectBackDoesNotReturn(page, '/exercises/mind-body/');
});

test('an Escape that closes a dialog does not count towards quick exit', async ({
  page,
  language,
}) => {
  await fakeNeutralSite(page);
  await page.goto('/exercises/creativity/guided-relaxation/');
  await page
    .getByRole('button', { name: breathingTexts[language].intro.start, exact: true })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  // Two counted presses: still here.
  await expect(page).toHaveURL(/guided-relaxation/);
  await expect(quickExitLink(page, language)).toBeVisible();
  await page.keyboard.press('Escape');
  await expectLeftForNeutralSite(page, language);
});

test('the profile setting turns quick exit off everywhere, and on again', async ({
  page,
  language,
}) => {
  await fakeNeutralSite(page);
  const setting = profileTexts[language].safety.quickExit;
  await page.goto('/profile');
  const checkbox = page.getByRole('checkbox', { name: setting.label, exact: true });
  await expect(checkbox).toBeChecked();
  await expect(page.getByText(setting.help)).toBeVisible();
  await checkbox.uncheck();
  await expect(quickExitLink(page, language)).toHaveCount(0);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/profile$/);

  // The prerendered front page honours it too.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(quickExitLink(page, language)).toBeHidden();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');

  await page.goto('/profile');
  await page.getByRole('checkbox', { name: setting.label, exact: true }).check();
  await expect(quickExitLink(page, language)).toBeVisible();
  await quickExitLink(page, language).click();
  await expectLeftForNeutralSite(page, language);
});
