import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  authTexts,
  confirmRecoveryCodeSaved,
  logIn,
  register,
  secretPassword,
  uniqueNickname,
} from './auth-helpers';
import { expect, test, texts } from './fixtures';

// A server of its own whose sessions end after a few seconds (the suite's server keeps the defaults).
const SESSION_SECONDS = 8;
/** As long as Playwright gives the suite's own server to start (playwright.config.ts). */
const START_TIMEOUT_MS = 60_000;
let server: ChildProcess | undefined;
let dataDir = '';
let origin = '';

/**
 * Resolves with the server's address once it logs that it listens. Port 0 lets the server take a
 * free port itself, so no other process can take it between choosing and listening.
 */
function listeningOrigin(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the short-session server did not start')),
      START_TIMEOUT_MS,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the short-session server exited with ${code}`));
    });
    if (!child.stdout) throw new Error('the server was started without a stdout pipe');
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg !== 'Waha is listening' || !entry.url) return;
        clearTimeout(timer);
        resolve(entry.url.replace(/\/$/, ''));
      } catch {
        // Not a JSON log line: nothing to read from it.
      }
    });
  });
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'waha-e2e-expiry-'));
  server = spawn(process.execPath, ['../api/dist/main.js'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SESSION_MAX_SECONDS: String(SESSION_SECONDS),
      SESSION_IDLE_SECONDS: String(SESSION_SECONDS),
      AUTH_RATE_LIMIT_SCALE: '100',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  origin = await listeningOrigin(server);
});

test.afterAll(async () => {
  // The data folder goes only once the server has closed its database.
  const child = server;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
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
