import { createDecipheriv, hkdfSync } from 'node:crypto';
import { wrappedKeySchema } from '@waha/shared';
import { describe, expect, it } from 'vitest';
import { base64ToBytes } from './encoding';
import { WrongKeyError } from './errors';
import {
  HKDF_INFO,
  generateDataKey,
  hkdfBytes,
  hkdfWrapKey,
  unwrapDataKey,
  wrapDataKey,
} from './keys';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
// RFC 5869 test cases 1 and 3 use this input keying material.
const IKM = new Uint8Array(22).fill(0x0b);

describe('HKDF-SHA256', () => {
  it('reproduces RFC 5869 test case 3 (empty salt, empty info)', async () => {
    expect(hex(await hkdfBytes(IKM, '', 42))).toBe(
      '8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8',
    );
  });

  it('uses the protocol v1 info strings with an empty salt (test case 1, adapted)', async () => {
    expect(HKDF_INFO).toEqual({
      auth: 'waha/auth/v1',
      wrap: 'waha/wrap/v1',
      recoveryAuth: 'waha/recovery-auth/v1',
      recoveryWrap: 'waha/recovery-wrap/v1',
      lockWrap: 'waha/lock-wrap/v1',
    });
    const outputs = new Set<string>();
    for (const info of Object.values(HKDF_INFO)) {
      const expected = Buffer.from(hkdfSync('sha256', IKM, new Uint8Array(0), info, 32));
      const actual = hex(await hkdfBytes(IKM, info));
      expect(actual).toBe(expected.toString('hex'));
      outputs.add(actual);
    }
    expect(outputs.size).toBe(Object.keys(HKDF_INFO).length);
  });
});

describe('data key wrapping (AES-256-GCM)', () => {
  it('wraps into 60 bytes that an independent AES-GCM opens to the same key', async () => {
    const root = new Uint8Array(32).fill(7);
    const dataKey = await generateDataKey();
    const wrapped = await wrapDataKey(dataKey, await hkdfWrapKey(root, HKDF_INFO.wrap));
    expect(wrappedKeySchema.parse(wrapped)).toBe(wrapped);
    const bytes = base64ToBytes(wrapped);
    expect(bytes).toHaveLength(60);

    const wrapKeyBytes = Buffer.from(
      hkdfSync('sha256', root, new Uint8Array(0), 'waha/wrap/v1', 32),
    );
    const decipher = createDecipheriv('aes-256-gcm', wrapKeyBytes, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from('waha/data-key/v1'));
    decipher.setAuthTag(bytes.subarray(44));
    const raw = Buffer.concat([decipher.update(bytes.subarray(12, 44)), decipher.final()]);
    expect(raw.toString('hex')).toBe(
      hex(new Uint8Array(await crypto.subtle.exportKey('raw', dataKey))),
    );
  });

  it('uses a fresh IV every time', async () => {
    const wrapKey = await hkdfWrapKey(new Uint8Array(32), HKDF_INFO.wrap);
    const dataKey = await generateDataKey();
    const [a, b] = [await wrapDataKey(dataKey, wrapKey), await wrapDataKey(dataKey, wrapKey)];
    expect(a).not.toBe(b);
    expect(base64ToBytes(a).subarray(0, 12)).not.toEqual(base64ToBytes(b).subarray(0, 12));
  });

  it('opens non-extractable by default, and throws WrongKeyError for another key', async () => {
    const wrapKey = await hkdfWrapKey(new Uint8Array(32), HKDF_INFO.wrap);
    const otherKey = await hkdfWrapKey(new Uint8Array(32), HKDF_INFO.recoveryWrap);
    const wrapped = await wrapDataKey(await generateDataKey(), wrapKey);

    const opened = await unwrapDataKey(wrapped, wrapKey, false);
    expect(opened.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', opened)).rejects.toThrow();
    expect((await unwrapDataKey(wrapped, wrapKey, true)).extractable).toBe(true);

    await expect(unwrapDataKey(wrapped, otherKey, false)).rejects.toBeInstanceOf(WrongKeyError);
    await expect(unwrapDataKey('AAAA', wrapKey, false)).rejects.toBeInstanceOf(WrongKeyError);
    await expect(unwrapDataKey('%%%', wrapKey, false)).rejects.toBeInstanceOf(WrongKeyError);
  });
});
