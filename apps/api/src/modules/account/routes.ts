import {
  accountSchema,
  changePasswordRequestSchema,
  sessionResponseSchema,
  updateAccountRequestSchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkpointDeleted } from '../../db/database';
import type { DatabaseHandle } from '../../db/database';
import { countingFailures, takeOrRefuse } from '../../lib/rate-limit';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import { clearSessionCookie, sessionGuard, sessionOf } from '../sessions/guard';
import type { Sessions } from '../sessions/service';
import { toAccount, toSessionResponse } from '../users/repository';
import { createAccountService } from './service';

export interface AccountRoutesOptions {
  database: DatabaseHandle;
  sessions: Sessions;
  limiter: RateLimiter;
}

const ACCOUNT_BODY_LIMIT = 16 * 1024;

/**
 * Wrong current passwords per account, before AUTH_RATE_LIMIT_SCALE: each costs the server an
 * Argon2id verification. A right one is not counted.
 */
export const PASSWORD_CHANGE_FAILURES: Limit = { max: 5, windowMs: 15 * 60_000 };

/** `/api/account`: the signed-in person changes their gender or password, or deletes it all. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const account = createAccountService(options.database.db);
  app.addHook('onRequest', sessionGuard(options.sessions));

  app.patch(
    '/',
    {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      schema: { body: updateAccountRequestSchema, response: { 200: accountSchema } },
    },
    async (request) => toAccount(await account.setGender(sessionOf(request), request.body.gender)),
  );

  app.post(
    '/password',
    {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      schema: { body: changePasswordRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const failure = await takeOrRefuse(
        options.limiter,
        reply,
        'password-change',
        [session.userId],
        PASSWORD_CHANGE_FAILURES,
      );
      const user = await countingFailures(options.limiter, [failure], () =>
        account.changePassword(session, request.body),
      );
      return toSessionResponse(user);
    },
  );

  app.delete('/', async (request, reply) => {
    await account.deleteAccount(sessionOf(request));
    await checkpointDeleted(options.database);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });
};
