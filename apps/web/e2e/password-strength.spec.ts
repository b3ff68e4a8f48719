import type { Page } from '@playwright/test';
import { authTexts, secretPassword, uniqueNickname } from './auth-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Signing up derives keys with Argon2id in the page, seconds on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Every registration the page sends, so a test can tell that a refused password sent none. */
function registrations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/register')) sent.push(request.url());
  });
  return sent;
}

test('a guessable password is refused kindly, with the estimator’s word', async ({
  page,
  language,
}) => {
  const { auth } = authTexts[language];
  const sent = registrations(page);
  await page.goto('/auth/register');
  await page.getByRole('radio', { name: auth.gender.female, exact: true }).check();
  // A name and a year: not on the short list the form checks before the estimator is there.
  await page.getByLabel(auth.password.label, { exact: true }).fill('michael1990');
  // A slip in the confirmation keeps the form from being sent while the estimator's code arrives
  // (it starts loading when the password box is first used); the person presses again until the
  // page has its word.
  await page.getByLabel(auth.password.confirm, { exact: true }).fill('michael199');
  const submit = page.getByRole('button', { name: auth.register.submit, exact: true });
  const refused = page.getByText(auth.errors.passwordCommon, { exact: true });
  await expect(async () => {
    await submit.click();
    await expect(refused).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.getByLabel(auth.password.confirm, { exact: true }).fill('michael1990');
  await submit.click();
  await expect(refused).toBeVisible();
  await expect(page.getByText(auth.errors.passwordMismatch)).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  expect(sent).toEqual([]);
});

test('when the estimator cannot load, the short list still holds and nothing is lost', async ({
  page,
  language,
}) => {
  const { auth } = authTexts[language];
  const sent = registrations(page);
  // The network drops just as the estimator's code is asked for.
  await page.route('**/assets/password-estimator-*.js', (route) => route.abort());
  const failed = page.waitForEvent('requestfailed', (request) =>
    request.url().includes('/assets/password-estimator-'),
  );
  await page.goto('/auth/register');
  const nickname = uniqueNickname(language);
  await page.getByLabel(auth.nickname.label, { exact: true }).fill(nickname);
  await page.getByRole('radio', { name: auth.gender.female, exact: true }).check();
  const password = page.getByLabel(auth.password.label, { exact: true });
  await password.fill('qwerty123');
  await page.getByLabel(auth.password.confirm, { exact: true }).fill('qwerty123');
  await failed;
  await page.getByRole('button', { name: auth.register.submit, exact: true }).click();
  await expect(page.getByText(auth.errors.passwordCommon, { exact: true })).toBeVisible();
  // No reload to fetch the code again: what was typed is still there.
  await expect(password).toHaveValue('qwerty123');
  await expect(page.getByLabel(auth.nickname.label, { exact: true })).toHaveValue(nickname);
  expect(sent).toEqual([]);

  // Any other password goes through, still without the estimator: the form never waits for it.
  const own = secretPassword();
  await password.fill(own);
  await page.getByLabel(auth.password.confirm, { exact: true }).fill(own);
  await page.getByRole('button', { name: auth.register.submit, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: auth.recoveryCode.title, level: 1, exact: true }),
  ).toBeVisible({ timeout: 30_000 });
  expect(sent).toHaveLength(1);
});
