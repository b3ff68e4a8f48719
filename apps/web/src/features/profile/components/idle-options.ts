import { LOCK_IDLE_MINUTES } from '@waha/shared/app-lock';
import { useTranslation } from 'react-i18next';

/** "1 minute", "5 minutes" ("دقيقة واحدة", "5 دقائق"): Intl picks each language's plural form. */
export function formatMinutes(minutes: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutes);
}

/** The idle times to choose from, as radio options. */
export function useIdleOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  return LOCK_IDLE_MINUTES.map((minutes) => ({
    value: String(minutes),
    label: formatMinutes(minutes, i18n.language),
  }));
}
