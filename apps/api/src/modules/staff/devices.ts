import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { staffNameKey } from '@waha/shared/staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { countingFailures, rateLimited } from '../../lib/rate-limit';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import { slowDownMs } from '../auth/rate-limits';
import type { CredentialLimits, Sleep } from '../auth/rate-limits';
import { STAFF_COOKIE_PATH } from './sessions';

/**
 * Device cookies for staff sign-in: after a right password, the browser gets a cookie that names
 * (by a MAC only the server can make) the staff names signed in from it. A sign-in at one of
 * those names from that browser is counted by the cookie, not by the address: colleagues behind
 * one office address, or behind a proxy, cannot be locked out by someone else failing at their
 * name or at many names from there, and guessing with a stolen cookie is refused as quickly as
 * from an address. Everyone else is counted by address as before.
 */
export const STAFF_DEVICE_COOKIE = 'waha_staff_device';

/** The server secret (in the database) that device cookies are MAC'd with. */
export const STAFF_DEVICE_SECRET = 'staff-device-cookies';

/** Names one browser remembers (a shared office computer): the newest this many. */
export const DEVICE_NAMES_MAX = 5;
const DEVICE_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

const ENTRY = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: Buffer, name: string, nonce: string): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify(['staff-device', staffNameKey(name), nonce]))
    .digest('base64url');
}

function entriesOf(request: FastifyRequest): { nonce: string; mac: string }[] {
  const value = request.cookies[STAFF_DEVICE_COOKIE] ?? '';
  return value
    .split('~')
    .slice(0, DEVICE_NAMES_MAX)
    .flatMap((entry) => {
      const match = ENTRY.exec(entry);
      return match?.[1] && match[2] ? [{ nonce: match[1], mac: match[2] }] : [];
    });
}

function sameMac(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The nonce of this browser's device entry for `name`, when it has a genuine one. */
export function deviceFor(
  request: FastifyRequest,
  secret: Buffer,
  name: string,
): string | undefined {
  return entriesOf(request).find((entry) => sameMac(entry.mac, mac(secret, name, entry.nonce)))
    ?.nonce;
}

/** Adds (or renews) `name` to this browser's device cookie, keeping the newest few names. */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: Buffer,
  name: string,
): void {
  const others = entriesOf(request).filter(
    (entry) => !sameMac(entry.mac, mac(secret, name, entry.nonce)),
  );
  const nonce = randomBytes(16).toString('base64url');
  const entries = [{ nonce, mac: mac(secret, name, nonce) }, ...others].slice(0, DEVICE_NAMES_MAX);
  reply.setCookie(STAFF_DEVICE_COOKIE, entries.map((it) => `${it.nonce}.${it.mac}`).join('~'), {
    path: STAFF_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

/**
 * A sign-in from a browser with a device entry for the name: its failures are counted by the
 * entry (`failuresPerDevice`), never by the address, and the name's failures from everywhere
 * still slow it as they slow every sign-in at that name (the same counter as `credentialGuard`).
 */
export function deviceGuard(
  limiter: RateLimiter,
  scope: string,
  limits: CredentialLimits & { failuresPerDevice: Limit },
  sleep: Sleep,
) {
  const { slowNickname } = limits;
  const slowAfter = limiter.scaled(slowNickname.afterFailures);

  return async function guarded<T>(
    reply: FastifyReply,
    nickname: string,
    device: string,
    check: () => Promise<T>,
  ): Promise<T> {
    const byDevice = await limiter.take(`${scope}-device`, [device], limits.failuresPerDevice);
    if (byDevice.exceeded) {
      await limiter.giveBack(byDevice);
      throw rateLimited(reply, [byDevice]);
    }
    const byNickname = await limiter.take(`${scope}-nickname`, [staffNameKey(nickname)], {
      max: Number.MAX_SAFE_INTEGER,
      windowMs: slowNickname.windowMs,
    });
    const delay = slowDownMs(slowNickname, slowAfter, byNickname.count - 1);
    if (delay > 0) await sleep(delay);
    return countingFailures(limiter, [byDevice, byNickname], check);
  };
}
