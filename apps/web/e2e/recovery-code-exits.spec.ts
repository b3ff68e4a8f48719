import arLock from '../src/locales/ar/app-lock.json' with { type: 'json' };
import enLock from '../src/locales/en/app-lock.json' with { type: 'json' };
import { authTexts, register, secretPassword, uniqueNickname } from './auth-helpers';
import { expect, test } from './fixtures';

const lockTexts = { en: enLock, ar: arLock } as const;

/*
 * The recovery code is shown once (ux-walkthrough-1, findings 3 and 6): on a phone, nothing on its
 * page leads away before the person says it is saved (Quick exit aside), and then the app lock is
 * offered above Continue, where it is seen, and leads to the lock itself, near the top of the profile.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('the recovery code cannot be left by a link before it is saved; then the lock is offered where it is seen', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.slow(); // Registering derives the account's keys: seconds on a busy machine.
  const { auth } = authTexts[language];
  const lock = lockTexts[language];
  await register(page, language, uniqueNickname(language), secretPassword());

  // Every link a finger could follow off the page, but Quick exit and the skip link (#main).
  const waysOut = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
        .filter((link) => !link.closest('[data-quick-exit]') && !link.hash.startsWith('#main'))
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => link.textContent?.trim() || link.getAttribute('aria-label') || link.href),
    );
  expect(await waysOut()).toEqual([]);
  const setPin = page.getByRole('link', { name: lock.offer.yes, exact: true });
  await expect(setPin).toHaveCount(0);

  await page.getByLabel(auth.recoveryCode.confirm, { exact: true }).tap();
  // Said to be saved: the lock is offered, above Continue.
  await expect(setPin).toBeVisible();
  const next = page.getByRole('button', { name: auth.recoveryCode.continue, exact: true });
  const offerBox = await setPin.boundingBox();
  const nextBox = await next.boundingBox();
  expect(offerBox && nextBox && offerBox.y < nextBox.y).toBe(true);

  await setPin.tap();
  await expect(page).toHaveURL(/\/profile#app-lock$/);
  // The lock's own button is on the first screen of the profile, not screens further down.
  await expect(
    page.getByRole('button', { name: lock.settings.setUp, exact: true }),
  ).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});
