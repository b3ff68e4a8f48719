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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import { takeOrRefuse } from '../../lib/rate-limit';
import type { RateLimiter } from '../../lib/rate-limit';
import { STAFF_RATE_LIMITS } from '../staff/rate-limits';
import { staffGuard, staffOf } from '../staff/sessions';
import type { StaffSessions } from '../staff/sessions';
import { listStaffKeys } from '../staff-keys/staff-keys';
import { addNote, listRequests, markRequest, openRequest, recordExport } from './service';

export interface InboxRoutesOptions {
  database: DatabaseHandle;
  sessions: StaffSessions;
  limiter: RateLimiter;
}

/** A sealed note and its envelope fit well within this. */
const BODY_LIMIT = 32 * 1024;

/**
 * `/api/staff/keys` and `/api/staff/requests*`: the inbox's data. Requests and notes come and go
 * as ciphertext, opened and sealed in the inbox; the server sees ids, dates and statuses. Each
 * route is a door onto `service.ts`, which writes every read, mark, note and export to the audit
 * trail, as it does for `npm run requests`.
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
  const actorOf = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { id: staff.staffId, name: staff.name };
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
      return listRequests(db, actorOf(request), { limit: STAFF_REQUESTS_PAGE, status, before });
    },
  );

  app.get(
    '/requests/:id',
    {
      schema: { params: requestIdParamsSchema, response: { 200: staffRequestDetailSchema } },
    },
    async (request) => openRequest(db, actorOf(request), request.params.id),
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
    async (request) => markRequest(db, actorOf(request), request.params.id, request.body.status),
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
      const note = await addNote(db, actorOf(request), request.params.id, request.body.envelope);
      return reply.code(201).send(note);
    },
  );

  app.post(
    '/requests/exported',
    { bodyLimit: BODY_LIMIT, schema: { body: staffExportedSchema } },
    async (request, reply) => {
      await recordExport(db, actorOf(request), request.body.count);
      return reply.code(204).send();
    },
  );
};
