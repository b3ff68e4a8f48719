import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_KEY_FAMILIES,
  DEVICE_KEYS,
  deviceKey,
  familyKey,
  presentKeys,
  readItem,
  writeItem,
  type DeviceKey,
  type DeviceKeyName,
  type KeyClass,
} from '@/lib/platform/device-storage';
import { TEST_KDF } from '@/test/kdf-params';
import {
  SESSION,
  accountKeys,
  fakeLockServer,
  freshPage,
  signedInWithLock,
  type ServerCall,
} from './test/lock-pages';

const DIARY_TEXT = 'a quiet evening by the river';

function goOffline() {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

/** Everything readable that the browser keeps for this origin, as one text. */
async function readableStorage(): Promise<string> {
  const entries = [localStorage, sessionStorage].flatMap((area) =>
    Array.from({ length: area.length }, (_, index) => {
      const key = area.key(index) ?? '';
      return `${key}=${area.getItem(key)}`;
    }),
  );
  const databases = await indexedDB.databases();
  const { openDB } = await import('idb');
  for (const { name } of databases) {
    if (!name) continue;
    const db = await openDB(name);
    for (const store of db.objectStoreNames) {
      entries.push(JSON.stringify(await db.getAll(store)));
    }
    db.close();
  }
  return entries.join('\n');
}

/** Every entry the storage door declares (one member of each family), with its class. */
function everyDeclaredEntry(): { key: DeviceKey; keyClass: KeyClass }[] {
  return [
    ...Object.entries(DEVICE_KEYS).map(([name, declared]) => ({
      key: deviceKey(name as DeviceKeyName),
      keyClass: declared.class,
    })),
    ...Object.entries(DEVICE_KEY_FAMILIES).map(([prefix, declared]) => ({
      key: familyKey(prefix as keyof typeof DEVICE_KEY_FAMILIES, 'some-exercise'),
      keyClass: declared.class,
    })),
  ];
}

/** Twelve tabs (each with its own page's memory, on one device's IndexedDB) try a wrong PIN at once. */
async function twelveTabsTryAtOnce() {
  const tabs = [];
  for (let tab = 0; tab < 12; tab += 1) tabs.push(await freshPage());
  const results = await Promise.all(
    tabs.map((tab, index) => tab.actions.unlock(String(1000 + index))),
  );
  return { tabs, results };
}

describe('the app lock', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    const { session } = await freshPage();
    await session.clearLocalSession();
    const { clearLockStore } = await import('./lock-store');
    await clearLockStore();
  });

  it('keeps the account’s key only wrapped on the device, and starts every page locked', async () => {
    const { page } = await signedInWithLock();
    expect(page.state.lockStatus()).toBe('open');
    expect(await page.deviceKeys.loadDeviceKey(SESSION.account.id)).toBeNull();

    goOffline();
    const next = await freshPage();
    expect(next.state.lockStatus()).toBe('locked');
    expect(await next.session.getDataKey()).toBeNull();
  });

  it('drops the records, drafts and key from memory and storage when it locks', async () => {
    const { page } = await signedInWithLock();
    page.session.queryClient.setQueryData(['records', 'diary-entry'], [{ text: DIARY_TEXT }]);
    sessionStorage.setItem('waha.draft.diary', DIARY_TEXT);
    localStorage.setItem('waha.language', 'ar');
    expect(await page.session.getDataKey()).not.toBeNull();

    await page.state.lockNow();
    expect(page.state.lockStatus()).toBe('locked');
    expect(page.session.queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(page.state.heldKey()).toBeNull();
    goOffline();
    expect(await page.session.getDataKey()).toBeNull();
    const kept = await readableStorage();
    expect(kept).not.toContain(DIARY_TEXT);
    expect(kept).not.toContain(SESSION.account.nickname);
    expect(kept).not.toContain('waha.signedIn');
    // Settings stay readable: the lock screen speaks the person's language.
    expect(localStorage.getItem('waha.language')).toBe('ar');
  });

  it('seals exactly the entries the storage door declares personal, and puts each back', async () => {
    const { page } = await signedInWithLock();
    // The lock's mark and the signed-in mark are the lock's and the session's to write.
    const owned = new Set<string>([deviceKey('waha.lock'), deviceKey('waha.signedIn')]);
    const entries = everyDeclaredEntry().filter(({ key }) => !owned.has(key));
    const personal = entries.filter(({ keyClass }) => keyClass === 'personal');
    const settings = entries.filter(({ keyClass }) => keyClass === 'setting');
    expect(personal.length).toBeGreaterThan(10);
    expect(settings.length).toBeGreaterThan(5);
    for (const { key } of entries) writeItem(key, `kept under ${key}`);

    await page.state.lockNow();
    for (const { key } of personal) expect(readItem(key)).toBeNull();
    expect(readItem(deviceKey('waha.signedIn'))).toBeNull();
    for (const { key } of settings) expect(readItem(key)).toBe(`kept under ${key}`);
    expect(readItem(deviceKey('waha.lock'))).toBe('1');
    expect([...presentKeys('local', 'personal'), ...presentKeys('session', 'personal')]).toEqual(
      [],
    );
    const kept = await readableStorage();
    for (const { key } of personal) expect(kept).not.toContain(`kept under ${key}`);

    goOffline();
    const next = await freshPage();
    for (const { key } of settings) expect(readItem(key)).toBe(`kept under ${key}`);
    expect(await next.actions.unlock('2468')).toEqual({ kind: 'open' });
    for (const { key } of personal) expect(readItem(key)).toBe(`kept under ${key}`);
    expect(readItem(deviceKey('waha.signedIn'))).toBe('1');
    for (const { key } of settings) expect(readItem(key)).toBe(`kept under ${key}`);
  });

  it('opens with the right PIN, offline, with the session, the key and the drafts back', async () => {
    const { page } = await signedInWithLock();
    sessionStorage.setItem('waha.draft.diary', DIARY_TEXT);
    await page.state.lockNow();

    goOffline();
    const next = await freshPage();
    expect(await next.actions.unlock('1357')).toMatchObject({ kind: 'wrong', triesLeft: 9 });
    expect(next.state.lockStatus()).toBe('locked');
    expect(await next.actions.unlock('2468')).toEqual({ kind: 'open' });
    expect(next.state.lockStatus()).toBe('open');
    expect(sessionStorage.getItem('waha.draft.diary')).toBe(DIARY_TEXT);
    expect(await next.session.getDataKey()).not.toBeNull();
    // The session comes from the copy kept on this device, opened with the unlocked key.
    const { result } = renderHook(() => next.session.useSession(), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={next.session.queryClient}>{children}</QueryClientProvider>
      ),
    });
    await waitFor(() => expect(result.current.account).toEqual(SESSION.account));
  });

  it('makes wrong PINs wait, and forgets an account’s key at the tenth', async () => {
    await signedInWithLock();
    goOffline();
    const page = await freshPage();
    let now = 1_000_000;
    for (let tries = 1; tries <= 9; tries += 1) {
      const result = await page.actions.unlock('0000', now, now);
      expect(result).toMatchObject({ kind: 'wrong', triesLeft: 10 - tries });
      if (result.kind !== 'wrong') return;
      if (tries >= 3) expect(result.until).toBeGreaterThan(now);
      else expect(result.until).toBe(now);
      now = result.until;
    }
    expect(await page.actions.unlock('0000', now, now)).toEqual({ kind: 'forgotten' });
    expect(await page.actions.readLockSettings()).toBeNull();
    expect(localStorage.getItem('waha.lock')).toBeNull();
    expect(await page.deviceKeys.loadSessionCopy()).toBeNull();
  });

  it('never wipes a guest’s data, however many wrong PINs', async () => {
    localStorage.setItem('waha.feelings', JSON.stringify([{ feeling: 'relieved' }]));
    const page = await freshPage();
    await page.actions.setUpLock({
      owner: { type: 'guest' },
      secret: 'a long quiet river',
      kind: 'passphrase',
      idleMinutes: 1,
      kdf: TEST_KDF,
    });
    await page.state.lockNow();
    expect(await readableStorage()).not.toContain('relieved');

    const next = await freshPage();
    let now = 1_000_000;
    for (let tries = 1; tries <= 15; tries += 1) {
      const result = await next.actions.unlock('a wrong guess', now, now);
      expect(result).toMatchObject({ kind: 'wrong', triesLeft: null });
      if (result.kind === 'wrong') now = result.until;
    }
    expect(await next.actions.unlock('a long quiet river', now, now)).toEqual({ kind: 'open' });
    expect(localStorage.getItem('waha.feelings')).toContain('relieved');
  });

  it('binds the session to a secret only the unlocked app holds, offline too', async () => {
    const { page, server } = await signedInWithLock();
    // Setting the lock gave the server a fresh secret (its hash is what the server keeps).
    await vi.waitFor(() =>
      expect(server.filter((call) => call.url === '/api/auth/session/lock')).toHaveLength(1),
    );
    const [given] = server;
    const secret = (given?.body as { secret: string }).secret;
    expect(given?.method).toBe('PUT');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Kept on the device only sealed under the lock.
    expect(await readableStorage()).not.toContain(secret);

    // A request of the app (this page's modules: each fresh page has its own).
    const request = async (calls: ServerCall[]) => {
      const { apiFetch } = await import('@/lib/platform/api-client');
      await apiFetch('/api/records/diary-entry').catch(() => undefined);
      return calls.at(-1)?.unlock;
    };
    expect(await request(server)).toBe(secret);
    await page.state.lockNow();
    expect(await request(server)).toBeNull();

    // A cold start, offline: the PIN opens the secret again, with no server to ask.
    const offline = fakeLockServer();
    const next = await freshPage();
    expect(await request(offline)).toBeNull();
    expect(await next.actions.unlock('2468')).toEqual({ kind: 'open' });
    expect(await request(offline)).toBe(secret);
    expect(offline.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('does not check a try during a wait, not even the right PIN, but counts it', async () => {
    await signedInWithLock();
    goOffline();
    const page = await freshPage();
    const now = 1_000_000;
    for (let tries = 1; tries <= 3; tries += 1) await page.actions.unlock('0000', now, now);
    // The third wrong PIN set a 5 s wait; the right one, 1 ms before its end, is not checked.
    const early = now + 4_999;
    expect(await page.actions.unlock('2468', early, early)).toEqual({
      kind: 'wait',
      until: early + 10_000,
      triesLeft: 6,
    });
    expect(page.state.lockStatus()).toBe('locked');
    expect(await page.actions.unlock('2468', early + 10_000, early + 10_000)).toEqual({
      kind: 'open',
    });
  });

  it('counts every try, however many tabs try at once', async () => {
    await signedInWithLock();
    goOffline();
    const { tabs, results } = await twelveTabsTryAtOnce();
    const kinds = results.map((result) => result.kind);
    // Three checked (wrong); from the third's wait on, refused unchecked but counted, until the
    // tenth try made the device forget the key; later tries found it forgotten or no lock at all.
    expect(kinds.filter((kind) => kind === 'wrong')).toHaveLength(3);
    expect(kinds.filter((kind) => kind === 'wait')).toHaveLength(6);
    expect(kinds).toContain('forgotten');
    expect(kinds.filter((kind) => kind !== 'forgotten' && kind !== 'none')).toHaveLength(9);
    expect(await tabs[0]?.actions.readLockSettings()).toBeNull();
  });

  it('counts twelve tries in twelve tabs as twelve for a guest', async () => {
    const page = await freshPage();
    await page.actions.setUpLock({
      owner: { type: 'guest' },
      secret: '2468',
      kind: 'pin',
      idleMinutes: 5,
      kdf: TEST_KDF,
    });
    await page.state.lockNow();
    const { results } = await twelveTabsTryAtOnce();
    expect(results.filter((result) => result.kind === 'wrong')).toHaveLength(3);
    expect(results.filter((result) => result.kind === 'wait')).toHaveLength(9);
    const { readLock } = await import('./lock-store');
    expect((await readLock())?.failures).toBe(12);
  });

  it('stays locked when the readable mark is deleted', async () => {
    const { page } = await signedInWithLock();
    await page.state.lockNow();
    localStorage.removeItem('waha.lock');
    document.cookie = 'waha_lock=; Max-Age=0; Path=/';
    goOffline();

    const next = await freshPage();
    // The page starts as if unlocked, then finds the sealed lock before asking for the session.
    expect(await next.state.mayAskForSession()).toBe(false);
    expect(next.state.lockStatus()).toBe('locked');
    expect(localStorage.getItem('waha.lock')).toBe('1');
    expect(await next.session.getDataKey()).toBeNull();
    expect(await next.actions.unlock('2468')).toEqual({ kind: 'open' });
    expect(await next.state.mayAskForSession()).toBe(true);
  });

  it('is removed with the account’s session on log out, and a guest’s on signing in', async () => {
    const { page } = await signedInWithLock();
    await page.session.clearLocalSession();
    expect(page.state.lockStatus()).toBe('off');
    expect(await page.actions.readLockSettings()).toBeNull();

    await page.actions.setUpLock({
      owner: { type: 'guest' },
      secret: '1234',
      kind: 'pin',
      idleMinutes: 5,
      kdf: TEST_KDF,
    });
    await page.session.startSession(SESSION, (await accountKeys()).inUse);
    expect(page.state.lockStatus()).toBe('off');
    expect(localStorage.getItem('waha.lock')).toBeNull();
  });
});
