import type { StaffSessionResponse } from '@waha/shared/staff';
import { useEffect, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from '../i18n';
import { isolate } from '../lib/isolate';
import { hrefOf, navigate, useRoute } from '../lib/router';
import type { Route } from '../lib/router';

/** A link to one of the inbox's places, followed without reloading the page (and the keys). */
export function RouteLink({
  to,
  children,
  className = '',
}: {
  to: Route;
  children: ReactNode;
  className?: string;
}) {
  const route = useRoute();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a
      href={hrefOf(to)}
      onClick={onClick}
      aria-current={route.name === to.name ? 'page' : undefined}
      className={`underline underline-offset-4 ${className}`}
    >
      {children}
    </a>
  );
}

/**
 * The screen's heading, focused when the screen opens, and the page's title. A heading that names
 * a person gives the tab a `tabTitle` of its own: a tab's title stays in the browser's history,
 * which others may read on a shared office computer.
 */
export function PageTitle({ children, tabTitle }: { children: string; tabTitle?: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const page = tabTitle ?? children;
  useEffect(() => {
    document.title = t('pageTitle', { page });
  }, [page, t]);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    // Focused by script when a screen opens, for screen readers; not a control, so no ring.
    <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-stone-900 outline-none">
      {children}
    </h1>
  );
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      lang={other}
      className="min-h-11 rounded-lg px-3 py-2 underline underline-offset-4"
      onClick={() => {
        applyLanguage(other);
        void i18n.changeLanguage(other);
      }}
    >
      {t('language.switchTo')}
    </button>
  );
}

export function Layout({
  session,
  onSignOut,
  children,
}: {
  session: StaffSessionResponse | null;
  onSignOut?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <header className="bg-oasis-800 text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="me-auto text-lg font-semibold">{t('appName')}</p>
          {session && (
            <nav aria-label={t('nav.label')}>
              <ul className="flex flex-wrap gap-4">
                <li>
                  <RouteLink to={{ name: 'requests' }}>{t('nav.requests')}</RouteLink>
                </li>
                {session.role === 'admin' && (
                  <li>
                    <RouteLink to={{ name: 'audit' }}>{t('nav.audit')}</RouteLink>
                  </li>
                )}
              </ul>
            </nav>
          )}
          <LanguageSwitch />
          {session && (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm">
                {t('nav.signedInAs', { name: isolate(session.name) })}
                {session.role === 'admin' ? ` (${t('nav.admin')})` : ''}
              </p>
              <button
                type="button"
                onClick={onSignOut}
                className="min-h-11 rounded-lg border border-white px-3 py-2 font-semibold"
              >
                {t('nav.signOut')}
              </button>
            </div>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
        {children}
      </main>
    </div>
  );
}
