import {
  RECORD_MAX_CIPHERTEXT_LENGTH,
  deleteRecordRequestSchema,
  putRecordRequestSchema,
  recordKindParamsSchema,
  recordListResponseSchema,
  recordParamsSchema,
  storedRecordSchema,
} from '@waha/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { sessionGuard, sessionOf } from '../sessions/guard';
import type { Sessions } from '../sessions/service';
import { createRecordsService } from './service';

export interface RecordsRoutesOptions {
  database: DatabaseHandle;
  sessions: Sessions;
}

/**
 * Room for the largest ciphertext plus the JSON around it. A larger body is refused by Fastify
 * while it arrives (413), before it is read into memory.
 */
export const RECORD_BODY_LIMIT = RECORD_MAX_CIPHERTEXT_LENGTH + 1024;

export const PAYLOAD_TOO_LARGE_MESSAGE = 'This record is too large to save';

/**
 * A ciphertext over the limit is 413 `payload_too_large`, not a schema failure: the browser
 * tells the person their entry is too long rather than that something is malformed.
 */
async function refuseOversizeCiphertext(request: FastifyRequest): Promise<void> {
  const ciphertext = (request.body as { ciphertext?: unknown } | undefined)?.ciphertext;
  if (typeof ciphertext === 'string' && ciphertext.length > RECORD_MAX_CIPHERTEXT_LENGTH) {
    throw new HttpError(413, 'payload_too_large', PAYLOAD_TOO_LARGE_MESSAGE);
  }
}

/** `/api/records/:kind[/:id]`: the signed-in person's own encrypted records, and nobody else's. */
export const recordsRoutes: FastifyPluginAsyncZod<RecordsRoutesOptions> = async (app, options) => {
  const records = createRecordsService(options.database.db);
  app.addHook('onRequest', sessionGuard(options.sessions));

  app.get(
    '/:kind',
    { schema: { params: recordKindParamsSchema, response: { 200: recordListResponseSchema } } },
    async (request) => ({
      records: await records.list(sessionOf(request).userId, request.params.kind),
    }),
  );

  app.get(
    '/:kind/:id',
    { schema: { params: recordParamsSchema, response: { 200: storedRecordSchema } } },
    (request) => records.get({ userId: sessionOf(request).userId, ...request.params }),
  );

  app.put(
    '/:kind/:id',
    {
      bodyLimit: RECORD_BODY_LIMIT,
      preValidation: refuseOversizeCiphertext,
      schema: {
        params: recordParamsSchema,
        body: putRecordRequestSchema,
        response: { 200: storedRecordSchema },
      },
    },
    (request) =>
      records.put({ userId: sessionOf(request).userId, ...request.params }, request.body),
  );

  app.delete(
    '/:kind/:id',
    { schema: { params: recordParamsSchema, body: deleteRecordRequestSchema } },
    async (request, reply) => {
      await records.remove({ userId: sessionOf(request).userId, ...request.params }, request.body);
      return reply.code(204).send();
    },
  );
};
