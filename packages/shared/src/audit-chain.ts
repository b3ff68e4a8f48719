import { z } from 'zod';
import { utf8Encode } from './bytes';

/**
 * The staff audit trail as a hash chain: each entry carries the SHA-256 of its own fields and of
 * the entry before it, so changing an entry, or removing one from the middle, breaks the chain
 * where it happened. The server appends and checks it; the inbox checks again what it is shown,
 * with this same code, so a server that lied would have to rewrite the whole chain after the
 * change (and a browser that saw the newest entry before notices when it is gone).
 */

/** The `prevHash` of the first entry. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

/** What an entry records. Never the content of a request or a note: ids, statuses, counts. */
export const AUDIT_ACTIONS = [
  'staff.added',
  'staff.disabled',
  'staff.enabled',
  'staff.setup_link',
  'staff.password_set',
  'staff.signed_in',
  'staff.signed_out',
  'requests.listed',
  'request.viewed',
  'request.marked',
  'request.noted',
  'requests.exported',
  'request.deleted',
  'key.rotated',
  'audit.viewed',
  'audit.exported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** One entry as stored and sent: `detail` is JSON text, hashed as it is stored. */
export const auditEntrySchema = z.object({
  seq: z.number().int().min(1),
  at: z.string(),
  /** The staff member's id; null for the command line and the server itself. */
  actorId: z.string().nullable(),
  /** The staff member's name when it happened, `command line` or `server`. */
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  requestId: z.string().nullable(),
  detail: z.string(),
  prevHash: sha256Hex,
  hash: sha256Hex,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type UnhashedAuditEntry = Omit<AuditEntry, 'hash'>;

/** The hash an entry must carry: SHA-256 (hex) of its fields, the previous hash among them. */
export async function auditEntryHash(entry: UnhashedAuditEntry): Promise<string> {
  const fields = [
    entry.seq,
    entry.at,
    entry.actorId,
    entry.actor,
    entry.action,
    entry.requestId,
    entry.detail,
    entry.prevHash,
  ];
  const digest = await crypto.subtle.digest('SHA-256', utf8Encode(JSON.stringify(fields)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The last entry checked: where the next run of entries must continue from. */
export interface AuditAnchor {
  seq: number;
  hash: string;
}

/**
 * `changed`: an entry's fields no longer give its hash; `missing`: the chain skips a number or an
 * entry does not name the one before it (one was removed or replaced).
 */
export type AuditProblem = 'changed' | 'missing';

export type AuditVerification =
  | { ok: true; checked: number; head: AuditAnchor | null }
  | { ok: false; checked: number; seq: number; problem: AuditProblem };

/**
 * Checks entries in ascending order, continuing from `previous` (the entry before the first, or
 * none when the first is the chain's first). Stops at the first problem.
 */
export async function verifyAuditEntries(
  entries: readonly AuditEntry[],
  previous: AuditAnchor | null = null,
): Promise<AuditVerification> {
  let head = previous;
  let checked = 0;
  for (const entry of entries) {
    const expectedSeq = (head?.seq ?? 0) + 1;
    const expectedPrev = head?.hash ?? AUDIT_GENESIS_HASH;
    if (entry.seq !== expectedSeq || entry.prevHash !== expectedPrev) {
      return { ok: false, checked, seq: Math.min(entry.seq, expectedSeq), problem: 'missing' };
    }
    if ((await auditEntryHash(entry)) !== entry.hash) {
      return { ok: false, checked, seq: entry.seq, problem: 'changed' };
    }
    head = { seq: entry.seq, hash: entry.hash };
    checked += 1;
  }
  return { ok: true, checked, head };
}
