import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { sqlite } from '../../test/dialects';

/** The CSP as a map from directive to its sources. */
function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(sqlite);
  });
  afterAll(() => t.cleanup());

  it.each([
    ['/api/health', 200],
    ['/api/missing', 404],
    // No web build in these tests: a page address is not found, and still gets the headers.
    ['/some/page', 404],
    // Refused by a hook before any handler runs.
    ['/api/records/diary-entry', 401],
  ])('are set on %s (%i)', async (url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    // Nothing may run inline script or JavaScript eval (compiling WebAssembly is allowed).
    for (const [name, sources] of csp) {
      if (name.startsWith('script-src') || name === 'default-src') {
        expect(sources).not.toContain("'unsafe-inline'");
        expect(sources).not.toContain("'unsafe-eval'");
      }
    }
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const permissions = String(res.headers['permissions-policy']);
    expect(permissions).toContain('microphone=(self)');
    expect(permissions).toContain('autoplay=(self)');
    expect(permissions).toContain('camera=()');
    expect(permissions).toContain('geolocation=()');
  });

  it('leaves out HSTS over plain HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from an untrusted client', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps API answers out of caches', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('behind a trusted HTTPS proxy', () => {
  it('sends HSTS', async () => {
    const t = await createTestApp(sqlite, { env: { TRUST_PROXY: '1' } });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await t.cleanup();
    }
  });
});
