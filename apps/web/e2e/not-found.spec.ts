import { expect, expectNoSeriousA11yViolations, test, texts } from './fixtures';

const UNKNOWN = [
  '/no-such-page',
  '/exercises/no-such-exercise/',
  '/exercises/evolve/personal-sources/0',
  '/exercises/evolve/personal-sources/12',
  '/exercises/evolve/personal-sources/three',
];

for (const path of UNKNOWN) {
  test(`${path} shows the not-found text`, async ({ page, language }) => {
    const { common, titles } = texts[language];
    const response = await page.goto(path);
    expect(response?.status()).toBe(200); // The app shell answers; the app says what is missing.
    await expect(page.getByText(common.notFound)).toBeVisible();
    await expect(page).toHaveTitle(`${titles.notFound} - ${common.appName}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expectNoSeriousA11yViolations(page);
  });
}

test('the not-found screen leads back home', async ({ page, language }) => {
  const { common, titles } = texts[language];
  await page.goto('/no-such-page');
  await page.getByRole('link', { name: common.goHome, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: titles.home, exact: true }),
  ).toBeVisible();
});

test('an unknown API address is a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'not_found' });
});
