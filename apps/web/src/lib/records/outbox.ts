import type { DBSchema, IDBPDatabase } from 'idb';
import type { RecordKind } from '@waha/shared';
import { lazyDatabase } from '../platform/idb-connection';

/**
 * Writes that wait for the network: a save or a deletion made while the server could not be
 * reached, kept on this device until it can be sent. Like the record cache it holds only what the
 * server would hold, ciphertext (already encrypted with the data key), never plaintext; and each
 * entry belongs to one account, so the next person on a shared phone neither sees nor sends it.
 *
 * One entry per record (kind, id): a later write to the same record replaces the pending one
 * (coalescing) but keeps its base version, the version the device last saw from the server, so
 * that a change made elsewhere meanwhile is still noticed when it is sent. Entries are sent in the
 * order of their `seq`, the order in which each record first waited.
 */
export interface OutboxEntry {
  accountId: string;
  kind: RecordKind;
  id: string;
  op: 'put' | 'remove';
  /** The server's version this write replaces; 0 for a record the server never had. */
  baseVersion: number;
  /** The record as encrypted for the server (`put` only). */
  ciphertext?: string;
  /** The base version's ciphertext, when the device had it: what a merge starts from. */
  baseCiphertext?: string;
  /** Names this write, whatever its number of attempts; new with every coalesced write. */
  idempotencyKey: string;
  seq: number;
  createdAt: string;
  /** When the latest of the coalesced writes was made. */
  updatedAt: string;
  attempts: number;
  /** Not sent again before this time (ms since 1970) unless the person asks to sync now. */
  notBefore: number;
}

interface OutboxDb extends DBSchema {
  writes: {
    key: [string, string, string];
    value: OutboxEntry;
    indexes: { 'by-account': string };
  };
}

const STORE = 'writes';

const database = lazyDatabase<OutboxDb>('waha-outbox', 1, (db) => {
  const store = db.createObjectStore(STORE, { keyPath: ['accountId', 'kind', 'id'] });
  store.createIndex('by-account', 'accountId');
});

type Db = IDBPDatabase<OutboxDb>;

async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  return work(await database());
}

/** The pending write of one record, if any. */
export function pendingWrite(
  accountId: string,
  kind: RecordKind,
  id: string,
): Promise<OutboxEntry | undefined> {
  return withDb((db) => db.get(STORE, [accountId, kind, id]));
}

/** Every pending write of an account, oldest first. */
export async function pendingWrites(accountId: string): Promise<OutboxEntry[]> {
  const entries = await withDb((db) => db.getAllFromIndex(STORE, 'by-account', accountId));
  return entries.sort((a, b) => a.seq - b.seq);
}

export type NewWrite = Pick<
  OutboxEntry,
  'accountId' | 'kind' | 'id' | 'baseVersion' | 'baseCiphertext'
> &
  ({ op: 'put'; ciphertext: string } | { op: 'remove' });

/**
 * Adds a write to wait, coalesced with the record's pending one: a put or remove replaces it
 * (keeping its base version and place in the order), and removing a record that was only created
 * on this device drops both, since the server never has to hear of it. Returns whether a write
 * now waits.
 */
export function enqueueWrite(write: NewWrite): Promise<boolean> {
  return withDb(async (db) => {
    const tx = db.transaction(STORE, 'readwrite');
    const key: [string, string, string] = [write.accountId, write.kind, write.id];
    const pending = await tx.store.get(key);
    const base = pending?.baseVersion ?? write.baseVersion;
    if (write.op === 'remove' && base === 0) {
      if (pending) await tx.store.delete(key);
      await tx.done;
      return false;
    }
    const now = new Date().toISOString();
    const all = pending ? [] : await tx.store.index('by-account').getAll(write.accountId);
    const entry: OutboxEntry = {
      ...write,
      baseVersion: base,
      baseCiphertext: pending ? pending.baseCiphertext : write.baseCiphertext,
      idempotencyKey: crypto.randomUUID(),
      seq: pending?.seq ?? all.reduce((top, it) => Math.max(top, it.seq), 0) + 1,
      createdAt: pending?.createdAt ?? now,
      updatedAt: now,
      attempts: 0,
      notBefore: 0,
    };
    await tx.store.put(entry);
    await tx.done;
    return true;
  });
}

/**
 * Removes a pending write once it has been dealt with, unless it was replaced meanwhile (a new
 * write to the same record while this one was on its way): that one still waits.
 */
export function settleWrite(entry: OutboxEntry): Promise<void> {
  return withDb(async (db) => {
    const tx = db.transaction(STORE, 'readwrite');
    const key: [string, string, string] = [entry.accountId, entry.kind, entry.id];
    const current = await tx.store.get(key);
    if (current?.idempotencyKey === entry.idempotencyKey) await tx.store.delete(key);
    await tx.done;
  });
}

/** Saves a changed entry (more attempts, a later time, a new base) unless it was replaced. */
export function updateWrite(entry: OutboxEntry): Promise<void> {
  return withDb(async (db) => {
    const tx = db.transaction(STORE, 'readwrite');
    const current = await tx.store.get([entry.accountId, entry.kind, entry.id]);
    if (current?.idempotencyKey === entry.idempotencyKey) await tx.store.put(entry);
    await tx.done;
  });
}

/** Forgets every pending write of one account (when the account itself is deleted). */
export function forgetAccountWrites(accountId: string): Promise<void> {
  return withDb(async (db) => {
    const tx = db.transaction(STORE, 'readwrite');
    const keys = await tx.store.index('by-account').getAllKeys(accountId);
    await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  });
}

/** For tests: forgets every pending write of every account. */
export async function clearOutbox(): Promise<void> {
  await withDb((db) => db.clear(STORE));
}
