import 'fake-indexeddb/auto';
import type { SessionResponse } from '@waha/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDataKey } from '@/test/data-key';
import { loadSessionCopy } from '../crypto/device-keys';
import { decryptRecord, encryptRecord } from '../crypto/record-cipher';

const SESSION = {
  account: {
    id: '00000000-0000-4000-8000-000000000007',
    nickname: 'Quiet Cedar',
    gender: 'female',
    nicknameParts: { category: 'nature', item: 'cedar', colour: 'green' },
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  wrappedDataKey: 'A'.repeat(80),
} as SessionResponse;

/** The session module as a page that has just been (re)loaded finds it: nothing in memory. */
async function freshPage() {
  vi.resetModules();
  return import('./session');
}

function goOffline() {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

describe('opening the app offline', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    const { clearLocalSession } = await freshPage();
    await clearLocalSession();
  });

  it('keeps a signed-in person signed in, with the key that opens their records', async () => {
    const key = await testDataKey();
    const ciphertext = await encryptRecord(key, 'diary-entry', 'one', { text: 'kept' });
    const before = await freshPage();
    await before.startSession(SESSION, key);
    await vi.waitFor(async () => expect(await loadSessionCopy()).not.toBeNull());

    goOffline();
    const after = await freshPage();
    const opened = await after.getDataKey();
    expect(after.currentAccount()).toEqual(SESSION.account);
    expect(opened).not.toBeNull();
    expect(await decryptRecord(opened as CryptoKey, 'diary-entry', 'one', ciphertext)).toEqual({
      text: 'kept',
    });
  });

  it('opens as a guest after a log out, or when this device was never signed in', async () => {
    const before = await freshPage();
    await before.startSession(SESSION, await testDataKey());
    await vi.waitFor(async () => expect(await loadSessionCopy()).not.toBeNull());
    await before.clearLocalSession();

    goOffline();
    const after = await freshPage();
    expect(await after.getDataKey()).toBeNull();
    expect(after.currentAccount()).toBeNull();
  });

  it('keeps a signed-in person signed in when the network fails while the browser believes it is online', async () => {
    const key = await testDataKey();
    const before = await freshPage();
    await before.startSession(SESSION, key);
    await vi.waitFor(async () => expect(await loadSessionCopy()).not.toBeNull());

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const after = await freshPage();
    expect(await after.getDataKey()).not.toBeNull();
    expect(after.currentAccount()).toEqual(SESSION.account);
  });

  it('still says so when the network fails online and nobody signed in on this device', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const after = await freshPage();
    await expect(after.getDataKey()).rejects.toThrow('The server could not be reached');
  });

  it('still says so when the server answers with an error, even for a signed-in person', async () => {
    const before = await freshPage();
    await before.startSession(SESSION, await testDataKey());
    await vi.waitFor(async () => expect(await loadSessionCopy()).not.toBeNull());

    vi.stubGlobal(
      'fetch',
      // A new answer each time: the query asks twice (its one retry).
      vi.fn(async () => Response.json({ code: 'internal', message: 'Internal' }, { status: 500 })),
    );
    const after = await freshPage();
    await expect(after.getDataKey()).rejects.toThrow();
    expect(after.currentAccount()).toBeNull();
  });
});
