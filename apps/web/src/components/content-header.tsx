import { Link, useCanGoBack, useMatches, useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useScreenTitleKey } from '@/lib/routing/use-document-title';
import { LanguageSwitch } from './language-switch';
import { PageTitle } from './page-title';
import { QuickExitButton } from './quick-exit-button';

/** The parent screen of a content path, for a back control with no in-app history to return to. */
export function parentPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 1) return segments[0] === 'exercises' ? '/app' : '/exercises/';
  return `/${segments.slice(0, -1).join('/')}/`;
}

function BackArrow() {
  // A back arrow points the way the reader came from, so it flips in right-to-left text.
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 rtl:-scale-x-100">
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ProfileIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Header of every /profile and /exercises screen: back, the screen's title, language, profile, quick exit. */
export function ContentHeader() {
  const { t } = useTranslation();
  const titleKey = useScreenTitleKey();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const backTo = useMatches({
    select: (matches) => {
      const match = matches.findLast((candidate) => candidate.staticData.backTo);
      return match?.staticData.backTo?.(match.search, match.params);
    },
  });
  const goBack = () => {
    if (backTo !== undefined) void router.navigate({ href: backTo });
    else if (canGoBack) router.history.back();
    else void router.navigate({ to: parentPath(pathname) });
  };
  return (
    <header className="border-b border-oasis-100 bg-white print:hidden">
      {/* On a phone the controls take the first row and the title the whole second one, so neither
          the title nor the labelled quick exit is squeezed; from `sm` up all sit on one row. */}
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-2 gap-y-1 px-2 py-2 sm:flex-nowrap sm:px-4">
        <button
          type="button"
          onClick={goBack}
          className="me-auto inline-flex min-h-11 items-center gap-1 rounded-xl px-3 font-semibold text-oasis-800 hover:bg-oasis-50 sm:me-0"
        >
          <BackArrow />
          <span>{t('back')}</span>
        </button>
        <div className="order-last min-w-0 basis-full px-3 sm:order-none sm:flex-1 sm:basis-0 sm:px-1 sm:text-center">
          <PageTitle className="text-xl sm:truncate">{t(titleKey, { ns: 'titles' })}</PageTitle>
        </div>
        <LanguageSwitch />
        <Link
          to="/profile"
          className="inline-flex min-h-11 items-center gap-1 rounded-xl px-3 font-semibold text-oasis-800 hover:bg-oasis-50"
        >
          <ProfileIcon />
          <span className="sr-only sm:not-sr-only">{t('profileLink')}</span>
        </Link>
        <QuickExitButton />
      </div>
    </header>
  );
}
