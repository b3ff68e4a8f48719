import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ONBOARDING_STORAGE_KEY, onboardingQueryKey } from './onboarding-keys';
import type { OnboardingAnswers } from './onboarding-answers';
import { readItem, removeItem, writeItem } from '../platform/device-storage';
import type { RecordsStore } from '../records';
import { putLatest } from '../records/put-latest';
import { useSession } from '../session/session';

/**
 * Onboarding answers (spec §3): who the app is for, the age band and the symptoms. The onboarding
 * screen writes them, the app welcome and the hub read them, so they live here and not in a feature.
 *
 * Where they are kept:
 * - a guest: on this device only (localStorage, `waha.onboarding`), checked with zod when read;
 * - a signed-in person: in the encrypted records store (kind `onboarding`, id `answers`), so the
 *   server holds only ciphertext. A successful save there removes any device copy, so the answers
 *   are not also lying on the device in plain text.
 * Someone who answered as a guest and then logs in keeps seeing the device answers until they
 * answer again (the next save moves them into the encrypted store).
 */

export { ONBOARDING_STORAGE_KEY };
export const ONBOARDING_RECORD_ID = 'answers';

// The zod schema is fetched with the first read or save, not with the screens that import this.
const schema = () => import('./onboarding-schema');

/** The answers kept on this device, or null when there are none or they are not valid. */
export async function readDeviceAnswers(): Promise<OnboardingAnswers | null> {
  let stored: unknown;
  try {
    const text = readItem(ONBOARDING_STORAGE_KEY);
    if (text === null) return null;
    stored = JSON.parse(text);
  } catch {
    // Blocked storage or a damaged value: as if never answered.
    return null;
  }
  return (await schema()).parseAnswers(stored);
}

function writeDeviceAnswers(answers: OnboardingAnswers): void {
  writeItem(ONBOARDING_STORAGE_KEY, JSON.stringify(answers));
}

function forgetDeviceAnswers(): void {
  try {
    removeItem(ONBOARDING_STORAGE_KEY);
  } catch {
    // Nothing to forget where storage is blocked.
  }
}

export interface OnboardingStorage {
  load(signedIn: boolean): Promise<OnboardingAnswers | null>;
  /** Saves valid answers (else throws) and gives them back as kept (symptoms in their order). */
  save(signedIn: boolean, answers: OnboardingAnswers): Promise<OnboardingAnswers>;
}

/**
 * Reads and writes the answers in the right place for a guest or a signed-in person. The records
 * store is passed as a loader so the cryptography code is fetched only for signed-in people.
 */
export function createOnboardingStorage(records: () => Promise<RecordsStore>): OnboardingStorage {
  return {
    async load(signedIn) {
      if (!signedIn) return readDeviceAnswers();
      const [store, { parseAnswers }] = await Promise.all([records(), schema()]);
      // The list (at most one record) rather than a get: "none yet" is then an empty answer, not
      // a 404 that the browser reports as an error on every new account's first visit.
      const saved = (await store.list<unknown>('onboarding')).find(
        (record) => record.id === ONBOARDING_RECORD_ID,
      );
      return (saved ? parseAnswers(saved.value) : null) ?? (await readDeviceAnswers());
    },

    async save(signedIn, input) {
      const answers = (await schema()).normaliseAnswers(input);
      if (!signedIn) {
        writeDeviceAnswers(answers);
        return answers;
      }
      // Answered on another device meanwhile: the answers just given are the latest word.
      await putLatest(await records(), 'onboarding', ONBOARDING_RECORD_ID, answers);
      forgetDeviceAnswers();
      return answers;
    },
  };
}

const storage = createOnboardingStorage(() =>
  import('../session/personal-records').then((module) => module.personalRecords),
);

/**
 * The answers of whoever uses the app now: `answers` is null when there are none yet; `isPending`
 * while the session or the encrypted record is on its way; `isError` when they could not be read.
 */
export function useOnboardingAnswers() {
  const { account, isPending: sessionPending } = useSession();
  const accountId = account?.id ?? null;
  const query = useQuery({
    queryKey: onboardingQueryKey(accountId),
    queryFn: () => storage.load(accountId !== null),
    enabled: !sessionPending,
    staleTime: Infinity,
  });
  return {
    answers: query.data ?? null,
    isPending: sessionPending || query.isPending,
    isError: query.isError,
    /**
     * The answers have been read from where they are kept (a prerendered screen starts with a
     * first visit's none, `updatedAt` 0, and reads them right after: main.tsx).
     */
    isRead: query.isError || (!sessionPending && !query.isFetching && query.dataUpdatedAt > 0),
  };
}

/** Saves new answers where they belong (see above) and updates every screen that shows them. */
export function useSaveOnboardingAnswers() {
  const { account } = useSession();
  const client = useQueryClient();
  const accountId = account?.id ?? null;
  return useMutation({
    mutationFn: (answers: OnboardingAnswers) => storage.save(accountId !== null, answers),
    onSuccess: (answers) => {
      client.setQueryData(onboardingQueryKey(accountId), answers);
    },
  });
}
