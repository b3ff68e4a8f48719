import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearDeviceKeys, loadDeviceKey, saveDeviceKey } from './device-keys';
import { generateDataKey, unwrapDataKey, wrapDataKey, hkdfWrapKey, HKDF_INFO } from './keys';
import { decryptRecord, encryptRecord } from './record-cipher';

async function nonExtractableKey(): Promise<CryptoKey> {
  const wrapKey = await hkdfWrapKey(new Uint8Array(32), HKDF_INFO.wrap);
  return unwrapDataKey(await wrapDataKey(await generateDataKey(), wrapKey), wrapKey, false);
}

describe('device key store', () => {
  it('keeps a non-extractable key per account, which still cannot be read out', async () => {
    const key = await nonExtractableKey();
    const ciphertext = await encryptRecord(key, 'settings', 'main', { theme: 'calm' });
    await saveDeviceKey('account-1', key);

    const loaded = await loadDeviceKey('account-1');
    expect(loaded).toBeInstanceOf(CryptoKey);
    expect(loaded?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', loaded as CryptoKey)).rejects.toThrow();
    expect(await decryptRecord(loaded as CryptoKey, 'settings', 'main', ciphertext)).toEqual({
      theme: 'calm',
    });
    expect(await loadDeviceKey('account-2')).toBeNull();
  });

  it('refuses to keep an extractable key', async () => {
    await expect(saveDeviceKey('account-1', await generateDataKey())).rejects.toThrow(TypeError);
  });

  it('forgets every key on log out', async () => {
    await saveDeviceKey('account-1', await nonExtractableKey());
    await saveDeviceKey('account-2', await nonExtractableKey());
    await clearDeviceKeys();
    expect(await loadDeviceKey('account-1')).toBeNull();
    expect(await loadDeviceKey('account-2')).toBeNull();
  });
});
