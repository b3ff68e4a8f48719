import type { Language } from '@waha/shared/constants';
import type { AddressForm } from '../../lib/use-address-form';
import { addressedFile } from '../../lib/addressed-narration';
import { playableAudio } from '../../lib/audio-format';
import { mediaFor, type NarratedAudio, type NarratedVideo } from '../../lib/media-manifest';
import sizes from '../../lib/media-sizes.json';
import type { MediaFile } from '../../lib/offline-media/offline-media';
import { EXERCISES, type ExerciseId } from '../catalogue';

/**
 * Which files "Make available offline" stores for each exercise that has audio or video: its
 * narration in the format this browser plays (audio-format.ts), its videos, and their captions,
 * each in the recording addressed to the person (a woman's, where an Arabic narration has one:
 * addressed-narration.ts). The posters are in the app shell's precache already.
 */

export const OFFLINE_EXERCISE_IDS = [
  'relaxation',
  'bodyExercise',
  'personalSources',
  'imagination',
  'guidedRelaxation',
  'fingerBreathing',
] as const satisfies readonly ExerciseId[];
export type OfflineExerciseId = (typeof OFFLINE_EXERCISE_IDS)[number];

export function isOfflineExercise(id: ExerciseId): id is OfflineExerciseId {
  return (OFFLINE_EXERCISE_IDS as readonly ExerciseId[]).includes(id);
}

/** The audio and videos an exercise plays, in one language. */
function mediaOf(id: OfflineExerciseId, language: Language) {
  const media = mediaFor(language);
  const audio: NarratedAudio[] = [];
  const videos: NarratedVideo[] = [];
  if (id === 'personalSources') audio.push(...media.personalSources);
  else if (id === 'guidedRelaxation') {
    audio.push(media.breathing);
    videos.push(media.videos.guidedRelaxationIntro);
  } else {
    const row = EXERCISES.find((exercise) => exercise.id === id);
    if (row && 'media' in row) audio.push(media[row.media]);
  }
  return { audio, videos };
}

function withSize(url: string, language: Language): MediaFile {
  const name = url.slice(url.lastIndexOf('/') + 1);
  const bytes = (sizes[language] as Record<string, number | undefined>)[name];
  if (bytes === undefined) throw new Error(`No size recorded for media/${language}/${name}`);
  return { url, bytes };
}

/**
 * The files to store for an exercise in one language, for a browser that plays Opus or not, for a
 * person addressed in `form` (undefined: a man's or a guest's recordings).
 */
export function offlineFiles(
  id: OfflineExerciseId,
  language: Language,
  opus: boolean,
  form?: AddressForm,
): MediaFile[] {
  const { audio, videos } = mediaOf(id, language);
  const urls = [
    ...audio.flatMap((entry) => [playableAudio(entry.audio, opus), entry.captions]),
    ...videos.flatMap((entry) => [entry.video, entry.captions]),
  ];
  return urls.map((url) => withSize(addressedFile(url, form), language));
}
