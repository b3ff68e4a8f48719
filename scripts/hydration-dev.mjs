// The hydration check (apps/web/e2e/hydration.spec.ts) on a development build of the web app:
// React's production build reports a hydration mismatch only as a minified code and prints no
// development warnings (keys, attributes that differ), so `npm test` runs the check on both.
// Builds apps/web/dist-dev (the client in development mode, prerendered like the real one), then
// runs the one spec against it. Usage: node scripts/hydration-dev.mjs [playwright options]
import { spawnSync } from 'node:child_process';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npm', ['run', 'build:dev', '-w', 'apps/web']);
run('node', ['scripts/e2e.mjs', 'e2e/hydration.spec.ts', ...process.argv.slice(2)], {
  ...process.env,
  E2E_WEB_DIST_DIR: 'dist-dev',
});
