import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, signUp } from '../../test/accounts';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { sqlite } from '../../test/dialects';

// The check reads headers only, so one database is enough.
describe('cross-site request forgery protection', () => {
  let t: TestApp;
  let proxied: TestApp;
  let cookie: string;

  const login = (app: TestApp, headers: Record<string, string>, payload?: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload:
        payload ?? JSON.stringify({ nickname: 'Nobody Here', authKey: 'A'.repeat(43) + '=' }),
    });

  beforeAll(async () => {
    t = await createTestApp(sqlite);
    proxied = await createTestApp(sqlite, { env: { TRUST_PROXY: '1' } });
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(async () => {
    await t.cleanup();
    await proxied.cleanup();
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['another port', 'http://localhost:8080'],
    ['HTTPS for an HTTP request', 'https://localhost'],
    ['an opaque origin', 'null'],
  ])('refuses a state-changing request from %s: 403 forbidden_origin', async (_, origin) => {
    const res = await login(t, { origin });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'forbidden_origin',
      message: 'Requests from other sites are not allowed',
    });
  });

  it('refuses other origins on every state-changing method, with or without a session', async () => {
    for (const [method, url] of [
      ['PUT', '/api/records/diary-entry/x'],
      ['PATCH', '/api/account'],
      ['DELETE', '/api/account'],
      ['POST', '/api/auth/logout'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(403);
    }
    // The session survived all that.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(session.statusCode).toBe(200);
  });

  it('lets through its own origin (with or without the default port) and no origin at all', async () => {
    // inject's Host is localhost:80.
    const cases: Record<string, string>[] = [
      { origin: 'http://localhost' },
      { origin: 'http://localhost:80' },
      {},
    ];
    for (const headers of cases) {
      expect((await login(t, headers)).statusCode).toBe(401);
    }
  });

  it('believes X-Forwarded-Proto and -Host only from a trusted proxy', async () => {
    const forwarded = {
      origin: 'https://waha.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'waha.example',
    };
    expect((await login(proxied, forwarded)).statusCode).toBe(401);
    expect((await login(t, forwarded)).statusCode).toBe(403);
  });

  it('compares with PUBLIC_ORIGIN when it is set, whatever X-Forwarded-Host claims', async () => {
    // A proxy that passes on the client's X-Forwarded-Host lets a forged one match its Origin…
    const forged = {
      origin: 'https://evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    };
    expect((await login(proxied, forged)).statusCode).toBe(401);
    // …unless the server knows the one origin people use.
    const pinned = await createTestApp(sqlite, {
      env: { TRUST_PROXY: '1', PUBLIC_ORIGIN: 'https://Waha.example/' },
    });
    try {
      expect((await login(pinned, forged)).statusCode).toBe(403);
      expect((await login(pinned, { origin: 'http://localhost' })).statusCode).toBe(403);
      for (const origin of ['https://waha.example', 'https://waha.example:443']) {
        expect((await login(pinned, { origin })).statusCode).toBe(401);
      }
      // Programs that send no Origin are still let through.
      expect((await login(pinned, {})).statusCode).toBe(401);
    } finally {
      await pinned.cleanup();
    }
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['a multipart form', 'multipart/form-data; boundary=x'],
    ['a JSON look-alike', 'application/json-patch+json'],
  ])('refuses a body sent as %s: 415 unsupported_media_type', async (_, type) => {
    const res = await login(t, { 'content-type': type });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('refuses a state-changing request without a content type, even without a body', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('takes JSON with a charset, and an empty JSON body where none is needed', async () => {
    const res = await login(t, { 'content-type': 'application/json; charset=utf-8' });
    expect(res.statusCode).toBe(401);
    const { cookie: own } = await signUp(t.app, newRegistration());
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: own, 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(204);
    // Where a body is needed, an empty one fails its schema.
    const empty = await login(t, {}, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation_error' });
  });

  it('leaves reads and pages outside the API alone', async () => {
    const params = await t.app.inject({
      method: 'GET',
      url: '/api/auth/params?nickname=abc',
      headers: { origin: 'https://evil.example' },
    });
    expect(params.statusCode).toBe(200);
    const page = await t.app.inject({
      method: 'POST',
      url: '/not-api',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(page.statusCode).toBe(404);
  });
});
