import type { Limit } from '../../lib/rate-limit';
import type { CredentialLimits } from '../auth/rate-limits';

const MINUTE = 60_000;

/**
 * Staff limits, before AUTH_RATE_LIMIT_SCALE: stricter than the people's (fewer failures, longer
 * windows, longer waits), and like theirs they count failures per address and per name and
 * address, so that nobody can lock a colleague out: failures at a name from everywhere only slow
 * its sign-ins (from the 4th failure in 30 minutes, 1 s doubling to 16 s), never refuse them.
 * A browser where a name signed in before (its device cookie, `devices.ts`) is counted by that
 * cookie instead (`failuresPerDevice`), so colleagues sharing an address cannot be shut out of
 * their own browsers by someone failing there.
 */
export const STAFF_RATE_LIMITS = {
  signIn: {
    attemptsPerAddress: { max: 20, windowMs: MINUTE },
    failuresPerAddress: { max: 20, windowMs: 30 * MINUTE },
    failuresPerNicknameAndAddress: { max: 5, windowMs: 30 * MINUTE },
    failuresPerDevice: { max: 5, windowMs: 30 * MINUTE },
    slowNickname: {
      afterFailures: 3,
      windowMs: 30 * MINUTE,
      firstDelayMs: 1000,
      maxDelayMs: 16_000,
    },
  },
  /** Setup links that do not work, per address: a link's token cannot be guessed, but bound it. */
  setupFailures: { max: 10, windowMs: 30 * MINUTE },
  /** Requests a signed-in staff member may make a minute: far above what a person clicks. */
  perStaff: { max: 600, windowMs: MINUTE },
} as const satisfies {
  signIn: CredentialLimits & { failuresPerDevice: Limit };
  setupFailures: Limit;
  perStaff: Limit;
};
