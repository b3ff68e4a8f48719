import { LANGUAGES, type Language } from '@waha/shared/constants';
import { useEffect, useState } from 'react';
import type { ExerciseId } from '@/exercise-kit/catalogue';
import { OFFLINE_EXERCISE_IDS, offlineFiles } from '@/exercise-kit/offline/offline-files';
import {
  storageUsed,
  storedUrls,
  totalBytes,
  type MediaFile,
} from '@/lib/media/offline/offline-media';
import type { AddressForm } from '@/lib/session/use-address-form';

export interface StoredExercise {
  id: ExerciseId;
  language: Language;
  files: MediaFile[];
  bytes: number;
}

/** Every exercise's files in one language, for "All exercises in my language". */
export function allFiles(language: Language, opus: boolean, form?: AddressForm): MediaFile[] {
  return OFFLINE_EXERCISE_IDS.flatMap((id) => offlineFiles(id, language, opus, form));
}

/**
 * The exercises whose recordings are all on this device, in either language, and the space the
 * site uses; checked again at each change of `version`. `null` while checking.
 */
export function useStoredExercises(version: number, opus: boolean, form?: AddressForm) {
  const [stored, setStored] = useState<StoredExercise[] | null>(null);
  const [used, setUsed] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    const groups = LANGUAGES.flatMap((language) =>
      OFFLINE_EXERCISE_IDS.map((id) => ({
        id,
        language,
        files: offlineFiles(id, language, opus, form),
      })),
    );
    void Promise.all(
      groups.map(async (group) => {
        const found = await storedUrls(group.files);
        return found.size === group.files.length
          ? [{ ...group, bytes: totalBytes(group.files) }]
          : [];
      }),
    ).then(
      (lists) => live && setStored(lists.flat()),
      () => live && setStored([]),
    );
    void storageUsed().then((bytes) => live && setUsed(bytes));
    return () => {
      live = false;
    };
  }, [version, opus, form]);
  return { stored, used };
}
