import type { KdfParams } from '@waha/shared';

/**
 * The cheapest Argon2id parameters the shared schema accepts (19 MiB, one pass), so tests that
 * are about the protocol rather than the cost of derivation stay fast. Used by tests only.
 */
export const TEST_KDF: KdfParams = {
  algorithm: 'argon2id',
  memoryKiB: 19456,
  iterations: 1,
  parallelism: 1,
};

/** Salt 00 01 02 … 0f. */
export const TEST_SALT = 'AAECAwQFBgcICQoLDA0ODw==';
