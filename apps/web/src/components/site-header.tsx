import { useTranslation } from 'react-i18next';
import { inScope } from '@/lib/routing/in-scope';
import { useScreenExitsHeld } from '@/lib/routing/screen-exits';
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
  // While a screen must not be left by a stray tap (lib/routing/screen-exits.ts), the brand is
  // only a name and "Open the app" is not offered; Quick exit stays.
  const held = useScreenExitsHeld();
  const brandClass = 'justify-self-start text-xl font-semibold text-oasis-800';
  return (
    <header className="border-b border-oasis-100 bg-white print:hidden">
      {/* Phones: brand and quick exit on one row, the links below, so the header's height does not
          depend on how wide the words are (nothing moves when the web fonts arrive). Wider: one row. */}
      <div className="mx-auto grid max-w-5xl grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 px-4 py-3 sm:grid-cols-[1fr_auto_auto]">
        {held ? (
          <span className={brandClass}>{t('appName')}</span>
        ) : (
          <a href={inScope('/')} aria-label={t('homeLink')} className={brandClass}>
            {t('appName')}
          </a>
        )}
        <QuickExitButton />
        <nav className="col-span-2 flex items-center gap-2 sm:col-span-1 sm:row-start-1 sm:col-start-2">
          {showOpenApp && !held && (
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
