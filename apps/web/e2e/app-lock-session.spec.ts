import type { Page } from '@playwright/test';
import { LOCK_COOKIE } from '@waha/shared/app-lock';
import arLock from '../src/locales/ar/app-lock.json' with { type: 'json' };
import arDiary from '../src/locales/ar/diary-adults.json' with { type: 'json' };
import enLock from '../src/locales/en/app-lock.json' with { type: 'json' };
import enDiary from '../src/locales/en/diary-adults.json' with { type: 'json' };
import {
  PLAINTEXT_PREFIX,
  confirmRecoveryCodeSaved,
  register,
  secretPassword,
  uniqueNickname,
} from './auth-helpers';
import { expect, headerProfileLink, test } from './fixtures';

/*
 * docs/device-data.md, "The session while locked" and "Wrong PINs": a locked phone hands nothing
 * of the account to whoever types an API address or runs a script in the locked page, deleting
 * the readable lock mark opens nothing, and wrong PINs tried in many tabs at once each count.
 */

const lockTexts = { en: enLock, ar: arLock } as const;
const diaryTexts = { en: enDiary, ar: arDiary } as const;
const DIARY = '/exercises/evolve/diary-adults';
const PIN = '2468';

/** The wrong-PIN count the lock keeps in IndexedDB (`waha-lock`, store `lock`). */
function storedFailures(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve, reject) => {
        const request = indexedDB.open('waha-lock');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const get = request.result.transaction('lock').objectStore('lock').get('current');
          get.onsuccess = () => {
            request.result.close();
            resolve((get.result as { failures: number } | undefined)?.failures ?? null);
          };
        };
      }),
  );
}

