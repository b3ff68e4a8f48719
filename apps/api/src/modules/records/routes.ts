import {
  RECORD_MAX_CIPHERTEXT_LENGTH,
  deleteRecordRequestSchema,
  putRecordRequestSchema,
  recordKindParamsSchema,
  recordListResponseSchema,
  recordParamsSchema,
  storedRecordSchema,
} from '@waha/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { takeOrRefuse } from '../../lib/rate-limit';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import { sessionGuard, sessionOf } from '../sessions/guard';
import type { Sessions } from '../sessions/service';
import { createRecordsService } from './service';

export interface RecordsRoutesOptions {
  database: DatabaseHandle;
  sessions: Sessions;
  limiter: RateLimiter;
}

/**
 * Saves and deletions per account, before AUTH_RATE_LIMIT_SCALE: far more than a person makes
 * (an exercise saves a few records at a time), few enough that a runaway script is stopped.
 */
export const RECORD_WRITE_LIMIT: Limit = { max: 300, windowMs: 60_000 };

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
  const limitWrites = async (request: FastifyRequest, reply: FastifyReply) => {
    await takeOrRefuse(
      options.limiter,
      reply,
      'record-writes',
      [sessionOf(request).userId],
      RECORD_WRITE_LIMIT,
    );
  };

  app.get(
    '/:kind',
    { schema: { params: recordKindParamsSchema, response: { 200: recordListResponseSchema } } },
    (request) => records.list(sessionOf(request).userId, request.params.kind),
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
      preValidation: [limitWrites, refuseOversizeCiphertext],
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
    {
      preValidation: limitWrites,
      schema: { params: recordParamsSchema, body: deleteRecordRequestSchema },
    },
    async (request, reply) => {
      await records.remove({ userId: sessionOf(request).userId, ...request.params }, request.body);
      return reply.code(204).send();
    },
  );
};
