import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeRecordsServer } from '@/test/fake-records-server';
import type { FakeRecordsServer } from '@/test/fake-records-server';
import { testDataKey } from '@/test/data-key';
import { NetworkError } from '../platform/api-client';
import { RecordIntegrityError, decryptRecord, encryptRecord } from '../crypto';
import { clearOutbox } from './outbox';
import {
  RecordConflictError,
  RecordLimitError,
  RecordStorageFullError,
  RecordTooLargeError,
  RecordWritesLimitedError,
  RecordsLockedError,
  clearRecordCache,
  createRecordsStore,
  newRecordId,
} from './index';

interface Diary {
  text: string;
}
const SECRET = 'I am afraid of the checkpoint';

let server: FakeRecordsServer;
let dataKey: CryptoKey;

function storeFor(
  account: string | null = 'account-1',
  key: () => CryptoKey | null = () => dataKey,
) {
  return createRecordsStore({ getDataKey: async () => key(), accountId: () => account });
}

/** Another device saves diary entry `id` anew; returns the ciphertext it sent. */
async function changeElsewhere(id: string, text: string): Promise<string> {
  const ciphertext = await encryptRecord(dataKey, 'diary-entry', id, { text });
  server.writeElsewhere('diary-entry', id, ciphertext);
  return ciphertext;
}

/** Everything the device cache holds, as the raw objects in IndexedDB. */
async function cacheContents(): Promise<unknown[]> {
  const db = await openDB('waha-records');
  try {
    return await db.getAll('records');
  } finally {
    db.close();
  }
}

