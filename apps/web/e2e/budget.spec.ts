import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import arHub from '../src/locales/ar/hub.json' with { type: 'json' };
import enHub from '../src/locales/en/hub.json' with { type: 'json' };
import arOffline from '../src/locales/ar/offline.json' with { type: 'json' };
import enOffline from '../src/locales/en/offline.json' with { type: 'json' };
import lighthouseRoutes from '../../../scripts/lighthouse-routes.json' with { type: 'json' };
import { expect, test, texts } from './fixtures';
import { layoutShiftTotal, watchLayoutShifts } from './layout-shift';

const BUDGET_BYTES = 90 * 1024;
const offlineTexts = { en: enOffline, ar: arOffline };

test('the JavaScript loaded for / stays within 90 KB gzip', async ({ page }, testInfo) => {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts.values());
  const total = sizes.reduce((sum, size) => sum + size, 0);
  testInfo.annotations.push({ type: 'gzip bytes of JavaScript for /', description: String(total) });
  console.log(
    `JavaScript for / (${testInfo.project.name}): ${scripts.size} files, ${total} bytes gzip`,
  );
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('every screen Lighthouse measures arrives as HTML that paints before any script', async ({
  request,
  language,
}) => {
  for (const path of lighthouseRoutes.all.filter((route) => route !== '/')) {
    const response = await request.get(path, {
      headers: { accept: 'text/html', cookie: `waha_lang=${language}` },
    });
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${language}"`);
    expect(html, path).toMatch(
      /<fieldset disabled role="none" data-prerendered[^>]*><div id="root">(?:<link [^>]*>)*<a href="#main"/,
    );
    // Its own title, as the app gives it: "<screen> - Waha".
    expect(html, path).toMatch(
      new RegExp(`<title>[^<]+ - ${texts[language].common.appName}</title>`),
    );
    expect(html, path).toContain('<main id="main"');
    // Its own content, not a "Loading…" in its place: the largest paint is then the HTML's own.
    const main = html.slice(html.indexOf('<main id="main"'), html.indexOf('</main>'));
    expect(main.replace(/<[^>]+>/g, '').length, path).toBeGreaterThan(40);
    // The stylesheet and the fonts are asked for before the app's scripts, so they are not queued
    // behind them: the screen's first paint is then in its own fonts, and the app's drawing over it
    // is the same size rather than a later, larger contentful paint.
    const firstScript = html.search(/<script |<link rel="modulepreload"/);
    expect(html.search(/<link rel="stylesheet"/), path).toBeLessThan(firstScript);
    expect(html.search(/<link rel="preload" [^>]*as="font"/), path).toBeLessThan(firstScript);
    expect(html.search(/<link rel="preload" [^>]*as="font"/), path).toBeGreaterThan(0);
  }
});

test('the app takes the prerendered screen over where it is, element by element, moving and building none of it again', async ({
  page,
  language,
  consoleErrors,
}) => {
  // A part of the first drawing that waited for its code kept the next prerendered element for
  // itself: the header was then thrown away and built anew (routes/__root.tsx).
  // An element moved (out of a wrapper, or taken off the page by a Suspense boundary while a part
  // waited for its texts, and put back) is laid out again: the screen vanished meanwhile, and its
  // text, laid out again in a font that had arrived since, became a later, larger contentful paint.
  await page.addInitScript(() => {
    const removed: Node[] = [];
    new MutationObserver((records) => {
      for (const record of records) removed.push(...record.removedNodes);
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      const fieldset = document.querySelector('fieldset[data-prerendered]');
      Object.assign(window, { prerendered: [...(fieldset?.querySelectorAll('*') ?? [])], removed });
    });
  });
  for (const path of [
    '/exercises/',
    '/exercises/mind-body/relaxation/',
    '/exercises/creativity/imagination/',
  ]) {
    await page.goto(path);
    // The toasts' code, the last to load, is in: nothing is left to wait for.
    await expect(page.locator('section.Toastify')).toHaveCount(1);
    if (path.includes('imagination')) {
      // "Make available offline", whose code and texts come after the first drawing.
      await expect(
        page.getByRole('heading', { name: offlineTexts[language].exercise.title }),
      ).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    const { total, rebuilt, moved } = await page.evaluate(() => {
      const { prerendered, removed } = window as unknown as {
        prerendered: Element[];
        removed: Node[];
      };
      const describe = (node: Node) =>
        node instanceof Element ? node.outerHTML.slice(0, 80) : node.nodeName;
      return {
        total: prerendered.length,
        rebuilt: prerendered.filter((element) => !element.isConnected).map(describe),
        moved: removed.filter((node) => node.isConnected).map(describe),
      };
    });
    expect(total, path).toBeGreaterThan(20);
    expect(rebuilt, path).toEqual([]);
    expect(moved, path).toEqual([]);
    expect(
      await page.locator('fieldset[data-prerendered]').evaluate((fieldset) => ({
        disabled: (fieldset as HTMLFieldSetElement).disabled,
        display: getComputedStyle(fieldset).display,
      })),
      path,
    ).toEqual({ disabled: false, display: 'contents' });
  }
  expect(consoleErrors).toEqual([]);
});

/**
 * The scripts a first visit to `path` loads, with their bodies, once the app has taken the
 * prerendered screen over and the network is quiet.
 */
async function scriptsLoadedBy(page: Page, path: string) {
  const bodies = new Map<string, Promise<string>>();
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') {
      // A body the browser has let go of (after the next navigation) reads as missing.
      bodies.set(
        new URL(response.url()).pathname,
        response.text().catch(() => '(body not kept)'),
      );
    }
  };
  page.on('response', listener);
  try {
    await page.goto(path);
    await expect(page.locator('fieldset[data-prerendered][disabled]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    return await Promise.all([...bodies].map(async ([url, body]) => ({ url, body: await body })));
  } finally {
    page.off('response', listener);
  }
}

test('no first screen loads react-aria, whose start asks Intl for its locales (150 ms and more on a slow phone)', async ({
  page,
  consoleErrors,
}) => {
  for (const path of [
    '/exercises/',
    '/exercises/mind-body/relaxation/',
    '/exercises/mind-body/drawing/',
    '/exercises/mind-body/drawing/mandala',
  ]) {
    const loaded = await scriptsLoadedBy(page, path);
    expect(loaded.length, path).toBeGreaterThan(3);
    const asking = loaded
      .filter(({ body }) => body.includes('supportedLocalesOf'))
      .map(({ url }) => url);
    expect(asking, path).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
});

test('every file of the app asks to be compiled whole as it arrives (V8 compile hints)', async ({
  page,
  consoleErrors,
}) => {
  // Compiled on the thread that streams the file in, not function by function on the main thread
  // while the first screen is drawn (apps/web/vite.config.ts).
  for (const path of ['/exercises/', '/exercises/mind-body/relaxation/']) {
    const loaded = await scriptsLoadedBy(page, path);
    // The page's entry, the modules it shares with the app, the app's start and the shell, then
    // the screen's own files.
    expect(loaded.length, path).toBeGreaterThan(4);
    const unhinted = loaded
      .filter(({ body }) => !body.startsWith('//# allFunctionsCalledOnLoad\n'))
      .map(({ url }) => url);
    expect(unhinted, path).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hub paints whole from its HTML and does not jump when the app takes over (layout shift ≤ 0.05)', async ({
    page,
    language,
    consoleErrors,
  }) => {
    await watchLayoutShifts(page);
    // Hold the session's answer, as on a slow network: a first visit's hub (prerendered as a guest
    // sees it) does not wait for it, and does not move when it comes.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/session', async (route) => {
      await released;
      await route.continue();
    });
    const hub = texts[language];
    await page.goto('/exercises/');
    const categories = page.getByRole('heading', {
      level: 1,
      name: hub.titles.content,
      exact: true,
    });
    await expect(categories).toBeVisible();
    const { startHere } = (language === 'ar' ? arHub : enHub).suggestions;
    await expect(
      page.getByRole('heading', { level: 2, name: startHere, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').getByText(hub.common.loading, { exact: true }),
    ).toHaveCount(0);
    const answered = page.waitForResponse('**/api/auth/session');
    release();
    await answered;
    const total = await layoutShiftTotal(page);
    console.log(`Hub layout shift (${language}): ${total.toFixed(3)}`);
    expect(total).toBeLessThanOrEqual(0.05);
    expect(consoleErrors).toEqual([]);
  });
});
