import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoadRecords } from '../../../../../exercise-kit/records/records-context';
import { putLatest } from '../../../../../exercise-kit/records/save-outcome';
import { useSession } from '../../../../../lib/session';
import type { Response } from '../response-schema';
import { asStep, STEPS, type StepNumber } from '../steps';

const KIND = 'personal-sources-response';
// zod stays out of the screens' chunk: it loads with the first read or save.
const loadSchema = () => import('../response-schema').then((module) => module.responseSchema);

/** Answers by step number. */
export type Responses = ReadonlyMap<StepNumber, Response>;

/**
 * The signed-in person's answers, one encrypted record per step (id "1" to "11"), each checked
 * with zod when decrypted (a damaged or foreign value reads as none). A guest has none here: a
 * guest's words stay in this tab (see use-step-text.ts).
 */
export function useResponses() {
  const { account, isPending: sessionPending } = useSession();
  const accountId = account?.id ?? null;
  const load = useLoadRecords();
  const client = useQueryClient();
  const queryKey = ['personal-sources-responses', accountId] as const;

  const query = useQuery({
    queryKey,
    enabled: !sessionPending && accountId !== null,
    staleTime: Infinity,
    queryFn: async (): Promise<Responses> => {
      const [store, schema] = await Promise.all([load(), loadSchema()]);
      const answers = new Map<StepNumber, Response>();
      for (const record of await store.list<unknown>(KIND)) {
        const step = asStep(Number(record.id));
        const parsed = schema.safeParse(record.value);
        if (step !== null && parsed.success) answers.set(step, parsed.data);
      }
      return answers;
    },
  });

  const save = useMutation({
    mutationFn: async ({ step, text }: { step: StepNumber; text: string }) => {
      const [store, schema] = await Promise.all([load(), loadSchema()]);
      const answer = schema.parse({ text, updatedAt: new Date().toISOString() });
      const outcome = await putLatest(store, KIND, String(step), answer);
      return { step, answer, outcome };
    },
    onSuccess: ({ step, answer }) =>
      client.setQueryData<Responses>(queryKey, (previous) =>
        new Map(previous ?? []).set(step, answer),
      ),
  });

  return {
    signedIn: accountId !== null,
    isPending: sessionPending || (accountId !== null && query.isPending),
    responses: query.data ?? (new Map() as Responses),
    save: save.mutateAsync,
    isSaving: save.isPending,
  };
}

/** The first step without an answer, or null when all have one: where an account resumes. */
export function firstUnanswered(responses: Responses): StepNumber | null {
  return STEPS.find((step) => !responses.has(step)) ?? null;
}
