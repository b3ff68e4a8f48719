import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, newPasswordKeys, randomBase64, signUp } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';
import { PASSWORD_CHANGE_FAILURES } from './routes';

describe.each(dialects)('the password change limit on $name', (dialect) => {
  let t: TestApp;

  const changePassword = (cookie: string, currentAuthKey: string, keys = newPasswordKeys()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: { currentAuthKey, keys },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.cleanup());

  it('refuses a 6th wrong current password in 15 minutes for the account, from any of its sessions', async () => {
    expect(PASSWORD_CHANGE_FAILURES).toEqual({ max: 5, windowMs: 900_000 });
    const { registration, cookie } = await signUp(t.app);
    // A right one in between is not counted.
    expect((await changePassword(cookie, randomBase64(32))).statusCode).toBe(401);
    const keys = newPasswordKeys();
    expect((await changePassword(cookie, registration.keys.authKey, keys)).statusCode).toBe(200);
    // That change ended every other session: start a second one with the new password.
    const second = await logIn(t.app, registration.nickname, keys.authKey);
    for (let i = 0; i < 4; i++) {
      const session = i % 2 ? cookie : second;
      expect((await changePassword(session, randomBase64(32))).statusCode).toBe(401);
    }
    // Even the right password now waits.
    const refused = await changePassword(second, keys.authKey);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);

    // Another account is not affected.
    const other = await signUp(t.app);
    expect((await changePassword(other.cookie, randomBase64(32))).statusCode).toBe(401);
  });
});
