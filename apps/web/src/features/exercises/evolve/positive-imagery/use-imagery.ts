import { useEffect, useMemo } from 'react';
import { useDeviceState } from '@/lib/platform/hydration';
import { EMPTY_CHOICE, readDraft, sameChoice, writeDraft, type ImageryChoice } from './choice';
import { photoMemory } from './photo-memory';
import { choiceFromSaved, useSavedImagery } from './use-saved-imagery';

/**
 * The go: what was chosen in this tab (kept as a draft, so it survives registering and a reload,
 * own photos aside), or else an account's saved pictures, or nothing yet. `unsaved` is true when
 * the go differs from what is saved.
 */
export function useImagery() {
  const records = useSavedImagery();
  const [draft, setDraft, fromDevice] = useDeviceState<ImageryChoice | null>(readDraft, null);
  // Also puts saved own photos back into this page's memory (the same each time).
  const savedChoice = useMemo(
    () => (records.saved ? choiceFromSaved(records.saved) : EMPTY_CHOICE),
    [records.saved],
  );

  useEffect(() => {
    if (!fromDevice) return;
    writeDraft(draft);
    const current = draft ?? savedChoice;
    photoMemory.keepOnly([...current.photos, ...savedChoice.photos]);
  }, [draft, fromDevice, savedChoice]);

  const choice = draft ?? savedChoice;
  return {
    records,
    choice,
    unsaved: draft !== null && !sameChoice(draft, savedChoice),
    update: (change: (choice: ImageryChoice) => ImageryChoice) =>
      setDraft((previous) => change(previous ?? savedChoice)),
    /** Forgets the go of this tab (after saving, leaving or removing). */
    forget: () => setDraft(null),
    /** Saves the go; `pending` when it waits on this device for the network. */
    save: async () => {
      const { outcome } = await records.save(choice);
      setDraft(null);
      return outcome;
    },
    remove: async () => {
      await records.remove();
      setDraft(null);
    },
  };
}

export type Imagery = ReturnType<typeof useImagery>;
