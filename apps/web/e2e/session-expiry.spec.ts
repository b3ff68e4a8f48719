import {
  authTexts,
  confirmRecoveryCodeSaved,
  logIn,
  register,
  secretPassword,
  uniqueNickname,
} from './auth-helpers';
import { expect, test, texts } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

// A server of its own whose sessions end after a few seconds (the suite's server keeps the defaults).
const SESSION_SECONDS = 8;
let server: OwnServer | undefined;
let origin = '';

test.beforeAll(async () => {
  server = await startOwnServer({
    SESSION_MAX_SECONDS: String(SESSION_SECONDS),
    SESSION_IDLE_SECONDS: String(SESSION_SECONDS),
  });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

test('an expired session says so, goes to log in, and comes back afterwards', async ({
  page,
  request,
  language,
}) => {
  test.setTimeout(90_000);
  const { auth, profile } = authTexts[language];
  const nickname = uniqueNickname(language);
  const password = secretPassword();
  await register(page, language, nickname, password, origin);
  await confirmRecoveryCodeSaved(page, language);
  // Waits for the session to end, not for a time: the server no longer knows it, and the
  // browser has dropped its cookie (whose max age is the session's).
  const session = (await page.context().cookies(origin)).find(
    (cookie) => cookie.name === 'waha_session',
  );
  expect(session, 'registration starts a session').toBeDefined();
  await expect
    .poll(
      async () => {
        const response = await request.get(`${origin}/api/auth/session`, {
          headers: { cookie: `waha_session=${session?.value ?? ''}` },
        });
        return response.status();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(401);
  await expect
    .poll(
      async () =>
        (await page.context().cookies(origin)).some((cookie) => cookie.name === 'waha_session'),
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(false);

  await page.goto(`${origin}/profile`);
  await expect(page.getByText(auth.errors.sessionExpired)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprofile$/);
  await expect(
    page.getByRole('heading', { level: 1, name: texts[language].titles.login, exact: true }),
  ).toBeVisible();

  await logIn(page, language, nickname, password);
  await expect(page).toHaveURL(`${origin}/profile`, { timeout: 30_000 });
  await expect(page.getByText(profile.notLoggedIn)).toHaveCount(0);
  await expect(page.getByTestId('profile-nickname')).toHaveText(nickname);
});
