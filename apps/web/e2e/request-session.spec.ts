import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import arRequest from '../src/locales/ar/request-session.json' with { type: 'json' };
import enRequest from '../src/locales/en/request-session.json' with { type: 'json' };
import { PLAINTEXT_PREFIX } from './auth-helpers';
import { expect, expectNoSeriousA11yViolations, test, texts, type Language } from './fixtures';

const requestTexts = { en: enRequest, ar: arRequest } as const;

// Sealing, axe and the staff CLI each take a moment on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

const CLI = fileURLToPath(new URL('../../api/dist/cli/requests.js', import.meta.url));

/**
 * The staff CLI as built by `npm run build`, on the e2e server's data folder (scripts/e2e.mjs
 * passes it as E2E_DATA_DIR), with the private key the server made there on its first start.
 */
function staffCli(...args: string[]): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite with scripts/e2e.mjs');
  return execFileSync(process.execPath, [CLI, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

let counter = 0;
/**
 * A name unique to this test, carrying the marker scripts/e2e.mjs looks for in the database. The
 * random part keeps two workers apart, and keeps one name from being the start of another.
 */
function uniqueName(language: Language): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${PLAINTEXT_PREFIX} ${language} ${Date.now().toString(36)}${random} ${counter}`;
}

async function fillIn(page: Page, language: Language, name: string) {
  const t = requestTexts[language];
  await page.getByLabel(t.name.label, { exact: true }).fill(name);
  // Arabic-Indic digits in Arabic, as an Arabic keyboard types them.
  await page.getByLabel(t.age.label, { exact: true }).fill(language === 'ar' ? '٣٥' : '35');
  await page.getByLabel(t.location.label, { exact: true }).fill('Mosul, Iraq');
  await page.getByRole('radio', { name: t.therapistGender.female, exact: true }).check();
  await page.getByRole('radio', { name: t.sessionLanguage.arabic, exact: true }).check();
  await page.getByRole('radio', { name: t.contactMethod.phone, exact: true }).check();
  await page
    .getByLabel(t.contactDetails.phone.label, { exact: true })
    .fill(language === 'ar' ? '+964 ٧٧٠ ١٢٣ ٤٥٦٧' : '+964 770 123 4567');
}

test('every field says what it needs, in the spec’s words', async ({
  page,
  language,
  consoleErrors,
}) => {
  const t = requestTexts[language];
  await page.goto('/request-session');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: texts[language].titles.requestSession,
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText(t.privacy)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: t.submit, exact: true }).click();
  const messages = [
    t.errors.nameRequired,
    t.errors.ageRequired,
    t.errors.locationRequired,
    t.errors.therapistGenderRequired,
    t.errors.languageRequired,
    t.errors.contactMethodRequired,
    t.errors.contactDetailsRequired,
  ];
  await expect(page.getByRole('alert')).toHaveText(messages);
  await expect(page.getByLabel(t.name.label, { exact: true })).toBeFocused();
  await expect(page.getByLabel(t.name.label, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoSeriousA11yViolations(page);

  // Wrong shapes: an age out of range, an email without a domain, a phone with letters.
  await page.getByLabel(t.age.label, { exact: true }).fill('200');
  await page.getByRole('radio', { name: t.contactMethod.email, exact: true }).check();
  await page.getByLabel(t.contactDetails.email.label, { exact: true }).fill('someone@');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(
    page.getByText(t.errors.ageRange.replace('{{min}}', '10').replace('{{max}}', '120')),
  ).toBeVisible();
  await expect(page.getByText(t.errors.emailInvalid)).toBeVisible();
  await page.getByRole('radio', { name: t.contactMethod.phone, exact: true }).check();
  await page.getByLabel(t.contactDetails.phone.label, { exact: true }).fill('call me');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByText(t.errors.phoneInvalid)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a request sent from the browser is read by the staff CLI, and nothing else', async ({
  page,
  language,
  consoleErrors,
}) => {
  const t = requestTexts[language];
  const name = uniqueName(language);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.postData() ?? '');
  });

  await page.goto('/profile');
  await page.getByRole('link', { name: t.profileSection.link, exact: true }).click();
  await expect(page).toHaveURL(/\/request-session$/);
  await fillIn(page, language, name);
  await page.getByRole('button', { name: t.submit, exact: true }).click();

  await expect(page.getByText(t.thankYou)).toBeVisible();
  await expect(page.getByRole('heading', { name: t.sent.title, exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  // Only the sealed envelope left the page.
  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toContain(PLAINTEXT_PREFIX);
  expect(sent[0]).not.toContain('Mosul');

  const line = staffCli('list')
    .split('\n')
    .find((row) => row.includes(name));
  expect(line, 'the CLI lists the request').toBeDefined();
  const id = line?.split(/\s+/)[0] ?? '';
  const shown = staffCli('show', id);
  expect(shown).toContain(`Name:             ${name}`);
  expect(shown).toContain('Age:              35');
  expect(shown).toContain('Location:         Mosul, Iraq');
  expect(shown).toContain('Contact details:  +964 770 123 4567');
  expect(shown).toContain(`App language:     ${language}`);
  expect(consoleErrors).toEqual([]);
});

test('a failed send keeps everything typed, and Retry sends it', async ({ page, language }) => {
  const t = requestTexts[language];
  const name = uniqueName(language);
  await page.goto('/request-session');
  await fillIn(page, language, name);
  await page.route('**/api/therapy-requests', (route) => route.abort('internetdisconnected'), {
    times: 1,
  });
  await page.getByRole('button', { name: t.submit, exact: true }).click();

  await expect(page.getByRole('alert')).toHaveText(t.failure.network);
  await expect(page.getByLabel(t.name.label, { exact: true })).toHaveValue(name);
  await expect(
    page.getByRole('radio', { name: t.therapistGender.female, exact: true }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: t.retry, exact: true }).click();
  await expect(page.getByText(t.thankYou)).toBeVisible();
  expect(staffCli('list')).toContain(name);
});
