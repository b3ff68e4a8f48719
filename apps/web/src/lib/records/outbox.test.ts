import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeRecordsServer } from '@/test/fake-records-server';
import type { FakeRecordsServer } from '@/test/fake-records-server';
import { testDataKey } from '@/test/data-key';
import { decryptRecord, encryptRecord } from '../crypto';
import { clearRecordCache, createRecordsStore } from './index';
import { clearOutbox, pendingWrites } from './outbox';
import { backoff, createOutboxSync } from './outbox-sync';

interface Diary {
  text: string;
}
const A = '0b5c3a6e-1111-4c1e-9a51-2b1d5d7e0a01';
const B = '0b5c3a6e-2222-4c1e-9a51-2b1d5d7e0a02';

let server: FakeRecordsServer;
let dataKey: CryptoKey;
let clock: number;
let queued: number;

function setup(account = 'account-1') {
  const options = { getDataKey: async () => dataKey, accountId: () => account };
  const store = createRecordsStore({ ...options, onQueued: () => (queued += 1) });
  const sync = createOutboxSync({ ...options, now: () => clock });
  return { store, sync };
}

const open = (id: string, ciphertext: string) =>
  decryptRecord<Diary>(dataKey, 'diary-entry', id, ciphertext);

async function serverText(id: string): Promise<string | undefined> {
  const record = server.records.get(`diary-entry/${id}`);
  return record ? (await open(id, record.ciphertext)).text : undefined;
}

async function changeElsewhere(id: string, text: string): Promise<void> {
  server.writeElsewhere(
    'diary-entry',
    id,
    await encryptRecord(dataKey, 'diary-entry', id, { text }),
  );
}

