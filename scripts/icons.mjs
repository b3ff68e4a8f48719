// Draws the installed app's icons (apps/web/public/icons/*.png) from their SVG sources with the
// browser the tests use: `icon.svg` (the round mark, as the favicon) at 192 and 512 px, and
// `icon-maskable.svg` (full-bleed, the mark inside the central safe zone, so a phone may cut it to
// any shape) at 512 px, and each disguise's icon (public/n/<id>/icon.svg). The PNGs are committed;
// run this after changing an SVG:
// node scripts/icons.mjs
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { ensureChromium } from './chromium.mjs';

const ICONS = resolve(import.meta.dirname, '../apps/web/public/icons');
const OUTPUTS = [
  ['icon.svg', 192, 'icon-192.png'],
  ['icon.svg', 512, 'icon-512.png'],
  ['icon-maskable.svg', 512, 'icon-maskable-512.png'],
  // iOS rounds the corners itself and ignores the manifest's icons.
  ['icon-maskable.svg', 180, 'apple-touch-icon.png'],
  // The disguises' plain icons (packages/shared/src/disguises.ts), full-bleed like the maskable one.
  ...['notes', 'tasks', 'reading'].flatMap((id) => [
    [`../n/${id}/icon.svg`, 192, `../n/${id}/icon-192.png`],
    [`../n/${id}/icon.svg`, 512, `../n/${id}/icon-512.png`],
    [`../n/${id}/icon.svg`, 180, `../n/${id}/apple-touch-icon.png`],
  ]),
];

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const [source, size, target] of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(join(ICONS, source), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: join(ICONS, target), omitBackground: true });
    await page.close();
    console.log(`${target} (${size} px)`);
  }
} finally {
  await browser.close();
}
