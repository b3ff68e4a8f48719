// Finds a Chromium for the browser tests: CHROME_PATH, Debian's /usr/bin/chromium, or Playwright's
// own. If none is found it installs one the platform's way, or stops with a message saying how.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function isDebianRoot() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
}

function found() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH))
    return process.env.CHROME_PATH;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return playwrightChromium();
}

/** Returns the path of a Chromium to use, installing one if needed; exits with advice if it can't. */
export function ensureChromium() {
  const existing = found();
  if (existing) return existing;

  if (isDebianRoot()) {
    console.log(
      'No Chromium found: installing Debian’s chromium package (apt-get install -y chromium)…',
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  } else if (!existsSync('/etc/debian_version')) {
    console.log('No Chromium found: installing Playwright’s (npx playwright install chromium)…');
    const result = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
    if (result.status !== 0) stop();
  }
  const installed = found();
  if (!installed) stop();
  return installed;
}

function stop() {
  const debian = existsSync('/etc/debian_version');
  console.error(
    [
      'The browser tests need Chromium, and none could be found or installed.',
      debian
        ? 'Install it as root with: apt-get update && apt-get install -y chromium'
        : 'Install it with: npx playwright install chromium',
      'or point CHROME_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  console.log(ensureChromium());
}
