import { randomBytes } from 'node:crypto';
import { DEFAULT_CLIENT_KDF } from '@waha/shared';
import type { PasswordKeys, RecoveryKeys, RegisterRequest, SessionResponse } from '@waha/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';

/**
 * What a browser sends under protocol v1, made up with node:crypto: random bytes of the right
 * sizes stand in for keys derived with Argon2id and HKDF, which the server cannot tell apart.
 */

export const randomBase64 = (bytes: number) => randomBytes(bytes).toString('base64');

export function newPasswordKeys(): PasswordKeys {
  return {
    salt: randomBase64(16),
    kdf: { ...DEFAULT_CLIENT_KDF },
    authKey: randomBase64(32),
    // AES-256-GCM of a 32-byte data key: 12-byte IV, 32 bytes, 16-byte tag.
    wrappedDataKey: randomBase64(60),
  };
}

export function newRecoveryKeys(): RecoveryKeys {
  return { recoveryAuth: randomBase64(32), recoveryWrappedDataKey: randomBase64(60) };
}

let counter = 0;

/** A nickname no other test of this process uses, e.g. "Blue Cedar 7". */
export function uniqueNickname(stem = 'Blue Cedar'): string {
  counter += 1;
  return `${stem} ${counter}`;
}

export function newRegistration(nickname = uniqueNickname()): RegisterRequest {
  return {
    nickname,
    gender: 'female',
    nicknameParts: { category: 'plants', item: 'cedar', colour: 'blue' },
    keys: newPasswordKeys(),
    recovery: newRecoveryKeys(),
  };
}

/** `waha_session=<token>` from a response's Set-Cookie, ready for a `cookie` header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((it) => it.name === 'waha_session');
  if (!cookie?.value) throw new Error(`no session cookie in a ${res.statusCode} answer`);
  return `waha_session=${cookie.value}`;
}

export interface SignedIn {
  registration: RegisterRequest;
  /** The `cookie` header of this session. */
  cookie: string;
  session: SessionResponse;
}

/** Registers a new account (the login helper of these tests) and returns its session. */
export async function signUp(
  app: App,
  registration: RegisterRequest = newRegistration(),
  remoteAddress?: string,
): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registration,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  return { registration, cookie: sessionCookie(res), session: res.json<SessionResponse>() };
}

/** Logs in to an existing account: a second session of it. */
export async function logIn(app: App, nickname: string, authKey: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { nickname, authKey },
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}
