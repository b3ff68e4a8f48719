// What the benchmarks share: the built API started on loopback in a folder of its own, and an
// account registered the way a browser registers one (random bytes stand in for derived keys).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

/** The built API; BENCH_API_MAIN names another build, e.g. an older one to compare with. */
const MAIN =
  process.env.BENCH_API_MAIN ?? fileURLToPath(new URL('../apps/api/dist/main.js', import.meta.url));
const START_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;

/** Stops the process with a message when the API has not been built. */
export function requireBuiltApi() {
  if (existsSync(MAIN)) return;
  console.error(`${MAIN} is missing: build it first with \`npm run build -w apps/api\``);
  process.exit(1);
}

export const randomBase64 = (bytes) => randomBytes(bytes).toString('base64');

/** What a browser sends to register under protocol v1; random bytes stand in for derived keys. */
export function newRegistration(nickname) {
  return {
    nickname,
    gender: 'female',
    nicknameParts: { category: 'plants', item: 'cedar', colour: 'blue' },
    keys: {
      salt: randomBase64(16),
      kdf: { algorithm: 'argon2id', memoryKiB: 65536, iterations: 3, parallelism: 1 },
      authKey: randomBase64(32),
      wrappedDataKey: randomBase64(60),
    },
    recovery: { recoveryAuth: randomBase64(32), recoveryWrappedDataKey: randomBase64(60) },
  };
}

/** Starts the API; resolves once /api/health answers. */
export async function startServer(dataDir, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the API did not start in time');
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function post(base, path, body, headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer(); // read the body, so the connection goes back to the pool
  return res;
}

/** Registers an account; returns what was sent and the session cookie it was given. */
export async function register(base, nickname) {
  const registration = newRegistration(nickname);
  const res = await post(base, '/api/auth/register', registration);
  if (res.status !== 201) throw new Error(`registration failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((it) => it.split(';')[0])
    .join('; ');
  return { ...registration, cookie };
}
