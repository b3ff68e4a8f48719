import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { FastifyReply } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from './http-error';

/** At most `max` in `windowMs` (a fixed window that starts with the first count). */
export interface Limit {
  max: number;
  windowMs: number;
}

/** A counter's value after a count, and when its window ends (epoch milliseconds). */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/**
 * Counters in fixed windows, by opaque key. Each call is atomic on its own, so processes sharing
 * one store can never both take the last place.
 */
export interface Counters {
  /** Counts one more; a window that is over starts again at 1. */
  add(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one count back from a window that is still running (never below zero). */
  takeBack(key: string): Promise<void>;
}

/** Windows that ended this long ago are deleted, at most once per this interval per process. */
const SWEEP_INTERVAL_MS = 5 * 60_000;
/** Most keys one process keeps in memory; beyond it, ended windows and then the oldest go. */
const MEMORY_MAX_KEYS = 100_000;

/** Counters in this process's memory: for SQLite, which one process serves. */
export function memoryCounters(maxKeys = MEMORY_MAX_KEYS): Counters {
  const windows = new Map<string, WindowCount>();

  function makeRoom(now: number) {
    if (windows.size < maxKeys) return;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    // Map keeps insertion order, and a window is re-inserted when it starts: oldest first.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    async add(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        windows.delete(key);
        makeRoom(now);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { ...window };
    },
    async takeBack(key) {
      const window = windows.get(key);
      if (window && window.resetAt > Date.now() && window.count > 0) window.count -= 1;
    },
  };
}

/**
 * Counters in the `rate_limit_counters` table, for PostgreSQL: every API process in front of one
 * database then enforces one limit. One upsert per count, atomic in the database.
 */
export function databaseCounters(db: Kysely<Database>): Counters {
  let lastSweep = 0;

  async function sweep(now: Date) {
    if (now.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now.getTime();
    await db.deleteFrom('rate_limit_counters').where('reset_at', '<=', now.toISOString()).execute();
  }

  return {
    async add(key, windowMs) {
      const now = new Date();
      const nowIso = now.toISOString();
      await sweep(now);
      const row = await db
        .insertInto('rate_limit_counters')
        .values({ key, count: 1, reset_at: new Date(now.getTime() + windowMs).toISOString() })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => {
            const ended = sql<boolean>`${eb.ref('rate_limit_counters.reset_at')} <= ${nowIso}`;
            return {
              count: sql<number>`case when ${ended} then 1 else ${eb.ref('rate_limit_counters.count')} + 1 end`,
              reset_at: sql<string>`case when ${ended} then ${eb.ref('excluded.reset_at')} else ${eb.ref('rate_limit_counters.reset_at')} end`,
            };
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), resetAt: Date.parse(row.reset_at) };
    },
    async takeBack(key) {
      await db
        .updateTable('rate_limit_counters')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', key)
        .where('count', '>', 0)
        .where('reset_at', '>', new Date().toISOString())
        .execute();
    },
  };
}

/** Counters shared by every process of the database where it can serve several (PostgreSQL). */
export function countersFor(database: Pick<DatabaseHandle, 'db' | 'dialect'>): Counters {
  return database.dialect === 'sqlite' ? memoryCounters() : databaseCounters(database.db);
}

/** The name of the server secret that keys counters, so no address or nickname is kept as is. */
export const RATE_LIMIT_SECRET = 'rate-limit-keys';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a little and try again.';

/** One count taken from a limit. */
export interface Taken extends WindowCount {
  key: string;
  /** Over the limit: the request should be refused. */
  exceeded: boolean;
}

export interface RateLimiterOptions {
  counters: Counters;
  /** The server secret of `RATE_LIMIT_SECRET`. */
  secret: () => Promise<Buffer>;
  /** AUTH_RATE_LIMIT_SCALE: every `max` is multiplied by it (and stays at least 1). */
  scale: number;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Named limits over `Counters`, keyed by an HMAC of what they count (an address, a nickname). */
export function createRateLimiter({ counters, secret, scale }: RateLimiterOptions) {
  const scaled = (max: number) => Math.max(1, Math.round(max * scale));

  async function keyOf(scope: string, parts: readonly string[]): Promise<string> {
    const mac = createHmac('sha256', await secret())
      .update(JSON.stringify([scope, ...parts]))
      .digest('base64url');
    return `${scope}:${mac}`;
  }

  return {
    /** A count of AUTH_RATE_LIMIT_SCALE applied to `max`. */
    scaled,

    /** Counts one against `limit` for `scope` and `parts`, and says whether it went over. */
    async take(scope: string, parts: readonly string[], limit: Limit): Promise<Taken> {
      const key = await keyOf(scope, parts);
      const counted = await counters.add(key, limit.windowMs);
      return { ...counted, key, exceeded: counted.count > scaled(limit.max) };
    },

    /** Gives a count back, e.g. when the attempt it was taken for succeeded. */
    async giveBack(taken: Taken): Promise<void> {
      await counters.takeBack(taken.key);
    },
  };
}

/** Takes one count from `limit`, or answers 429 once it is used up. */
export async function takeOrRefuse(
  limiter: RateLimiter,
  reply: FastifyReply,
  scope: string,
  parts: readonly string[],
  limit: Limit,
): Promise<Taken> {
  const taken = await limiter.take(scope, parts, limit);
  if (taken.exceeded) throw rateLimited(reply, [taken]);
  return taken;
}

/**
 * Runs `check` with counts of failures taken beforehand (so attempts in flight at once cannot
 * overrun a limit), and gives them back unless it fails with 401 `invalid_credentials`.
 */
export async function countingFailures<T>(
  limiter: RateLimiter,
  taken: readonly Taken[],
  check: () => Promise<T>,
): Promise<T> {
  const giveBack = () => Promise.all(taken.map((it) => limiter.giveBack(it)));
  try {
    const result = await check();
    await giveBack();
    return result;
  } catch (error) {
    if (!(error instanceof HttpError && error.code === 'invalid_credentials')) await giveBack();
    throw error;
  }
}

/**
 * 429 `rate_limited` with `Retry-After`, the seconds until the latest of the windows that refused
 * ends (at least 1).
 */
export function rateLimited(reply: FastifyReply, refused: readonly WindowCount[]): HttpError {
  const resetAt = Math.max(...refused.map((it) => it.resetAt));
  reply.header('retry-after', Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)));
  return new HttpError(429, 'rate_limited', RATE_LIMITED_MESSAGE);
}

/**
 * The address a limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one home or
 * phone usually holds a whole /64), an IPv4-mapped IPv6 address as IPv4.
 */
export function addressBucket(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (text: string | undefined) => (text ? text.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  // A trailing dotted IPv4 part (e.g. 64:ff9b::192.0.2.1) stands for two groups.
  const width = (list: string[]) => list.length + (list.at(-1)?.includes('.') ? 1 : 0);
  const zeros = tail === undefined ? 0 : 8 - width(left) - width(right);
  const full = [...left, ...Array<string>(zeros).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
