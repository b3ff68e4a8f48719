import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedPage } from '@waha/shared/app-lock';
import { DEFAULT_SERVER_DATA } from '@waha/shared/server-data';
import { createMemoryLogger, createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { sqlite } from '../../test/dialects';
import { withServerData } from './web-pages';

// Serving files does not touch the database, so these tests run on the default dialect only.

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head></html>';
const APP_JS = `console.log(${JSON.stringify('waha '.repeat(200))});\n`;
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
/** A page as the server sends it without a configuration file (see web-pages.test.ts). */
const served = (html: string) => withServerData(html, DEFAULT_SERVER_DATA);

describe('web app serving', () => {
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'waha-dist-'));
    await mkdir(join(dist, 'assets'));
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(dist, '.vite', 'manifest.json'), '{}');
    await writeFile(join(dist, 'assets', 'app-abc123.js'), APP_JS);
    await writeFile(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
    await writeFile(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
    t = await createTestApp(sqlite, { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.cleanup();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable, varying on Accept-Encoding', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(APP_JS);
  });

  it('sends the brotli or gzip sibling when the client accepts it', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
  });

  it.each(['/', '/index.html', '/sw.js'])(
    'serves %s for revalidation on every use',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
    },
  );

  it('answers a page navigation to a client-side route with index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/exercises/mind-body/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toBe(served(INDEX_HTML));

    const head = await t.app.inject({
      method: 'HEAD',
      url: '/exercises/mind-body/',
      headers: HTML,
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it.each([
    ['an API path, even when asking for HTML', 'GET', '/api/x', HTML],
    ['a missing asset', 'GET', '/assets/app-old999.js', { accept: '*/*' }],
    [
      'a request that does not ask for HTML',
      'GET',
      '/exercises/mind-body/',
      { accept: 'application/json' },
    ],
    ['a non-GET request', 'POST', '/exercises/mind-body/', HTML],
    ['a file in a dot-folder', 'GET', '/.vite/manifest.json', { accept: '*/*' }],
  ] as const)('answers %s with 404 JSON', async (_case, method, url, headers) => {
    const res = await t.app.inject({ method, url, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Not Found' });
  });
});

describe('the prerendered front page', () => {
  let dist: string;
  let t: TestApp;
  const page = (language: string) => `<!doctype html><html lang="${language}"><head></head></html>`;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'waha-dist-'));
    await mkdir(join(dist, 'landing'));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    await writeFile(join(dist, 'landing', 'en.html'), page('en'));
    await writeFile(join(dist, 'landing', 'ar.html'), page('ar'));
    t = await createTestApp(sqlite, { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.cleanup();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ['no language cookie', undefined, 'en'],
    ['the Arabic cookie', 'waha_lang=ar', 'ar'],
    ['the English cookie among others', 'other=1; waha_lang=en', 'en'],
    ['a cookie naming no language of ours', 'waha_lang=../../etc', 'en'],
  ])('answers / with %s in the right language', async (_case, cookie, language) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...HTML, ...(cookie ? { cookie } : {}) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(served(page(language)));
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it.each([
    ['a browser that puts Arabic first', 'ar-SA,ar;q=0.9,en-US;q=0.8', undefined, 'ar', 'ar'],
    ['a browser in Arabic of any region', 'ar-EG', undefined, 'ar', 'ar'],
    ['a browser that puts English first', 'en-GB,en;q=0.9,ar;q=0.8', undefined, 'en', undefined],
    ['a browser in neither language', 'fr-FR,fr;q=0.9', undefined, 'en', undefined],
    ['a browser in Arabic, but English chosen here', 'ar', 'waha_lang=en', 'en', undefined],
  ])(
    'answers a first visit from %s in its language, and keeps that choice',
    async (_case, acceptLanguage, cookie, language, kept) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { ...HTML, 'accept-language': acceptLanguage, ...(cookie ? { cookie } : {}) },
      });
      expect(res.body).toBe(served(page(language)));
      expect(res.headers.vary).toMatch(/accept-language/i);
      const set = res.cookies.find((it) => it.name === 'waha_lang');
      expect(set?.value).toBe(kept);
      if (set) expect(set).toMatchObject({ path: '/', maxAge: 31_536_000, sameSite: 'Lax' });
    },
  );

  it.each([
    ['a link in Arabic, English chosen here', '/?lang=ar', 'waha_lang=en', 'ar', 'ar'],
    ['a link in English, Arabic chosen here', '/?lang=en', 'waha_lang=ar', 'en', 'en'],
    ['a link in Arabic, Arabic chosen already', '/?lang=ar', 'waha_lang=ar', 'ar', undefined],
    ['a link naming no language of ours', '/?lang=fr', 'waha_lang=ar', 'ar', undefined],
  ])(
    'answers %s in the link’s language and keeps it',
    async (_case, url, cookie, language, kept) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { ...HTML, cookie } });
      expect(res.body).toBe(served(page(language)));
      expect(res.cookies.find((it) => it.name === 'waha_lang')?.value).toBe(kept);
    },
  );

  it('answers / with the locked shell behind an app lock, so the lock screen paints first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...HTML, cookie: 'waha_lang=ar; waha_lock=1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(served(lockedPage(INDEX_HTML, 'ar')));
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('still answers other pages with the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app', headers: HTML });
    expect(res.body).toBe(served(INDEX_HTML));
  });
});

