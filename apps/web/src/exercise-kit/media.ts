import type { Language } from '@waha/shared/constants';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../lib/i18n/languages';
import { mediaFor, type NarratedAudio, type SegmentedAudio } from '../lib/media-manifest';
import type { Exercise, ExerciseMediaKey } from './catalogue';

/**
 * An exercise's media, driven by its catalogue row: screens ask for their exercise's audio here and
 * never spell out a path. The files themselves are listed by lib/media-manifest.ts (shared with the
 * videos and the media tests).
 */

/** The narration of a catalogue row with `media`, in one language. */
export function exerciseAudio(exercise: Exercise, language: Language): NarratedAudio | null {
  return 'media' in exercise ? mediaFor(language)[exercise.media] : null;
}

/** The interface language as a media language (English if i18next holds anything else). */
export function useMediaLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

type SegmentedKey = {
  [K in ExerciseMediaKey]: ReturnType<typeof mediaFor>[K] extends SegmentedAudio ? K : never;
}[ExerciseMediaKey];

/** A segmented narration (one file, one segment per step) in the interface language. */
export function useSegmentedAudio(key: SegmentedKey): SegmentedAudio {
  return mediaFor(useMediaLanguage())[key];
}

/** A whole narration in the interface language. */
export function useNarratedAudio(key: ExerciseMediaKey): NarratedAudio {
  return mediaFor(useMediaLanguage())[key];
}

/** An exercise's length in whole minutes (at least one): its narration's, else the estimate. */
export function exerciseMinutes(exercise: Exercise, language: Language): number {
  const audio = exerciseAudio(exercise, language);
  if (audio) return Math.max(1, Math.round(audio.seconds / 60));
  return 'estimateMinutes' in exercise ? exercise.estimateMinutes : 1;
}
