import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { sqlite } from '../../test/dialects';

// As the web build writes its app shell (apps/web/index.html, with what Vite and the PWA add).
const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta name="description" content="Waha: free guided self-help exercises." />
    <meta name="theme-color" content="#0f766e" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <title>Waha</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body><div id="root"></div></body>
</html>`;
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('a disguised install', () => {
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'waha-dist-'));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    t = await createTestApp(sqlite, { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.cleanup();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ['/n/notes/exercises/', 'waha_lang=ar', 'ar', 'ملاحظات'],
    ['/n/tasks/', undefined, 'en', 'Tasks'],
  ])(
    'answers %s (cookie %s) with the shell under the disguise’s head',
    async (url, cookie, language, name) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...HTML, ...(cookie ? { cookie } : {}) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/cookie/i);
      const head = res.body.slice(0, res.body.indexOf('<script type="application/json"'));
      expect(head).toContain(`<title>${name}</title>`);
      expect(head).toContain(`<html lang="${language}"`);
      expect(head).toMatch(
        /<link rel="manifest" href="\/n\/[a-z]+\/manifest-(en|ar)\.webmanifest" \/>/,
      );
      expect(head).not.toMatch(/waha|واحة/i);
      expect(res.body).toContain('/assets/index-abc.js');
    },
  );

  it('serves each disguise’s manifest with its own id, scope, start address, name and icons', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/n/reading/manifest-ar.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({
      id: '/n/reading/',
      scope: '/n/reading/',
      start_url: '/n/reading/exercises/',
      name: 'قراءة',
      display: 'standalone',
    });
    expect(manifest.icons).toEqual([
      expect.objectContaining({ src: '/n/reading/icon-192.png', sizes: '192x192' }),
      expect.objectContaining({ src: '/n/reading/icon-512.png', sizes: '512x512' }),
    ]);
    expect(res.body).not.toMatch(/waha|واحة/i);
  });

  it('leaves an unknown disguise to the app, which says it does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/n/unknown/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Waha</title>');
  });
});
