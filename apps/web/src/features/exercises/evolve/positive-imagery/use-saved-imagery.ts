import { useMutation } from '@tanstack/react-query';
import { joinOutcomes, type SaveOutcome } from '@/exercise-kit/records/save-outcome';
import { useExerciseRecords, type StoredRecord } from '@/exercise-kit/records/use-exercise-records';
import type { ChosenPicture, ImageryChoice } from './choice';
import type { ImageryPicture } from './imagery-schema';
import { photoMemory } from './photo-memory';

const loadSchema = () => import('./imagery-schema').then((module) => module.imageryPictureSchema);

export type SavedPicture = StoredRecord<ImageryPicture>;

/** A saved set as a go: its pictures in their order, own photos back in this page's memory. */
export function choiceFromSaved(saved: readonly SavedPicture[]): ImageryChoice {
  const chosen: ChosenPicture[] = saved.map(({ id, picture, note, frame }) => {
    if (picture.source === 'photo') photoMemory.set(id, picture.image);
    return {
      key: id,
      picture: picture.source === 'gallery' ? picture : { source: 'photo' },
      note,
      frame,
    };
  });
  return {
    chosen,
    photos: chosen.filter((item) => item.picture.source === 'photo').map((item) => item.key),
  };
}

/**
 * The signed-in person's saved pictures (one encrypted `positive-imagery` record each, checked
 * with zod when decrypted); saving writes the whole go and deletes what is no longer in it, and
 * tells whether any of it waits on this device for the network.
 */
export function useSavedImagery() {
  const records = useExerciseRecords<ImageryPicture>({
    kind: 'positive-imagery',
    loadSchema,
    compare: (a, b) => a.order - b.order,
    onConflict: 'fail',
  });

  const save = useMutation({
    mutationFn: async (choice: ImageryChoice) => {
      const updatedAt = new Date().toISOString();
      const previous = records.records ?? [];
      const outcomes: SaveOutcome[] = [];
      for (const [order, item] of choice.chosen.entries()) {
        const image = photoMemory.get(item.key);
        const picture =
          item.picture.source === 'gallery' ? item.picture : { source: 'photo' as const, image };
        // An own photo no longer in this page's memory fails the schema's check in `put`.
        outcomes.push(
          await records.put(item.key, {
            picture,
            note: item.note,
            frame: item.frame,
            order,
            updatedAt,
          } as ImageryPicture),
        );
      }
      const keys = new Set(choice.chosen.map((item) => item.key));
      for (const old of previous)
        if (!keys.has(old.id)) outcomes.push(await records.remove(old.id));
      return { outcome: joinOutcomes(outcomes) };
    },
  });

  const remove = useMutation({
    mutationFn: async () => {
      for (const old of records.records ?? []) await records.remove(old.id);
    },
  });

  return {
    signedIn: records.signedIn,
    isPending: records.isPending,
    isError: records.isError,
    saved: records.records,
    save: save.mutateAsync,
    isSaving: save.isPending,
    remove: remove.mutateAsync,
  };
}
