import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { sqlite } from '../../../test/dialects';
import { STAFF_CONTENT_SECURITY_POLICY } from './inbox-app';

/** A stand-in for the inbox's build: its page and one script. */
function fakeInboxBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'waha-staff-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Waha staff</title>');
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  return dir;
}

const page = { accept: 'text/html' };

describe('the inbox’s pages at /staff', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fakeInboxBuild();
    t = await createTestApp(sqlite, { env: { STAFF_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.cleanup();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves its page with a policy of its own: no inline script, no framing, no referrer', async () => {
    expect((await t.app.inject({ url: '/staff' })).headers.location).toBe('/staff/');
    for (const url of ['/staff/', '/staff/setup', '/staff/requests/3f1e', '/staff/audit']) {
      const res = await t.app.inject({ url, headers: page });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Waha staff</title>');
      expect(res.headers['content-security-policy']).toBe(STAFF_CONTENT_SECURITY_POLICY);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const policy = STAFF_CONTENT_SECURITY_POLICY;
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('serves its own files, immutable, and 404 for a missing one', async () => {
    const script = await t.app.inject({ url: '/staff/assets/index-abc.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-security-policy']).toBe(STAFF_CONTENT_SECURITY_POLICY);
    const missing = await t.app.inject({ url: '/staff/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });

  it('leaves the people’s pages their own policy', async () => {
    const res = await t.app.inject({ url: '/app', headers: page });
    expect(res.headers['content-security-policy']).not.toBe(STAFF_CONTENT_SECURITY_POLICY);
  });
});

describe('the inbox on a host name of its own (STAFF_ORIGIN)', () => {
  let t: TestApp;
  let dist: string;
  const staffHost = { host: 'staff.waha.example' };
  const peopleHost = { host: 'waha.example' };

  beforeAll(async () => {
    dist = fakeInboxBuild();
    t = await createTestApp(sqlite, {
      env: { STAFF_DIST_DIR: dist, STAFF_ORIGIN: 'https://staff.waha.example' },
    });
  });
  afterAll(async () => {
    await t.cleanup();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers for the inbox only there, and for the people’s app only elsewhere', async () => {
    const on = (headers: Record<string, string>, url: string) =>
      t.app.inject({ url, headers: { ...page, ...headers } });
    expect((await on(staffHost, '/staff/')).statusCode).toBe(200);
    expect((await on(staffHost, '/api/staff/session')).statusCode).toBe(204);
    expect((await on(staffHost, '/api/staff/keys')).statusCode).toBe(401);
    expect((await on(staffHost, '/api/auth/params?nickname=Layla')).statusCode).toBe(404);
    expect((await on(staffHost, '/api/therapy-requests/key')).statusCode).toBe(404);
    expect((await on(staffHost, '/')).headers.location).toBe('/staff/');

    expect((await on(peopleHost, '/staff/')).statusCode).toBe(404);
    expect((await on(peopleHost, '/api/staff/session')).statusCode).toBe(404);
    expect((await on(peopleHost, '/api/therapy-requests/key')).statusCode).toBe(200);
    for (const headers of [staffHost, peopleHost]) {
      expect((await on(headers, '/api/health')).statusCode).toBe(200);
    }
  });

  it('takes state-changing staff requests only from the staff origin', async () => {
    const signIn = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/session',
        headers: { ...staffHost, origin, 'content-type': 'application/json' },
        payload: { name: 'Nobody', password: 'not a password' },
      });
    expect((await signIn('https://staff.waha.example')).statusCode).toBe(401);
    const foreign = await signIn('https://waha.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'forbidden_origin' });
  });
});
