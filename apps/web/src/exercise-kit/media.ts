import type { Language } from '@waha/shared/constants';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/lib/i18n/languages';
import {
  exerciseMedia,
  type ExerciseMediaSet,
  type NarratedAudio,
  type NarratedVideo,
  type SegmentedAudio,
} from '@/lib/media/media-manifest';
import type { Exercise, ExerciseId } from './catalogue';

/**
 * An exercise's media, driven by its catalogue row: screens ask for their exercise's audio here and
 * never spell out a path or a file name. The files themselves are listed by lib/media/media-manifest.ts
 * (shared with the videos and the media tests).
 */

/** The interface language as a media language (English if i18next holds anything else). */
export function useMediaLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** An exercise's narration and video in the interface language. */
export function useExerciseMedia(id: ExerciseId): ExerciseMediaSet {
  return exerciseMedia(id, useMediaLanguage());
}

/** The one narration of an exercise guided by a single file (`segmented` or `narrated`). */
function single(media: ExerciseMediaSet): NarratedAudio | null {
  return media.audio.length === 1 && media.audio[0] ? media.audio[0] : null;
}

/** A segmented narration (one file, one segment per step) in the interface language. */
export function useSegmentedAudio(id: ExerciseId): SegmentedAudio {
  const media = useExerciseMedia(id);
  const audio = single(media);
  if (!audio || !media.segments) throw new Error(`${id} has no segmented narration`);
  return { ...audio, segments: media.segments };
}

/** The whole narration of an exercise guided by one file, in the interface language. */
export function useNarratedAudio(id: ExerciseId): NarratedAudio {
  const audio = single(useExerciseMedia(id));
  if (!audio) throw new Error(`${id} has no single narration`);
  return audio;
}

/** The video an exercise plays, in the interface language. */
export function useExerciseVideo(id: ExerciseId): NarratedVideo {
  const { video } = useExerciseMedia(id);
  if (!video) throw new Error(`${id} has no video`);
  return video;
}

/** An exercise's length in whole minutes (at least one): the estimate, else its narration's. */
export function exerciseMinutes(exercise: Exercise, language: Language): number {
  if (exercise.estimateMinutes !== undefined) return exercise.estimateMinutes;
  const audio = single(exerciseMedia(exercise.id, language));
  return audio ? Math.max(1, Math.round(audio.seconds / 60)) : 1;
}
