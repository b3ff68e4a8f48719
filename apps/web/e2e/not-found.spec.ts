import { expect, seriousA11yViolations, test, texts } from './fixtures';

const UNKNOWN = [
  '/no-such-page',
  '/exercises/no-such-exercise/',
  '/exercises/evolve/personal-sources/0',
  '/exercises/evolve/personal-sources/12',
  '/exercises/evolve/personal-sources/three',
];

// One page for every unknown address, each a full load: each check is soft and names its address.
test('unknown addresses show the not-found text, which leads back home', async ({
  page,
  language,
}) => {
  test.setTimeout(60_000 * UNKNOWN.length);
  const { common, titles } = texts[language];
  for (const path of UNKNOWN) {
    await test.step(path, async () => {
      const at = (check: string) => `${path}: ${check}`;
      const response = await page.goto(path);
      // The app shell answers; the app says what is missing.
      expect.soft(response?.status(), at('status')).toBe(200);
      await expect.soft(page.getByText(common.notFound), at('not-found text')).toBeVisible();
      await expect.soft(page, at('title')).toHaveTitle(`${titles.notFound} - ${common.appName}`);
      await expect
        .soft(page.locator('html'), at('dir'))
        .toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      expect.soft(await seriousA11yViolations(page), at('axe')).toEqual([]);
    });
  }
  // From the last of them, the not-found screen leads back home.
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
