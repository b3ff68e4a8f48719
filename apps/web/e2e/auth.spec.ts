import {
  authTexts,
  confirmRecoveryCodeSaved,
  logIn,
  logOutFromProfile,
  PLAINTEXT_PREFIX,
  register,
  savePersonalRecord,
  secretPassword,
  uniqueNickname,
} from './auth-helpers';
import { expect, expectNoSeriousA11yViolations, test, texts } from './fixtures';

// Several password derivations (Argon2id in the page) each take seconds on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('register → recovery code → log out → log in → change password → forgot password: data stays readable', async ({
  page,
  language,
}) => {
  const { auth, profile } = authTexts[language];
  const { titles } = texts[language];
  const nickname = uniqueNickname(language);
  const firstPassword = secretPassword();
  const secret = `${PLAINTEXT_PREFIX} ${language} my private reflection`;

  const recoveryCode = await register(page, language, nickname, firstPassword);
  await expectNoSeriousA11yViolations(page);
  await confirmRecoveryCodeSaved(page, language);
  await expect(
    page.getByRole('heading', { level: 1, name: titles.content, exact: true }),
  ).toBeVisible();
  expect(await savePersonalRecord(page, 'reflection', 'e2e-reflection', { text: secret })).toBe(
    200,
  );

  await logOutFromProfile(page, language);

  await page.goto('/auth/login?redirect=/profile');
  await logIn(page, language, nickname, firstPassword);
  await expect(page.getByText(auth.login.welcome.replace('{{nickname}}', nickname))).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-nickname')).toHaveText(nickname);
  await expectNoSeriousA11yViolations(page);

  // Change password: the data key is locked again under the new one.
  const secondPassword = secretPassword();
  await page.getByLabel(auth.password.current, { exact: true }).fill(firstPassword);
  await page.getByLabel(auth.password.new, { exact: true }).fill(secondPassword);
  await page.getByLabel(auth.password.confirm, { exact: true }).fill(secondPassword);
  await page.getByRole('button', { name: profile.password.submit, exact: true }).click();
  await expect(page.getByText(profile.password.changed)).toBeVisible({ timeout: 30_000 });

  await logOutFromProfile(page, language);
  await page.goto('/auth/login');
  await logIn(page, language, nickname, firstPassword);
  await expect(page.getByText(auth.errors.loginFailed)).toBeVisible({ timeout: 30_000 });

  // Forgot password: nickname + recovery code + a new password.
  await page.getByRole('link', { name: auth.login.forgot, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: titles.recover, exact: true }),
  ).toBeVisible();
  const thirdPassword = secretPassword();
  await page.getByLabel(auth.nickname.label, { exact: true }).fill(nickname);
  await page.getByLabel(auth.recover.codeLabel, { exact: true }).fill(recoveryCode.toLowerCase());
  await page.getByLabel(auth.password.new, { exact: true }).fill(thirdPassword);
  await page.getByLabel(auth.password.confirm, { exact: true }).fill(thirdPassword);
  await page.getByRole('button', { name: auth.recover.submit, exact: true }).click();
  await expect(page.getByText(auth.recover.done)).toBeVisible({ timeout: 30_000 });
  const newCode = (await page.getByTestId('recovery-code').textContent())?.trim();
  expect(newCode).not.toBe(recoveryCode);
  await confirmRecoveryCodeSaved(page, language);

  // The data saved before all this is still readable: download it, decrypted on this device.
  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: profile.download.button, exact: true }).click();
  const file = await downloading;
  const exported = JSON.parse(
    await new Promise<string>((resolve, reject) => {
      file.createReadStream().then((stream) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.on('error', reject);
      }, reject);
    }),
  ) as { account: { nickname: string }; records: Record<string, { value: { text: string } }[]> };
  expect(exported.account.nickname).toBe(nickname);
  expect(exported.records.reflection?.[0]?.value.text).toBe(secret);

  // And the password before recovery no longer works, the new one does.
  await logOutFromProfile(page, language);
  await page.goto('/auth/login');
  await logIn(page, language, nickname, secondPassword);
  await expect(page.getByText(auth.errors.loginFailed)).toBeVisible({ timeout: 30_000 });
  await logIn(page, language, nickname, thirdPassword);
  await expect(page.getByText(auth.login.welcome.replace('{{nickname}}', nickname))).toBeVisible({
    timeout: 30_000,
  });
});

