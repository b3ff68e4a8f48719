import type { Language } from '@waha/shared/constants';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../lib/i18n/languages';
import { mediaFor } from '../../lib/media-manifest';
import type { Exercise } from './exercises';

/** An exercise's length in whole minutes (at least one): its narration's, else the estimate. */
export function exerciseMinutes(exercise: Exercise, language: Language): number {
  if ('narration' in exercise) {
    return Math.max(1, Math.round(mediaFor(language)[exercise.narration].seconds / 60));
  }
  return exercise.estimateMinutes;
}

/**
 * "About 4 minutes" / "نحو 4 دقائق": minutes worded by Intl (Arabic has its own plural forms), in
 * Latin digits as everywhere in the app (see components/media/audio-player/format-time.ts).
 */
export function useDurationLabel(): (exercise: Exercise) => string {
  const { t, i18n } = useTranslation('hub');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const minutes = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
    numberingSystem: 'latn',
  });
  return (exercise) =>
    t('duration', { duration: minutes.format(exerciseMinutes(exercise, language)) });
}
