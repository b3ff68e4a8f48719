import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { testDataKey } from '@/test/data-key';
import {
  clearDeviceKeys,
  loadDeviceKey,
  loadSessionCopy,
  saveDeviceKey,
  saveSessionCopy,
} from './device-keys';
import { generateDataKey } from './keys';
import { decryptRecord, encryptRecord } from './record-cipher';

describe('device key store', () => {
  it('keeps a non-extractable key per account, which still cannot be read out', async () => {
    const key = await testDataKey();
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
    await saveDeviceKey('account-1', await testDataKey());
    await saveDeviceKey('account-2', await testDataKey());
    await clearDeviceKeys();
    expect(await loadDeviceKey('account-1')).toBeNull();
    expect(await loadDeviceKey('account-2')).toBeNull();
  });

  it('keeps the session encrypted under the data key, and opens it with that key', async () => {
    const key = await testDataKey();
    const session = { account: { id: 'account-1', nickname: 'Quiet Cedar' }, wrappedDataKey: 'w' };
    await saveDeviceKey('account-1', key);
    await saveSessionCopy('account-1', key, session);

    const stored = await storedSessionCopy();
    expect(JSON.stringify(stored)).not.toContain('Quiet Cedar');
    const opened = await loadSessionCopy();
    expect(opened?.session).toEqual(session);
    expect(opened?.dataKey.extractable).toBe(false);
  });

  it('gives no session when its key is gone, it was altered, or after log out', async () => {
    const key = await testDataKey();
    await saveDeviceKey('account-1', key);
    await saveSessionCopy('account-1', key, { account: { id: 'account-1' } });
    // Written under another account's key: it does not open.
    await saveSessionCopy('account-1', await testDataKey(), { account: { id: 'account-1' } });
    expect(await loadSessionCopy()).toBeNull();

    await saveSessionCopy('account-2', key, { account: { id: 'account-2' } });
    expect(await loadSessionCopy()).toBeNull();

    await saveSessionCopy('account-1', key, { account: { id: 'account-1' } });
    expect(await loadSessionCopy()).not.toBeNull();
    await clearDeviceKeys();
    expect(await loadSessionCopy()).toBeNull();
    expect(await storedSessionCopy()).toBeUndefined();
  });
});

/** What IndexedDB holds for the session copy, read without the module's help. */
async function storedSessionCopy(): Promise<unknown> {
  const db = await openDB('waha-keys');
  try {
    return await db.get('session', 'current');
  } finally {
    db.close();
  }
}
