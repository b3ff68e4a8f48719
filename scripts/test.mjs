// `npm test`: every check the project has, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npm', ['run', 'format:check']],
  ['unit, component, translation and API tests', 'npx', ['vitest', 'run']],
  ['production build', 'npm', ['run', 'build']],
  ['JavaScript size budgets', 'node', ['scripts/bundle-size.mjs']],
  ['browser tests (English and Arabic)', 'node', ['scripts/e2e.mjs']],
  [
    "hydration on a development build (React's warnings; both languages)",
    'node',
    ['scripts/hydration-dev.mjs'],
  ],
];
// Lighthouse's timings move with the machine's load: `npm run lighthouse` is a benchmark, run on a
// quiet machine, not a step here. The budgets that do not depend on load (sizes, layout shift, no
// React error) are above.

// Find (or install) Chromium first, so a missing browser is reported before minutes of other work.
process.env.CHROME_PATH = ensureChromium();
if (process.env.TEST_DATABASE_URL)
  console.log('PostgreSQL API tests: on (TEST_DATABASE_URL is set)');
else console.log('PostgreSQL API tests: off (set TEST_DATABASE_URL to run them on a real server)');

const started = Date.now();
let passed = 0;
for (const [name, command, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${passed} passed, 0 failed`);
