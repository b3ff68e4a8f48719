/**
 * Bytes and their text forms, the same in browsers and in Node (WebCrypto's globals): used by
 * the account encryption in the web app and by the sealing protocol of session requests.
 */

/**
 * Bytes backed by a plain `ArrayBuffer`. WebCrypto accepts only these (not views of a
 * `SharedArrayBuffer`), so everything handed to `crypto.subtle` is typed this way.
 */
export type Bytes = Uint8Array<ArrayBuffer>;

/** The alphabet and padding the server's zod schemas accept (`^[A-Za-z0-9+/]*={0,2}$`). */
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

// String.fromCharCode takes its bytes as arguments; chunks keep large records under the engine's
// argument limit.
const CHUNK = 0x8000;

/** Standard base64 with padding. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

/** Decodes standard, padded base64; throws a `TypeError` for anything else. */
export function base64ToBytes(base64: string): Bytes {
  if (base64.length % 4 !== 0 || !BASE64_PATTERN.test(base64)) {
    throw new TypeError('Expected standard base64 with padding');
  }
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Unpadded base64url (RFC 4648 §5), as JWK coordinates and key ids are written. */
export function bytesToBase64url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_');
}

/** Decodes unpadded base64url; throws a `TypeError` for anything else. */
export function base64urlToBytes(text: string): Bytes {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) {
    throw new TypeError('Expected unpadded base64url');
  }
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  return base64ToBytes(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
}

export function utf8Encode(text: string): Bytes {
  return new TextEncoder().encode(text);
}

/** Strict: bytes that are not valid UTF-8 throw instead of turning into U+FFFD. */
export function utf8Decode(bytes: ArrayBuffer | Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function concatBytes(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Bytes from the platform's cryptographically secure generator. */
export function randomBytes(length: number): Bytes {
  return crypto.getRandomValues(new Uint8Array(length));
}
