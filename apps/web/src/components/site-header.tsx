import { useTranslation } from 'react-i18next';
import { buttonClass } from './button';
import { LanguageSwitch } from './language-switch';

/**
 * Header of the screens outside the app's content area: brand, open-app button, language switch.
 * It uses plain links because it is also prerendered into the static front page, where no router runs.
 */
export function SiteHeader({ showOpenApp = true }: { showOpenApp?: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-oasis-100 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <a href="/" aria-label={t('homeLink')} className="text-xl font-semibold text-oasis-800">
          {t('appName')}
        </a>
        <nav className="flex items-center gap-2">
          {showOpenApp && (
            <a href="/app" className={buttonClass('primary')}>
              {t('openApp')}
            </a>
          )}
          <LanguageSwitch />
        </nav>
      </div>
    </header>
  );
}
