import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import {
  deleteExpiredSessions,
  deleteSession,
  findSession,
  insertSession,
  setSessionLock,
  touchSession,
} from './repository';

/** A session that is alive: whose it is, and which row holds it. */
export interface LiveSession {
  userId: string;
  idHash: string;
  /** SHA-256 (hex) of the device's unlock secret while its app lock is set; null without one. */
  lockHash: string | null;
}

export interface StartedSession extends LiveSession {
  /** The cookie value; only its hash is stored. */
  token: string;
  /** Seconds until the absolute expiry, for the cookie's Max-Age. */
  maxAgeSeconds: number;
}

export interface Sessions {
  start(userId: string): Promise<StartedSession>;
  /** The live session the token names, or null when it is unknown, expired or revoked. */
  resolve(token: string): Promise<LiveSession | null>;
  end(idHash: string): Promise<void>;
  /** Sets (the secret's hash) or clears (null) the session's lock. */
  setLock(idHash: string, lockHash: string | null): Promise<void>;
}

const TOKEN_BYTES = 32;
/** `last_seen_at` is written at most this often, so that reading a page is not always a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Expired rows are swept at most this often (each process, on a session start). */
const PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * The stored form of a token: a leaked table then holds nothing that opens a session. Hashed on
 * every signed-in request, so in one call rather than through a Hash object.
 */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/**
 * Sessions (DESIGN.md, "Session cookie"): an opaque 256-bit token in the cookie, its SHA-256 in
 * the database. A session ends `idleSeconds` after it was last used or `maxSeconds` after it
 * began, whichever is first; `expires_at` always holds that instant, so checking and sweeping
 * are one comparison. Using a session moves its idle expiry on, at most once a minute. The row is
 * read from the database on every request, so a session ended anywhere (a logout, a password
 * change, another process) is refused by the very next one.
 */
export function createSessions(db: Kysely<Database>, policy: AppConfig['session']): Sessions {
  const idleMs = policy.idleSeconds * 1000;
  const maxMs = policy.maxSeconds * 1000;
  let lastPurge = 0;

  const expiryAt = (createdAt: number, lastSeenAt: number) =>
    new Date(Math.min(lastSeenAt + idleMs, createdAt + maxMs)).toISOString();

  return {
    async start(userId) {
      const now = Date.now();
      if (now - lastPurge >= PURGE_INTERVAL_MS) {
        lastPurge = now;
        await deleteExpiredSessions(db, new Date(now).toISOString());
      }
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const idHash = hashSessionToken(token);
      const nowIso = new Date(now).toISOString();
      await insertSession(db, {
        id_hash: idHash,
        user_id: userId,
        created_at: nowIso,
        last_seen_at: nowIso,
        expires_at: expiryAt(now, now),
        lock_hash: null,
      });
      return { userId, idHash, lockHash: null, token, maxAgeSeconds: policy.maxSeconds };
    },

    /** An expired session's row is deleted; a live one's idle expiry moved on once a minute. */
    async resolve(token) {
      const idHash = hashSessionToken(token);
      const row = await findSession(db, idHash);
      if (!row) return null;
      const now = Date.now();
      if (Date.parse(row.expires_at) <= now) {
        await deleteSession(db, idHash);
        return null;
      }
      if (now - Date.parse(row.last_seen_at) >= SESSION_TOUCH_INTERVAL_MS) {
        await touchSession(db, idHash, {
          last_seen_at: new Date(now).toISOString(),
          expires_at: expiryAt(Date.parse(row.created_at), now),
        });
      }
      return { userId: row.user_id, idHash, lockHash: row.lock_hash };
    },

    end: (idHash) => deleteSession(db, idHash),
    setLock: (idHash, lockHash) => setSessionLock(db, idHash, lockHash),
  };
}
