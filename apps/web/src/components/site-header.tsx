import { useTranslation } from 'react-i18next';
import { inScope } from '@/lib/routing/in-scope';
import { buttonClass } from './button';
import { LanguageSwitch } from './language-switch';
import { QuickExitButton } from './quick-exit-button';

/**
 * Header of the screens outside the app's content area: brand, open-app button, language switch,
 * quick exit (early in the tab order, and at the top corner on every width).
 * It uses plain links because it is also prerendered into the static front page, where no router runs.
 */
export function SiteHeader({ showOpenApp = true }: { showOpenApp?: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-oasis-100 bg-white">
      {/* Phones: brand and quick exit on one row, the links below, so the header's height does not
          depend on how wide the words are (nothing moves when the web fonts arrive). Wider: one row. */}
      <div className="mx-auto grid max-w-5xl grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 px-4 py-3 sm:grid-cols-[1fr_auto_auto]">
        <a
          href={inScope('/')}
          aria-label={t('homeLink')}
          className="justify-self-start text-xl font-semibold text-oasis-800"
        >
          {t('appName')}
        </a>
        <QuickExitButton />
        <nav className="col-span-2 flex items-center gap-2 sm:col-span-1 sm:row-start-1 sm:col-start-2">
          {showOpenApp && (
            <a href={inScope('/app')} className={buttonClass('primary')}>
              {t('openApp')}
            </a>
          )}
          <LanguageSwitch />
        </nav>
      </div>
    </header>
  );
}
