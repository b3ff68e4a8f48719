/**
 * Onboarding answers (spec §3): who the app is for, the age band and the symptoms. The constants
 * and the type live here, apart from their zod schema (onboarding-schema.ts), so the screens that
 * show them do not load the validation library before it is needed.
 */

export const USER_TYPES = ['myself', 'someoneElse'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The spec's bands (§3, §9) plus 40-50, which it leaves out, so every adult age has a band. */
export const AGE_BANDS = [
  'under18',
  '18-30',
  '30-40',
  '40-50',
  '50-60',
  '60-70',
  '70plus',
] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const SYMPTOMS = [
  'anxiety',
  'panic',
  'aggression',
  'nightmares',
  'flashbacks',
  'stress',
] as const;
export type Symptom = (typeof SYMPTOMS)[number];

export interface OnboardingAnswers {
  userType: UserType;
  ageBand: AgeBand;
  /** Several allowed, none required; always in the order of SYMPTOMS. */
  symptoms: Symptom[];
}
