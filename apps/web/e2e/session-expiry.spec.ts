import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
let server: ChildProcess | undefined;
let dataDir = '';
let origin = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'waha-e2e-expiry-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['../api/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SESSION_MAX_SECONDS: String(SESSION_SECONDS),
      SESSION_IDLE_SECONDS: String(SESSION_SECONDS),
      AUTH_RATE_LIMIT_SCALE: '100',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the short-session server did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('an expired session says so, goes to log in, and comes back afterwards', async ({
  page,
  language,
}) => {
  test.setTimeout(90_000);
  const { auth, profile } = authTexts[language];
  const nickname = uniqueNickname(language);
  const password = secretPassword();
  await register(page, language, nickname, password, origin);
  await confirmRecoveryCodeSaved(page, language);
  await page.waitForTimeout((SESSION_SECONDS + 1) * 1000);

  await page.goto(`${origin}/profile`);
  await expect(page.getByText(auth.errors.sessionExpired)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprofile$/);
  await expect(
    page.getByRole('heading', { level: 1, name: texts[language].titles.login }),
  ).toBeVisible();

  await logIn(page, language, nickname, password);
  await expect(page).toHaveURL(`${origin}/profile`, { timeout: 30_000 });
  await expect(page.getByText(profile.notLoggedIn)).toHaveCount(0);
  await expect(page.getByTestId('profile-nickname')).toHaveText(nickname);
});
