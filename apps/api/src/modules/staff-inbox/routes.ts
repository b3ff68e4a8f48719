import { randomUUID } from 'node:crypto';
import {
  STAFF_REQUESTS_PAGE,
  requestIdParamsSchema,
  staffExportedSchema,
  staffKeysResponseSchema,
  staffNoteCreateSchema,
  staffNoteRowSchema,
  staffRequestDetailSchema,
  staffRequestSchema,
  staffRequestsQuerySchema,
  staffRequestsResponseSchema,
  staffStatusSchema,
} from '@waha/shared/staff';
import { isP256Point } from '@waha/shared/staff-seal';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { takeOrRefuse } from '../../lib/rate-limit';
import type { RateLimiter } from '../../lib/rate-limit';
import { appendAudit } from '../audit/repository';
import type { AuditEvent } from '../audit/repository';
import { STAFF_RATE_LIMITS } from '../staff/rate-limits';
import { staffGuard, staffOf } from '../staff/sessions';
import type { StaffSessions } from '../staff/sessions';
import { setTherapyRequestStatus } from '../therapy-requests/repository';
import { listStaffKeys } from '../therapy-requests/staff-keys';
import { findInboxRequest, insertNote, listInbox, listNotes } from './repository';

export interface InboxRoutesOptions {
  database: DatabaseHandle;
  sessions: StaffSessions;
  limiter: RateLimiter;
}

/** A sealed note and its envelope fit well within this. */
const BODY_LIMIT = 32 * 1024;

const NOT_FOUND = new HttpError(404, 'not_found', 'No such request');

/**
 * `/api/staff/keys` and `/api/staff/requests*`: the inbox's data. Requests and notes come and go
 * as ciphertext, opened and sealed in the inbox; the server sees ids, dates and statuses. Every
 * read of the list or of one request, every mark, note and export is written to the audit trail.
 */
export const inboxRoutes: FastifyPluginAsyncZod<InboxRoutesOptions> = async (app, options) => {
  const { db } = options.database;
  const { limiter } = options;
  const requireStaff = staffGuard(options.sessions);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    await requireStaff(request, reply);
    await takeOrRefuse(
      limiter,
      reply,
      'staff-actions',
      [staffOf(request).staffId],
      STAFF_RATE_LIMITS.perStaff,
    );
  });
  const audit = (request: FastifyRequest, event: Omit<AuditEvent, 'actor'>, on = db) => {
    const staff = staffOf(request);
    return appendAudit(on, { ...event, actor: { id: staff.staffId, name: staff.name } });
  };

  app.get('/keys', { schema: { response: { 200: staffKeysResponseSchema } } }, async () => {
    const keys = await listStaffKeys(db);
    return {
      keys: keys.map((key, index) => ({
        keyId: key.keyId,
        createdAt: key.createdAt,
        current: index === 0,
      })),
    };
  });

  app.get(
    '/requests',
    {
      schema: {
        querystring: staffRequestsQuerySchema,
        response: { 200: staffRequestsResponseSchema },
      },
    },
    async (request) => {
      const { status, before } = request.query;
      const page = await listInbox(db, { limit: STAFF_REQUESTS_PAGE, status, before });
      await audit(request, {
        action: 'requests.listed',
        detail: { count: page.requests.length, ...(status ? { status } : {}) },
      });
      return page;
    },
  );

  app.get(
    '/requests/:id',
    {
      schema: { params: requestIdParamsSchema, response: { 200: staffRequestDetailSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const found = await findInboxRequest(db, id);
      if (!found) throw NOT_FOUND;
      await audit(request, { action: 'request.viewed', requestId: id });
      return { request: found, notes: await listNotes(db, id) };
    },
  );

  app.put(
    '/requests/:id/status',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        params: requestIdParamsSchema,
        body: staffStatusSchema,
        response: { 200: staffRequestSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const changed = await db.transaction().execute(async (trx) => {
        if (!(await setTherapyRequestStatus(trx, id, status))) return false;
        await audit(request, { action: 'request.marked', requestId: id, detail: { status } }, trx);
        return true;
      });
      const found = changed ? await findInboxRequest(db, id) : undefined;
      if (!found) throw NOT_FOUND;
      return found;
    },
  );

  app.post(
    '/requests/:id/notes',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        params: requestIdParamsSchema,
        body: staffNoteCreateSchema,
        response: { 201: staffNoteRowSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { envelope } = request.body;
      const known = await listStaffKeys(db);
      if (!known.some((key) => key.keyId === envelope.keyId)) {
        throw new HttpError(400, 'validation_error', 'Sealed to a key this server does not know');
      }
      if (!(await isP256Point(envelope.ephemeralPublicKey))) {
        throw new HttpError(400, 'validation_error', 'The ephemeral key is not a P-256 point');
      }
      if (!(await findInboxRequest(db, id))) throw NOT_FOUND;
      const staff = staffOf(request);
      const note = { id: randomUUID(), at: new Date().toISOString() };
      await db.transaction().execute(async (trx) => {
        await insertNote(trx, {
          id: note.id,
          request_id: id,
          author_id: staff.staffId,
          ciphertext: JSON.stringify(envelope),
          created_at: note.at,
        });
        await audit(
          request,
          { action: 'request.noted', requestId: id, detail: { noteId: note.id } },
          trx,
        );
      });
      return reply.code(201).send({ ...note, author: staff.name, envelope });
    },
  );

  app.post(
    '/requests/exported',
    { bodyLimit: BODY_LIMIT, schema: { body: staffExportedSchema } },
    async (request, reply) => {
      await audit(request, {
        action: 'requests.exported',
        detail: { count: request.body.count, by: 'inbox' },
      });
      return reply.code(204).send();
    },
  );
};