beforeEach(async () => {
  server = createFakeRecordsServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  dataKey = await testDataKey();
  await clearRecordCache();
  await clearOutbox();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('records store', () => {
  it('encrypts before sending: no request carries the plaintext', async () => {
    const store = storeFor();
    await store.put<Diary>('diary-entry', 'd1', { text: SECRET });
    await store.put<Diary>('diary-entry', 'd1', { text: `${SECRET}, still` });

    expect(server.bodies).toHaveLength(2);
    for (const body of server.bodies) {
      expect(body).not.toContain('afraid');
      expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(['ciphertext', 'version']);
    }
    const stored = server.records.get('diary-entry/d1');
    expect(stored?.version).toBe(2);
    expect(await decryptRecord(dataKey, 'diary-entry', 'd1', stored?.ciphertext ?? '')).toEqual({
      text: `${SECRET}, still`,
    });
  });

  it('lists, gets, updates and removes records', async () => {
    const store = storeFor();
    const first = newRecordId();
    const second = newRecordId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    await store.put<Diary>('diary-entry', first, { text: 'one' });
    await store.put<Diary>('diary-entry', second, { text: 'two' });
    await store.put('feeling', 'f1', { level: 3 });

    const list = await store.list<Diary>('diary-entry');
    expect(list.map((entry) => entry.value.text)).toEqual(['two', 'one']); // newest first
    expect(list[0]).toMatchObject({ id: second, updatedAt: expect.any(String) });

    await store.put<Diary>('diary-entry', first, { text: 'one, edited' });
    expect(await store.get<Diary>('diary-entry', first)).toMatchObject({
      value: { text: 'one, edited' },
    });
    expect(server.records.get(`diary-entry/${first}`)?.version).toBe(2);

    await store.remove('diary-entry', first);
    expect(await store.get('diary-entry', first)).toBeNull();
    expect((await store.list('diary-entry')).map((entry) => entry.id)).toEqual([second]);
    await store.remove('diary-entry', first); // already gone: fine
  });

  it('never overwrites a change made elsewhere: conflict, and the cache shows the other one', async () => {
    const store = storeFor();
    await store.put<Diary>('diary-entry', 'd1', { text: 'from this phone' });
    const elsewhere = await changeElsewhere('d1', 'from the laptop');

    const error = await store
      .put<Diary>('diary-entry', 'd1', { text: 'stale edit' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecordConflictError);
    expect((error as RecordConflictError).message).toBe(
      'This entry was changed elsewhere and has been reloaded.',
    );
    expect(server.records.get('diary-entry/d1')?.ciphertext).toBe(elsewhere);

    // The cache now holds the other device's version, even without the network.
    server.offline = true;
    expect(await store.get<Diary>('diary-entry', 'd1')).toMatchObject({
      value: { text: 'from the laptop' },
    });
    // Having seen it, the person may save over it on purpose.
    server.offline = false;
    await store.put<Diary>('diary-entry', 'd1', { text: 'merged' });
    expect(server.records.get('diary-entry/d1')?.version).toBe(3);
  });

  it('never deletes a change made elsewhere: conflict, and the cache shows the other one', async () => {
    const store = storeFor();
    await store.put<Diary>('diary-entry', 'd1', { text: 'from this phone' });
    const elsewhere = await changeElsewhere('d1', 'from the laptop');

    await expect(store.remove('diary-entry', 'd1')).rejects.toBeInstanceOf(RecordConflictError);
    expect(server.records.get('diary-entry/d1')?.ciphertext).toBe(elsewhere);
    // The DELETE named the version this device had seen.
    expect(JSON.parse(server.bodies.at(-1) ?? '')).toEqual({ version: 1 });
    server.offline = true;
    expect(await store.get<Diary>('diary-entry', 'd1')).toMatchObject({
      value: { text: 'from the laptop' },
    });
    // Having seen it, the person may delete it on purpose.
    server.offline = false;
    await store.remove('diary-entry', 'd1');
    expect(server.records.has('diary-entry/d1')).toBe(false);
    expect(JSON.parse(server.bodies.at(-1) ?? '')).toEqual({ version: 2 });
  });

  it('does not delete blind a record this device never saw', async () => {
    const store = storeFor();
    server.writeElsewhere('feeling', 'f1', 'b3RoZXI=');
    await expect(store.remove('feeling', 'f1')).rejects.toBeInstanceOf(RecordConflictError);
    expect(server.records.has('feeling/f1')).toBe(true);
  });

  it('fetches the current record when a conflict answer does not carry it', async () => {
    const store = storeFor();
    server.bareConflicts = true;
    await store.put<Diary>('diary-entry', 'd1', { text: 'mine' });
    await changeElsewhere('d1', 'theirs');
    await expect(store.put('diary-entry', 'd1', { text: 'stale' })).rejects.toBeInstanceOf(
      RecordConflictError,
    );
    server.offline = true;
    expect(await store.get<Diary>('diary-entry', 'd1')).toMatchObject({
      value: { text: 'theirs' },
    });
  });

  it('treats a record deleted elsewhere as a conflict too, and forgets it', async () => {
    const store = storeFor();
    await store.put('reflection', 'r1', ['first']);
    server.records.delete('reflection/r1');
    await expect(store.put('reflection', 'r1', ['second'])).rejects.toBeInstanceOf(
      RecordConflictError,
    );
    server.offline = true;
    await expect(store.get('reflection', 'r1')).rejects.toBeInstanceOf(NetworkError);
  });

  it('reads from the cache when offline, and keeps writes on the device to send later', async () => {
    const store = storeFor();
    await store.put<Diary>('diary-entry', 'd1', { text: 'one' });
    await store.put<Diary>('diary-entry', 'd2', { text: 'two' });
    await store.list('diary-entry');

    server.offline = true;
    expect((await store.list<Diary>('diary-entry')).map((entry) => entry.value.text)).toEqual([
      'two',
      'one',
    ]);
    expect(await store.get<Diary>('diary-entry', 'd1')).toMatchObject({ value: { text: 'one' } });
    await expect(store.get('diary-entry', 'never-seen')).rejects.toBeInstanceOf(NetworkError);
    expect(await store.put('diary-entry', 'd3', { text: 'three' })).toBe('pending');
    expect(await store.remove('diary-entry', 'd1')).toBe('pending');
    // What waits is shown at once: d3 is there, d1 is gone.
    const texts = (await store.list<Diary>('diary-entry')).map((entry) => entry.value.text);
    expect(texts.sort()).toEqual(['three', 'two']);
    expect(await store.get('diary-entry', 'd1')).toBeNull();
    expect(await store.get<Diary>('diary-entry', 'd3')).toMatchObject({ value: { text: 'three' } });
    // Nothing was sent, and the server still has d1.
    expect(server.records.has('diary-entry/d3')).toBe(false);
    expect(server.records.has('diary-entry/d1')).toBe(true);
  });

  it('reads from the cache while the server’s database is away (503), and lets the write wait', async () => {
    const store = storeFor();
    await store.put<Diary>('diary-entry', 'd1', { text: 'one' });
    server.databaseAway = true;
    expect((await store.list<Diary>('diary-entry')).map((entry) => entry.value.text)).toEqual([
      'one',
    ]);
    expect(await store.get<Diary>('diary-entry', 'd1')).toMatchObject({ value: { text: 'one' } });
    expect(await store.put('diary-entry', 'd1', { text: 'two' })).toBe('pending');
    // Back again: the server still has the first version until the outbox is sent.
    server.databaseAway = false;
    expect(server.records.get('diary-entry/d1')?.version).toBe(1);
    expect(await store.get<Diary>('diary-entry', 'd1')).toMatchObject({ value: { text: 'two' } });
  });

  it('keeps only ciphertext in the device cache, apart per account', async () => {
    await storeFor().put<Diary>('diary-entry', 'd1', { text: SECRET });
    await storeFor().list('diary-entry');

    const cached = await cacheContents();
    expect(cached).toEqual([
      {
        accountId: 'account-1',
        kind: 'diary-entry',
        id: 'd1',
        version: 1,
        ciphertext: server.records.get('diary-entry/d1')?.ciphertext,
        updatedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(cached)).not.toContain('afraid');

    server.offline = true;
    expect(await storeFor('account-2').list('diary-entry')).toEqual([]);
    await clearRecordCache();
    expect(await cacheContents()).toEqual([]);
  });

  it('reports the limit of a kind (10 network people)', async () => {
    const store = storeFor();
    for (let i = 0; i < 10; i++) await store.put('network-person', `p${i}`, { name: `P${i}` });
    const error = await store
      .put('network-person', 'p10', { name: 'P10' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecordLimitError);
    expect(error).toMatchObject({ kind: 'network-person', limit: 10 });
    // Updating one of the ten is still allowed.
    await store.put('network-person', 'p3', { name: 'P3, renamed' });
  });

  it('reports a record too large, before sending it or when the server says so', async () => {
    const store = storeFor();
    await expect(store.put('mandala', 'm1', { image: 'x'.repeat(300_000) })).rejects.toMatchObject({
      name: 'RecordTooLargeError',
      kind: 'mandala',
    });
    expect(server.bodies).toEqual([]);
    server.maxCiphertextLength = 100;
    await expect(store.put('mandala', 'm1', { image: 'x'.repeat(200) })).rejects.toBeInstanceOf(
      RecordTooLargeError,
    );
  });

  it('reports a full account and too many writes, and keeps the device copy as it was', async () => {
    const store = storeFor();
    await store.put<Diary>('diary-entry', 'd1', { text: 'kept' });
    server.storageQuota = [...server.records.values()][0]?.ciphertext.length ?? 0;
    await expect(store.put<Diary>('diary-entry', 'd2', { text: 'more' })).rejects.toBeInstanceOf(
      RecordStorageFullError,
    );
    server.storageQuota = Number.MAX_SAFE_INTEGER;
    server.writesLimited = true;
    await expect(store.put<Diary>('diary-entry', 'd1', { text: 'again' })).rejects.toBeInstanceOf(
      RecordWritesLimitedError,
    );
    await expect(store.remove('diary-entry', 'd1')).rejects.toBeInstanceOf(
      RecordWritesLimitedError,
    );
    server.writesLimited = false;
    expect(await store.get<Diary>('diary-entry', 'd1')).toMatchObject({ value: { text: 'kept' } });
    expect(await store.get<Diary>('diary-entry', 'd2')).toBeNull();
  });

  it('notices a record the server moved to another id', async () => {
    const store = storeFor();
    await store.put<Diary>('diary-entry', 'd1', { text: 'one' });
    const original = server.records.get('diary-entry/d1');
    if (!original) throw new Error('not saved');
    server.records.set('diary-entry/d2', { ...original, id: 'd2' });
    await expect(store.get('diary-entry', 'd2')).rejects.toBeInstanceOf(RecordIntegrityError);
    await expect(store.list('diary-entry')).rejects.toBeInstanceOf(RecordIntegrityError);
  });

  it('needs a signed-in account with its key, and a valid id', async () => {
    await expect(storeFor(null).list('diary-entry')).rejects.toBeInstanceOf(RecordsLockedError);
    await expect(storeFor('account-1', () => null).get('settings', 'main')).rejects.toBeInstanceOf(
      RecordsLockedError,
    );
    await expect(storeFor().put('settings', '../account', {})).rejects.toThrow(TypeError);
    expect(server.bodies).toEqual([]);
  });
});
