// Writes the front page as static HTML, one file per language (dist/landing/<lang>.html), from the
// SSR build of apps/web/src/prerender.tsx and the client build's index.html (for its stylesheet).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const web = resolve(import.meta.dirname, '../apps/web');
const dist = join(web, 'dist');
const { renderLandingPage } = await import(pathToFileURL(join(web, 'dist-ssr/prerender.js')).href);
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
const landingScript = manifest['src/landing-page.ts'];
if (!landingScript) throw new Error('The client build has no src/landing-page.ts entry');

const template = await readFile(join(dist, 'index.html'), 'utf8');
const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// The static page needs the stylesheet, not the app: drop the app's script and its preloads.
const staticShell = template
  .replace(/\s*<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
if (staticShell.includes('<script'))
  throw new Error('Unexpected script left in the landing template');

await mkdir(join(dist, 'landing'), { recursive: true });
for (const language of ['en', 'ar']) {
  const page = await renderLandingPage(language);
  const html = staticShell
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '</head>',
      `  <script type="module" crossorigin src="/${landingScript.file}"></script>\n  </head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
  await writeFile(join(dist, 'landing', `${language}.html`), html);
  console.log(`prerendered landing/${language}.html (${html.length} bytes)`);
}
