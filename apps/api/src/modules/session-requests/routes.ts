import { randomUUID } from 'node:crypto';
import type { OrgConfig } from '@waha/shared/org-config';
import { isP256Point } from '@waha/shared/staff-seal';
import {
  SESSION_REQUEST_MAX_CIPHERTEXT_LENGTH,
  SESSION_REQUEST_VERSION,
  staffKeyResponseSchema,
  sessionRequestCreatedSchema,
  sessionRequestEnvelopeSchema,
} from '@waha/shared/session-request';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import type { RateLimiter } from '../../lib/rate-limit';
import { limitPerAddress } from '../auth/rate-limits';
import { insertSessionRequest } from './repository';
import { currentStaffKey, ensureStaffKeys } from '../staff-keys/staff-keys';

export interface SessionRequestsRoutesOptions {
  database: DatabaseHandle;
  /** DATA_DIR: the staff key pair lives in its `staff-keys/` folder. */
  dataDir: string;
  /** Scaled by AUTH_RATE_LIMIT_SCALE, like the auth limits. */
  limiter: RateLimiter;
  /** Whether requests are taken at all, and in which session languages (WAHA_ORG_CONFIG). */
  offer: Pick<OrgConfig['sessionRequests'], 'offered' | 'languages'>;
}

/** Requests one address may send per hour, before the scale. Generous: many people share an address. */
export const SESSION_REQUEST_RATE_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

/** Room for the largest ciphertext plus the rest of the envelope; larger is refused unread (413). */
export const SESSION_REQUEST_BODY_LIMIT = SESSION_REQUEST_MAX_CIPHERTEXT_LENGTH + 1024;

/**
 * Revalidated on every use: when staff replace the key, a browser holding the old one would have
 * every request refused (and every Retry too) until a cached copy expired.
 */
const KEY_CACHE_CONTROL = 'no-cache';

async function refuseOversizeCiphertext(request: FastifyRequest): Promise<void> {
  const ciphertext = (request.body as { ciphertext?: unknown } | undefined)?.ciphertext;
  if (typeof ciphertext === 'string' && ciphertext.length > SESSION_REQUEST_MAX_CIPHERTEXT_LENGTH) {
    throw new HttpError(413, 'payload_too_large', 'This request is too large to send');
  }
}

/**
 * `/api/therapy-requests`: the staff public key in use, and requests for sessions sealed to it in
 * the browser. The server stores each envelope as it came and can never read one; staff read them
 * in the inbox (`/staff`) or with the CLI (`npm run requests`). Makes the staff key pair under
 * DATA_DIR on first start. Refused (403 `not_offered`) when the organisation takes no requests,
 * and (400) in a session language it does not offer: the envelope names it in the clear.
 */
export const sessionRequestsRoutes: FastifyPluginAsyncZod<SessionRequestsRoutesOptions> = async (
  app,
  options,
) => {
  const { db } = options.database;
  const { offer } = options;
  await ensureStaffKeys(db, options.dataDir);
  const notOffered = () =>
    new HttpError(403, 'not_offered', 'This service does not take session requests');
  const staffKey = async () => {
    const key = await currentStaffKey(db);
    if (!key) throw new Error('the staff keys are gone from the database');
    return key;
  };
  // Counted before the body is read, so a flood of junk costs the sender its budget too.
  const rateLimit = (request: FastifyRequest, reply: FastifyReply) =>
    limitPerAddress(options.limiter, 'therapy-request', SESSION_REQUEST_RATE_LIMIT, request, reply);

  app.get(
    '/key',
    { schema: { response: { 200: staffKeyResponseSchema } } },
    async (_request, reply) => {
      if (!offer.offered) throw notOffered();
      reply.header('cache-control', KEY_CACHE_CONTROL);
      return { version: SESSION_REQUEST_VERSION, ...(await staffKey()) };
    },
  );

  app.post(
    '/',
    {
      bodyLimit: SESSION_REQUEST_BODY_LIMIT,
      onRequest: rateLimit,
      preValidation: refuseOversizeCiphertext,
      schema: {
        body: sessionRequestEnvelopeSchema,
        response: { 201: sessionRequestCreatedSchema },
      },
    },
    async (request, reply) => {
      const envelope = request.body;
      if (!offer.offered) throw notOffered();
      if (!offer.languages.includes(envelope.sessionLanguage)) {
        throw new HttpError(400, 'validation_error', 'Sessions are not offered in this language');
      }
      if (envelope.keyId !== (await staffKey()).keyId) {
        throw new HttpError(400, 'validation_error', 'Sealed to a staff key no longer in use');
      }
      if (!(await isP256Point(envelope.ephemeralPublicKey))) {
        throw new HttpError(400, 'validation_error', 'The ephemeral key is not a P-256 point');
      }
      await insertSessionRequest(db, {
        id: randomUUID(),
        ciphertext: JSON.stringify(envelope),
        created_at: new Date().toISOString(),
      });
      return reply.code(201).send({ received: true as const });
    },
  );
};
