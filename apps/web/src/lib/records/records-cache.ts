import type { DBSchema, IDBPDatabase } from 'idb';
import type { RecordKind } from '@waha/shared';
import { lazyDatabase } from '../platform/idb-connection';

/**
 * The device's copy of the person's records, for reading offline and for knowing which version
 * a write replaces. It holds exactly what the server holds, ciphertext, never plaintext: anyone
 * who gets at the device's storage learns no more than the server does.
 *
 * The cache is a convenience. Where IndexedDB fails (some private modes, a full disk) every
 * operation here quietly does nothing and the app keeps working online.
 */

export interface CachedRecord {
  accountId: string;
  kind: RecordKind;
  id: string;
  version: number;
  ciphertext: string;
  updatedAt: string;
}

interface RecordsDb extends DBSchema {
  records: {
    key: [string, string, string];
    value: CachedRecord;
    indexes: { 'by-kind': [string, string] };
  };
}

const DB_NAME = 'waha-records';
const STORE = 'records';

const database = lazyDatabase<RecordsDb>(DB_NAME, 1, (db) => {
  const store = db.createObjectStore(STORE, { keyPath: ['accountId', 'kind', 'id'] });
  store.createIndex('by-kind', ['accountId', 'kind']);
});

async function quietly<T>(
  work: (db: IDBPDatabase<RecordsDb>) => Promise<T>,
  fallback: T,
): Promise<T> {
  try {
    return await work(await database());
  } catch {
    return fallback;
  }
}

export function readCachedRecord(
  accountId: string,
  kind: RecordKind,
  id: string,
): Promise<CachedRecord | undefined> {
  return quietly((db) => db.get(STORE, [accountId, kind, id]), undefined);
}

export function readCachedKind(accountId: string, kind: RecordKind): Promise<CachedRecord[]> {
  return quietly((db) => db.getAllFromIndex(STORE, 'by-kind', [accountId, kind]), []);
}

export function cacheRecord(record: CachedRecord): Promise<void> {
  return quietly(async (db) => {
    await db.put(STORE, record);
  }, undefined);
}

export function forgetCachedRecord(accountId: string, kind: RecordKind, id: string): Promise<void> {
  return quietly((db) => db.delete(STORE, [accountId, kind, id]), undefined);
}

/** Makes the cache of one kind exactly `records` (what the server listed), in one transaction. */
export function replaceCachedKind(
  accountId: string,
  kind: RecordKind,
  records: CachedRecord[],
): Promise<void> {
  return quietly(async (db) => {
    const tx = db.transaction(STORE, 'readwrite');
    const keys = await tx.store.index('by-kind').getAllKeys([accountId, kind]);
    await Promise.all([
      ...keys.map((key) => tx.store.delete(key)),
      ...records.map((record) => tx.store.put(record)),
      tx.done,
    ]);
  }, undefined);
}

/** Forgets every cached record of every account on this device (log out). */
export async function clearRecordCache(): Promise<void> {
  await (await database()).clear(STORE);
}
