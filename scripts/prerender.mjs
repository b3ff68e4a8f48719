// Writes the front page as static HTML, one file per language (dist/landing/<lang>.html), from the
// SSR build of apps/web/src/prerender.tsx and the client build's index.html (for its stylesheet),
// with the page's own small script (src/landing-page.ts); and every other screen without a
// parameter, which the app hydrates (below).
//
//   node scripts/prerender.mjs [--dist=DIR]   (the client build's folder; apps/web/dist by default)
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const web = resolve(import.meta.dirname, '../apps/web');
const { values } = parseArgs({ options: { dist: { type: 'string' } } });
const dist = values.dist ? resolve(values.dist) : join(web, 'dist');
const { renderLandingPage, renderAppScreen, prerenderedPaths } = await import(
  pathToFileURL(join(web, 'dist-ssr/prerender.js')).href
);

// The page's one script, bundled into a single file: the client build shares the modules it uses
// (languages, quick exit) with the app as separate chunks, which would cost a slow phone a chain
// of requests. Content-hashed under assets/, so it is cached like the rest.
const bundled = await build({
  entryPoints: [join(web, 'src/landing-page.ts')],
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  legalComments: 'none',
  write: false,
});
const landingCode = bundled.outputFiles[0].contents;
const landingScript = {
  file: `assets/landing-page-${createHash('sha256').update(landingCode).digest('hex').slice(0, 10)}.js`,
};
await writeFile(join(dist, landingScript.file), landingCode);

// The first script of every other prerendered screen, inline so it runs before anything is drawn,
// with no request of its own: it holds what a person taps or types until the app is live
// (src/lib/platform/first-input.ts). The server allows it by its hash (apps/api/src/lib/web-pages.ts).
const firstInput = await build({
  entryPoints: [join(web, 'src/first-input.ts')],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  legalComments: 'none',
  write: false,
});
const firstInputCode = firstInput.outputFiles[0].text.trim();
if (/<\/script/i.test(firstInputCode))
  throw new Error('The first script would end its <script> early');
const firstInputScript = `<script>${firstInputCode}</script>`;

const template = await readFile(join(dist, 'index.html'), 'utf8');
const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// The static page needs the stylesheet, not the app: drop the app's script and its preloads.
const staticShell = template
  .replace(/\s*<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
if (staticShell.includes('<script'))
  throw new Error('Unexpected script left in the landing template');

// Fonts of the front page: it must not move once drawn (layout shift) and must paint fast on slow
// 4G (DESIGN.md budgets; checked by `npm run lighthouse`).
// - With the stylesheet's `font-display: swap`, text first laid out in the phone's own font jumps
//   when the web font arrives. Here the same faces are declared again with `optional` (a later
//   @font-face with the same descriptors takes precedence) and the page's main face is preloaded:
//   a preloaded optional font holds the first paint only briefly, and a face that misses it is
//   never swapped in (the phone's font stays for this view; the file is still cached for the app).
// - The stylesheet's faces have no unicode-range, so a word in the other script would fetch a
//   whole face of the page's own script first. The language switch's single word in the other
//   script uses the phone's font, and Latin words in Arabic text go to the Latin face first.
// - An Arabic page loads one weight of its face (docs/performance.md): its headings use the
//   regular weight (told apart by size and colour). The prerendered screens below take the same
//   rules, so in Arabic the app keeps that one weight once it has started from one of them.
const stylesheetMatch = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(
  template,
);
if (!stylesheetMatch?.[1]) throw new Error('The client build has no stylesheet in index.html');
const [stylesheetLink, stylesheet] = stylesheetMatch;
// (Not the print face, Amiri: it is fetched only when printing, and must then be used.)
const fontFaces = (await readFile(join(dist, stylesheet), 'utf8'))
  .match(/@font-face\{[^}]*\}/g)
  ?.filter((rule) => !rule.includes('font-family:Amiri'));
if (!fontFaces) throw new Error(`No @font-face rules in ${stylesheet}`);

// The Arabic face's subset has no space, digit or Latin punctuation: Arabic text takes those from
// the Latin face, the next in its font stack. Arriving after the first paint, that face made the
// browser lay the whole page out again (about 0.2 s of a slow phone's main thread on a long
// screen), so it is preloaded in Arabic too.
const FIRST_PAINT_FONTS = {
  en: ['noto-sans-latin-400-normal', 'noto-sans-latin-600-normal'],
  ar: ['noto-sans-arabic-arabic-400-normal', 'noto-sans-latin-400-normal'],
};
const PAGE_FONT_RULES = {
  en: ':lang(ar){font-family:system-ui,sans-serif}',
  ar: ':lang(en){font-family:system-ui,sans-serif}:lang(ar){font-weight:400!important}',
};

function steadyFonts(language) {
  const faces = fontFaces.map((rule) => rule.replace('font-display:swap', 'font-display:optional'));
  return `<style>${faces.join('')}${PAGE_FONT_RULES[language]}</style>`;
}

function fontPreloads(language) {
  return FIRST_PAINT_FONTS[language]
    .map((name) => {
      const face = fontFaces.find((rule) => rule.includes(`/assets/${name}-`));
      const file = face && /url\((\/assets\/[^)]+\.woff2)\)/.exec(face)?.[1];
      if (!file) throw new Error(`No ${name} woff2 font in ${stylesheet}`);
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
      `  ${fontPreloads(language)}${steadyFonts(language)}\n    <script type="module" crossorigin src="/${landingScript.file}"></script>\n  </head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
  await writeFile(join(dist, 'landing', `${language}.html`), html);
  console.log(`prerendered landing/${language}.html (${html.length} bytes)`);
}

// Every other screen without a parameter, as a first-time guest sees it, in each language
// (dist/screens/<language><path>[index].html; apps/api/src/lib/web-app.ts serves them by the
// language cookie). The page paints from HTML; the app's script then hydrates it (src/main.tsx),
// once the screen's code and the texts it names (data-namespaces) are here.
let screens = 0;
const appOnly = new Set();
for (const language of ['en', 'ar']) {
  for (const path of prerenderedPaths()) {
    const screen = await renderAppScreen(path, language);
    if (!screen) {
      appOnly.add(path);
      continue;
    }
    const html = template
      .replace(
        /<html lang="[^"]*" dir="[^"]*">/,
        `<html lang="${screen.lang}" dir="${screen.dir}">`,
      )
      // The stylesheet and the fonts first, before the app's scripts: a browser opens only a few
      // connections to a server, and the first paint waits for the stylesheet. With its fonts in
      // by then, the screen paints in them once and does not move when they arrive.
      .replace(stylesheetLink, '')
      // The first script before the stylesheet: an inline script after a stylesheet waits for it.
      .replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(screen.title)}</title>\n    ${firstInputScript}\n    ${fontPreloads(language)}${stylesheetLink}`,
      )
      .replace('</head>', `  ${steadyFonts(language)}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered data-namespaces="${screen.namespaces.join(' ')}">${screen.body}</div>`,
      );
    const file = join(
      dist,
      'screens',
      language,
      `${path}${path.endsWith('/') ? 'index' : ''}.html`,
    );
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    screens += 1;
  }
}
console.log(
  `prerendered ${screens} screens in screens/ (left to the app shell: ${[...appOnly].join(', ') || 'none'})`,
);
