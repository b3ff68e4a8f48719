// `npm run size`: the gzip size of the JavaScript each part of the app loads, against its budget
// (scripts/bundle-size-budgets.mjs). Run after `npm run build`: it reads the client build's Vite
// manifest (apps/web/dist/.vite/manifest.json) and the prerendered front pages (dist/landing/).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, LAZY_PARTS, formatTable, kb, measure } from './bundle-size-budgets.mjs';

const dist = resolve(import.meta.dirname, '../apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

// The front page is static HTML (scripts/prerender.mjs); what it loads is in its script tags.
const frontPage = {};
for (const language of ['en', 'ar']) {
  const html = readFileSync(join(dist, 'landing', `${language}.html`), 'utf8');
  const sources = [
    ...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((match) => match[1]);
  if (html.includes('<script') && sources.length === 0) {
    console.error(`landing/${language}.html has a script this check cannot read`);
    process.exit(1);
  }
  frontPage[language] = sources;
}

const sizes = new Map();
const gzipSize = (file) => {
  if (!sizes.has(file))
    sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};

const { rows, failures } = measure({ manifest, frontPage, gzipSize, lazyParts: LAZY_PARTS });
console.log(formatTable(rows));
console.log(
  `\nBudgets (gzip, 1 KB = 1024 bytes): front page ${kb(BUDGETS.frontPage)}, app shell ${kb(BUDGETS.shell)} in at most ${BUDGETS.shellFiles} files, each exercise route ${kb(BUDGETS.exercise)} and each lazy part ${kb(BUDGETS.lazyPart)} beyond the shell.`,
);
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('All within budget.');
