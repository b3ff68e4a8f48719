import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig, parseTrustProxy } from './config';

describe('loadConfig', () => {
  it('has safe defaults: loopback, port 3000, SQLite in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      dataDir: resolve('data'),
      database: { dialect: 'sqlite', file: resolve('data', 'waha.sqlite') },
      logLevel: 'info',
      trustProxy: { mode: 'off' },
    });
  });

  it('finds the web build beside the API, not from the working directory', () => {
    const expected = fileURLToPath(new URL('../../web/dist', import.meta.url));
    expect(loadConfig({}).webDistDir).toBe(expected);
    expect(loadConfig({ WEB_DIST_DIR: 'build/web' }).webDistDir).toBe(resolve('build/web'));
  });

  it('reads the environment, treating blank values as unset', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/srv/waha',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      host: '0.0.0.0',
      port: 8080,
      dataDir: '/srv/waha',
      database: { dialect: 'sqlite', file: '/srv/waha/waha.sqlite' },
      logLevel: 'warn',
    });
  });

  it.each([
    ['postgres://u:p@db:5432/waha', { dialect: 'postgres', url: 'postgres://u:p@db:5432/waha' }],
    ['postgresql://db/waha', { dialect: 'postgres', url: 'postgresql://db/waha' }],
    ['pglite://memory', { dialect: 'pglite' }],
  ])('picks the dialect from DATABASE_URL=%s', (url, expected) => {
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual(expected);
  });

  it('rejects an unknown database URL without echoing it (it may hold a password)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/waha' })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/waha' })).not.toThrow(
      /hunter2/,
    );
  });

  it('lists every invalid variable at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', NODE_ENV: 'staging', DATABASE_URL: 'x' });
    } catch (error) {
      message = String(error);
    }
    for (const name of ['PORT', 'LOG_LEVEL', 'NODE_ENV', 'DATABASE_URL']) {
      expect(message).toContain(`${name}:`);
    }
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toEqual({ mode: 'off' });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ mode: 'off' });
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toEqual({ mode: 'off' });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ mode: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual({
      mode: 'addresses',
      addresses: ['10.0.0.0/8', '127.0.0.1', '::1', 'loopback'],
    });
    const hops = fastifyTrustProxy(parseTrustProxy('2'));
    if (typeof hops !== 'function') throw new Error('expected a function');
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('refuses TRUST_PROXY=true, and any range of every address, saying what to write', () => {
    for (const value of ['true', 'TRUE', ' true ', '0.0.0.0/0', '10.0.0.1,::/0']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .*every per-address limit.*TRUST_PROXY=1/,
      );
    }
    for (const value of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '1.5', '11']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /);
    }
  });

  it('reads PUBLIC_ORIGIN as one spelling of a bare http(s) origin, unset by default', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_ORIGIN: ' ' }).publicOrigin).toBeUndefined();
    for (const value of [
      'https://Waha.Example',
      'https://waha.example:443/',
      'https://waha.example/',
    ]) {
      expect(loadConfig({ PUBLIC_ORIGIN: value }).publicOrigin).toBe('https://waha.example');
    }
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:3000' }).publicOrigin).toBe(
      'http://127.0.0.1:3000',
    );
    for (const value of [
      'waha.example',
      'ftp://waha.example',
      'https://waha.example/app',
      'https://waha.example/?x=1',
      'https://user:secret@waha.example',
      'null',
    ]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: value }), value).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it('keeps sessions 7 days idle and 30 days at most, and scales the auth rate limits', () => {
    expect(loadConfig({})).toMatchObject({
      session: { idleSeconds: 7 * 24 * 3600, maxSeconds: 30 * 24 * 3600 },
      authRateLimitScale: 1,
    });
    const config = loadConfig({
      SESSION_IDLE_SECONDS: '60',
      SESSION_MAX_SECONDS: '120',
      AUTH_RATE_LIMIT_SCALE: '0.5',
    });
    expect(config.session).toEqual({ idleSeconds: 60, maxSeconds: 120 });
    expect(config.authRateLimitScale).toBe(0.5);
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: '0' })).toThrow(/SESSION_IDLE_SECONDS/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_SCALE: '-1' })).toThrow(/AUTH_RATE_LIMIT_SCALE/);
  });
});