test('a locked app gives nothing of the account to a typed API address, a script of the page or a deleted mark; wrong PINs in twelve tabs count twelve', async ({
  page,
  context,
  language,
}) => {
  test.setTimeout(720_000);
  const lock = lockTexts[language];
  const diary = diaryTexts[language];
  const entryText = `${PLAINTEXT_PREFIX} locked away ${Math.random().toString(36).slice(2, 8)}`;
  const nickname = uniqueNickname(language);
  const password = secretPassword();

  await register(page, language, nickname, password);
  await confirmRecoveryCodeSaved(page, language);
  await page.goto('/profile');
  await page.getByRole('button', { name: lock.settings.setUp, exact: true }).click();
  await page.getByLabel(lock.settings.newPin, { exact: true }).fill(PIN);
  await page.getByLabel(lock.settings.repeat, { exact: true }).fill(PIN);
  await page.getByLabel(lock.settings.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: lock.settings.submit, exact: true }).click();
  const lockNow = page.getByRole('button', { name: lock.settings.lockNow, exact: true });
  await expect(lockNow).toBeVisible({ timeout: 30_000 });

  // Unlocked, the app reads and writes as before: a diary entry, saved.
  await page.goto(`${DIARY}/exercise`);
  const heading = page.getByRole('heading', { name: lock.screen.headingPin, exact: true });
  const pinField = page.getByLabel(lock.screen.labelPin, { exact: true });
  await pinField.fill(PIN);
  await pinField.press('Enter');
  await page.getByRole('textbox', { name: diary.write.label, exact: true }).fill(entryText);
  // The entry's id, as the app saves it (a script of the page without the secret is refused).
  const saved = page.waitForRequest(
    (request) =>
      request.method() === 'PUT' &&
      /\/api\/records\/diary-entry\/[0-9a-f-]{36}$/.test(request.url()),
  );
  await page.getByRole('button', { name: diary.write.save, exact: true }).click();
  const entryId = new URL((await saved).url()).pathname.split('/').at(-1) ?? '';
  expect(entryId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByText(entryText)).toBeVisible({ timeout: 30_000 });

  await headerProfileLink(page, language).click();
  await lockNow.click();
  await expect(heading).toBeVisible();

  // Typing an API address, in this tab or another: refused, nothing personal on the page.
  const other = await context.newPage();
  for (const tab of [page, other]) {
    for (const address of [
      '/api/auth/session',
      '/api/records/diary-entry',
      `/api/records/diary-entry/${entryId}`,
      '/api/records/exercise-done',
    ]) {
      const response = await tab.goto(address);
      expect(response?.status(), address).toBe(403);
      const shown = (await tab.content()) + ((await response?.text()) ?? '');
      expect(shown).not.toContain(nickname);
      expect(shown).not.toContain(entryId);
      expect(shown).not.toContain('wrappedDataKey');
    }
  }
  await other.close();

  // A script of the locked page has the cookie but not the unlock secret: refused too.
  await page.goto(`${DIARY}/archive`);
  await expect(heading).toBeVisible();
  const fromScript = await page.evaluate(async () =>
    Promise.all(
      ['/api/auth/session', '/api/records/diary-entry'].map(async (address) => {
        const response = await fetch(address);
        return `${response.status} ${await response.text()}`;
      }),
    ),
  );
  for (const answer of fromScript) {
    expect(answer).toMatch(/^401 .*"locked"/);
    expect(answer).not.toContain(nickname);
    expect(answer).not.toContain(entryId);
  }

  // Deleting the readable mark (storage and cookie) does not open the profile.
  await page.evaluate(() => localStorage.removeItem('waha.lock'));
  await context.clearCookies({ name: LOCK_COOKIE });
  await page.goto('/profile');
  await expect(heading).toBeVisible();
  await expect(page.getByText(nickname)).toHaveCount(0);
  expect(await page.content()).not.toContain(nickname);

  // The right PIN opens it all again, the diary included.
  await pinField.fill(PIN);
  await pinField.press('Enter');
  await expect(page.getByText(nickname).first()).toBeVisible({ timeout: 30_000 });
  // Opening an address is a cold start: the lock screen first again.
  await page.goto(`${DIARY}/archive`);
  await pinField.fill(PIN);
  await pinField.press('Enter');
  await expect(page.getByText(entryText)).toBeVisible({ timeout: 30_000 });
  await headerProfileLink(page, language).click();
  await lockNow.click();
  await expect(heading).toBeVisible();

  // Twelve tabs on the lock screen, twelve wrong PINs sent at once: every try is counted before
  // any derivation; from the third's wait on, tries are refused unchecked but still counted, so the
  // tenth makes the device forget the account's key, as ten wrong PINs in one tab do.
  const tabs: Page[] = [];
  for (let index = 0; index < 12; index += 1) {
    const tab = await context.newPage();
    await tab.goto('/exercises/');
    await tab.getByLabel(lock.screen.labelPin, { exact: true }).fill(String(1000 + index));
    tabs.push(tab);
  }
  await Promise.all(
    tabs.map((tab) => tab.getByRole('button', { name: lock.screen.submit, exact: true }).click()),
  );
  const wrong = (tab: Page) => tab.getByRole('alert').getByText(lock.screen.wrong, { exact: true });
  // Each try ends "not right" (checked) or in a wait (not checked, no alert); until every tab has
  // done with "Checking…", derivations are running (seconds each on a busy machine).
  await expect
    .poll(
      async () => {
        let busy = 0;
        for (const tab of tabs) {
          busy += await tab.getByRole('status').filter({ hasText: lock.screen.checking }).count();
        }
        return busy;
      },
      { timeout: 240_000 },
    )
    .toBe(0);
  let checked = 0;
  let forgotten = 0;
  for (const tab of tabs) {
    checked += await wrong(tab).count();
    forgotten += await tab.getByText(lock.screen.forgotten, { exact: true }).count();
  }
  expect(checked).toBe(3);
  expect(forgotten).toBeGreaterThanOrEqual(1);
  // No lock entry left: the wrapped key is gone from this device.
  expect(await storedFailures(page)).toBeNull();
});