beforeEach(async () => {
  server = createFakeRecordsServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  dataKey = await testDataKey();
  clock = Date.UTC(2026, 0, 1);
  queued = 0;
  await clearRecordCache();
  await clearOutbox();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('outbox', () => {
  it('keeps offline writes as ciphertext only, shows them at once, and sends them when back', async () => {
    const { store, sync } = setup();
    server.offline = true;
    expect(await store.put<Diary>('diary-entry', A, { text: 'afraid of the checkpoint' })).toBe(
      'pending',
    );
    expect(queued).toBe(1);
    expect((await store.list<Diary>('diary-entry')).map((it) => it.value.text)).toEqual([
      'afraid of the checkpoint',
    ]);
    // What IndexedDB holds is ciphertext, never the words.
    const db = await openDB('waha-outbox');
    const raw = JSON.stringify(await db.getAll('writes'));
    db.close();
    expect(raw).not.toContain('afraid');

    server.offline = false;
    expect(await sync.flush()).toMatchObject({ sent: 1, keptBoth: 0, waiting: 0 });
    expect(await serverText(A)).toBe('afraid of the checkpoint');
    expect(await pendingWrites('account-1')).toEqual([]);
  });

  it('coalesces: a second put replaces the first and keeps its base version', async () => {
    const { store, sync } = setup();
    await store.put<Diary>('diary-entry', A, { text: 'one' });
    server.offline = true;
    await store.put<Diary>('diary-entry', A, { text: 'two' });
    await store.put<Diary>('diary-entry', A, { text: 'three' });
    const entries = await pendingWrites('account-1');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ op: 'put', baseVersion: 1 });

    server.offline = false;
    await sync.flush();
    expect(server.records.get(`diary-entry/${A}`)?.version).toBe(2);
    expect(await serverText(A)).toBe('three');
  });

  it('drops both a create and its removal, and turns a later edit into a removal', async () => {
    const { store, sync } = setup();
    await store.put<Diary>('diary-entry', B, { text: 'kept online' });
    server.offline = true;
    await store.put<Diary>('diary-entry', A, { text: 'never sent' });
    expect(await store.remove('diary-entry', A)).toBe('saved');
    await store.put<Diary>('diary-entry', B, { text: 'edited' });
    expect(await store.remove('diary-entry', B)).toBe('pending');
    expect(await pendingWrites('account-1')).toMatchObject([{ id: B, op: 'remove' }]);
    expect(await store.list('diary-entry')).toEqual([]);

    server.offline = false;
    await sync.flush();
    expect(server.records.size).toBe(0);
    expect(server.bodies.filter((body) => body.includes('ciphertext'))).toHaveLength(1);
  });

  it('sends in the order the records first waited, and a later write after an earlier one', async () => {
    const { store, sync } = setup();
    server.offline = true;
    await store.put<Diary>('diary-entry', B, { text: 'first' });
    await store.put<Diary>('diary-entry', A, { text: 'second' });
    server.offline = false;
    // Online again, but B still waits: its new version goes after it, not around it.
    expect(await store.put<Diary>('diary-entry', B, { text: 'first, edited' })).toBe('pending');
    const order: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        order.push(String(input).slice(-4));
        return server.fetch(input, init);
      }),
    );
    await sync.flush();
    expect(order).toEqual([B.slice(-4), A.slice(-4)]);
    expect(await serverText(B)).toBe('first, edited');
  });

  it('retries with a growing backoff, and "sync now" does not wait for it', async () => {
    const { store, sync } = setup();
    server.offline = true;
    await store.put<Diary>('diary-entry', A, { text: 'waits' });
    expect(await sync.flush()).toMatchObject({ sent: 0, waiting: 1 });
    expect((await pendingWrites('account-1'))[0]).toMatchObject({
      attempts: 1,
      notBefore: clock + backoff(1),
    });
    await sync.flush(true);
    expect((await pendingWrites('account-1'))[0]).toMatchObject({ attempts: 2 });
    expect(backoff(1)).toBe(5_000);
    expect(backoff(2)).toBe(10_000);
    expect(backoff(30)).toBe(600_000);

    server.offline = false;
    // Not due yet: nothing is sent until the backoff ends, unless forced.
    expect(await sync.flush()).toMatchObject({ sent: 0, waiting: 1 });
    clock += backoff(2);
    expect(await sync.flush()).toMatchObject({ sent: 1, waiting: 0 });
  });

  it('waits on a 5xx as on no connection', async () => {
    const { store, sync } = setup();
    server.databaseAway = true;
    expect(await store.put<Diary>('diary-entry', A, { text: 'later' })).toBe('pending');
    expect(await sync.flush(true)).toMatchObject({ sent: 0, waiting: 1 });
    server.databaseAway = false;
    expect(await sync.flush(true)).toMatchObject({ sent: 1, waiting: 0 });
  });

  it('counts a replay the server already applied (lost answer) as sent, without a copy', async () => {
    const { store, sync } = setup();
    server.offline = true;
    await store.put<Diary>('diary-entry', A, { text: 'once' });
    // The write reached the server, but its answer never came back.
    const [entry] = await pendingWrites('account-1');
    server.offline = false;
    server.writeElsewhere('diary-entry', A, entry?.ciphertext ?? '');
    expect(await sync.flush()).toMatchObject({ sent: 1, keptBoth: 0, waiting: 0 });
    expect(server.records.size).toBe(1);
    expect(server.records.get(`diary-entry/${A}`)?.version).toBe(1);
  });

  it('counts the same words written elsewhere as sent, without a copy', async () => {
    const { store, sync } = setup();
    server.offline = true;
    await store.put<Diary>('diary-entry', A, { text: 'same' });
    server.offline = false;
    await changeElsewhere(A, 'same');
    expect(await sync.flush()).toMatchObject({ sent: 1, keptBoth: 0 });
    expect(server.records.size).toBe(1);
  });

  it('never overwrites on a 409: the other version stays, this one is kept beside it', async () => {
    const { store, sync } = setup();
    await store.put<Diary>('diary-entry', A, { text: 'start' });
    server.offline = true;
    await store.put<Diary>('diary-entry', A, { text: 'written on this phone' });
    server.offline = false;
    await changeElsewhere(A, 'written on the laptop');

    expect(await sync.flush()).toMatchObject({ keptBoth: 1, waiting: 0 });
    expect(await serverText(A)).toBe('written on the laptop');
    const copies = [...server.records.values()].filter((record) => record.id !== A);
    expect(copies).toHaveLength(1);
    const copy = copies[0];
    expect(await open(copy?.id ?? '', copy?.ciphertext ?? '')).toEqual({
      text: 'written on this phone',
      conflictCopyOf: A,
    });
    // Both are listed for the person to keep or delete.
    const texts = (await store.list<Diary>('diary-entry')).map((it) => it.value.text).sort();
    expect(texts).toEqual(['written on the laptop', 'written on this phone']);
  });

  it('merges a record with a fixed name: both texts are kept, neither overwritten', async () => {
    const { store, sync } = setup();
    const at = '2026-01-01T10:00:00.000Z';
    await store.put('reflection', 'breathing', { text: 'calm', updatedAt: at });
    server.offline = true;
    await store.put('reflection', 'breathing', {
      text: 'calmer',
      updatedAt: at.replace('10', '12'),
    });
    server.offline = false;
    server.writeElsewhere(
      'reflection',
      'breathing',
      await encryptRecord(dataKey, 'reflection', 'breathing', {
        text: 'tired',
        updatedAt: at.replace('10', '11'),
      }),
    );
    expect(await sync.flush()).toMatchObject({ keptBoth: 1, sent: 1, waiting: 0 });
    const stored = server.records.get('reflection/breathing');
    expect(
      await decryptRecord(dataKey, 'reflection', 'breathing', stored?.ciphertext ?? ''),
    ).toEqual({ text: 'tired\n\ncalmer', updatedAt: at.replace('10', '12') });
  });

  it('does not delete what was changed elsewhere, and recreates what was deleted elsewhere', async () => {
    const { store, sync } = setup();
    await store.put<Diary>('diary-entry', A, { text: 'to delete' });
    await store.put<Diary>('diary-entry', B, { text: 'to edit' });
    server.offline = true;
    await store.remove('diary-entry', A);
    await store.put<Diary>('diary-entry', B, { text: 'edited here' });
    server.offline = false;
    await changeElsewhere(A, 'changed there');
    server.records.delete(`diary-entry/${B}`);

    expect(await sync.flush()).toMatchObject({ keptChanged: 1, sent: 1, waiting: 0 });
    expect(await serverText(A)).toBe('changed there');
    expect(await serverText(B)).toBe('edited here');
  });

  it('survives closing the app: a new store and sync find and send what waited', async () => {
    server.offline = true;
    await setup().store.put<Diary>('diary-entry', A, { text: 'before the reload' });
    server.offline = false;
    const { store, sync } = setup();
    expect((await store.list<Diary>('diary-entry')).map((it) => it.value.text)).toEqual([
      'before the reload',
    ]);
    await sync.flush();
    expect(await serverText(A)).toBe('before the reload');
  });

  it('keeps each account’s writes apart: another account neither sees nor sends them', async () => {
    server.offline = true;
    await setup('account-1').store.put<Diary>('diary-entry', A, { text: 'mine' });
    server.offline = false;
    const other = setup('account-2');
    expect(await other.store.list('diary-entry')).toEqual([]);
    expect(await other.sync.flush(true)).toMatchObject({ sent: 0, waiting: 0 });
    expect(server.records.size).toBe(0);
    expect(await pendingWrites('account-1')).toHaveLength(1);
  });
});
