import type { Language } from '@waha/shared/constants';
import { playableAudio } from '../../lib/audio-format';
import femaleCaptions from '../../lib/female-captions.json';
import { mediaFor, type NarratedAudio, type NarratedVideo } from '../../lib/media-manifest';
import sizes from '../../lib/media-sizes.json';
import type { MediaFile } from '../../lib/offline-media/offline-media';
import { EXERCISES, type ExerciseId } from '../catalogue';

/**
 * Which files "Make available offline" stores for each exercise that has audio or video: its
 * narration in the format this browser plays (audio-format.ts), its videos, and their captions (the
 * Arabic feminine captions too, so the track follows the account). The posters are in the app
 * shell's precache already.
 */

const WITH_FEMALE_FORM = new Set<string>(femaleCaptions);

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

function captionUrls(captions: string, language: Language): string[] {
  const name = /\/([a-z0-9-]+)\.vtt$/.exec(captions)?.[1];
  return language === 'ar' && name !== undefined && WITH_FEMALE_FORM.has(name)
    ? [captions, `/media/ar/${name}.female.vtt`]
    : [captions];
}

function withSize(url: string, language: Language): MediaFile {
  const name = url.slice(url.lastIndexOf('/') + 1);
  const bytes = (sizes[language] as Record<string, number | undefined>)[name];
  if (bytes === undefined) throw new Error(`No size recorded for media/${language}/${name}`);
  return { url, bytes };
}

/** The files to store for an exercise in one language, for a browser that plays Opus or not. */
export function offlineFiles(
  id: OfflineExerciseId,
  language: Language,
  opus: boolean,
): MediaFile[] {
  const { audio, videos } = mediaOf(id, language);
  const urls = [
    ...audio.flatMap((entry) => [
      playableAudio(entry.audio, opus),
      ...captionUrls(entry.captions, language),
    ]),
    ...videos.flatMap((entry) => [entry.video, ...captionUrls(entry.captions, language)]),
  ];
  return urls.map((url) => withSize(url, language));
}
