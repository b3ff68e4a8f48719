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
