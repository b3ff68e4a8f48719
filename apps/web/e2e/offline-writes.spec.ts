import type { Browser, Page } from '@playwright/test';
import arDiary from '../src/locales/ar/diary-adults.json' with { type: 'json' };
import enDiary from '../src/locales/en/diary-adults.json' with { type: 'json' };
import {
  PLAINTEXT_PREFIX,
  confirmRecoveryCodeSaved,
  logIn,
  recordApiBodies,
  register,
  secretPassword,
  uniqueNickname,
} from './auth-helpers';
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  texts,
  untilServiceWorkerActive,
  type Language,
} from './fixtures';

const diaryTexts = { en: enDiary, ar: arDiary } as const;

// The service worker runs here, so the app can be opened again with no network.
test.use({ serviceWorkers: 'allow' });
// Each test registers, goes offline and back, and logs in on a second browser.
test.describe.configure({ timeout: 240_000 });
const DIARY = '/exercises/evolve/diary-adults';

const unique = () => Math.random().toString(36).slice(2, 8);

/** "N changes waiting to sync", whatever N (the diary's draft may wait beside the entry). */
function waitingText(language: Language): RegExp {
  const sync = texts[language].common.sync as Record<string, string>;
  const forms = Object.entries(sync)
    .filter(([key]) => key.startsWith('waiting_'))
    .map(([, text]) => text.replace('{{count}}', '\\d+'));
  return new RegExp(`^(${forms.join('|')})`);
}

/** Registers a new account on this page, and records every body the page sends to the records API. */
async function newAccount(page: Page, language: Language) {
  const sent = recordApiBodies(page);
  const account = { nickname: uniqueNickname(language), password: secretPassword() };
  await register(page, language, account.nickname, account.password);
  await confirmRecoveryCodeSaved(page, language);
  return { account, sent };
}

/** A fresh browser (nothing stored) in the test's language, logged in to the account. */
async function loggedInElsewhere(
  browser: Browser,
  language: Language,
  account: { nickname: string; password: string },
) {
  const context = await browser.newContext({ storageState: test.info().project.use.storageState });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await logIn(page, language, account.nickname, account.password);
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  return { context, page };
}

/** Writes (or edits) and saves a diary entry on the write screen already open. */
async function writeEntry(page: Page, language: Language, text: string) {
  const { write } = diaryTexts[language];
  const box = page.getByRole('textbox', { name: write.label, exact: true });
  await expect(box).toBeEditable({ timeout: 30_000 });
  await box.fill(text);
  await page.getByRole('button', { name: write.save, exact: true }).click();
}

