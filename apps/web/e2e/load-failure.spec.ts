import { expect, headerProfileLink, test, texts } from './fixtures';

const PROFILE_CHUNK = /\/assets\/profile-[\w-]+\.js$/;

test('a screen whose code fails to load reloads the page once, then shows the error view', async ({
  page,
  language,
}) => {
  const { common, titles } = texts[language];
  await page.goto('/exercises/');
  await expect(
    page.getByRole('heading', { level: 1, name: titles.content, exact: true }),
  ).toBeVisible();

  let documentLoads = 0;
  page.on('load', () => {
    documentLoads += 1;
  });
  let blocked = 0;
  await page.route(PROFILE_CHUNK, async (route) => {
    blocked += 1;
    await route.abort('failed');
  });

  await headerProfileLink(page, language).click();

  await expect(page.getByRole('heading', { name: common.error.title, exact: true })).toBeVisible();
  expect(documentLoads).toBe(1); // exactly one automatic reload
  expect(blocked).toBeGreaterThanOrEqual(2); // the first try, and the try after the reload
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).toHaveTitle(`${titles.error} - ${common.appName}`);
  expect(await page.evaluate(() => sessionStorage.getItem('waha.reloadedAfterLoadError'))).toBe(
    '1',
  );

  const details = page.getByText(/profile-[\w-]+\.js/);
  await expect(details).toBeHidden();
  await page.getByRole('button', { name: common.error.show, exact: true }).click();
  await expect(details).toBeVisible();
  await page.getByRole('button', { name: common.error.hide, exact: true }).click();
  await expect(details).toBeHidden();
});

test('a fresh session reloads again once, and a screen that then loads works', async ({
  page,
  language,
}) => {
  const { common, titles } = texts[language];
  await page.goto('/exercises/');
  let failuresLeft = 1;
  await page.route(PROFILE_CHUNK, async (route) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  await headerProfileLink(page, language).click();
  await expect(
    page.getByRole('heading', { level: 1, name: titles.profile, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(common.error.title)).toHaveCount(0);
});

test('a slow screen shows the pending view until it arrives', async ({ page, language }) => {
  const { common, titles } = texts[language];
  await page.goto('/exercises/');
  // The screen's code is held back until the pending view has been seen, not for a set time.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(PROFILE_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  await headerProfileLink(page, language).click();
  await expect(page.getByRole('status').getByText(common.loading)).toBeVisible();
  release();
  await expect(
    page.getByRole('heading', { level: 1, name: titles.profile, exact: true }),
  ).toBeVisible();
});
