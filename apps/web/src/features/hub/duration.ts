import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/lib/i18n/languages';
import type { Exercise } from '@/exercise-kit/catalogue';
import { exerciseMinutes } from '@/exercise-kit/media';

/**
 * "About 4 minutes" / "المدة: 4 دقائق تقريبًا": minutes in each of the language's plural forms
 * (Arabic has six), in Latin digits as everywhere in the app (see
 * components/media/audio-player/format-time.ts). The Arabic puts the number after "المدة:" because
 * the dual is written in the nominative ("دقيقتان"), which would be wrong after "نحو".
 * Worded by the texts rather than by Intl.NumberFormat: the first use of Intl's number formats
 * loads data that holds a slow phone's first screen for about 0.2 s.
 */
export function useDurationLabel(): (exercise: Exercise) => string {
  const { t, i18n } = useTranslation('hub');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (exercise) => t('duration', { count: exerciseMinutes(exercise, language) });
}
