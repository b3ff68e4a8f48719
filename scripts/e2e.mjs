// Runs the Playwright suite against the production build (build it first with `npm run build`).
// Picks a free port on 127.0.0.1 and a temporary data directory, so runs never collide.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const chrome = ensureChromium();
const dataDir = mkdtempSync(join(tmpdir(), 'waha-e2e-'));
const port = await freePort();
const web = resolve(import.meta.dirname, '../apps/web');
const report = join(dataDir, '..', `${basename(dataDir)}-report.json`);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: web,
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROME_PATH: chrome,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_REPORT: report,
  },
});
const leaks = result.status === 0 ? findPlaintext(dataDir) : [];
if (result.status !== 0) repeatFailures(report);
rmSync(dataDir, { recursive: true, force: true });
rmSync(report, { force: true });
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

/**
 * Each failed test again, with the start of its error, at the very end of the output: a long run's
 * log is often read from its tail, where the reporter's summary names the failures but not why.
 */
function repeatFailures(file) {
  let run;
  try {
    run = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return;
  }
  const failures = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (!last || last.status === 'passed' || last.status === 'skipped') continue;
        const error = (last.errors?.[0]?.message ?? last.error?.message ?? last.status)
          // Colours are for a terminal (ESC, then the colour's code).
          .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
          .split('\n')
          .slice(0, 14)
          .join('\n    ');
        failures.push(
          `[${test.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}\n    ${error}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of run.suites ?? []) visit(suite, []);
  if (failures.length === 0) return;
  console.error(
    `\nWhy each failed test failed (the start of its error):\n${failures.join('\n\n')}`,
  );
}
