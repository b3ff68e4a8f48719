import { z } from 'zod';
import { AGE_BANDS, SYMPTOMS, USER_TYPES, type OnboardingAnswers } from './onboarding-answers';

const onboardingAnswersSchema = z.object({
  userType: z.enum(USER_TYPES),
  ageBand: z.enum(AGE_BANDS),
  // Kept in the spec's order whatever order they were ticked in.
  symptoms: z
    .array(z.enum(SYMPTOMS))
    .max(SYMPTOMS.length)
    .transform((chosen) => SYMPTOMS.filter((symptom) => chosen.includes(symptom))),
}) satisfies z.ZodType<OnboardingAnswers, unknown>;

/** Stored answers, or null when they are not valid (damaged, or from an unknown version). */
export function parseAnswers(value: unknown): OnboardingAnswers | null {
  const parsed = onboardingAnswersSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Answers about to be saved, in their one order; throws when they are not valid. */
export function normaliseAnswers(value: OnboardingAnswers): OnboardingAnswers {
  return onboardingAnswersSchema.parse(value);
}
