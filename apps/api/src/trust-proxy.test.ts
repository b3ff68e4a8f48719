import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration } from '../test/accounts';
import { createTestApp } from '../test/app';
import type { TestApp } from '../test/app';
import { sqlite } from '../test/dialects';
import { AUTH_RATE_LIMITS } from './modules/auth/rate-limits';

/**
 * Behind one reverse proxy (TRUST_PROXY=1) that appends the address it was reached from to
 * X-Forwarded-For, as nginx, Caddy and the like do: whatever a client writes in the header
 * itself comes before that, and must not become the address the limits count.
 */
describe('per-address limits behind a proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  const proxy = '127.0.0.1';

  beforeAll(async () => {
    t = await createTestApp(sqlite, { env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.cleanup());

  const register = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: newRegistration(),
    });

  it('counts the address the proxy saw, not one the client wrote before it', async () => {
    const { max } = AUTH_RATE_LIMITS.register;
    const client = '198.51.100.7';
    for (let i = 1; i <= max; i++) {
      // A new made-up address each time, then the real one the proxy appended.
      expect((await register(`203.0.113.${i}, ${client}`)).statusCode).toBe(201);
    }
    const refused = await register(`203.0.113.${max + 1}, ${client}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    // Another client behind the same proxy is counted apart.
    expect((await register(`203.0.113.${max + 1}, 198.51.100.8`)).statusCode).toBe(201);
  });
});
