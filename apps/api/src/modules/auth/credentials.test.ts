import type * as Argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { randomBase64 } from '../../../test/accounts';
import {
  AUTH_HASH_PARAMS,
  hashAuthKey,
  hashRecoveryAuth,
  verifyAuthKey,
  verifyRecoveryAuth,
} from './credentials';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof Argon2>();
  return { ...original, verify: vi.fn(original.verify) };
});

describe('credentials', () => {
  beforeEach(() => {
    vi.mocked(verify).mockClear();
  });

  it('hashes an authKey with Argon2id at the OWASP minimum, and checks it', async () => {
    expect(AUTH_HASH_PARAMS).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const authKey = randomBase64(32);
    const stored = await hashAuthKey(authKey);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyAuthKey(stored, authKey)).toBe(true);
    expect(await verifyAuthKey(stored, randomBase64(32))).toBe(false);
  });

  it('checks keys whose bytes are not UTF-8 (all of them, nearly)', async () => {
    const authKey = Buffer.alloc(32, 0xff).toString('base64');
    expect(await verifyAuthKey(await hashAuthKey(authKey), authKey)).toBe(true);
  });

  it('does the same Argon2id work when there is no account, and says no', async () => {
    expect(await verifyAuthKey(undefined, randomBase64(32))).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    const [dummy] = vi.mocked(verify).mock.calls[0] ?? [];
    expect(String(dummy)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('checks a recovery proof against its SHA-256, and refuses when there is no account', () => {
    const recoveryAuth = randomBase64(32);
    const stored = hashRecoveryAuth(recoveryAuth);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyRecoveryAuth(stored, recoveryAuth)).toBe(true);
    expect(verifyRecoveryAuth(stored, randomBase64(32))).toBe(false);
    expect(verifyRecoveryAuth(undefined, recoveryAuth)).toBe(false);
  });
});
