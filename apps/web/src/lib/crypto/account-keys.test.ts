import { createDecipheriv, hkdfSync } from 'node:crypto';
import { hashRaw } from '@node-rs/argon2';
import {
  DEFAULT_CLIENT_KDF,
  recoverRequestSchema,
  registerRequestSchema,
  passwordKeysSchema,
  recoveryKeyRequestSchema,
} from '@waha/shared';
import { describe, expect, it } from 'vitest';
import { TEST_KDF } from '@/test/kdf-params';
import {
  DEFAULT_KDF,
  createAccountKeys,
  deriveLoginKeys,
  deriveRecoveryProof,
  openDataKey,
  recoverAccountKeys,
  rekeyForPassword,
} from './account-keys';
import { base64ToBytes } from './encoding';
import { WrongKeyError } from './errors';
import { decryptRecord, encryptRecord } from './record-cipher';
import { parseRecoveryCode } from './recovery-code';

const fast = { kdf: TEST_KDF };
const PASSWORD = 'sea breeze 7';

describe('account keys (protocol v1)', () => {
  it('uses 64 MiB, 3 passes, 1 lane for new passwords', () => {
    expect(DEFAULT_KDF).toEqual({
      algorithm: 'argon2id',
      memoryKiB: 65536,
      iterations: 3,
      parallelism: 1,
    });
    expect(DEFAULT_KDF).toEqual(DEFAULT_CLIENT_KDF);
  });

  it('creates keys the server schemas accept, with a non-extractable data key', async () => {
    const phases: string[] = [];
    const created = await createAccountKeys(PASSWORD, (phase) => phases.push(phase), fast);
    expect(phases).toEqual(['deriving', 'wrapping']);
    const request = {
      nickname: 'Blue Star',
      gender: 'female',
      nicknameParts: { category: 'sky', item: 'star', colour: 'blue' },
      keys: created.keys,
      recovery: created.recovery,
    };
    expect(registerRequestSchema.parse(request)).toEqual(request);
    expect(base64ToBytes(created.keys.salt)).toHaveLength(16);
    expect(base64ToBytes(created.keys.wrappedDataKey)).toHaveLength(60);
    expect(base64ToBytes(created.recovery.recoveryWrappedDataKey)).toHaveLength(60);
    expect(parseRecoveryCode(created.recoveryCode)).toBe(created.recoveryCode);
    // Nothing sent contains the password.
    expect(JSON.stringify(request)).not.toContain(PASSWORD);

    expect(created.dataKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', created.dataKey)).rejects.toThrow();
  });

  it('matches an independent implementation of the whole derivation', async () => {
    const { keys } = await createAccountKeys(PASSWORD, undefined, fast);
    const root = await hashRaw(PASSWORD, {
      salt: base64ToBytes(keys.salt),
      memoryCost: TEST_KDF.memoryKiB,
      timeCost: TEST_KDF.iterations,
      parallelism: TEST_KDF.parallelism,
      outputLen: 32,
      algorithm: 2,
    });
    const hkdf = (info: string) => Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), info, 32));
    expect(keys.authKey).toBe(hkdf('waha/auth/v1').toString('base64'));

    const wrapped = base64ToBytes(keys.wrappedDataKey);
    const decipher = createDecipheriv('aes-256-gcm', hkdf('waha/wrap/v1'), wrapped.subarray(0, 12));
    decipher.setAAD(Buffer.from('waha/data-key/v1'));
    decipher.setAuthTag(wrapped.subarray(44));
    expect(
      Buffer.concat([decipher.update(wrapped.subarray(12, 44)), decipher.final()]),
    ).toHaveLength(32);
  });

  it('logs in with the same password: the same authKey, and the wrapped key opens', async () => {
    const created = await createAccountKeys(PASSWORD, undefined, fast);
    const record = await encryptRecord(created.dataKey, 'diary-entry', 'd1', { text: 'hello' });

    const login = await deriveLoginKeys(PASSWORD, created.keys);
    expect(login.authKey).toBe(created.keys.authKey);
    const dataKey = await openDataKey(created.keys.wrappedDataKey, login.wrapKey);
    expect(dataKey.extractable).toBe(false);
    expect(await decryptRecord(dataKey, 'diary-entry', 'd1', record)).toEqual({ text: 'hello' });
  });

  it('gives a wrong password another authKey and a WrongKeyError', async () => {
    const created = await createAccountKeys(PASSWORD, undefined, fast);
    const login = await deriveLoginKeys('sea breeze 8', created.keys);
    expect(login.authKey).not.toBe(created.keys.authKey);
    await expect(openDataKey(created.keys.wrappedDataKey, login.wrapKey)).rejects.toBeInstanceOf(
      WrongKeyError,
    );
  });

  it('changes the password: new salt, same data key, old password no longer opens it', async () => {
    const created = await createAccountKeys(PASSWORD, undefined, fast);
    const record = await encryptRecord(created.dataKey, 'reflection', 'r1', ['calm']);
    const login = await deriveLoginKeys(PASSWORD, created.keys);
    const extractable = await openDataKey(created.keys.wrappedDataKey, login.wrapKey, {
      extractable: true,
    });
    const keys = await rekeyForPassword(extractable, 'a new password', fast);
    expect(passwordKeysSchema.parse(keys)).toEqual(keys);
    expect(keys.salt).not.toBe(created.keys.salt);

    const next = await deriveLoginKeys('a new password', keys);
    const reopened = await openDataKey(keys.wrappedDataKey, next.wrapKey);
    expect(await decryptRecord(reopened, 'reflection', 'r1', record)).toEqual(['calm']);
    await expect(openDataKey(keys.wrappedDataKey, login.wrapKey)).rejects.toBeInstanceOf(
      WrongKeyError,
    );
    // Re-wrapping needs a key that can be wrapped.
    await expect(rekeyForPassword(reopened, 'x'.repeat(8), fast)).rejects.toThrow(TypeError);
  });

  it('recovers with the code: new code, same data key, old proof retired', async () => {
    const created = await createAccountKeys(PASSWORD, undefined, fast);
    const record = await encryptRecord(created.dataKey, 'network-person', 'p1', { name: 'Sami' });

    // Step one: the proof the server checks is what registration sent.
    const typed = created.recoveryCode.toLowerCase().replaceAll('-', ' ');
    const proof = await deriveRecoveryProof(typed);
    expect(proof.recoveryAuth).toBe(created.recovery.recoveryAuth);
    expect(recoveryKeyRequestSchema.safeParse({ nickname: 'x', ...proof }).success).toBe(true);

    // Step two: new password keys and a new code.
    const recovered = await recoverAccountKeys(
      created.recovery.recoveryWrappedDataKey,
      typed,
      'brand new password',
      fast,
    );
    expect(
      recoverRequestSchema.safeParse({
        nickname: 'x',
        recoveryAuth: proof.recoveryAuth,
        keys: recovered.keys,
        recovery: recovered.recovery,
      }).success,
    ).toBe(true);
    expect(recovered.recoveryCode).not.toBe(created.recoveryCode);
    expect(recovered.dataKey.extractable).toBe(false);
    expect(await decryptRecord(recovered.dataKey, 'network-person', 'p1', record)).toEqual({
      name: 'Sami',
    });

    const newProof = await deriveRecoveryProof(recovered.recoveryCode);
    expect(newProof.recoveryAuth).toBe(recovered.recovery.recoveryAuth);
    expect(newProof.recoveryAuth).not.toBe(proof.recoveryAuth);
    // The old code does not open the new recovery copy; the new password opens the new one.
    await expect(
      openDataKey(recovered.recovery.recoveryWrappedDataKey, proof.recoveryWrapKey),
    ).rejects.toBeInstanceOf(WrongKeyError);
    const login = await deriveLoginKeys('brand new password', recovered.keys);
    expect(login.authKey).toBe(recovered.keys.authKey);
    await openDataKey(recovered.keys.wrappedDataKey, login.wrapKey);
  });

  it('refuses a wrong recovery code with WrongKeyError, and a malformed one outright', async () => {
    const created = await createAccountKeys(PASSWORD, undefined, fast);
    const other = (await createAccountKeys(PASSWORD, undefined, fast)).recoveryCode;
    await expect(
      recoverAccountKeys(created.recovery.recoveryWrappedDataKey, other, 'new password', fast),
    ).rejects.toBeInstanceOf(WrongKeyError);
    await expect(deriveRecoveryProof('K7QF-2M9X')).rejects.toThrow('Not a recovery code');
  });
});
