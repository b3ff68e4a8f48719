import { SCREENS, type Screen } from './screens';
import {
  expect,
  headerProfileLink,
  languageSwitch,
  seriousA11yViolations,
  test,
  texts,
} from './fixtures';

/**
 * Every route, opened by its address (a full load of the app, as a bookmark or a shared link
 * would), several to a test in one page: a fresh browser context per route cost more than the
 * checks themselves. Each check is soft and names its route, so one broken screen does not hide
 * the others and the report says which it was.
 */
const ROUTES_PER_TEST = 10;
const groups: Screen[][] = [];
for (let start = 0; start < SCREENS.length; start += ROUTES_PER_TEST) {
  groups.push(SCREENS.slice(start, start + ROUTES_PER_TEST));
}

for (const group of groups) {
  const first = group[0]?.path ?? '';
  const last = group.at(-1)?.path ?? '';
  test(`routes ${first} to ${last} render their screens`, async ({
    page,
    language,
    consoleErrors,
  }) => {
    // Each route may take as long as a test of its own used to (the limit only matters on failure).
    test.setTimeout(60_000 * group.length);
    const { common, titles } = texts[language];
    for (const screen of group) {
      await test.step(screen.path, async () => {
        const at = (check: string) => `${screen.path}: ${check}`;
        await page.goto(screen.path);
        const title = titles[screen.title];

        await expect.soft(page, at('title')).toHaveTitle(`${title} - ${common.appName}`);
        await expect.soft(page.locator('html'), at('lang')).toHaveAttribute('lang', language);
        await expect
          .soft(page.locator('html'), at('dir'))
          .toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect
          .soft(page.getByRole('heading', { level: 1, name: title, exact: true }), at('heading'))
          .toBeVisible();
        await expect.soft(languageSwitch(page, language), at('language switch')).toBeVisible();
        if (screen.content) {
          // In the banner: a screen's own steps may have a Back button of their own.
          await expect
            .soft(
              page.getByRole('banner').getByRole('button', { name: common.back, exact: true }),
              at('Back in the banner'),
            )
            .toBeVisible();
          await expect.soft(headerProfileLink(page, language), at('profile link')).toBeVisible();
        }
        await expect.soft(page.getByText(common.notFound), at('no not-found text')).toHaveCount(0);

        expect.soft(await seriousA11yViolations(page), at('axe')).toEqual([]);
        // The errors of this route only: the list is emptied for the next one.
        expect.soft(consoleErrors.splice(0), at('console errors')).toEqual([]);
      });
    }
  });
}
