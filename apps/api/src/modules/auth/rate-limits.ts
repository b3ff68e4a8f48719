import { nicknameKey } from '@waha/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressBucket, countingFailures, rateLimited, takeOrRefuse } from '../../lib/rate-limit';
import type { Limit, RateLimiter, Taken } from '../../lib/rate-limit';

/** Failures of one nickname from anywhere are never refused, only answered more slowly. */
export interface SlowDown {
  /** Failures in the window before the first delay (before AUTH_RATE_LIMIT_SCALE). */
  afterFailures: number;
  windowMs: number;
  /** The first delay, doubled with each further failure up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
}

/** The limits of an attempt to prove who one is: a login, or a recovery step. */
export interface CredentialLimits {
  /** Every attempt from one address, right or wrong: bounds the Argon2id work it can ask for. */
  attemptsPerAddress?: Limit;
  /** Wrong attempts from one address, whatever the nicknames: one machine trying many names. */
  failuresPerAddress: Limit;
  /** Wrong attempts at one nickname from one address. */
  failuresPerNicknameAndAddress: Limit;
  slowNickname: SlowDown;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const SLOW_NICKNAME: SlowDown = {
  afterFailures: 5,
  windowMs: 15 * MINUTE,
  firstDelayMs: 500,
  maxDelayMs: 8000,
};

/**
 * Limits of the auth routes, before AUTH_RATE_LIMIT_SCALE. Failures are what is limited: they
 * are refused (429) per address and per nickname-and-address, while a nickname's failures from
 * everywhere only slow its logins (from the 6th failure, 0.5 s doubling to 8 s). Someone trying
 * a person's nickname from many machines therefore cannot lock that person out: their right
 * password from their own address still gets in. Both recovery steps share one budget.
 */
export const AUTH_RATE_LIMITS = {
  login: {
    attemptsPerAddress: { max: 30, windowMs: MINUTE },
    failuresPerAddress: { max: 50, windowMs: 15 * MINUTE },
    failuresPerNicknameAndAddress: { max: 10, windowMs: 15 * MINUTE },
    slowNickname: SLOW_NICKNAME,
  },
  recover: {
    failuresPerAddress: { max: 20, windowMs: 15 * MINUTE },
    failuresPerNicknameAndAddress: { max: 5, windowMs: 15 * MINUTE },
    slowNickname: SLOW_NICKNAME,
  },
  /** Registrations per address. */
  register: { max: 10, windowMs: HOUR },
} as const satisfies {
  login: CredentialLimits;
  recover: CredentialLimits;
  register: Limit;
};

/** The delay before checking an attempt at a nickname that failed `failures` times recently. */
export function slowDownMs(slow: SlowDown, afterFailures: number, failures: number): number {
  if (failures < afterFailures) return 0;
  return Math.min(slow.maxDelayMs, slow.firstDelayMs * 2 ** (failures - afterFailures));
}

export type Sleep = (ms: number) => Promise<void>;

/**
 * Runs `check` (which throws 401 `invalid_credentials` for a wrong proof) within `limits`.
 * Every count is taken before the check and given back when it succeeds, so many attempts in
 * flight at once cannot get past a limit. Counts are keyed by the client address (as Fastify
 * resolves it with TRUST_PROXY) and the nickname key (any case or width of a name is one name).
 */
export function credentialGuard(
  limiter: RateLimiter,
  scope: string,
  limits: CredentialLimits,
  sleep: Sleep,
) {
  const { slowNickname } = limits;
  const slowAfter = limiter.scaled(slowNickname.afterFailures);

  return async function guarded<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    nickname: string,
    check: () => Promise<T>,
  ): Promise<T> {
    const address = addressBucket(request.ip);
    const name = nicknameKey(nickname);
    const [attempts, ...failures] = await Promise.all([
      limits.attemptsPerAddress
        ? limiter.take(`${scope}-attempts`, [address], limits.attemptsPerAddress)
        : null,
      limiter.take(`${scope}-address`, [address], limits.failuresPerAddress),
      limiter.take(
        `${scope}-nickname-address`,
        [name, address],
        limits.failuresPerNicknameAndAddress,
      ),
    ]);
    const refused = [attempts, ...failures].filter((it): it is Taken => it?.exceeded === true);
    if (refused.length > 0) {
      // Refused unchecked: not a failure.
      await Promise.all(failures.map((it) => limiter.giveBack(it)));
      throw rateLimited(reply, refused);
    }
    const byNickname = await limiter.take(`${scope}-nickname`, [name], {
      max: Number.MAX_SAFE_INTEGER,
      windowMs: slowNickname.windowMs,
    });
    failures.push(byNickname);
    // Before the check, and the same for a right or a wrong proof, so it tells nothing.
    const delay = slowDownMs(slowNickname, slowAfter, byNickname.count - 1);
    if (delay > 0) await sleep(delay);

    return countingFailures(limiter, failures, check);
  };
}

/** Counts a request against a per-address limit; 429 `rate_limited` once it is used up. */
export async function limitPerAddress(
  limiter: RateLimiter,
  scope: string,
  limit: Limit,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await takeOrRefuse(limiter, reply, scope, [addressBucket(request.ip)], limit);
}
