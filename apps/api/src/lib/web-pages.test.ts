import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEFAULT_ORG_CONFIG, publicOrgConfig } from '@waha/shared/org-config';
import {
  DEFAULT_SERVER_DATA,
  SERVER_DATA_ELEMENT_ID,
  type ServerData,
} from '@waha/shared/server-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { sqlite } from '../../test/dialects';
import { inlineScriptHashes, withServerData } from './web-pages';

/** The data block of a page, parsed as the web app parses it. */
function dataOf(html: string): unknown {
  const block = new RegExp(
    `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!block?.[1]) throw new Error('no data block');
  return JSON.parse(block[1]);
}

const CONTACTS: ServerData = {
  ...DEFAULT_SERVER_DATA,
  org: {
    ...DEFAULT_SERVER_DATA.org,
    emergencyContacts: {
      en: [{ label: 'Duty line </script><!--', number: '+000 111', hours: 'Always & "now"' }],
      ar: [{ label: 'خط المناوبة', number: '000 222' }],
    },
  },
};
const SLOT = '<ul data-server-slot="emergency-contacts" class="list"></ul>';

describe('a page with the server data', () => {
  it('says what Waha says out of the box without a configuration', () => {
    expect(DEFAULT_SERVER_DATA).toEqual({
      org: publicOrgConfig(DEFAULT_ORG_CONFIG),
      session: { idleSeconds: 7 * 24 * 60 * 60, maxSeconds: 30 * 24 * 60 * 60 },
    });
  });

  it('carries the data in a block at the end of its head that no text can close', () => {
    const page = withServerData(
      '<html lang="en"><head><title>x</title></head><body></body></html>',
      CONTACTS,
    );
    expect(page).toMatch(
      /^<html lang="en"><head><title>x<\/title><script type="application\/json" id="waha-server-data">[^<>&]*<\/script><\/head><body><\/body><\/html>$/,
    );
    expect(dataOf(page)).toEqual(CONTACTS);
  });

  it('fills each slot in the page’s own language, escaped as React escapes text', () => {
    const en = withServerData(`<html lang="en"><head></head><body>${SLOT}</body></html>`, CONTACTS);
    expect(en).toContain('<ul data-server-slot="emergency-contacts" class="list"><li class="');
    expect(en).toContain('>Duty line &lt;/script&gt;&lt;!--</p>');
    expect(en).toContain('<a href="tel:+000111" dir="ltr" class="');
    expect(en).toContain('>Always &amp; &quot;now&quot;</p>');
    const ar = withServerData(`<html lang="ar"><head></head><body>${SLOT}</body></html>`, CONTACTS);
    expect(ar).toContain('>خط المناوبة</p>');
    expect(ar).toContain('<a href="tel:000222" dir="ltr"');
    // The data block holds both languages; the slot only the page's own.
    expect(ar.slice(ar.indexOf('<body>'))).not.toContain('Duty line');
  });

  it('leaves a slot empty when nothing is configured, and refuses a slot it does not know', () => {
    const page = `<html lang="ar"><head></head><body>${SLOT}</body></html>`;
    expect(withServerData(page, DEFAULT_SERVER_DATA)).toContain(`${SLOT}</body>`);
    expect(() =>
      withServerData('<html><head></head><div data-server-slot="nope"></div></html>', CONTACTS),
    ).toThrow('No server slot named "nope"');
    expect(() => withServerData('<html></html>', CONTACTS)).toThrow('no </head>');
  });
});

describe('serving pages with the organisation’s configuration', () => {
  const INDEX = `<!doctype html><html lang="en"><head><title>${'Waha '.repeat(100)}</title></head></html>`;
  const screen = (language: string) =>
    `<!doctype html><html lang="${language}"><head></head><body><main>${SLOT}</main></body></html>`;
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'waha-dist-'));
    await writeFile(join(dist, 'index.html'), INDEX);
    // The build's own compressed copy, without the server's data: never sent for the page.
    await writeFile(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
    await mkdir(join(dist, 'landing'));
    await mkdir(join(dist, 'screens', 'en'), { recursive: true });
    await mkdir(join(dist, 'screens', 'ar'), { recursive: true });
    for (const language of ['en', 'ar']) {
      await writeFile(join(dist, 'landing', `${language}.html`), screen(language));
      await writeFile(join(dist, 'screens', language, 'profile.html'), screen(language));
    }
    const configFile = join(dist, 'org.json');
    await writeFile(
      configFile,
      JSON.stringify({ emergencyContacts: CONTACTS.org.emergencyContacts }),
    );
    t = await createTestApp(sqlite, { env: { WEB_DIST_DIR: dist, WAHA_ORG_CONFIG: configFile } });
  });
  afterAll(async () => {
    await t.cleanup();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it.each([
    ['the front page', '/', {}],
    ['a prerendered screen', '/profile', { cookie: 'waha_lang=ar' }],
    ['the app shell for another address', '/exercises/', {}],
    // As the service worker's precache asks for it: by name, with a revision, for any type.
    ['the app shell by its name', '/index.html?__WB_REVISION__=abc', { accept: '*/*' }],
  ])('puts the configuration into %s', async (_case, url, headers) => {
    const res = await get(url, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(dataOf(res.body)).toEqual({
      org: publicOrgConfig(t.config.org),
      session: t.config.session,
    });
    expect(dataOf(res.body)).toEqual(CONTACTS);
  });

  it('fills the slots of the page the language cookie chooses', async () => {
    expect((await get('/profile', { cookie: 'waha_lang=ar' })).body).toContain('خط المناوبة');
    const en = await get('/');
    expect(en.body).toContain('Duty line');
    expect(en.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
  });

  it('sends each page compressed as the browser accepts, with the same data', async () => {
    const plain = await get('/index.html', { accept: '*/*' });
    const br = await get('/index.html', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(dataOf(gunzipSync(gz.rawPayload).toString())).toEqual(CONTACTS);
    const identity = await get('/', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('answers a browser whose copy is current with 304', async () => {
    const first = await get('/profile');
    const again = await get('/profile', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/profile', { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
  });
});

describe('a page’s own inline scripts', () => {
  const FIRST_SCRIPT = 'document.addEventListener("click",()=>{},!0);';
  const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  const screen = `<!doctype html><html lang="en"><head><script>${FIRST_SCRIPT}</script><script type="module" src="/assets/index.js"></script></head><body></body></html>`;
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'waha-dist-'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head></head></html>',
    );
    await mkdir(join(dist, 'screens', 'en'), { recursive: true });
    await writeFile(join(dist, 'screens', 'en', 'profile.html'), screen);
    t = await createTestApp(sqlite, { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.cleanup();
    await rm(dist, { recursive: true, force: true });
  });

  const scriptSources = (header: unknown) =>
    /(?:^|;)\s*script-src ([^;]*)/.exec(String(header))?.[1]?.split(' ') ?? [];

  it('are hashed as the browser hashes them; a file or a data block is not', () => {
    expect(inlineScriptHashes(screen)).toEqual([hashOf(FIRST_SCRIPT)]);
    expect(inlineScriptHashes(withServerData(screen, DEFAULT_SERVER_DATA))).toEqual([
      hashOf(FIRST_SCRIPT),
    ]);
  });

  it('are allowed by the policy of that page only, by their hash', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/profile',
      headers: { accept: 'text/html' },
    });
    expect(page.body).toContain(FIRST_SCRIPT);
    expect(scriptSources(page.headers['content-security-policy'])).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      hashOf(FIRST_SCRIPT),
    ]);
    const shell = await t.app.inject({
      method: 'GET',
      url: '/exercises/',
      headers: { accept: 'text/html' },
    });
    expect(scriptSources(shell.headers['content-security-policy'])).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
    ]);
    // The rest of the policy is the app's own.
    expect(String(page.headers['content-security-policy']).replace(/ 'sha256-[^']+'/, '')).toBe(
      shell.headers['content-security-policy'],
    );
  });
});
