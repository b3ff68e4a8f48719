import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main';

/** The first stop for keyboard users: jumps past the header to the screen itself. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only rounded-xl bg-white px-4 py-2 font-semibold text-oasis-800 focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50"
    >
      {t('skipToContent')}
    </a>
  );
}
