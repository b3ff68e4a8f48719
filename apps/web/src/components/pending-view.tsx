import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or data is on its way; the spinner stops under reduced motion. */
export function PendingView() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 px-4 py-16 text-oasis-800">
      <span
        aria-hidden="true"
        className="size-6 rounded-full border-4 border-oasis-200 border-t-oasis-700 motion-safe:animate-spin"
      />
      <span>{t('loading')}</span>
    </div>
  );
}
