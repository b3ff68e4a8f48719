import type { Page } from '@playwright/test';
import arAuth from '../src/locales/ar/auth.json' with { type: 'json' };
import arProfile from '../src/locales/ar/profile.json' with { type: 'json' };
import enAuth from '../src/locales/en/auth.json' with { type: 'json' };
import enProfile from '../src/locales/en/profile.json' with { type: 'json' };
import { expect, texts, type Language } from './fixtures';

export const authTexts = {
  en: { auth: enAuth, profile: enProfile },
  ar: { auth: arAuth, profile: arProfile },
} as const;

/**
 * Passwords and saved texts carry these prefixes, so scripts/e2e.mjs can search the database
 * files afterwards and prove that none of them reached the server in plaintext.
 */
export const SECRET_PREFIX = 'WahaE2ESecret';
export const PLAINTEXT_PREFIX = 'WahaE2EPlaintext';

/**
 * Every request body the page sends to the API, as it goes: a test ends by checking that none
 * holds a `PLAINTEXT_PREFIX` text, i.e. that only ciphertext left the browser.
 */
export function recordApiBodies(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) sent.push(request.postData() ?? '');
  });
  return sent;
}

let counter = 0;
/**
 * A nickname unique to this run (Latin letters keep it valid in both languages). Two workers can
 * ask in the same millisecond with the same counter, so random letters tell them apart too.
 */
export function uniqueNickname(language: Language): string {
  counter += 1;
  const asLetters = (text: string) => text.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
  const time = asLetters(Date.now().toString(36));
  const random = asLetters(Math.random().toString(36).slice(2, 7));
  return `${language === 'ar' ? 'Qamar' : 'Cedar'} ${time}${random}${counter}`;
}

export function secretPassword(): string {
  return `${SECRET_PREFIX}${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Registers through the real form; resolves with the recovery code shown once. `search` keeps the
 * form's query (for example the `redirect` an account-required dialog gave it).
 */
export async function register(
  page: Page,
  language: Language,
  nickname: string,
  password: string,
  origin = '',
  search = '',
) {
  const { auth } = authTexts[language];
  await page.goto(`${origin}/auth/register${search}`);
  await page.getByLabel(auth.nickname.label, { exact: true }).fill(nickname);
  await page.getByRole('radio', { name: auth.gender.female, exact: true }).check();
  await page.getByLabel(auth.password.label, { exact: true }).fill(password);
  await page.getByLabel(auth.password.confirm, { exact: true }).fill(password);
  await page.getByRole('button', { name: auth.register.submit, exact: true }).click();
  // The welcome toast first: it comes with the recovery code's page but closes after 10 s, while
  // the page stays; looked for second, on a busy machine it could be gone before it was looked at.
  await expect(page.getByText(auth.register.welcome.replace('{{nickname}}', nickname))).toBeVisible(
    { timeout: 30_000 },
  );
  await expect(
    page.getByRole('heading', { name: auth.recoveryCode.title, level: 1, exact: true }),
  ).toBeVisible();
  const code = (await page.getByTestId('recovery-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/);
  return code;
}

/** Leaves the recovery-code screen the only way it allows: after ticking "I have saved it". */
export async function confirmRecoveryCodeSaved(page: Page, language: Language) {
  const { auth } = authTexts[language];
  const next = page.getByRole('button', { name: auth.recoveryCode.continue, exact: true });
  await expect(next).toBeDisabled();
  await page.getByLabel(auth.recoveryCode.confirm, { exact: true }).check();
  await next.click();
}

/**
 * A guest's way to an account from the account-required dialog (spec §6): its Register link, then
 * the form it leads to (keeping the `redirect` back to the exercise) and the recovery code.
 * `onRegisterPage` may check the form's address first. Resolves with the new account.
 */
export async function registerFromAccountDialog(
  page: Page,
  language: Language,
  onRegisterPage?: (url: URL) => void,
) {
  const { auth } = authTexts[language];
  const dialog = page.getByRole('dialog', { name: auth.accountRequired.title, exact: true });
  await dialog.getByRole('link', { name: auth.accountRequired.register, exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/register\?/);
  const url = new URL(page.url());
  onRegisterPage?.(url);
  const nickname = uniqueNickname(language);
  const password = secretPassword();
  await register(page, language, nickname, password, '', url.search);
  await confirmRecoveryCodeSaved(page, language);
  return { nickname, password };
}

export async function logIn(page: Page, language: Language, nickname: string, password: string) {
  const { auth } = authTexts[language];
  await page.getByLabel(auth.nickname.label, { exact: true }).fill(nickname);
  await page.getByLabel(auth.password.label, { exact: true }).fill(password);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
}

export async function logOutFromProfile(page: Page, language: Language) {
  const { profile } = authTexts[language];
  await page.goto('/profile');
  // What the screen asked for on opening is answered first: a request still on its way when the
  // session ends is refused (401), which the browser logs as an error.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: profile.logout.button, exact: true }).click();
  await expect(page.getByText(profile.logout.done)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: texts[language].titles.home, exact: true }),
  ).toBeVisible();
}

/**
 * Saves a personal record the way every feature does: encrypted in the page with the data key
 * kept in IndexedDB (kind|id as additional data), then PUT to the records API.
 */
export async function savePersonalRecord(page: Page, kind: string, id: string, value: unknown) {
  return page.evaluate(
    async ({ kind, id, value }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('waha-keys');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const store = 'keys';
      if (!db.objectStoreNames.contains(store)) throw new Error('no key store on this device');
      const key = await new Promise<CryptoKey>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => {
          const rows = request.result as unknown[];
          const found = rows
            .flatMap((row) => (row instanceof CryptoKey ? [row] : Object.values(row as object)))
            .find((entry): entry is CryptoKey => entry instanceof CryptoKey);
          if (found) resolve(found);
          else reject(new Error('no data key on this device'));
        };
        request.onerror = () => reject(request.error);
      });
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const body = new TextEncoder().encode(JSON.stringify(value));
      const sealed = new Uint8Array(
        await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(`${kind}|${id}`) },
          key,
          body,
        ),
      );
      const bytes = new Uint8Array([...iv, ...sealed]);
      const ciphertext = btoa(String.fromCharCode(...bytes));
      const response = await fetch(`/api/records/${kind}/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ version: 0, ciphertext }),
      });
      return response.status;
    },
    { kind, id, value },
  );
}
