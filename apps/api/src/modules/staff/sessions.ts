import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { StaffRole } from '@waha/shared/staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import {
  deleteExpiredStaffRows,
  deleteStaffSession,
  findStaffSession,
  insertStaffSession,
  touchStaffSession,
} from './repository';

/**
 * Staff sessions: apart from the people's in every way (their own table, cookie name and path),
 * and short. A session ends 30 minutes after its last request, and 8 hours after sign-in however
 * it is used; its cookie goes only to `/api/staff`.
 */
export const STAFF_COOKIE = 'waha_staff';
export const STAFF_COOKIE_PATH = '/api/staff';
export const STAFF_SESSION_IDLE_MS = 30 * 60_000;
export const STAFF_SESSION_MAX_MS = 8 * 60 * 60_000;
/** Ended sessions and setup links are swept at most this often (each process, on a sign-in). */
const SWEEP_INTERVAL_MS = 60 * 60_000;

export interface LiveStaff {
  idHash: string;
  staffId: string;
  name: string;
  role: StaffRole;
  /** The absolute end: 8 hours after sign-in. */
  expiresAt: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on routes guarded by `requireStaff`; null elsewhere. */
    staff: LiveStaff | null;
  }
}

export const STAFF_SESSION_EXPIRED = 'Your session has ended. Please sign in again.';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createStaffSessions(db: Kysely<Database>) {
  let lastSweep = 0;
  return {
    async start(staffId: string): Promise<{ token: string; idHash: string }> {
      const now = Date.now();
      if (now - lastSweep >= SWEEP_INTERVAL_MS) {
        lastSweep = now;
        await deleteExpiredStaffRows(db, new Date(now).toISOString());
      }
      const token = randomBytes(32).toString('base64url');
      const idHash = hashToken(token);
      await insertStaffSession(db, {
        id_hash: idHash,
        staff_id: staffId,
        created_at: new Date(now).toISOString(),
        last_seen_at: new Date(now).toISOString(),
        expires_at: new Date(now + STAFF_SESSION_IDLE_MS).toISOString(),
      });
      return { token, idHash };
    },

    /**
     * The live session a token names, its idle end moved on (every request: staff make few), or
     * null when it is unknown, ended, or its member disabled (the row is then deleted).
     */
    async resolve(token: string): Promise<LiveStaff | null> {
      const idHash = hashToken(token);
      const row = await findStaffSession(db, idHash);
      if (!row) return null;
      const now = Date.now();
      const absoluteEnd = Date.parse(row.created_at) + STAFF_SESSION_MAX_MS;
      if (Date.parse(row.expires_at) <= now || absoluteEnd <= now || row.disabled_at) {
        await deleteStaffSession(db, idHash);
        return null;
      }
      await touchStaffSession(db, idHash, {
        last_seen_at: new Date(now).toISOString(),
        expires_at: new Date(Math.min(now + STAFF_SESSION_IDLE_MS, absoluteEnd)).toISOString(),
      });
      return {
        idHash,
        staffId: row.staff_id,
        name: row.name,
        role: row.role === 'admin' ? 'admin' : 'staff',
        expiresAt: new Date(absoluteEnd).toISOString(),
      };
    },

    end: (idHash: string) => deleteStaffSession(db, idHash),
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;

// Strict: the inbox is never reached by following a link from elsewhere with a session riding
// along. HttpOnly, and Secure whenever the request came over HTTPS.
function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return {
    path: STAFF_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  };
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: STAFF_SESSION_MAX_MS / 1000,
  });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, cookieOptions(request));
}

/**
 * The hook of every staff route but sign-in and setup: 401 `unauthenticated` without the staff
 * cookie (a person's session cookie is not one), 401 `session_expired` (and the cookie cleared)
 * when it names no live session. Before the body is read.
 */
export function staffGuard(sessions: StaffSessions) {
  return async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[STAFF_COOKIE];
    if (!token) throw new HttpError(401, 'unauthenticated', 'Please sign in first.');
    const staff = await sessions.resolve(token);
    if (!staff) {
      clearStaffCookie(request, reply);
      throw new HttpError(401, 'session_expired', STAFF_SESSION_EXPIRED);
    }
    request.staff = staff;
  };
}

/** For routes only admins may use: 403 `forbidden` for other staff. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (request.staff?.role !== 'admin') {
    throw new HttpError(403, 'forbidden', 'Only an administrator may do this.');
  }
}

/** The staff member `requireStaff` found; only for handlers of guarded routes. */
export function staffOf(request: FastifyRequest): LiveStaff {
  if (!request.staff) throw new Error('route is missing the requireStaff hook');
  return request.staff;
}
