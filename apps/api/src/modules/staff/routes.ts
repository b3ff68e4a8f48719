import {
  staffPasswordProblem,
  staffSessionResponseSchema,
  staffSetupCheckResponseSchema,
  staffSetupCheckSchema,
  staffSetupSchema,
  staffSignInSchema,
} from '@waha/shared/staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { addressBucket, takeOrRefuse } from '../../lib/rate-limit';
import type { RateLimiter } from '../../lib/rate-limit';
import { cachedServerSecret } from '../../lib/server-secret';
import { appendAudit } from '../audit/repository';
import { credentialGuard } from '../auth/rate-limits';
import type { Sleep } from '../auth/rate-limits';
import { STAFF_DEVICE_SECRET, deviceFor, deviceGuard, rememberDevice } from './devices';
import {
  completeSetup,
  exchangeSetupLink,
  findStaffByName,
  setupLinkMember,
  verifyStaffPassword,
} from './accounts';
import { STAFF_RATE_LIMITS } from './rate-limits';
import {
  STAFF_COOKIE,
  STAFF_SESSION_IDLE_MS,
  clearStaffCookie,
  setStaffCookie,
  staffGuard,
  staffOf,
} from './sessions';
import type { LiveStaff, StaffSessions } from './sessions';

export interface StaffAuthRoutesOptions {
  database: DatabaseHandle;
  sessions: StaffSessions;
  limiter: RateLimiter;
  sleep: Sleep;
}

/** A name and a password fit in far less. */
const BODY_LIMIT = 8 * 1024;

const INVALID_LINK = new HttpError(
  400,
  'setup_link_invalid',
  'This setup link does not work: it was used, replaced, or is more than 24 hours old.',
);

export function sessionResponse(staff: Pick<LiveStaff, 'name' | 'role' | 'expiresAt'>) {
  return {
    name: staff.name,
    role: staff.role,
    expiresAt: staff.expiresAt,
    idleMinutes: STAFF_SESSION_IDLE_MS / 60_000,
  };
}

/**
 * `/api/staff/setup*` and `/api/staff/session`: setting a password with a setup link, signing in
 * and out, and the current session. Staff accounts are made at the command line
 * (`npm run staff -- add`), never here.
 */
export const staffAuthRoutes: FastifyPluginAsyncZod<StaffAuthRoutesOptions> = async (
  app,
  options,
) => {
  const { db } = options.database;
  const { sessions, limiter } = options;
  const requireStaff = staffGuard(sessions);
  const guardedSignIn = credentialGuard(
    limiter,
    'staff-sign-in',
    STAFF_RATE_LIMITS.signIn,
    options.sleep,
  );
  const deviceSignIn = deviceGuard(
    limiter,
    'staff-sign-in',
    STAFF_RATE_LIMITS.signIn,
    options.sleep,
  );
  const deviceSecret = cachedServerSecret(db, STAFF_DEVICE_SECRET);

  /** Counts a setup attempt against the address's failures; given back when the link works. */
  async function liveLink(request: FastifyRequest, reply: FastifyReply, token: string) {
    const taken = await takeOrRefuse(
      limiter,
      reply,
      'staff-setup',
      [addressBucket(request.ip)],
      STAFF_RATE_LIMITS.setupFailures,
    );
    const member = await setupLinkMember(db, token);
    if (!member) throw INVALID_LINK;
    await limiter.giveBack(taken);
    return member;
  }

  async function signIn(request: FastifyRequest, reply: FastifyReply, staffId: string) {
    const { token, idHash } = await sessions.start(staffId);
    setStaffCookie(request, reply, token);
    const staff = await sessions.resolve(token);
    if (!staff || staff.idHash !== idHash) throw new Error('a new staff session did not resolve');
    rememberDevice(request, reply, await deviceSecret(), staff.name);
    await appendAudit(db, {
      actor: { id: staff.staffId, name: staff.name },
      action: 'staff.signed_in',
    });
    return sessionResponse(staff);
  }

  app.post(
    '/setup/check',
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: staffSetupCheckSchema, response: { 200: staffSetupCheckResponseSchema } },
    },
    async (request, reply) => {
      // Counted like any setup attempt; the link's own token dies here (`exchangeSetupLink`).
      const taken = await takeOrRefuse(
        limiter,
        reply,
        'staff-setup',
        [addressBucket(request.ip)],
        STAFF_RATE_LIMITS.setupFailures,
      );
      const exchanged = await exchangeSetupLink(db, request.body.token);
      if (!exchanged) throw INVALID_LINK;
      await limiter.giveBack(taken);
      return { name: exchanged.member.name, token: exchanged.token };
    },
  );

  app.post(
    '/setup',
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: staffSetupSchema, response: { 200: staffSessionResponseSchema } },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      await liveLink(request, reply, token);
      const problem = staffPasswordProblem(password);
      if (problem) {
        throw new HttpError(400, 'validation_error', `password: ${problem}`, { field: 'password' });
      }
      const member = await completeSetup(db, token, password);
      if (!member) throw INVALID_LINK;
      return signIn(request, reply, member.id);
    },
  );

  app.post(
    '/session',
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: staffSignInSchema, response: { 200: staffSessionResponseSchema } },
    },
    async (request, reply) => {
      const { name, password } = request.body;
      const check = async () => {
        const found = await findStaffByName(db, name);
        const usable = found && !found.disabled_at ? found : undefined;
        if (!(await verifyStaffPassword(usable?.password_hash, password)) || !usable) {
          throw new HttpError(401, 'invalid_credentials', 'Wrong name or password');
        }
        return usable;
      };
      // A browser this name signed in from before is counted by its device cookie, not by the
      // address it shares with colleagues (or with everyone behind a proxy).
      const device = deviceFor(request, await deviceSecret(), name);
      const member = device
        ? await deviceSignIn(reply, name, device, check)
        : await guardedSignIn(request, reply, name, check);
      return signIn(request, reply, member.id);
    },
  );

  app.get(
    '/session',
    {
      // No staff cookie: not signed in, which is no error (204 keeps the console quiet when the
      // inbox opens). A cookie naming an ended session is still a 401.
      onRequest: async (request, reply) => {
        if (!request.cookies[STAFF_COOKIE]) return reply.code(204).send(null);
        return requireStaff(request, reply);
      },
      schema: { response: { 200: staffSessionResponseSchema, 204: z.null() } },
    },
    async (request) => sessionResponse(staffOf(request)),
  );

  app.delete('/session', { onRequest: requireStaff }, async (request, reply) => {
    const staff = staffOf(request);
    await sessions.end(staff.idHash);
    await appendAudit(db, {
      actor: { id: staff.staffId, name: staff.name },
      action: 'staff.signed_out',
    });
    clearStaffCookie(request, reply);
    return reply.code(204).send();
  });
};
