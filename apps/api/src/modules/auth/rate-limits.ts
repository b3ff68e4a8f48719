import { createHash } from 'node:crypto';
import { nicknameKey } from '@waha/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface AuthRateLimit {
  perIp: RateLimit;
  perNickname: RateLimit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Attempts allowed per client address and per nickname (the same name in any case or width),
 * before AUTH_RATE_LIMIT_SCALE. The address limit slows one machine trying many names; the
 * nickname limit slows many machines trying one name. Both recovery steps share one budget.
 */
export const AUTH_RATE_LIMITS = {
  login: { perIp: { max: 30, windowMs: MINUTE }, perNickname: { max: 10, windowMs: MINUTE } },
  register: { perIp: { max: 10, windowMs: HOUR }, perNickname: { max: 10, windowMs: HOUR } },
  recover: {
    perIp: { max: 20, windowMs: 15 * MINUTE },
    perNickname: { max: 5, windowMs: 15 * MINUTE },
  },
} as const satisfies Record<string, AuthRateLimit>;

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a little and try again.';

/**
 * A preHandler (it needs the parsed body) that counts the request against both limits and
 * answers 429 `rate_limited` with Retry-After once either is used up. Counts live in this
 * process's memory (@fastify/rate-limit's local store), keyed by a hash of the nickname so the
 * names themselves are not kept.
 *
 * Two `app.rateLimit()` handlers on one route do not work: the plugin marks the request after the
 * first and skips the second. `createRateLimit` gives checks that can be combined.
 */
export function authRateLimit(app: FastifyInstance, limits: AuthRateLimit, scale: number) {
  const options = (limit: RateLimit) => ({
    max: Math.max(1, Math.round(limit.max * scale)),
    timeWindow: limit.windowMs,
  });
  // The default key is the client address (an IPv6 address by its /64), as Fastify resolves it
  // with TRUST_PROXY.
  const byAddress = app.createRateLimit(options(limits.perIp));
  const byNickname = app.createRateLimit({
    ...options(limits.perNickname),
    keyGenerator: nicknameBucket,
  });

  return async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
    for (const check of [byAddress, byNickname]) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new HttpError(429, 'rate_limited', RATE_LIMITED_MESSAGE);
      }
    }
  };
}

function nicknameBucket(request: FastifyRequest): string {
  const body = request.body as { nickname?: unknown } | undefined;
  const nickname = typeof body?.nickname === 'string' ? body.nickname : '';
  return createHash('sha256').update(nicknameKey(nickname)).digest('base64url');
}
