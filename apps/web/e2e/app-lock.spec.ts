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
import {
  expect,
  expectNoSeriousA11yViolations,
  headerProfileLink,
  test,
  untilServiceWorkerActive,
} from './fixtures';

const lockTexts = { en: enLock, ar: arLock } as const;
const diaryTexts = { en: enDiary, ar: arDiary } as const;
const DIARY = '/exercises/evolve/diary-adults';
const PIN = '2468';

/** Everything this origin keeps readable in the browser: both storages and every IndexedDB store. */
function browserStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const area of [localStorage, sessionStorage]) {
      for (let index = 0; index < area.length; index += 1) {
        const key = area.key(index) ?? '';
        parts.push(`${key}=${area.getItem(key)}`);
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        parts.push(JSON.stringify(values));
      }
      db.close();
    }
    return parts.join('\n');
  });
}

test('the app lock: a PIN set, the diary locked away after the idle time, a wrong PIN, the right one, a reload, and a second tab', async ({
  page,
  context,
  language,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const lock = lockTexts[language];
  const diary = diaryTexts[language];
  const entryText = `${PLAINTEXT_PREFIX} the lock keeps this ${Math.random().toString(36).slice(2, 8)}`;
  const nickname = uniqueNickname(language);
  const password = secretPassword();
  await page.clock.install();

  await register(page, language, nickname, password);
  await confirmRecoveryCodeSaved(page, language);

  // The profile offers the lock, says what it cannot do, and sets a PIN with the password.
  await page.goto('/profile');
  await expect(page.getByText(lock.settings.limits, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: lock.settings.setUp, exact: true }).click();
  await page.getByLabel(lock.settings.newPin, { exact: true }).fill(PIN);
  await page.getByLabel(lock.settings.repeat, { exact: true }).fill(PIN);
  await page.getByLabel(lock.settings.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: lock.settings.submit, exact: true }).click();
  await expect(page.getByRole('button', { name: lock.settings.lockNow, exact: true })).toBeVisible({
    timeout: 30_000,
  });

  // Opening a page is a start: the lock screen comes first, with the page behind it.
  const heading = page.getByRole('heading', { name: lock.screen.headingPin, exact: true });
  const pinField = page.getByLabel(lock.screen.labelPin, { exact: true });
  await page.goto(`${DIARY}/exercise`);
  await expect(heading).toBeVisible();
  await pinField.fill(PIN);
  await pinField.press('Enter');

  // A diary entry, saved.
  await page.getByRole('textbox', { name: diary.write.label, exact: true }).fill(entryText);
  await page.getByRole('button', { name: diary.write.save, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${DIARY}/archive\\?saved=true$`), { timeout: 30_000 });
  await expect(page.getByText(entryText)).toBeVisible();

  // Past the idle time (5 minutes by default), the lock screen alone is left.
  await page.clock.fastForward('05:01');
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle(lock.screen.title);
  const html = await page.content();
  expect(html).not.toContain(entryText);
  expect(html).not.toContain(nickname);
  await expect.poll(() => browserStorage(page)).not.toContain('waha.signedIn');
  const kept = await browserStorage(page);
  expect(kept).not.toContain(entryText);
  expect(kept).not.toContain(nickname);
  await expectNoSeriousA11yViolations(page);

  // A wrong PIN is refused; the right one opens the screen that was open.
  await expect(pinField).toBeFocused();
  await pinField.fill('1357');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').getByText(lock.screen.wrong, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(pinField).toHaveValue('');
  await pinField.fill(PIN);
  await page.getByRole('button', { name: lock.screen.submit, exact: true }).click();
  await expect(page.getByText(entryText)).toBeVisible({ timeout: 30_000 });

  // A reload (a cold start) opens on the lock screen.
  await page.reload();
  await expect(heading).toBeVisible();
  expect(await page.content()).not.toContain(entryText);
  await pinField.fill(PIN);
  await pinField.press('Enter');
  await expect(page.getByText(entryText)).toBeVisible({ timeout: 30_000 });

  // A screen the server would send prerendered comes as the empty shell: nothing of the app (its
  // name, "Log in") paints before the lock screen.
  const response = await page.goto('/exercises/');
  expect(await response?.text()).not.toContain('data-prerendered');
  await expect(heading).toBeVisible();

  // "Lock now" in one tab locks the other tabs of the app too.
  await pinField.fill(PIN);
  await pinField.press('Enter');
  const other = await context.newPage();
  await other.goto(`${DIARY}/archive`);
  await other.getByLabel(lock.screen.labelPin, { exact: true }).fill(PIN);
  await other.getByLabel(lock.screen.labelPin, { exact: true }).press('Enter');
  await expect(other.getByText(entryText)).toBeVisible({ timeout: 30_000 });
  await headerProfileLink(page, language).click();
  await page.getByRole('button', { name: lock.settings.lockNow, exact: true }).click();
  await expect(heading).toBeVisible();
  await expect(
    other.getByRole('heading', { name: lock.screen.headingPin, exact: true }),
  ).toBeVisible();
  await expect(other.getByText(entryText)).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a locked device’s page has the lock screen’s title, never Waha’s, from the stored shell too', async ({
    page,
    context,
    language,
  }) => {
    await page.goto('/app');
    await untilServiceWorkerActive(page);
    // The mark the web app sets with a lock (docs/device-data.md), as the worker reads it.
    await context.addCookies([{ name: LOCK_COOKIE, value: '1', url: new URL(page.url()).origin }]);
    const response = await page.goto('/exercises/');
    expect(response?.fromServiceWorker()).toBe(true);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<title>${lockTexts[language].screen.title}</title>`);
    expect(html).toContain(`<html lang="${language}"`);
    // What a person could read: the title, the description (ids such as `waha-server-data` aside).
    expect(html).not.toMatch(/Waha|واحة/);
  });
});
