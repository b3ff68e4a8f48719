import { toCsv } from '@waha/shared/csv';
import { verifyAuditEntries } from '@waha/shared/audit-chain';
import type { AuditAnchor, AuditVerification } from '@waha/shared/audit-chain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { auditBatch, toAuditEntry } from './repository';
import type { AuditRow } from './repository';

/** Entries read at once while walking the chain: bounded memory, whatever its length. */
const BATCH = 1000;

/** Every entry, oldest first, in batches. */
async function* allEntries(db: Kysely<Database>): AsyncGenerator<AuditRow[]> {
  let after = 0;
  for (;;) {
    const rows = await auditBatch(db, after, BATCH);
    if (rows.length === 0) return;
    yield rows;
    after = Number(rows.at(-1)?.seq ?? after);
    if (rows.length < BATCH) return;
  }
}

/**
 * Checks the whole chain from its first entry: the first changed or missing entry, or how many
 * were checked. (Removing the newest entries leaves a shorter chain that checks; the inbox keeps
 * the newest entry an admin's browser has checked and says when it is gone.)
 */
export async function verifyAuditTrail(db: Kysely<Database>): Promise<AuditVerification> {
  let previous: AuditAnchor | null = null;
  let checked = 0;
  for await (const rows of allEntries(db)) {
    const result = await verifyAuditEntries(rows.map(toAuditEntry), previous);
    checked += result.checked;
    if (!result.ok) return { ...result, checked };
    previous = result.head;
  }
  return { ok: true, checked, head: previous };
}

export const AUDIT_CSV_HEADER = [
  'seq',
  'at',
  'actor',
  'actor_id',
  'action',
  'request_id',
  'detail',
  'prev_hash',
  'hash',
];

/** The whole trail as CSV (formula-safe, with a byte-order mark), oldest first. */
export async function auditCsv(db: Kysely<Database>): Promise<string> {
  const parts = [`\uFEFF${toCsv([AUDIT_CSV_HEADER])}`];
  for await (const rows of allEntries(db)) {
    parts.push(
      toCsv(
        rows.map((row) => [
          Number(row.seq),
          row.at,
          row.actor,
          row.actor_id ?? '',
          row.action,
          row.request_id ?? '',
          row.detail,
          row.prev_hash,
          row.hash,
        ]),
      ),
    );
  }
  return parts.join('');
}
