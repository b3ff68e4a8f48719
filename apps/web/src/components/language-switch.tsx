import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';

/**
 * Offers the other language, written in that language, and remembers the choice on this device.
 * Its accessible name is the word it shows ("العربية", "English"), so speech control finds it by
 * what a person sees (WCAG 2.5.3); what it does comes as its description, in the page's language.
 * `data-switch-to` lets the prerendered front page wire the same button without React.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const target = i18n.language === 'ar' ? 'en' : 'ar';
  const descriptionId = useId();
  return (
    <>
      <button
        type="button"
        lang={target}
        data-switch-to={target}
        aria-describedby={descriptionId}
        onClick={() => void changeLanguage(target)}
        className="min-h-11 rounded-xl px-3 py-2 font-semibold text-oasis-800 hover:bg-oasis-50"
      >
        {t('language.switchTo')}
      </button>
      <span id={descriptionId} hidden>
        {t('language.switchDescription')}
      </span>
    </>
  );
}
