import { isCommonPassword } from './common-passwords';

/**
 * A new password is refused when zxcvbn estimates that fewer than 100,000 guesses find it.
 *
 * The server keeps the data key wrapped under this password, so the password is what stands
 * between a copy of the database, or someone trying logins, and a person's diary. A guesser starts
 * with the commonest passwords and their simple variations (a name and a year, a word and "123",
 * a keyboard row): zxcvbn puts those below 10^5. The line is not higher because the spec's minimum
 * is 6 characters, and zxcvbn counts any 6 characters without a pattern as 10^6 guesses (its score
 * 2, "somewhat guessable", starts there): a higher line would refuse every 6-character password
 * and quietly raise the minimum. Below the line, each guess costs a login the server slows (up
 * to 8 s for a nickname that keeps failing) or, with a copy of the database, one Argon2id
 * derivation of 64 MiB: 100,000 of them is the least a guesser must spend.
 */
export const GUESSABLE_BELOW = 1e5;

type Estimate = (password: string) => number;

let estimate: Estimate | null = null;
let loading: Promise<void> | null = null;
let failed = false;

/**
 * Starts loading the estimator (once; again after a failure only if `retry`, as when the field is
 * focused anew, so a keystroke offline does not ask the network each time). Never rejects: until
 * it has loaded, or if it cannot load (offline), the form checks the short list of the commonest
 * passwords instead, and nothing waits for it.
 */
export function loadPasswordEstimator({ retry = false } = {}): Promise<void> {
  if (estimate) return Promise.resolve();
  if (loading && !(failed && retry)) return loading;
  failed = false;
  // The failure is answered on the import's own promise: the build then raises no load error of
  // its own for it, which would reload the page (lib/platform/chunk-reload.ts) and lose what was
  // typed (e2e/password-strength.spec.ts blocks the file to check).
  loading = import('./password-estimator').then(
    (module) => {
      estimate = module.estimatedGuesses;
    },
    () => {
      failed = true;
    },
  );
  return loading;
}

/** Whether `password` is among the first a guesser tries (see GUESSABLE_BELOW). */
export function isGuessablePassword(password: string): boolean {
  return estimate ? estimate(password) < GUESSABLE_BELOW : isCommonPassword(password);
}
