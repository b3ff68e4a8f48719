import { useTabState } from '@/exercise-kit/hooks/use-tab-state';
import { familyKey } from '@/lib/platform/device-storage';
import { draftStorageKey } from '@/lib/session/session-drafts';
import { ENTRY_MAX_LENGTH, isArea, type Area } from './areas';

export const EXERCISE = 'tree-of-life';

/** One entry on the tree; `saved` is false for one kept only in this tab (a guest's). */
export interface TreeEntry {
  id: string;
  area: Area;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export type Stage = 'instructions' | 'editing' | 'summary';
const STAGES: readonly Stage[] = ['instructions', 'editing', 'summary'];

/** Where the person is in the exercise, kept for a reload in this tab (nothing personal). */
export function useKeptStage() {
  return useTabState<Stage>(familyKey('waha.flow.', EXERCISE), 'instructions', (stored) =>
    STAGES.includes(stored as Stage) ? (stored as Stage) : null,
  );
}

function isEntry(value: unknown): value is TreeEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { id, area, text, createdAt, updatedAt } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    isArea(area) &&
    typeof text === 'string' &&
    text.trim() !== '' &&
    text.length <= ENTRY_MAX_LENGTH &&
    typeof createdAt === 'string' &&
    typeof updatedAt === 'string'
  );
}

/**
 * The entries not saved to an account yet (a guest's), kept in this tab as unsaved drafts are:
 * under the drafts' prefix, so logging out forgets them, and never sent anywhere until saved.
 */
export function useTabEntries() {
  return useTabState<TreeEntry[]>(draftStorageKey(`${EXERCISE}.entries`), [], (stored) =>
    Array.isArray(stored) ? stored.filter(isEntry) : null,
  );
}
