import { useTranslation } from 'react-i18next';

/**
 * Said beside every button that makes a file: the file stays in the device's downloads (under a
 * plain name that says nothing of Waha), where others who use the device may find it.
 */
export function DownloadNote() {
  const { t } = useTranslation('device');
  return <p className="text-sm text-stone-700">{t('downloadNote')}</p>;
}
