import { base64ToBytes, base64urlToBytes, bytesToBase64url, concatBytes } from './bytes';
import type { Bytes } from './bytes';
import { staffPrivateJwkSchema } from './session-request';
import type { StaffPrivateJwk, StaffPublicJwk } from './session-request';

/**
 * The staff key pair (ECDH P-256): making it, naming it, importing its private half for opening.
 * Sealing and opening with it are in staff-seal.ts, which re-exports these.
 */
export const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;
export type Subtle = typeof crypto.subtle;
/** A WebCrypto key, as either platform's typings name it. */
export type StaffCryptoKey = Awaited<ReturnType<Subtle['importKey']>>;

/** A staff key ready to open payloads: its id, its public half, and the private key (unexported). */
export interface LoadedStaffKey {
  keyId: string;
  publicKey: StaffPublicJwk;
  privateKey: StaffCryptoKey;
}

/** The public key a payload is sealed to. */
export interface StaffKeyRef {
  keyId: string;
  publicKey: StaffPublicJwk;
}

/** The key's uncompressed point (0x04 ‖ x ‖ y), as WebCrypto exports it raw. */
export function rawStaffPublicKey(jwk: StaffPublicJwk): Bytes {
  return concatBytes(Uint8Array.of(4), base64urlToBytes(jwk.x), base64urlToBytes(jwk.y));
}

/** The first 16 bytes of SHA-256 of the raw public key, base64url: names the key in envelopes. */
export async function staffKeyId(jwk: StaffPublicJwk): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', rawStaffPublicKey(jwk)));
  return bytesToBase64url(digest.subarray(0, 16));
}

/** Only the public fields of a key (a private JWK carries `d`, and WebCrypto adds others). */
export function publicHalf(jwk: StaffPublicJwk): StaffPublicJwk {
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
}

/** A new staff key pair, exported for its files: the private half is written once and moved. */
export async function generateStaffKeyPair(): Promise<{
  keyId: string;
  publicKey: StaffPublicJwk;
  privateKey: StaffPrivateJwk;
}> {
  const pair = await crypto.subtle.generateKey(P256, true, ['deriveBits']);
  const exported = staffPrivateJwkSchema.parse(
    await crypto.subtle.exportKey('jwk', pair.privateKey),
  );
  const publicKey = publicHalf(exported);
  return {
    keyId: await staffKeyId(publicKey),
    publicKey,
    privateKey: { ...publicKey, d: exported.d },
  };
}

/**
 * Imports a private key file's content as a key that cannot be exported again (in a browser,
 * script can use it while the page lives but never read it). Throws `TypeError` for anything that
 * is not a P-256 private key.
 */
export async function importStaffPrivateKey(content: unknown): Promise<LoadedStaffKey> {
  const parsed = staffPrivateJwkSchema.safeParse(content);
  if (!parsed.success) throw new TypeError('Not a P-256 private key (JWK)');
  const jwk = parsed.data;
  const publicKey = publicHalf(jwk);
  let privateKey: StaffCryptoKey;
  try {
    privateKey = await crypto.subtle.importKey('jwk', { ...publicKey, d: jwk.d }, P256, false, [
      'deriveBits',
    ]);
  } catch (error) {
    throw new TypeError('Not a P-256 private key (JWK)', { cause: error });
  }
  return { keyId: await staffKeyId(publicKey), publicKey, privateKey };
}

/** Whether base64 text is an uncompressed point on P-256 (anything else could never be opened). */
export async function isP256Point(base64: string): Promise<boolean> {
  try {
    await crypto.subtle.importKey('raw', base64ToBytes(base64), P256, false, []);
    return true;
  } catch {
    return false;
  }
}
