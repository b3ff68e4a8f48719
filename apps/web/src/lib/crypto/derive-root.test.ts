import { hashRaw } from '@node-rs/argon2';
import { DEFAULT_CLIENT_KDF } from '@waha/shared';
import type { KdfParams } from '@waha/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_KDF, TEST_SALT } from '@/test/kdf-params';
import { answerArgon2Request } from './argon2-core';
import type { Argon2Request, Argon2Response } from './argon2-core';
import { deriveRoot } from './derive-root';
import { base64ToBytes } from './encoding';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** An independent Argon2id (the Rust `argon2` crate, through @node-rs/argon2). */
async function reference(password: string, kdf: KdfParams, saltB64 = TEST_SALT) {
  const raw = await hashRaw(password, {
    salt: base64ToBytes(saltB64),
    memoryCost: kdf.memoryKiB,
    timeCost: kdf.iterations,
    parallelism: kdf.parallelism,
    outputLen: 32,
    algorithm: 2, // Argon2id
  });
  return hex(raw);
}

describe('deriveRoot (Argon2id)', () => {
  it('matches a fixed vector and an independent implementation', async () => {
    const kdf: KdfParams = {
      algorithm: 'argon2id',
      memoryKiB: 19456,
      iterations: 2,
      parallelism: 1,
    };
    const root = await deriveRoot('correct horse battery staple', TEST_SALT, kdf);
    // Computed once with @node-rs/argon2 `hashRaw` (m=19456, t=2, p=1, salt 00..0f, 32 bytes).
    expect(hex(root)).toBe('818259b6310026a8e0dbac5d2e6927abcfdb07b32258fac4f61b18b80f929085');
    expect(hex(root)).toBe(await reference('correct horse battery staple', kdf));
  });

  it('normalises the password with NFKC, so every keyboard gives the same key', async () => {
    const pairs = [
      ['cafe\u0301 au lait', 'caf\u00e9 au lait'], // e + combining accent, or precomposed é
      ['\uff50\uff41\uff53\uff53\uff17', 'pass7'], // full-width letters and digit
      // The lam-alef ligature, as some Arabic keyboards type it.
      ['\ufefb\u0633\u0644\u0627\u0645', '\u0644\u0627\u0633\u0644\u0627\u0645'],
    ];
    for (const [typed, canonical] of pairs) {
      const [a, b] = await Promise.all([
        deriveRoot(typed as string, TEST_SALT, TEST_KDF),
        deriveRoot(canonical as string, TEST_SALT, TEST_KDF),
      ]);
      expect(hex(a)).toBe(hex(b));
      expect(hex(a)).toBe(await reference(canonical as string, TEST_KDF));
    }
    // Spaces and case are still part of the password.
    const plain = hex(await deriveRoot('pass7', TEST_SALT, TEST_KDF));
    expect(hex(await deriveRoot('Pass7', TEST_SALT, TEST_KDF))).not.toBe(plain);
    expect(hex(await deriveRoot('pass7 ', TEST_SALT, TEST_KDF))).not.toBe(plain);
  });

  it('refuses parameters below the agreed minimum and malformed salts', async () => {
    const weak = { ...TEST_KDF, memoryKiB: 1024 };
    await expect(deriveRoot('secret', TEST_SALT, weak)).rejects.toBeInstanceOf(RangeError);
    await expect(deriveRoot('secret', 'AAAA', TEST_KDF)).rejects.toBeInstanceOf(RangeError);
    await expect(deriveRoot('secret', 'not base64!', TEST_KDF)).rejects.toBeInstanceOf(RangeError);
  });

  it('does not start when already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(deriveRoot('secret', TEST_SALT, TEST_KDF, controller.signal)).rejects.toThrow(
      'left the page',
    );
  });

  it('runs the real default parameters (64 MiB, t=3) in well under 10 seconds', async () => {
    const started = performance.now();
    const root = await deriveRoot('correct horse battery staple', TEST_SALT, DEFAULT_CLIENT_KDF);
    const seconds = (performance.now() - started) / 1000;
    console.info(`Argon2id with DEFAULT_KDF took ${seconds.toFixed(2)} s`);
    expect(root).toHaveLength(32);
    expect(hex(root)).toBe(await reference('correct horse battery staple', DEFAULT_CLIENT_KDF));
    expect(seconds).toBeLessThan(10);
  }, 20_000);
});

/** Stands in for the browser's Worker, answering with the worker's own code. */
class FakeWorker {
  static instances: FakeWorker[] = [];
  static answer: 'compute' | 'never' | 'crash' = 'compute';
  onmessage: ((event: MessageEvent<Argon2Response>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  received: Argon2Request | undefined;
  senderKeptPassword: boolean | undefined;

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.instances.push(this);
  }

  postMessage(request: Argon2Request, transfer: Transferable[]) {
    // As across a real thread boundary: transferred buffers leave the sender.
    this.received = structuredClone(request, { transfer });
    this.senderKeptPassword = request.password.byteLength > 0;
    if (FakeWorker.answer === 'crash') {
      queueMicrotask(() => this.onerror?.(new ErrorEvent('error', { message: 'boom' })));
    } else if (FakeWorker.answer === 'compute') {
      void answerArgon2Request(this.received).then((data) => {
        if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data }));
      });
    }
  }

  terminate() {
    this.terminated = true;
  }
}

describe('deriveRoot in a Web Worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.instances = [];
    FakeWorker.answer = 'compute';
  });

  it('derives the same key as on this thread, and ends the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const root = await deriveRoot('correct horse', TEST_SALT, TEST_KDF);
    const [worker] = FakeWorker.instances;
    expect(String(worker?.url)).toMatch(/\/argon2\.worker\.ts(\?|$)/);
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.terminated).toBe(true);
    expect(hex(root)).toBe(await reference('correct horse', TEST_KDF));
  });

  it('hands the password bytes over instead of keeping a copy', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = 'never';
    const controller = new AbortController();
    const pending = deriveRoot('correct horse', TEST_SALT, TEST_KDF, controller.signal);
    await vi.waitFor(() => expect(FakeWorker.instances[0]?.received).toBeDefined());
    expect(new TextDecoder().decode(FakeWorker.instances[0]?.received?.password)).toBe(
      'correct horse',
    );
    expect(FakeWorker.instances[0]?.senderKeptPassword).toBe(false);
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(pending).rejects.toThrow('cancelled');
    expect(FakeWorker.instances[0]?.terminated).toBe(true);
  });

  it('derives on this thread where module workers cannot be created', async () => {
    const unsupported = vi.fn(function Worker() {
      throw new TypeError('Module scripts are not supported on DedicatedWorker');
    });
    vi.stubGlobal('Worker', unsupported);
    const root = await deriveRoot('correct horse', TEST_SALT, TEST_KDF);
    expect(unsupported).toHaveBeenCalledOnce();
    expect(hex(root)).toBe(await reference('correct horse', TEST_KDF));
  });

  it('reports a worker that fails', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = 'crash';
    await expect(deriveRoot('secret', TEST_SALT, TEST_KDF)).rejects.toThrow(/worker failed: boom/);
    expect(FakeWorker.instances[0]?.terminated).toBe(true);
  });
});
