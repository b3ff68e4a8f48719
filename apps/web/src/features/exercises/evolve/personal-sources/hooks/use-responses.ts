import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useExerciseRecords } from '@/exercise-kit/records/use-exercise-records';
import type { Response } from '../response-schema';
import { asStep, STEPS, type StepNumber } from '../steps';

// zod stays out of the screens' chunk: it loads with the first read or save.
const loadSchema = () => import('../response-schema').then((module) => module.responseSchema);

/** Answers by step number. */
export type Responses = ReadonlyMap<StepNumber, Response>;

const NONE: Responses = new Map();

/**
 * The signed-in person's answers, one encrypted record per step (id "1" to "11"), each checked
 * with zod when decrypted (a damaged or foreign value reads as none). A guest has none here: a
 * guest's words stay in this tab (see use-step-text.ts).
 */
export function useResponses() {
  const records = useExerciseRecords<Response>({
    kind: 'personal-sources-response',
    loadSchema,
    compare: (a, b) => Number(a.id) - Number(b.id),
    skip: (id) => asStep(Number(id)) === null,
    onConflict: 'overwrite',
  });
  const list = records.records;
  const responses = useMemo(
    (): Responses =>
      list
        ? new Map(list.map(({ id, ...answer }) => [asStep(Number(id)) as StepNumber, answer]))
        : NONE,
    [list],
  );

  const save = useMutation({
    mutationFn: async ({ step, text }: { step: StepNumber; text: string }) => {
      const answer = { text, updatedAt: new Date().toISOString() };
      const outcome = await records.put(String(step), answer);
      return { step, answer, outcome };
    },
  });

  return {
    signedIn: records.signedIn,
    isPending: records.isPending,
    responses,
    save: save.mutateAsync,
    isSaving: save.isPending,
  };
}

/** The first step without an answer, or null when all have one: where an account resumes. */
export function firstUnanswered(responses: Responses): StepNumber | null {
  return STEPS.find((step) => !responses.has(step)) ?? null;
}
