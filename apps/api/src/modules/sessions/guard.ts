import { timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { UNLOCK_HEADER } from '@waha/shared/app-lock';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { hashSessionToken, type LiveSession, type Sessions, type StartedSession } from './service';

export const SESSION_COOKIE = 'waha_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session on routes guarded by `requireSession`; null everywhere else. */
    auth: LiveSession | null;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** The SHA-256 (hex) that a session's lock keeps of the device's unlock secret. */
export function hashUnlockSecret(secret: string): string {
  return hashSessionToken(secret);
}

/** Whether the request carries the unlock secret whose hash the session keeps. */
export function unlockedBy(request: FastifyRequest, lockHash: string): boolean {
  const sent = request.headers[UNLOCK_HEADER];
  if (typeof sent !== 'string' || sent === '') return false;
  return timingSafeEqual(Buffer.from(hashUnlockSecret(sent)), Buffer.from(lockHash));
}

export interface SessionGuardOptions {
  /**
   * Let a session through although its lock's secret is missing: only for ending the session
   * (log out), which reads nothing and is what a device does after too many wrong PINs.
   */
  whileLocked?: boolean;
}

/**
 * The `requireSession` hook for routes that need a signed-in caller: 401 `unauthenticated`
 * without a session cookie, 401 `session_expired` (and the cookie cleared) when the cookie names
 * a session that is unknown, expired or revoked. It runs on `onRequest`, before the body is read,
 * so nobody can make the server parse a large body without a session.
 *
 * A session whose device has set the app lock (docs/device-data.md) also needs the unlock secret
 * in the `x-waha-unlock` header, which only the unlocked app holds: without it, 401 `locked` (the
 * cookie stays). A typed address, a link or a script of the locked page cannot send it.
 */
export function sessionGuard(sessions: Sessions, options: SessionGuardOptions = {}) {
  return async function requireSession(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw new HttpError(401, 'unauthenticated', 'Please log in first.');
    const session = await sessions.resolve(token);
    if (!session) {
      clearSessionCookie(request, reply);
      throw new HttpError(401, 'session_expired', SESSION_EXPIRED_MESSAGE);
    }
    if (
      session.lockHash !== null &&
      !options.whileLocked &&
      !unlockedBy(request, session.lockHash)
    ) {
      throw new HttpError(401, 'locked', 'The app is locked on this device.');
    }
    request.auth = session;
  };
}

/** The session `requireSession` found; only for handlers of guarded routes. */
export function sessionOf(request: FastifyRequest): LiveSession {
  if (!request.auth) throw new Error('route is missing the requireSession hook');
  return request.auth;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: StartedSession,
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...cookieOptions(request),
    maxAge: session.maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

// Lax: sent when a person follows a link to the app, never on a cross-site POST or fetch.
// Secure whenever the request came over HTTPS (behind a proxy: when TRUST_PROXY lets Fastify
// believe X-Forwarded-Proto); plain http://localhost in development still works.
function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' };
}
