import type { Language } from '@waha/shared/constants';
import type { AddressForm } from '@/lib/session/use-address-form';
import { addressedFile } from '@/lib/media/addressed-narration';
import { playableAudio } from '@/lib/media/audio-format';
import { exerciseMedia } from '@/lib/media/media-manifest';
import sizes from '@/lib/media/media-sizes.json';
import type { MediaFile } from '@/lib/media/offline/offline-media';
import { EXERCISES, type ExerciseId } from '../catalogue';

/**
 * Which files "Make available offline" stores for each exercise that has audio or video (its
 * catalogue row's `media` and `video`): its narration in the format this browser plays
 * (audio-format.ts), its video, and their captions, each in the recording addressed to the person
 * (a woman's, where an Arabic narration has one: addressed-narration.ts). The posters are in the
 * app shell's precache already.
 */

/** The exercises that have a narration or a video to store, in the catalogue's order. */
export const OFFLINE_EXERCISE_IDS: readonly ExerciseId[] = EXERCISES.filter(
  (exercise) => exercise.media !== undefined || exercise.video !== undefined,
).map((exercise) => exercise.id);

function withSize(url: string, language: Language): MediaFile {
  const name = url.slice(url.lastIndexOf('/') + 1);
  const bytes = (sizes[language] as Record<string, number | undefined>)[name];
  if (bytes === undefined) throw new Error(`No size recorded for media/${language}/${name}`);
  return { url, bytes };
}

/**
 * The files to store for an exercise in one language, for a browser that plays Opus or not, for a
 * person addressed in `form` (undefined: a man's or a guest's recordings). None for an exercise
 * without media.
 */
export function offlineFiles(
  id: ExerciseId,
  language: Language,
  opus: boolean,
  form?: AddressForm,
): MediaFile[] {
  const { audio, video } = exerciseMedia(id, language);
  const urls = [
    ...audio.flatMap((entry) => [playableAudio(entry.audio, opus), entry.captions]),
    ...(video ? [video.video, video.captions] : []),
  ];
  return urls.map((url) => withSize(addressedFile(url, form), language));
}
