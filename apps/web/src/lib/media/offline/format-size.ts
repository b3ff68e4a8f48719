import type { i18n as I18n } from 'i18next';

/**
 * A size in the interface language: "4.2 MB", "850 kB" (1 MB = 1,000,000 bytes), in Latin digits as
 * everywhere in the app. Arabic spells the unit out («ميغابايت»): its short form «م.ب» is not one
 * people read. The number is written by JavaScript rather than Intl.NumberFormat, whose first use
 * loads data that holds a slow phone for about 0.2 s on an exercise's first screen.
 */
export function formatSize(bytes: number, i18n: Pick<I18n, 't'>): string {
  const megabytes = bytes / 1_000_000;
  if (megabytes >= 1) {
    return i18n.t('size.megabytes', { ns: 'common', value: Math.round(megabytes * 10) / 10 });
  }
  return i18n.t('size.kilobytes', {
    ns: 'common',
    value: Math.max(1, Math.round(bytes / 1000)),
  });
}
