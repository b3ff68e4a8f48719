// Runs the Playwright suite against the production build (build it first with `npm run build`).
// Picks a free port on 127.0.0.1 and a temporary data directory, so runs never collide.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const chrome = ensureChromium();
const dataDir = mkdtempSync(join(tmpdir(), 'waha-e2e-'));
const port = await freePort();
const web = resolve(import.meta.dirname, '../apps/web');
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: web,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
});
const leaks = result.status === 0 ? findPlaintext(dataDir) : [];
rmSync(dataDir, { recursive: true, force: true });
if (leaks.length > 0) {
  console.error(`The database holds what only the browser may see:\n${leaks.join('\n')}`);
  process.exit(1);
}
process.exit(result.status ?? 1);

/**
 * The browser tests type passwords and personal texts with known prefixes (e2e/auth-helpers.ts).
 * None may reach the server's files in plaintext. A nickname (stored as typed, by design) must be
 * found, which proves the search reads the database at all.
 */
function findPlaintext(dir) {
  // Every file under the data folder (the database and its journal, the staff keys), recursively.
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const content = Buffer.concat(files.map((file) => readFileSync(file)));
  const problems = [];
  const fullRun = process.argv.length <= 2;
  if (fullRun && !content.includes('Cedar ')) {
    problems.push('(the search found no nickname, so it read nothing: check the data folder)');
  }
  for (const marker of ['WahaE2ESecret', 'WahaE2EPlaintext']) {
    if (content.includes(marker)) problems.push(`found "${marker}…" in ${files.join(', ')}`);
  }
  if (problems.length === 0)
    console.log(`No password or personal text in ${files.length} files of the data folder.`);
  return problems;
}
