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

// The front page must not move once drawn (layout shift). With the stylesheet's `font-display:
// swap`, text first laid out in the phone's own font jumps when the web font arrives. On this page
// the same faces are declared again with `optional` (later @font-face rules with the same
// descriptors take precedence), and the two faces of the page's own script are preloaded: a
// preloaded optional font holds the first paint only very briefly, and a face that misses it is
// never swapped in (the phone's font stays for this view; the file is still cached for the app).
const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/.exec(template)?.[1];
if (!stylesheet) throw new Error('The client build has no stylesheet in index.html');
const fontFaces = (await readFile(join(dist, stylesheet), 'utf8')).match(/@font-face\{[^}]*\}/g);
if (!fontFaces) throw new Error(`No @font-face rules in ${stylesheet}`);
const steadyFonts = `<style>${fontFaces.join('').replaceAll('font-display:swap', 'font-display:optional')}</style>`;
const FIRST_PAINT_FONTS = {
  en: ['noto-sans-latin-400-normal', 'noto-sans-latin-600-normal'],
  ar: ['noto-sans-arabic-arabic-400-normal', 'noto-sans-arabic-arabic-600-normal'],
};
function fontPreloads(language) {
  return FIRST_PAINT_FONTS[language]
    .map((name) => {
      const file = new RegExp(`/assets/${name}-[\\w-]+\\.woff2`).exec(fontFaces.join(''))?.[0];
      if (!file) throw new Error(`No ${name} font in ${stylesheet}`);
      return `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin>\n    `;
    })
    .join('');
}

await mkdir(join(dist, 'landing'), { recursive: true });
for (const language of ['en', 'ar']) {
  const page = await renderLandingPage(language);
  const html = staticShell
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '</head>',
      `  ${fontPreloads(language)}${steadyFonts}\n    <script type="module" crossorigin src="/${landingScript.file}"></script>\n  </head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
  await writeFile(join(dist, 'landing', `${language}.html`), html);
  console.log(`prerendered landing/${language}.html (${html.length} bytes)`);
}
