import { argon2id } from 'hash-wasm';
import type { KdfParams } from '@waha/shared';

/**
 * The Argon2id computation itself, shared by the Web Worker and by the same-thread fallback (used
 * where there is no `Worker`, as in unit tests), so both run exactly the same code.
 */

/** Length of the root key Argon2id derives, in bytes. */
export const ROOT_KEY_LENGTH = 32;

export interface Argon2Request {
  /** UTF-8 of the NFKC-normalised password. */
  password: Uint8Array;
  salt: Uint8Array;
  kdf: KdfParams;
}

export type Argon2Response = { ok: true; root: Uint8Array } | { ok: false; message: string };

export function runArgon2id({ password, salt, kdf }: Argon2Request): Promise<Uint8Array> {
  return argon2id({
    password,
    salt,
    parallelism: kdf.parallelism,
    iterations: kdf.iterations,
    memorySize: kdf.memoryKiB,
    hashLength: ROOT_KEY_LENGTH,
    outputType: 'binary',
  });
}

/** Answers one request as the worker does: errors become a message, since they cross a thread. */
export async function answerArgon2Request(request: Argon2Request): Promise<Argon2Response> {
  try {
    const root = await runArgon2id(request);
    return { ok: true, root };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    request.password.fill(0);
  }
}