test('a diary entry written offline, after opening the app again offline, waits on the device, syncs when back, and reads on another device', async ({
  page,
  browser,
  context,
  language,
}) => {
  const diary = diaryTexts[language];
  const { sync } = texts[language].common;
  const text = `${PLAINTEXT_PREFIX} written offline ${unique()}`;
  const { account, sent } = await newAccount(page, language);

  // One online visit to the archive and the writing screen loads their code.
  await page.goto(`${DIARY}/archive`);
  await expect(page.getByText(diary.archive.empty, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: diary.archive.write, exact: true }).click();
  await expect(page.getByRole('textbox', { name: diary.write.label })).toBeEditable({
    timeout: 30_000,
  });

  // Offline, and the page opened again (as after closing the browser) on a phone 4× slower than
  // this machine: still signed in, so the save is kept on this device and shown at once, with what
  // waits. (Slowed, the app once opened this as a guest's screen and asked to register.)
  await untilServiceWorkerActive(page);
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.reload();
  await writeEntry(page, language, text);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // A polite status where the save is confirmed (the toast says it too).
  await expect(page.getByRole('status').filter({ hasText: sync.savedOnDevice })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(new RegExp(`${DIARY}/archive\\?saved=true$`));
  const entries = page.getByRole('list', { name: diary.archive.heading, exact: true });
  await expect(entries.getByText(text, { exact: true })).toBeVisible({ timeout: 30_000 });
  const waiting = page.getByRole('status').filter({ hasText: waitingText(language) });
  await expect(waiting).toBeVisible();
  const syncButton = page.getByRole('button', { name: sync.now, exact: true });
  await expect(syncButton).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back online: English trusts the `online` event; Arabic also presses "Sync now" from the
  // keyboard, focused beforehand, since the `online` event may sync and remove it first.
  if (language === 'ar') await syncButton.focus();
  await context.setOffline(false);
  if (language === 'ar') await page.keyboard.press('Enter');
  await expect(waiting).toHaveCount(0, { timeout: 60_000 });
  await expect(syncButton).toHaveCount(0);
  await expect(entries.getByText(text, { exact: true })).toBeVisible();

  // A fresh browser with nothing stored reads it from the server.
  const other = await loggedInElsewhere(browser, language, account);
  await other.page.goto(`${DIARY}/archive`);
  await expect(
    other.page
      .getByRole('list', { name: diary.archive.heading, exact: true })
      .getByText(text, { exact: true }),
  ).toBeVisible({ timeout: 30_000 });
  await other.context.close();

  expect(sent.filter((body) => body.includes(PLAINTEXT_PREFIX))).toEqual([]);
});

test('offline right after a first visit: an entry written without reloading waits on the device', async ({
  page,
  browser,
  language,
}) => {
  const diary = diaryTexts[language];
  const { account } = await newAccount(page, language);
  const text = `${PLAINTEXT_PREFIX} first visit ${unique()}`;

  // A fresh browser: the service worker installs during this very visit.
  const context = await browser.newContext({ storageState: test.info().project.use.storageState });
  const fresh = await context.newPage();
  await fresh.goto(`/auth/login?redirect=${encodeURIComponent(`${DIARY}/`)}`);
  await logIn(fresh, language, account.nickname, account.password);
  await expect(fresh).toHaveURL(new RegExp(`${DIARY}/$`), { timeout: 30_000 });
  await fresh.evaluate(() => Object.assign(window, { sameDocument: true }));
  // The worker answers this page from now on (it claims it), not only the next one.
  await untilServiceWorkerActive(fresh);
  await expect
    .poll(() => fresh.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await fresh.getByRole('link', { name: diary.index.write, exact: true }).click();

  await context.setOffline(true);
  await writeEntry(fresh, language, text);
  // The archive's code comes from the worker: no reload, no browser error page.
  await expect(
    fresh.getByRole('status').filter({ hasText: texts[language].common.sync.savedOnDevice }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(fresh).toHaveURL(new RegExp(`${DIARY}/archive\\?saved=true$`));
  await expect(
    fresh
      .getByRole('list', { name: diary.archive.heading, exact: true })
      .getByText(text, { exact: true }),
  ).toBeVisible();
  await expect(fresh.getByRole('status').filter({ hasText: waitingText(language) })).toBeVisible();
  expect(await fresh.evaluate(() => 'sameDocument' in window)).toBe(true);
  await context.close();
});

test('a 409 during sync keeps both versions, never overwriting the other device', async ({
  page,
  browser,
  context,
  language,
}) => {
  const diary = diaryTexts[language];
  const { sync } = texts[language].common;
  const first = `${PLAINTEXT_PREFIX} first words ${unique()}`;
  const onPhone = `${first} then on the phone`;
  const onLaptop = `${first} then on the laptop`;
  const { account, sent } = await newAccount(page, language);

  await page.goto(`${DIARY}/exercise`);
  await writeEntry(page, language, first);
  await expect(page).toHaveURL(new RegExp(`${DIARY}/archive\\?saved=true$`), { timeout: 30_000 });
  const entries = page.getByRole('list', { name: diary.archive.heading, exact: true });
  await expect(entries.getByText(first, { exact: true })).toBeVisible({ timeout: 30_000 });

  // This phone goes offline; meanwhile the same entry is changed on a laptop.
  await context.setOffline(true);
  const laptop = await loggedInElsewhere(browser, language, account);
  const laptopSent = recordApiBodies(laptop.page);
  await laptop.page.goto(`${DIARY}/archive`);
  const laptopEntries = laptop.page.getByRole('list', { name: diary.archive.heading });
  await laptopEntries.getByRole('link').click();
  await writeEntry(laptop.page, language, onLaptop);
  await expect(laptopEntries.getByText(onLaptop, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await laptop.context.close();

  // The phone, still offline, edits the version it saw.
  await entries.getByRole('link').click();
  await writeEntry(page, language, onPhone);
  // A polite status where the save is confirmed (the toast says it too).
  await expect(page.getByRole('status').filter({ hasText: sync.savedOnDevice })).toBeVisible({
    timeout: 30_000,
  });
  await expect(entries.getByText(onPhone, { exact: true })).toBeVisible({ timeout: 30_000 });

  // Back online: the sync meets the laptop's change, keeps both, and says so.
  await context.setOffline(false);
  await expect(page.getByRole('status').getByText(sync.keptBoth, { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(entries.getByText(onLaptop, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(entries.getByText(onPhone, { exact: true })).toBeVisible();
  await expect(entries.getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: sync.dismiss, exact: true }).click();
  await expect(page.getByText(sync.keptBoth, { exact: true })).toHaveCount(0);

  // Both are on the server: a reload reads them back.
  await page.reload();
  await expect(entries.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });

  expect([...sent, ...laptopSent].filter((body) => body.includes(PLAINTEXT_PREFIX))).toEqual([]);
});
