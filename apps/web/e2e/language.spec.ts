import { expect, languageSwitch, test, texts } from './fixtures';
import { languageCookie } from './language-state';

test('the language switch flips the app, its direction and title, and is remembered', async ({
  page,
  language,
}) => {
  const other = language === 'en' ? 'ar' : 'en';
  await page.goto('/exercises/');
  await languageSwitch(page, language).click();

  const { common, titles } = texts[other];
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
  await expect(
    page.getByRole('heading', { level: 1, name: titles.content, exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`${titles.content} - ${common.appName}`);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(
    page.getByRole('heading', { level: 1, name: titles.content, exact: true }),
  ).toBeVisible();
});

test('the prerendered front page switches language too', async ({ page, language }) => {
  const other = language === 'en' ? 'ar' : 'en';
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await languageSwitch(page, language).click();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(
    page.getByRole('heading', { level: 1, name: texts[other].titles.home, exact: true }),
  ).toBeVisible();

  // The app opened from there speaks the same language.
  await page.getByRole('link', { name: texts[other].common.openApp, exact: true }).first().click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(
    page.getByRole('heading', { level: 1, name: texts[other].titles.appWelcome, exact: true }),
  ).toBeVisible();
});

test('the front page is in the HTML the server sends, before any script runs', async ({
  browser,
  language,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: {
      cookies: [languageCookie(language)],
      origins: [],
    },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: texts[language].titles.home, exact: true }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await context.close();
});

test('a shared link’s ?lang= opens Waha in that language from the first paint, and a later choice stays', async ({
  page,
  language,
}) => {
  const other = language === 'en' ? 'ar' : 'en';
  // This device chose `language` (the project's cookie); the link asks for the other.
  const response = await page.goto(`/?lang=${other}`);
  // The HTML the server sent is already in the link's language: nothing of the other paints first.
  expect(await response?.text()).toContain(`<html lang="${other}"`);
  await expect(
    page.getByRole('heading', { level: 1, name: texts[other].titles.home, exact: true }),
  ).toBeVisible();
  // Kept, and taken out of the address (the front page's script does so once it runs).
  await expect(page).toHaveURL(/\/$/);
  const screen = await page.goto('/exercises/');
  expect(await screen?.text()).toContain(`<html lang="${other}"`);
  await expect(
    page.getByRole('heading', { level: 1, name: texts[other].titles.content, exact: true }),
  ).toBeVisible();

  // The person then chooses their own language: a reload keeps it, the link no longer decides.
  await languageSwitch(page, other).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: texts[language].titles.content, exact: true }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
});

test('a first visit from a phone set to a language opens in it, from the HTML on', async ({
  browser,
  language,
}) => {
  // No cookie, nothing stored: only the browser's own languages (Accept-Language, navigator).
  const context = await browser.newContext({ locale: language === 'ar' ? 'ar-SA' : 'en-GB' });
  const page = await context.newPage();
  const response = await page.goto('/exercises/');
  expect(await response?.text()).toContain(`<html lang="${language}"`);
  await expect(
    page.getByRole('heading', { level: 1, name: texts[language].titles.content, exact: true }),
  ).toBeVisible();
  // Once the app has started (data-live: its language is chosen by then), it has not turned to
  // another language: the app and the server follow one rule.
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: texts[language].titles.home, exact: true }),
  ).toBeVisible();
  await context.close();
});
