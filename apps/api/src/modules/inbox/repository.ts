import type { RequestStatus, StaffNoteRow, StaffRequest } from '@waha/shared/staff';
import { staffNoteEnvelopeSchema } from '@waha/shared/staff-note';
import { storedRequestEnvelopeSchema } from '@waha/shared/session-request';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type RequestWithCount = {
  id: string;
  ciphertext: string;
  created_at: string;
  status: string;
  handled_at: string | null;
  notes: number | string | bigint;
};

function toStaffRequest(row: RequestWithCount): StaffRequest {
  return {
    id: row.id,
    receivedAt: row.created_at,
    status: row.status === 'handled' ? 'handled' : 'new',
    handledAt: row.handled_at,
    envelope: storedRequestEnvelopeSchema.parse(JSON.parse(row.ciphertext)),
    notes: Number(row.notes),
  };
}

function requestsWithNoteCounts(db: Kysely<Database>) {
  return db.selectFrom('therapy_requests').select((eb) => [
    'therapy_requests.id',
    'therapy_requests.ciphertext',
    'therapy_requests.created_at',
    'therapy_requests.status',
    'therapy_requests.handled_at',
    eb
      .selectFrom('staff_notes')
      .select((inner) => inner.fn.countAll().as('count'))
      .whereRef('staff_notes.request_id', '=', 'therapy_requests.id')
      .as('notes'),
  ]);
}

/**
 * Newest first, `limit` at most (all without one); with `before` (a request's id), only those
 * older than it. One more than `limit` is read to know whether more remain.
 */
export async function listInbox(
  db: Kysely<Database>,
  options: {
    limit?: number | undefined;
    status?: RequestStatus | undefined;
    before?: string | undefined;
  },
): Promise<{ requests: StaffRequest[]; nextBefore: string | null }> {
  let query = requestsWithNoteCounts(db);
  if (options.status) query = query.where('therapy_requests.status', '=', options.status);
  if (options.before !== undefined) {
    const cursor = await db
      .selectFrom('therapy_requests')
      .select(['created_at', 'id'])
      .where('id', '=', options.before)
      .executeTakeFirst();
    if (!cursor) return { requests: [], nextBefore: null };
    query = query.where((eb) =>
      eb.or([
        eb('therapy_requests.created_at', '<', cursor.created_at),
        eb.and([
          eb('therapy_requests.created_at', '=', cursor.created_at),
          eb('therapy_requests.id', '<', cursor.id),
        ]),
      ]),
    );
  }
  query = query
    .orderBy('therapy_requests.created_at', 'desc')
    .orderBy('therapy_requests.id', 'desc');
  const { limit } = options;
  const rows = await (limit === undefined ? query : query.limit(limit + 1)).execute();
  const page = rows.slice(0, limit).map((row) => toStaffRequest({ ...row, notes: row.notes ?? 0 }));
  return {
    requests: page,
    nextBefore: limit !== undefined && rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

export async function findInboxRequest(
  db: Kysely<Database>,
  id: string,
): Promise<StaffRequest | undefined> {
  const row = await requestsWithNoteCounts(db)
    .where('therapy_requests.id', '=', id)
    .executeTakeFirst();
  return row ? toStaffRequest({ ...row, notes: row.notes ?? 0 }) : undefined;
}

/** A request's notes, oldest first, with the name of whoever wrote each. */
export async function listNotes(db: Kysely<Database>, requestId: string): Promise<StaffNoteRow[]> {
  const rows = await db
    .selectFrom('staff_notes')
    .innerJoin('staff_members', 'staff_members.id', 'staff_notes.author_id')
    .select([
      'staff_notes.id',
      'staff_notes.created_at',
      'staff_notes.ciphertext',
      'staff_members.name',
    ])
    .where('staff_notes.request_id', '=', requestId)
    .orderBy('staff_notes.created_at')
    .orderBy('staff_notes.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at,
    author: row.name,
    envelope: staffNoteEnvelopeSchema.parse(JSON.parse(row.ciphertext)),
  }));
}

export async function insertNote(
  db: Kysely<Database>,
  row: {
    id: string;
    request_id: string;
    author_id: string;
    ciphertext: string;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('staff_notes').values(row).execute();
}
