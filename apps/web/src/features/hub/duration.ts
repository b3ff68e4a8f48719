import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../lib/i18n/languages';
import type { Exercise } from '../../exercise-kit/catalogue';
import { exerciseMinutes } from '../../exercise-kit/media';

/**
 * "About 4 minutes" / "المدة: 4 دقائق تقريبًا": minutes worded by Intl (Arabic has its own plural
 * forms), in Latin digits as everywhere in the app (see components/media/audio-player/format-time.ts).
 * The Arabic puts the number after "المدة:" because Intl writes the nominative ("دقيقتان"), which
 * would be wrong after "نحو".
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
