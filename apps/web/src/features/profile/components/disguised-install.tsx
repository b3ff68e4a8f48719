import { DISGUISES, DISGUISE_START_SCREEN, disguiseBase } from '@waha/shared/disguises';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { isLanguage } from '@/lib/i18n/languages';

/**
 * A plain name and icon to install Waha under (packages/shared/src/disguises.ts): each opens the
 * disguise's own start page, whose manifest the browser installs. Plain links, a full page load:
 * the disguise's head comes from the server.
 */
export function DisguisedInstall() {
  const { t, i18n } = useTranslation('app-lock');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <div className="flex flex-col gap-3">
      <p>{t('disguise.intro')}</p>
      <p className="text-stone-700">{t('disguise.limits')}</p>
      <ul className="flex flex-wrap gap-2">
        {DISGUISES.map((disguise) => (
          <li key={disguise.id}>
            <a
              href={`${disguiseBase(disguise)}${DISGUISE_START_SCREEN}`}
              className={buttonClass('secondary')}
            >
              <img
                src={`${disguiseBase(disguise)}/icon-192.png`}
                alt=""
                width={24}
                height={24}
                className="size-6 rounded-md"
              />
              {t('disguise.open', { name: disguise.name[language] })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