describe('the prerendered screens of the app', () => {
  let dist: string;
  let t: TestApp;
  const screen = (language: string, path: string) =>
    `<!doctype html><html lang="${language}"><head><title>${path}</title></head></html>`;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'waha-dist-'));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    for (const language of ['en', 'ar']) {
      await mkdir(join(dist, 'screens', language, 'exercises', 'evolve'), { recursive: true });
      await writeFile(join(dist, 'screens', language, 'app.html'), screen(language, '/app'));
      await writeFile(
        join(dist, 'screens', language, 'exercises', 'index.html'),
        screen(language, '/exercises/'),
      );
      await writeFile(
        join(dist, 'screens', language, 'exercises', 'evolve', 'index.html'),
        screen(language, '/exercises/evolve/'),
      );
    }
    t = await createTestApp(sqlite, { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.cleanup();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ['/app', undefined, 'en'],
    ['/app', 'waha_lang=ar', 'ar'],
    ['/exercises/', 'waha_lang=ar', 'ar'],
    ['/exercises/evolve/', 'waha_lang=en', 'en'],
    ['/exercises/evolve/', 'waha_lang=../../etc', 'en'],
  ])('answers %s (cookie %s) with its screen in %s', async (path, cookie, language) => {
    const res = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { ...HTML, ...(cookie ? { cookie } : {}) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(served(screen(language, path)));
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('answers a signed-in person with the app shell, not a guest’s screen', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/exercises/',
      headers: { ...HTML, cookie: 'waha_lang=ar; waha_session=abc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(served(INDEX_HTML));
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('answers a device with an app lock with the locked shell, not a guest’s screen', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/app',
      headers: { ...HTML, cookie: 'waha_lock=1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(served(lockedPage(INDEX_HTML, 'en')));
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('answers a shared link’s ?lang= with the screen prerendered in that language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/exercises/evolve/?lang=ar',
      headers: { ...HTML, cookie: 'waha_lang=en' },
    });
    expect(res.body).toBe(served(screen('ar', '/exercises/evolve/')));
    expect(res.cookies.find((it) => it.name === 'waha_lang')?.value).toBe('ar');
    const browser = await t.app.inject({
      method: 'GET',
      url: '/exercises/',
      headers: { ...HTML, 'accept-language': 'ar-JO, ar;q=0.9' },
    });
    expect(browser.body).toBe(served(screen('ar', '/exercises/')));
  });

  it.each([
    ['an address with a query, which may change the screen', '/exercises/?referrer=hub'],
    ['an address with a query beside a language', '/exercises/?lang=ar&referrer=hub'],
    ['an address without its trailing slash', '/exercises'],
    ['an address with no prerendered screen', '/profile'],
    ['a path that climbs out of the folder', '/../screens/en/app'],
  ])('answers %s with the app shell', async (_case, url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(served(INDEX_HTML));
  });
});

describe('without a web build', () => {
  it('serves the API, answers other URLs with 404 JSON and warns once', async () => {
    const log = createMemoryLogger('warn');
    const t = await createTestApp(sqlite, { logger: log.logger });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ code: 'not_found', message: 'Not Found' });
      await t.app.inject({ method: 'GET', url: '/profile', headers: HTML });

      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);

      const warnings = log.entries().filter((entry) => String(entry.msg).includes('web app build'));
      expect(warnings).toHaveLength(1);
    } finally {
      await t.cleanup();
    }
  });
});
