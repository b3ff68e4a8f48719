import { SCREENS } from './screens';
import {
  expect,
  expectNoSeriousA11yViolations,
  headerProfileLink,
  languageSwitch,
  test,
  texts,
} from './fixtures';

for (const screen of SCREENS) {
  test(`${screen.path} renders its screen`, async ({ page, language, consoleErrors }) => {
    const { common, titles } = texts[language];
    await page.goto(screen.path);
    const title = titles[screen.title];

    await expect(page).toHaveTitle(`${title} - ${common.appName}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(languageSwitch(page, language)).toBeVisible();
    if (screen.content) {
      // In the banner: a screen's own steps may have a Back button of their own.
      await expect(
        page.getByRole('banner').getByRole('button', { name: common.back, exact: true }),
      ).toBeVisible();
      await expect(headerProfileLink(page, language)).toBeVisible();
    }
    await expect(page.getByText(common.notFound)).toHaveCount(0);

    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}