test('every registration rule shows its message next to its field', async ({ page, language }) => {
  const { auth } = authTexts[language];
  await page.goto('/auth/register');
  await page.getByLabel(auth.nickname.label, { exact: true }).fill('');
  await page.getByRole('button', { name: auth.register.submit, exact: true }).click();
  for (const message of [
    auth.errors.nicknameRequired,
    auth.errors.genderRequired,
    auth.errors.passwordRequired,
    auth.errors.confirmRequired,
  ]) {
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
  await page.getByLabel(auth.password.label, { exact: true }).fill('12345');
  await page.getByLabel(auth.password.confirm, { exact: true }).fill('123456');
  await page.getByRole('button', { name: auth.register.submit, exact: true }).click();
  await expect(page.getByText(auth.errors.passwordTooShort)).toBeVisible();
  await expect(page.getByText(auth.errors.passwordMismatch)).toBeVisible();
  await expect(page.getByLabel(auth.password.label, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoSeriousA11yViolations(page);
});

test('a taken nickname offers three free ones, each one click away', async ({
  page,
  browser,
  language,
}) => {
  const { auth } = authTexts[language];
  const nickname = uniqueNickname(language);
  const password = secretPassword();
  await register(page, language, nickname, password);

  const other = await browser.newPage();
  await other.goto('/auth/register');
  await other.getByLabel(auth.nickname.label, { exact: true }).fill(nickname.toUpperCase());
  await other.getByRole('radio', { name: auth.gender.male, exact: true }).check();
  await other.getByLabel(auth.password.label, { exact: true }).fill(password);
  await other.getByLabel(auth.password.confirm, { exact: true }).fill(password);
  await other.getByRole('button', { name: auth.register.submit, exact: true }).click();
  await expect(other.getByText(auth.errors.nicknameTaken)).toBeVisible({ timeout: 30_000 });
  await expect(other.getByText(auth.nickname.suggestionsIntro)).toBeVisible();
  // In the form: a toast (outside the main area) may hold a list item with a button too.
  const suggestions = other.getByRole('main').getByRole('listitem').getByRole('button');
  await expect(suggestions).toHaveCount(3);
  const chosen = (await suggestions.first().textContent()) ?? '';
  await suggestions.first().click();
  await expect(other.getByLabel(auth.nickname.label, { exact: true })).toHaveValue(chosen);
  await other.getByRole('button', { name: auth.register.submit, exact: true }).click();
  await expect(other.getByTestId('recovery-code')).toBeVisible({ timeout: 30_000 });
  await other.close();
});

test('the nickname pickers compose a nickname in the interface language', async ({
  page,
  language,
}) => {
  const { auth } = authTexts[language];
  await page.goto('/auth/register');
  await page.getByLabel(auth.nickname.category, { exact: true }).selectOption('plants');
  await page.getByLabel(auth.nickname.item, { exact: true }).selectOption('cedar');
  await page.getByLabel(auth.nickname.colour, { exact: true }).selectOption('blue');
  await expect(page.getByLabel(auth.nickname.label, { exact: true })).toHaveValue(
    language === 'ar' ? 'أرزة زرقاء' : 'Blue Cedar',
  );
  await page.getByLabel(auth.nickname.category, { exact: true }).selectOption('sky');
  await page.getByLabel(auth.nickname.item, { exact: true }).selectOption('moon');
  await page.getByLabel(auth.nickname.colour, { exact: true }).selectOption('blue');
  await expect(page.getByLabel(auth.nickname.label, { exact: true })).toHaveValue(
    language === 'ar' ? 'قمر أزرق' : 'Blue Moon',
  );
});

test('a guest continues without registration and sees the login prompt on the profile', async ({
  page,
  language,
}) => {
  const { auth, profile } = authTexts[language];
  await page.goto('/auth/login');
  await page.getByRole('button', { name: auth.login.guest, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: texts[language].titles.content, exact: true }),
  ).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(profile.notLoggedIn)).toBeVisible();
  await expect(page.getByRole('link', { name: profile.login, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('login says only "Login failed" for an unknown nickname or a wrong password', async ({
  page,
  language,
}) => {
  const { auth } = authTexts[language];
  await page.goto('/auth/login');
  await logIn(page, language, uniqueNickname(language), 'whatever-password');
  await expect(page.getByText(auth.errors.loginFailed)).toBeVisible({ timeout: 30_000 });
});

// One registration for both (each costs a password derivation in the page).
test('a logged-in person reaching login or register is told so; deleting the account needs the nickname typed, then removes it', async ({
  page,
  language,
  consoleErrors,
}) => {
  const { auth, profile } = authTexts[language];
  const nickname = uniqueNickname(language);
  const password = secretPassword();
  await register(page, language, nickname, password);
  await confirmRecoveryCodeSaved(page, language);
  for (const path of ['/auth/login', '/auth/register']) {
    await page.goto(path);
    await expect(page.getByText(auth.errors.alreadyLoggedIn)).toBeVisible();
  }
  await page.goto('/profile');
  await page.getByRole('button', { name: profile.delete.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: profile.delete.confirmTitle, exact: true });
  await dialog.getByRole('textbox').fill('not my name');
  await dialog.getByRole('button', { name: profile.delete.confirmButton, exact: true }).click();
  await expect(dialog.getByText(profile.delete.confirmMismatch)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
  await dialog.getByRole('textbox').fill(nickname);
  await dialog.getByRole('button', { name: profile.delete.confirmButton, exact: true }).click();
  await expect(page.getByText(profile.delete.done)).toBeVisible();
  await page.goto('/auth/login');
  await logIn(page, language, nickname, password);
  await expect(page.getByText(auth.errors.loginFailed)).toBeVisible({ timeout: 30_000 });
});

test('a server or network failure during registration says "Registration failed" and keeps the form', async ({
  page,
  language,
}) => {
  const { auth } = authTexts[language];
  const nickname = uniqueNickname(language);
  const password = secretPassword();
  await page.goto('/auth/register');
  await page.getByLabel(auth.nickname.label, { exact: true }).fill(nickname);
  await page.getByRole('radio', { name: auth.gender.female, exact: true }).check();
  await page.getByLabel(auth.password.label, { exact: true }).fill(password);
  await page.getByLabel(auth.password.confirm, { exact: true }).fill(password);

  await page.route('**/api/auth/register', (route) =>
    route.fulfill({
      status: 500,
      json: { code: 'internal_error', message: 'Internal Server Error' },
    }),
  );
  await page.getByRole('button', { name: auth.register.submit, exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: auth.errors.registrationFailed }),
  ).toBeVisible({
    timeout: 30_000,
  });

  await page.unroute('**/api/auth/register');
  await page.route('**/api/auth/register', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: auth.register.submit, exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: auth.errors.registrationFailed }),
  ).toBeVisible({
    timeout: 30_000,
  });
  // Nothing typed is lost.
  await expect(page.getByLabel(auth.nickname.label, { exact: true })).toHaveValue(nickname);
  await expect(page.getByLabel(auth.password.label, { exact: true })).toHaveValue(password);

  await page.unroute('**/api/auth/register');
  await page.getByRole('button', { name: auth.register.submit, exact: true }).click();
  await expect(page.getByTestId('recovery-code')).toBeVisible({ timeout: 30_000 });
});
