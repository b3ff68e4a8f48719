import { useTranslation } from 'react-i18next';

/** Dates and times in the interface language (Latin digits in Arabic, as the app prints them). */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso) => format.format(new Date(iso));
}
