import type { Page, Response } from '@playwright/test';
import arHub from '../src/locales/ar/hub.json' with { type: 'json' };
import enHub from '../src/locales/en/hub.json' with { type: 'json' };
import arOffline from '../src/locales/ar/offline.json' with { type: 'json' };
import enOffline from '../src/locales/en/offline.json' with { type: 'json' };
import { expect, test, texts } from './fixtures';
import { layoutShiftTotal, watchLayoutShifts } from './layout-shift';
import { ALL_ROUTES } from '../../../scripts/lighthouse-routes.mjs';

const offlineTexts = { en: enOffline, ar: arOffline };

// The JavaScript budgets (the front page's 10 KB among them) are checked on the build itself by
// `npm run size` (scripts/bundle-size.mjs); these tests check what a browser does with it.

test('every screen Lighthouse measures arrives as HTML that paints before any script', async ({
  request,
  language,
}) => {
  for (const path of ALL_ROUTES.filter((route) => route !== '/')) {
    const response = await request.get(path, {
      headers: { accept: 'text/html', cookie: `waha_lang=${language}` },
    });
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${language}"`);
    expect(html, path).toMatch(
      /<div id="root" data-prerendered[^>]*>(?:<link [^>]*>)*<a href="#main"/,
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
    // behind them: the screen's first paint is then in its own fonts, and does not move later.
    const firstScript = html.search(/<script |<link rel="modulepreload"/);
    expect(html.search(/<link rel="stylesheet"/), path).toBeLessThan(firstScript);
    expect(html.search(/<link rel="preload" [^>]*as="font"/), path).toBeLessThan(firstScript);
    expect(html.search(/<link rel="preload" [^>]*as="font"/), path).toBeGreaterThan(0);
  }
});

/** Opens `path` and waits until the app is settled: the toasts' code, the last to load, is in. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('section.Toastify')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
}

test('React hydrates the prerendered screen where it is, building none of it again', async ({
  page,
  language,
  consoleErrors,
}) => {
  // A hydration that fails falls back to rendering the screen anew: every element replaced, the
  // screen laid out again (and its text, in a font arrived since the first paint, a later, larger
  // contentful paint). Nor may a part that loads later (the toasts, "Make available offline")
  // take the screen off the page meanwhile.
  await page.addInitScript(() => {
    const removed: Node[] = [];
    new MutationObserver((records) => {
      for (const record of records) removed.push(...record.removedNodes);
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.querySelector('#root[data-prerendered]');
      Object.assign(window, { prerendered: [...(root?.querySelectorAll('*') ?? [])], removed });
    });
  });
  for (const path of [
    '/exercises/',
    '/exercises/mind-body/relaxation/',
    '/exercises/creativity/imagination/',
  ]) {
    await openSettled(page, path);
    if (path.includes('imagination')) {
      // "Make available offline", a feature of this browser, comes right after hydration.
      await expect(
        page.getByRole('heading', { name: offlineTexts[language].exercise.title }),
      ).toBeVisible();
    }
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
  }
  expect(consoleErrors).toEqual([]);
});

/**
 * The scripts a first visit to `path` loads, with their bodies, once React has hydrated the
 * prerendered screen and the network is quiet.
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

test('a screen preloads every font it uses, and no stylesheet arriving later declares a face', async ({
  page,
  consoleErrors,
}) => {
  // A face that arrives after the first paint, or one declared by a screen's own stylesheet (which
  // comes with the screen's script), makes the browser lay the whole page out again: 0.1–0.2 s of
  // a slow phone's main thread on a long screen (docs/performance.md, "Fonts").
  for (const path of [
    '/helpers/guides',
    '/exercises/creativity/guided-relaxation/',
    '/exercises/',
  ]) {
    await openSettled(page, path);
    const { preloaded, fetched, lateSheets, lateFaces } = await page.evaluate(() => {
      const file = (url: string) => new URL(url, location.href).pathname;
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      // The first stylesheet is the page's own, in its HTML; the others came with scripts.
      const late = [...document.styleSheets].filter(
        (sheet) => sheet.ownerNode instanceof HTMLLinkElement && sheet.ownerNode !== links[0],
      );
      return {
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')]
          .map((link) => file(link.href))
          .sort(),
        fetched: performance
          .getEntriesByType('resource')
          .map((entry) => file(entry.name))
          .filter((name) => /\.woff2?$/.test(name))
          .sort(),
        lateSheets: late.length,
        lateFaces: late.flatMap((sheet) =>
          [...sheet.cssRules]
            .filter((rule) => rule instanceof CSSFontFaceRule)
            .map((rule) => `${file(sheet.href ?? '')}: ${rule.cssText.slice(0, 60)}`),
        ),
      };
    });
    expect(preloaded.length, path).toBeGreaterThan(0);
    expect(fetched, path).toEqual(preloaded);
    // The toasts' stylesheet at least came later: the check below has something to look at.
    expect(lateSheets, path).toBeGreaterThan(0);
    expect(lateFaces, path).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hub paints whole from its HTML and does not move when hydrated (layout shift ≤ 0.01)', async ({
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
    expect(total).toBeLessThanOrEqual(0.01);
    expect(consoleErrors).toEqual([]);
  });
});
