import {
  authParamsQuerySchema,
  authParamsResponseSchema,
  loginRequestSchema,
  recoverRequestSchema,
  recoveryKeyRequestSchema,
  recoveryKeyResponseSchema,
  registerRequestSchema,
  sessionResponseSchema,
} from '@waha/shared';
import { UNLOCK_SECRET_PATTERN } from '@waha/shared/app-lock';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import type { RateLimiter } from '../../lib/rate-limit';
import {
  SESSION_COOKIE,
  SESSION_EXPIRED_MESSAGE,
  clearSessionCookie,
  hashUnlockSecret,
  sessionGuard,
  sessionOf,
  setSessionCookie,
} from '../sessions/guard';
import { deleteUserSessions } from '../sessions/repository';
import type { Sessions } from '../sessions/service';
import { findUserById, toSessionResponse } from '../users/repository';
import type { UserRow } from '../users/repository';
import { warmUpCredentials } from './credentials';
import { AUTH_RATE_LIMITS, credentialGuard, limitPerAddress } from './rate-limits';
import type { Sleep } from './rate-limits';
import { createAuthService } from './service';

export interface AuthRoutesOptions {
  database: DatabaseHandle;
  sessions: Sessions;
  /** The server's secret for fake login parameters. */
  paramsSecret: () => Promise<Buffer>;
  limiter: RateLimiter;
  /** Waits before checking an attempt at a nickname that keeps failing. */
  sleep: Sleep;
}

/** Key material and a nickname fit in a few KiB; larger bodies are refused unread (413). */
const AUTH_BODY_LIMIT = 16 * 1024;

/**
 * `/api/auth/*`: login parameters, registration, login, logout, the current session and
 * recovery with the recovery code. Each answer that signs someone in sets the session cookie.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { db } = options.database;
  const { sessions } = options;
  const auth = createAuthService({ db, paramsSecret: options.paramsSecret });
  const requireSession = sessionGuard(sessions);
  const requireSessionEvenLocked = sessionGuard(sessions, { whileLocked: true });
  const { limiter, sleep } = options;
  const guardedLogin = credentialGuard(limiter, 'login', AUTH_RATE_LIMITS.login, sleep);
  const guardedRecovery = credentialGuard(limiter, 'recover', AUTH_RATE_LIMITS.recover, sleep);
  await warmUpCredentials();

  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    setSessionCookie(request, reply, await sessions.start(user.id));
    return toSessionResponse(user);
  }

  app.get(
    '/params',
    {
      schema: {
        querystring: authParamsQuerySchema,
        response: { 200: authParamsResponseSchema },
      },
    },
    (request) => auth.params(request.query.nickname),
  );

  app.post(
    '/register',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      preHandler: (request, reply) =>
        limitPerAddress(limiter, 'register', AUTH_RATE_LIMITS.register, request, reply),
      schema: { body: registerRequestSchema, response: { 201: sessionResponseSchema } },
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      return reply.code(201).send(await signIn(request, reply, user));
    },
  );

  app.post(
    '/login',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: { body: loginRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const { nickname, authKey } = request.body;
      const user = await guardedLogin(request, reply, nickname, () =>
        auth.login(nickname, authKey),
      );
      return signIn(request, reply, user);
    },
  );

  // Also without the unlock secret: a device forgets its lock after too many wrong PINs and ends
  // its session with it; ending a session reads nothing.
  app.post('/logout', { onRequest: requireSessionEvenLocked }, async (request, reply) => {
    await sessions.end(sessionOf(request).idHash);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  // Every device this account is signed in on, this one included: a phone left somewhere, or a
  // session someone else may have opened. Records stay; each device signs in again with the password.
  app.post('/logout-everywhere', { onRequest: requireSession }, async (request, reply) => {
    await deleteUserSessions(db, sessionOf(request).userId);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  app.get(
    '/session',
    {
      // A visitor without a session cookie is a guest, not an error: 204 keeps the browser's
      // console quiet on every first visit. A cookie naming a dead session is still a 401.
      onRequest: async (request, reply) => {
        if (!request.cookies[SESSION_COOKIE]) return reply.code(204).send(null);
        return requireSession(request, reply);
      },
      schema: { response: { 200: sessionResponseSchema, 204: z.null() } },
    },
    async (request, reply) => {
      const user = await findUserById(db, sessionOf(request).userId);
      if (!user) {
        // The account was deleted from another device a moment ago.
        clearSessionCookie(request, reply);
        throw new HttpError(401, 'session_expired', SESSION_EXPIRED_MESSAGE);
      }
      return toSessionResponse(user);
    },
  );

  // The app lock of this session's device (docs/device-data.md): from now on the session answers
  // only requests that carry the secret. Changing or clearing it needs the current one (the guard).
  app.put(
    '/session/lock',
    {
      onRequest: requireSession,
      bodyLimit: AUTH_BODY_LIMIT,
      schema: { body: z.object({ secret: z.string().regex(UNLOCK_SECRET_PATTERN) }).strict() },
    },
    async (request, reply) => {
      await sessions.setLock(sessionOf(request).idHash, hashUnlockSecret(request.body.secret));
      return reply.code(204).send();
    },
  );

  app.delete('/session/lock', { onRequest: requireSession }, async (request, reply) => {
    await sessions.setLock(sessionOf(request).idHash, null);
    return reply.code(204).send();
  });

  app.post(
    '/recover/key',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: { body: recoveryKeyRequestSchema, response: { 200: recoveryKeyResponseSchema } },
    },
    async (request, reply) => {
      const { nickname, recoveryAuth } = request.body;
      return {
        recoveryWrappedDataKey: await guardedRecovery(request, reply, nickname, () =>
          auth.recoveryWrappedDataKey(nickname, recoveryAuth),
        ),
      };
    },
  );

  app.post(
    '/recover',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: { body: recoverRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const user = await guardedRecovery(request, reply, request.body.nickname, () =>
        auth.recover(request.body),
      );
      return signIn(request, reply, user);
    },
  );
};
