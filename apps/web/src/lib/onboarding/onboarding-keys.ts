import { deviceKey } from '../platform/device-storage';

// Where the onboarding answers live, apart from onboarding.ts so that the app's entry (main.tsx)
// can tell a first visit without loading the answers' code.

/** A guest's answers, on this device only (see onboarding.ts). */
export const ONBOARDING_STORAGE_KEY = deviceKey('waha.onboarding');

/** The query of the answers: an account's, or this device's for a guest. */
export const onboardingQueryKey = (accountId: string | null) =>
  ['onboarding', accountId ?? 'device'] as const;
