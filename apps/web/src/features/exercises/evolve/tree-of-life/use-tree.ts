import { joinOutcomes, type SaveOutcome } from '@/exercise-kit/records/save-outcome';
import { useExerciseRecords } from '@/exercise-kit/records/use-exercise-records';
import { newRecordId } from '@/lib/records/record-id';
import type { Area } from './areas';
import type { TreeEntryValue } from './entry-schema';
import { useTabEntries, type TreeEntry } from './kept-tree';

const loadSchema = () => import('./entry-schema').then((module) => module.treeEntrySchema);

/** An entry as shown: `saved` when it is an encrypted record of the account. */
export interface ShownEntry extends TreeEntry {
  saved: boolean;
}

const byCreation = (a: TreeEntryValue, b: TreeEntryValue) => a.createdAt.localeCompare(b.createdAt);
const NONE: TreeEntry[] = [];

/**
 * The tree's entries. A signed-in person's are `tree-of-life-entry` records, encrypted, checked
 * with zod when decrypted (a damaged or foreign value is left out); each change is saved at once.
 * A guest's stay in this tab, and stay there through registering or logging in, until
 * `saveTabEntries` puts them in the account.
 */
export function useTree() {
  const records = useExerciseRecords<TreeEntryValue>({
    kind: 'tree-of-life-entry',
    loadSchema,
    compare: byCreation,
    onConflict: 'fail',
    rereadOnMount: true,
  });
  const [tabEntries, setTabEntries] = useTabEntries();
  const savedEntries = records.records ?? NONE;
  const { signedIn } = records;

  const put = ({ id, ...value }: TreeEntry): Promise<SaveOutcome> => records.put(id, value);
  const inTab = (id: string) => tabEntries.some((entry) => entry.id === id);

  const entries: ShownEntry[] = [
    ...savedEntries.map((entry) => ({ ...entry, saved: true })),
    ...tabEntries.map((entry) => ({ ...entry, saved: false })),
  ];

  return {
    signedIn,
    isPending: records.isPending,
    isError: records.isError,
    retry: records.retry,
    entries,
    unsaved: tabEntries.length,

    /**
     * Adds an entry: saved at once for an account (`outcome`: whether it waits on this device for
     * the network), kept in this tab for a guest (`outcome` null).
     */
    async add(
      area: Area,
      text: string,
    ): Promise<{ entry: TreeEntry; outcome: SaveOutcome | null }> {
      const now = new Date().toISOString();
      const entry = { id: newRecordId(), area, text: text.trim(), createdAt: now, updatedAt: now };
      if (signedIn) return { entry, outcome: await put(entry) };
      setTabEntries((kept) => [...kept, entry]);
      return { entry, outcome: null };
    },

    /** Changes an entry's words; the save's outcome as `add`'s. */
    async change(id: string, text: string): Promise<SaveOutcome | null> {
      const updatedAt = new Date().toISOString();
      if (inTab(id)) {
        setTabEntries((kept) =>
          kept.map((entry) =>
            entry.id === id ? { ...entry, text: text.trim(), updatedAt } : entry,
          ),
        );
        return null;
      }
      const entry = savedEntries.find((saved) => saved.id === id);
      return entry ? put({ ...entry, text: text.trim(), updatedAt }) : null;
    },

    async remove(id: string): Promise<void> {
      if (inTab(id)) {
        setTabEntries((kept) => kept.filter((entry) => entry.id !== id));
        return;
      }
      await records.remove(id);
    },

    /** Puts this tab's entries in the account, one by one; those saved leave the tab. */
    async saveTabEntries(): Promise<SaveOutcome> {
      const outcomes: SaveOutcome[] = [];
      for (const entry of tabEntries) {
        outcomes.push(await put(entry));
        setTabEntries((kept) => kept.filter((e) => e.id !== entry.id));
      }
      return joinOutcomes(outcomes);
    },

    /** Forgets the entries kept in this tab (the pause menu's restart or exit). */
    forgetTabEntries: () => setTabEntries([]),
  };
}

export type Tree = ReturnType<typeof useTree>;
