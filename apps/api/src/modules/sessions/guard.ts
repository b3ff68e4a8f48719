import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import type { LiveSession, Sessions, StartedSession } from './service';

export const SESSION_COOKIE = 'waha_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session on routes guarded by `requireSession`; null everywhere else. */
    auth: LiveSession | null;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/**
 * The `requireSession` hook for routes that need a signed-in caller: 401 `unauthenticated`
 * without a session cookie, 401 `session_expired` (and the cookie cleared) when the cookie names
 * a session that is unknown, expired or revoked. It runs on `onRequest`, before the body is read,
 * so nobody can make the server parse a large body without a session.
 */
export function sessionGuard(sessions: Sessions) {
  return async function requireSession(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw new HttpError(401, 'unauthenticated', 'Please log in first.');
    const session = await sessions.resolve(token);
    if (!session) {
      clearSessionCookie(request, reply);
      throw new HttpError(401, 'session_expired', SESSION_EXPIRED_MESSAGE);
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
