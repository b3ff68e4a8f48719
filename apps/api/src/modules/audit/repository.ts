import { AUDIT_GENESIS_HASH, auditEntryHash } from '@waha/shared/audit-chain';
import type { AuditAction, AuditEntry } from '@waha/shared/audit-chain';
import type { Kysely, Selectable } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema';
import { auditKeyOf, auditMac } from './key';

export type AuditRow = Selectable<AuditLogTable>;

/** Who did it: a staff member, someone at the command line, or the server on its own (retention). */
export type AuditActor = { id: string; name: string } | 'command line' | 'server';

export interface AuditEvent {
  actor: AuditActor;
  action: AuditAction;
  requestId?: string;
  /** Ids, statuses and counts only: never what a request or a note says. */
  detail?: Record<string, string | number | boolean | null>;
}

/** Appends racing for the same number retry; this many tries means something else is wrong. */
const APPEND_ATTEMPTS = 50;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    seq: Number(row.seq),
    at: row.at,
    actorId: row.actor_id,
    actor: row.actor,
    action: row.action as AuditAction,
    requestId: row.request_id,
    detail: row.detail,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

function toRow(entry: AuditEntry, mac: string): AuditRow {
  return {
    seq: entry.seq,
    at: entry.at,
    actor_id: entry.actorId,
    actor: entry.actor,
    action: entry.action,
    request_id: entry.requestId,
    detail: entry.detail,
    prev_hash: entry.prevHash,
    hash: entry.hash,
    mac,
  };
}

function lastEntry(db: Kysely<Database>) {
  return db
    .selectFrom('audit_log')
    .select(['seq', 'hash'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Appends one entry after the newest, carrying its hash and its MAC with the audit key (which
 * `loadAuditKey` must have loaded for this database: without it nothing is appended). Two writers (processes, or transactions
 * on PostgreSQL) that read the same newest entry both try its number + 1: the one that comes
 * second inserts nothing (the number is the primary key) and tries again on top of the first,
 * so the chain stays one line. Pass a transaction to append with other writes, all or nothing.
 */
export async function appendAudit(db: Kysely<Database>, event: AuditEvent): Promise<AuditEntry> {
  const { actor } = event;
  const auditKey = auditKeyOf(db);
  if (!auditKey) throw new Error('the audit key is not loaded for this database (loadAuditKey)');
  for (let attempt = 0; attempt < APPEND_ATTEMPTS; attempt++) {
    const last = await lastEntry(db);
    const unhashed = {
      seq: Number(last?.seq ?? 0) + 1,
      at: new Date().toISOString(),
      actorId: typeof actor === 'string' ? null : actor.id,
      actor: typeof actor === 'string' ? actor : actor.name,
      action: event.action,
      requestId: event.requestId ?? null,
      detail: JSON.stringify(event.detail ?? {}),
      prevHash: last?.hash ?? AUDIT_GENESIS_HASH,
    };
    const entry = { ...unhashed, hash: await auditEntryHash(unhashed) };
    const result = await db
      .insertInto('audit_log')
      .values(toRow(entry, auditMac(auditKey.key, entry.seq, entry.hash)))
      .onConflict((conflict) => conflict.column('seq').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 1) return entry;
  }
  throw new Error(`could not append to the audit trail in ${APPEND_ATTEMPTS} attempts`);
}

/** Entries newest first, below `before` when given. */
export async function auditPage(
  db: Kysely<Database>,
  limit: number,
  before?: number,
): Promise<AuditRow[]> {
  let query = db.selectFrom('audit_log').selectAll();
  if (before !== undefined) query = query.where('seq', '<', before);
  return query.orderBy('seq', 'desc').limit(limit).execute();
}

export function findAuditEntry(db: Kysely<Database>, seq: number) {
  return db.selectFrom('audit_log').selectAll().where('seq', '=', seq).executeTakeFirst();
}

/** Entries oldest first, from `after` on, `limit` at a time: for walking the whole chain. */
export function auditBatch(
  db: Kysely<Database>,
  after: number,
  limit: number,
): Promise<AuditRow[]> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(limit)
    .execute();
}
