// Runs the Playwright suite against the production build (build it first with `npm run build`).
// Picks a free port on 127.0.0.1 and a temporary data directory, so runs never collide.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureChromium } from './chromium.mjs';

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const chrome = ensureChromium();
const dataDir = mkdtempSync(join(tmpdir(), 'waha-e2e-'));
const port = await freePort();
const web = resolve(import.meta.dirname, '../apps/web');
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: web,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
