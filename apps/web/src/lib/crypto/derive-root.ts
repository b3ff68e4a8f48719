import { kdfParamsSchema, saltSchema } from '@waha/shared';
import type { KdfParams } from '@waha/shared';
import type { Argon2Request, Argon2Response } from './argon2-core';
import { base64ToBytes, utf8Encode } from './encoding';
import type { Bytes } from './encoding';

/**
 * Derives the 32-byte root key from a password with Argon2id, in a Web Worker where there is one.
 *
 * The password is NFKC-normalised first: the same password typed on another keyboard, phone or
 * input method (a precomposed "é" or "e" + combining accent, full-width letters, Arabic
 * presentation forms) must give the same bytes, or the person is locked out of their own data.
 * It is not trimmed or case-folded: spaces and case are part of a password.
 *
 * Parameters are checked against the shared schema before use, so a faulty or hostile server
 * cannot talk the browser into a derivation weaker than the agreed minimum (19 MiB, one pass).
 */
export async function deriveRoot(
  password: string,
  saltB64: string,
  kdf: KdfParams,
  signal?: AbortSignal,
): Promise<Bytes> {
  signal?.throwIfAborted();
  const params = kdfParamsSchema.safeParse(kdf);
  if (!params.success) throw new RangeError('Key derivation parameters are out of range');
  if (!saltSchema.safeParse(saltB64).success) throw new RangeError('Expected a 16-byte salt');

  const request: Argon2Request = {
    password: utf8Encode(password.normalize('NFKC')),
    salt: base64ToBytes(saltB64),
    kdf: params.data,
  };
  const worker = startWorker();
  const root = worker ? inWorker(worker, request, signal) : onThisThread(request);
  return copyToOwnBuffer(await root);
}

/** A worker, or null where there are none or module workers are not supported (older Firefox). */
function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // Written out in full here: this is the pattern Vite recognises to bundle the worker.
    return new Worker(new URL('./argon2.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** Without a worker (unit tests, older browsers): the same code, on the calling thread. */
async function onThisThread(request: Argon2Request): Promise<Uint8Array> {
  // Loaded on demand, so the WebAssembly lands in its own chunk and not in the caller's.
  const { answerArgon2Request } = await import('./argon2-core');
  return unwrapResponse(await answerArgon2Request(request));
}

function inWorker(
  worker: Worker,
  request: Argon2Request,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    // Terminating the worker stops the computation itself, not just our interest in its result.
    const onAbort = () => {
      finish();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    worker.onmessage = (event: MessageEvent<Argon2Response>) => {
      finish();
      try {
        resolve(unwrapResponse(event.data));
      } catch (error) {
        reject(error);
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(`The key derivation worker failed: ${event.message || 'could not start'}`));
    };
    worker.onmessageerror = () => {
      finish();
      reject(new Error('The key derivation worker sent an unreadable answer'));
    };
    // Transferred rather than copied, so no copy of the password bytes stays on this thread.
    worker.postMessage(request, [request.password.buffer]);
  });
}

function unwrapResponse(response: Argon2Response): Uint8Array {
  if (!response.ok) throw new Error(`Key derivation failed: ${response.message}`);
  return response.root;
}

/** hash-wasm may hand back a view into its own memory; WebCrypto wants a buffer of our own. */
function copyToOwnBuffer(bytes: Uint8Array): Bytes {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  bytes.fill(0);
  return copy;
}
