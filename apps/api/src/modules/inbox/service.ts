import { randomUUID } from 'node:crypto';
import type { RequestStatus, StaffNoteRow, StaffRequest } from '@waha/shared/staff';
import type { StaffNoteEnvelope } from '@waha/shared/staff-note';
import { isP256Point } from '@waha/shared/staff-seal';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { appendAudit } from '../audit/repository';
import type { AuditActor } from '../audit/repository';
import { setSessionRequestStatus } from '../session-requests/repository';
import { listStaffKeys } from '../staff-keys/staff-keys';
import { findInboxRequest, insertNote, listInbox, listNotes } from './repository';

/*
 * The inbox's operations, each with its audit entry: the one place their rules live. The HTTP
 * routes (`routes.ts`, a staff member as the actor) and `npm run requests` (`cli/commands/
 * requests.ts`, the command line as the actor) both call these and hold no rule of their own.
 * Requests and notes stay ciphertext here; the audit trail gets ids, statuses and counts only.
 */

export const REQUEST_NOT_FOUND = new HttpError(404, 'not_found', 'No such request');

/**
 * Newest first, `limit` at most (all without one); with `before` (a request's id), only those
 * older than it. Written to the audit trail with how many were read and the status asked for.
 */
export async function listRequests(
  db: Kysely<Database>,
  actor: AuditActor,
  options: { limit?: number; status?: RequestStatus | undefined; before?: string | undefined },
): Promise<{ requests: StaffRequest[]; nextBefore: string | null }> {
  const page = await listInbox(db, options);
  const { status } = options;
  await appendAudit(db, {
    actor,
    action: 'requests.listed',
    detail: { count: page.requests.length, ...(status ? { status } : {}) },
  });
  return page;
}

/** One request with its sealed notes, its reading written to the audit trail; 404 when unknown. */
export async function openRequest(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
): Promise<{ request: StaffRequest; notes: StaffNoteRow[] }> {
  const found = await findInboxRequest(db, id);
  if (!found) throw REQUEST_NOT_FOUND;
  await appendAudit(db, { actor, action: 'request.viewed', requestId: id });
  return { request: found, notes: await listNotes(db, id) };
}

/**
 * Marks a request new or handled, with its audit entry in the same transaction (marking again
 * what has the status changes nothing but is still written down); 404 when unknown.
 */
export async function markRequest(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  status: RequestStatus,
): Promise<StaffRequest> {
  const changed = await db.transaction().execute(async (trx) => {
    if (!(await setSessionRequestStatus(trx, id, status))) return false;
    await appendAudit(trx, { actor, action: 'request.marked', requestId: id, detail: { status } });
    return true;
  });
  const found = changed ? await findInboxRequest(db, id) : undefined;
  if (!found) throw REQUEST_NOT_FOUND;
  return found;
}

/**
 * Adds a note sealed in the inbox to a staff key this server knows, by a signed-in staff member
 * (notes have an author), with its audit entry in the same transaction.
 */
export async function addNote(
  db: Kysely<Database>,
  author: { id: string; name: string },
  requestId: string,
  envelope: StaffNoteEnvelope,
): Promise<StaffNoteRow> {
  const known = await listStaffKeys(db);
  if (!known.some((key) => key.keyId === envelope.keyId)) {
    throw new HttpError(400, 'validation_error', 'Sealed to a key this server does not know');
  }
  if (!(await isP256Point(envelope.ephemeralPublicKey))) {
    throw new HttpError(400, 'validation_error', 'The ephemeral key is not a P-256 point');
  }
  if (!(await findInboxRequest(db, requestId))) throw REQUEST_NOT_FOUND;
  const note = { id: randomUUID(), at: new Date().toISOString() };
  await db.transaction().execute(async (trx) => {
    await insertNote(trx, {
      id: note.id,
      request_id: requestId,
      author_id: author.id,
      ciphertext: JSON.stringify(envelope),
      created_at: note.at,
    });
    await appendAudit(trx, {
      actor: author,
      action: 'request.noted',
      requestId,
      detail: { noteId: note.id },
    });
  });
  return { ...note, author: author.name, envelope };
}

/**
 * An export of `count` requests, written to the audit trail: the inbox makes its CSV file in the
 * browser and reports only the count. The same entry as `exportRequests` writes.
 */
export async function recordExport(
  db: Kysely<Database>,
  actor: AuditActor,
  count: number,
): Promise<void> {
  await appendAudit(db, { actor, action: 'requests.exported', detail: { count } });
}

/** Every request, oldest first, for an export made here (the command line); audited as such. */
export async function exportRequests(
  db: Kysely<Database>,
  actor: AuditActor,
): Promise<StaffRequest[]> {
  const { requests } = await listInbox(db, {});
  await recordExport(db, actor, requests.length);
  return requests.reverse();
}

/**
 * The id of the one request whose id is `given` or starts with it (8 characters at least), for
 * the command line's short ids: `{ matches }` when none or several do. Reads ids only.
 */
export async function resolveRequestId(
  db: Kysely<Database>,
  given: string,
): Promise<{ id: string } | { matches: number }> {
  if (await findInboxRequest(db, given)) return { id: given };
  if (given.length < 8) return { matches: 0 };
  const ids = await db.selectFrom('therapy_requests').select('id').execute();
  const candidates = ids.filter((row) => row.id.startsWith(given));
  const [only] = candidates;
  return only && candidates.length === 1 ? { id: only.id } : { matches: candidates.length };
}
