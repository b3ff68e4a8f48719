import { describe, expect, it } from 'vitest';
import { TEST_KDF } from '@/test/kdf-params';
import { WrongKeyError } from '../crypto/errors';
import { generateDataKey } from '../crypto/keys';
import { decryptRecord, encryptRecord } from '../crypto/record-cipher';
import { unwrapWithSecret, wrapUnderSecret } from './lock-keys';

const deviceKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

describe('the app lock’s key wrapping', () => {
  it('opens with the right PIN on the same device, as a non-extractable key', async () => {
    const key = await generateDataKey();
    const device = await deviceKey();
    const secret = await encryptRecord(key, 'diary-entry', 'one', { text: 'a quiet evening' });
    const wrap = await wrapUnderSecret(key, '2468', device, 'account:a', TEST_KDF);

    const opened = await unwrapWithSecret(wrap, '2468', device, 'account:a');
    expect(opened.extractable).toBe(false);
    expect(await decryptRecord(opened, 'diary-entry', 'one', secret)).toEqual({
      text: 'a quiet evening',
    });
    expect(wrap.wrappedKey).not.toContain('2468');
  });

  it('does not open with a wrong PIN, on another device, or for another owner', async () => {
    const key = await generateDataKey();
    const device = await deviceKey();
    const wrap = await wrapUnderSecret(key, '2468', device, 'account:a', TEST_KDF);

    await expect(unwrapWithSecret(wrap, '2469', device, 'account:a')).rejects.toThrow(
      WrongKeyError,
    );
    await expect(unwrapWithSecret(wrap, '2468', await deviceKey(), 'account:a')).rejects.toThrow(
      WrongKeyError,
    );
    await expect(unwrapWithSecret(wrap, '2468', device, 'guest')).rejects.toThrow(WrongKeyError);
  });

  it('takes a PIN typed in Arabic-Indic digits as the same PIN', async () => {
    const key = await generateDataKey();
    const device = await deviceKey();
    const wrap = await wrapUnderSecret(key, '٢٤٦٨', device, 'guest', TEST_KDF);
    await expect(unwrapWithSecret(wrap, '2468', device, 'guest')).resolves.toBeInstanceOf(
      CryptoKey,
    );
  });
});
