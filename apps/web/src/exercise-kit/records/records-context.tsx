import { createContext, useContext, type ReactNode } from 'react';
import type { RecordsStore } from '@/lib/records';

/** How the kit reaches the encrypted records store: lazily, so guests never load the crypto code. */
export type LoadRecords = () => Promise<RecordsStore>;

const loadPersonalRecords: LoadRecords = () =>
  import('@/lib/session/personal-records').then((module) => module.personalRecords);

const RecordsContext = createContext<LoadRecords>(loadPersonalRecords);

/** For tests: a records store of their own (exercise-kit/test/render-exercise.tsx). */
export function ExerciseRecordsProvider({
  load,
  children,
}: {
  load: LoadRecords;
  children: ReactNode;
}) {
  return <RecordsContext value={load}>{children}</RecordsContext>;
}

export function useLoadRecords(): LoadRecords {
  return useContext(RecordsContext);
}
