import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n';

/**
 * Offers the other language, written in that language, and remembers the choice on this device.
 * `data-switch-to` lets the prerendered front page wire the same button without React.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const target = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      lang={target}
      data-switch-to={target}
      aria-label={t('language.switchLabel')}
      onClick={() => void changeLanguage(target)}
      className="min-h-11 rounded-xl px-3 py-2 font-semibold text-oasis-800 hover:bg-oasis-50"
    >
      {t('language.switchTo')}
    </button>
  );
}
