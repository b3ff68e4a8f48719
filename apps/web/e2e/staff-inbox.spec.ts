import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import arForm from '../src/locales/ar/request-session.json' with { type: 'json' };
import enForm from '../src/locales/en/request-session.json' with { type: 'json' };
import { PLAINTEXT_PREFIX } from './auth-helpers';
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  untilServiceWorkerActive,
  type Language,
} from './fixtures';
import { addStaff, dataDir, staffBrowser, staffTexts, unique } from './staff-helpers';

const formTexts = { en: enForm, ar: arForm } as const;

// A request sent and read, two staff members set up, axe on four screens: a few minutes' work
// on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'a long staff password';

async function setPassword(page: Page, link: string, language: Language) {
  const t = staffTexts[language].auth.setup;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  // The token left the address at once.
  await expect.poll(() => page.url()).not.toContain('token');
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(t.confirm, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: staffTexts[language].inbox.title }),
  ).toBeVisible();
}

test('a request sent in the app is read, noted, marked and exported in the inbox, and audited', async ({
  page,
  browser,
  language,
  baseURL,
  consoleErrors,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const s = staffTexts[language];
  const form = formTexts[language];
  const name = `${PLAINTEXT_PREFIX} inbox ${language} ${unique()}`;
  const note = `${PLAINTEXT_PREFIX} note ${unique()}`;

  // A person asks for sessions in the app.
  await page.goto('/request-session');
  await page.getByLabel(form.name.label, { exact: true }).fill(name);
  await page.getByLabel(form.age.label, { exact: true }).fill('29');
  await page.getByLabel(form.location.label, { exact: true }).fill('Aleppo, Syria');
  await page.getByRole('radio', { name: form.therapistGender.female, exact: true }).check();
  await page.getByRole('radio', { name: form.sessionLanguage.english, exact: true }).check();
  await page.getByRole('radio', { name: form.contactMethod.phone, exact: true }).check();
  await page.getByLabel(form.contactDetails.phone.label, { exact: true }).fill('+963 944 123 456');
  await page.getByRole('button', { name: form.submit, exact: true }).click();
  await expect(page.getByText(form.thankYou)).toBeVisible();

  // A staff member, set up at the command line, signs in with the link.
  const staffName = `Rana ${language} ${unique()}`;
  const staffContext = await browser.newContext({ storageState: undefined });
  const staff = await staffBrowser(staffContext, language);
  await setPassword(staff.page, addStaff(staffName, false, baseURL), language);
  await expect(staff.page.getByText(s.inbox.sealed).first()).toBeVisible();
  await expectNoSeriousA11yViolations(staff.page);

  // Loads the key file; the request opens in the browser.
  await staff.page
    .getByLabel(s.inbox.key.file, { exact: true })
    .setInputFiles(join(dataDir(), 'staff-keys', 'private-key.jwk'));
  const link = staff.page.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  await expectNoSeriousA11yViolations(staff.page);

  // Exports the list as CSV, made in the browser.
  const [download] = await Promise.all([
    staff.page.waitForEvent('download'),
    staff.page.getByRole('button', { name: s.inbox.export.button }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFF"id","received_at","status","name"')).toBe(true);
  expect(csv).toContain(
    `"${name}","29","Aleppo, Syria","female","english","phone","'+963 944 123 456"`,
  );

  // Opens and reads it.
  await link.click();
  await expect(staff.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(staff.page.getByText('Aleppo, Syria')).toBeVisible();
  await expect(staff.page.getByText('+963 944 123 456')).toBeVisible();
  await expect(staff.page.getByText(s.request.values.therapistGender.female)).toBeVisible();
  const requestId = staff.page.url().split('/').at(-1) ?? '';

  // Adds a note, sealed here, and marks it handled.
  await staff.page.getByLabel(s.request.notes.label, { exact: true }).fill(note);
  await staff.page.getByRole('button', { name: s.request.notes.submit }).click();
  await expect(staff.page.getByRole('status').getByText(s.request.notes.added)).toBeVisible();
  await expect(
    staff.page.getByRole('region', { name: s.request.notes.heading }).getByText(note),
  ).toBeVisible();
  await staff.page.getByRole('button', { name: s.request.mark.handled }).click();
  await expect(staff.page.getByRole('button', { name: s.request.mark.new })).toBeVisible();
  await expectNoSeriousA11yViolations(staff.page);

  // Nothing the inbox sent holds the private key or what the request or the note says.
  const privateKey = JSON.parse(
    readFileSync(join(dataDir(), 'staff-keys', 'private-key.jwk'), 'utf8'),
  ) as { d: string };
  const bodies = staff.sent.join('\n');
  expect(bodies).toContain('"envelope"');
  for (const secret of [privateKey.d, name, note, PLAINTEXT_PREFIX, 'Aleppo', '944 123']) {
    expect(bodies).not.toContain(secret);
  }
  expect(staff.errors).toEqual([]);
  await staffContext.close();

  // An admin sees those actions in the audit trail.
  const adminContext = await browser.newContext({ storageState: undefined });
  const admin = await staffBrowser(adminContext, language);
  await setPassword(admin.page, addStaff(`Huda ${language} ${unique()}`, true, baseURL), language);
  await admin.page.getByRole('link', { name: s.common.nav.audit }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: s.audit.title })).toBeVisible();
  await expect(admin.page.getByText(/^(The trail is whole|السجل سليم)/)).toBeVisible();
  const short = requestId.slice(0, 8);
  const rows = admin.page.getByRole('row').filter({ hasText: staffName });
  const actions = s.audit.actions;
  const statusWord = s.common.statusWord.handled;
  for (const text of [
    actions.request_viewed.replace('{{request}}', short),
    actions.request_noted.replace('{{request}}', short),
    actions.request_marked.replace('{{request}}', short).replace('{{status}}', statusWord),
    actions.requests_listed,
    actions.staff_signed_in,
  ]) {
    await expect(rows.filter({ hasText: text }).first()).toBeVisible();
  }
  await expect(rows.filter({ hasText: /CSV/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(admin.page);
  expect(admin.errors).toEqual([]);
  await adminContext.close();
  expect(consoleErrors).toEqual([]);
});

test('staff sign in with their password, are told a wrong one, and sign out', async ({
  browser,
  language,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const s = staffTexts[language];
  const name = `Sami ${language} ${unique()}`;
  const context = await browser.newContext();
  const staff = await staffBrowser(context, language);
  await setPassword(staff.page, addStaff(name, false, baseURL), language);
  await staff.page.getByRole('button', { name: s.common.nav.signOut }).click();
  const signIn = s.auth.signIn;
  await expect(staff.page.getByRole('heading', { level: 1, name: signIn.title })).toBeVisible();
  await expectNoSeriousA11yViolations(staff.page);

  await staff.page.getByRole('button', { name: signIn.submit }).click();
  await expect(staff.page.getByText(signIn.nameRequired)).toBeVisible();
  await expect(staff.page.getByLabel(signIn.name, { exact: true })).toBeFocused();
  await staff.page.getByLabel(signIn.name, { exact: true }).fill(name);
  await staff.page.getByLabel(signIn.password, { exact: true }).fill('not the password');
  await staff.page.getByRole('button', { name: signIn.submit }).click();
  await expect(staff.page.getByRole('alert')).toHaveText(signIn.wrong);
  // The password stays out of the address, whatever happens to the script.
  expect(staff.page.url()).not.toContain('password');

  await staff.page.getByLabel(signIn.password, { exact: true }).fill(PASSWORD);
  await staff.page.keyboard.press('Enter');
  await expect(staff.page.getByRole('heading', { level: 1, name: s.inbox.title })).toBeVisible();
  expect(staff.errors.filter((error) => !error.includes('401'))).toEqual([]);
  await context.close();
});

test.describe('with the people’s service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the worker neither stores nor answers /staff', async ({ page, language }) => {
    test.skip(language !== 'en', 'the service worker does the same in both languages');
    await page.goto('/app');
    await untilServiceWorkerActive(page);
    const response = await page.goto('/staff/');
    expect(response?.fromServiceWorker()).toBe(false);
    expect(response?.headers()['content-security-policy']).toContain('require-trusted-types-for');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.filter((url) => new URL(url).pathname.startsWith('/staff'))).toEqual([]);
  });
});
