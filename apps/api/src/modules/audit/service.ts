import { toCsv } from '@waha/shared/csv';
import { verifyAuditEntries } from '@waha/shared/audit-chain';
import type { AuditAnchor, AuditProblem } from '@waha/shared/audit-chain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AUDIT_KEY_FILE, auditKeyOf, auditMacHolds } from './key';
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
 * What `verifyAuditTrail` found. `keyedFrom`: the first entry that must carry the audit key's MAC
 * (null when no key is loaded); `unkeyed`: the problem is a missing or wrong MAC, so the entry
 * was changed, or written, by something that does not hold the key.
 */
export type TrailVerification =
  | { ok: true; checked: number; head: AuditAnchor | null; keyedFrom: number | null }
  | { ok: false; checked: number; seq: number; problem: AuditProblem; unkeyed?: true };

/**
 * Checks the whole chain from its first entry, and the MAC of every entry from the audit key's
 * `fromSeq` on: the first changed or missing entry, or how many were checked. A trail rewritten
 * and hashed again from any entry before the newest keyed one fails here, since the MACs cannot
 * be made again without the key. (Removing the newest entries leaves a shorter trail that checks;
 * the inbox keeps the newest entry an admin's browser has checked and says when it is gone.)
 */
export async function verifyAuditTrail(db: Kysely<Database>): Promise<TrailVerification> {
  const auditKey = auditKeyOf(db);
  let previous: AuditAnchor | null = null;
  let checked = 0;
  for await (const rows of allEntries(db)) {
    const chain = await verifyAuditEntries(rows.map(toAuditEntry), previous);
    const forged = auditKey
      ? rows.find(
          (row) =>
            Number(row.seq) >= auditKey.fromSeq &&
            !auditMacHolds(auditKey.key, Number(row.seq), row.hash, row.mac),
        )
      : undefined;
    const forgedSeq = forged ? Number(forged.seq) : Infinity;
    if (!chain.ok && chain.seq <= forgedSeq) return { ...chain, checked: checked + chain.checked };
    if (forged) {
      const before = rows.filter((row) => Number(row.seq) < forgedSeq).length;
      return {
        ok: false,
        checked: checked + before,
        seq: forgedSeq,
        problem: 'changed',
        unkeyed: true,
      };
    }
    if (!chain.ok) return { ...chain, checked: checked + chain.checked };
    checked += chain.checked;
    previous = chain.head;
  }
  return { ok: true, checked, head: previous, keyedFrom: auditKey?.fromSeq ?? null };
}

/** `npm run staff -- audit verify`'s report: what it found, and what it cannot tell. */
export function describeVerification(result: TrailVerification): string {
  if (!result.ok) {
    if (result.unkeyed) {
      return (
        `The audit trail is broken: entry ${result.seq} does not carry the audit key's MAC, ` +
        `so it was changed, or written by something without ${AUDIT_KEY_FILE}.\n`
      );
    }
    return result.problem === 'changed'
      ? `The audit trail is broken: entry ${result.seq} was changed after it was written.\n`
      : `The audit trail is broken before entry ${result.seq}: an entry was removed or replaced.\n`;
  }
  const lines = [
    `The audit trail is whole: ${result.checked} entries, each naming the one before.`,
  ];
  const newest = result.head?.seq ?? 0;
  if (result.keyedFrom !== null && newest >= result.keyedFrom) {
    lines.push(
      `Entries ${result.keyedFrom} to ${newest} carry the MAC of the audit key in ${AUDIT_KEY_FILE} ` +
        '(outside the database), so none of them, nor any entry before them, was rewritten.',
    );
    if (result.keyedFrom > 1) {
      lines.push(
        `Entries 1 to ${result.keyedFrom - 1} were written before the key existed: ` +
          `only entry ${result.keyedFrom}'s MAC vouches for them.`,
      );
    }
  } else if (newest > 0) {
    lines.push(
      "No entry carries the audit key's MAC yet: the chain alone shows changes, not a rewrite.",
    );
  }
  if (newest > 0) {
    lines.push(
      `The newest entry is ${newest}: removing the newest entries does not show here, ` +
        'so compare with the number you noted last time.',
    );
  }
  return `${lines.join('\n')}\n`;
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
