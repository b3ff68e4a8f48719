import { useTranslation } from 'react-i18next';

/** Shown while keys are derived (a few seconds on a slow phone); announced politely. */
export function BusyNote({ busy }: { busy: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <p role="status" aria-live="polite" className="min-h-6 text-stone-700">
      {busy && (
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-4 rounded-full border-2 border-oasis-200 border-t-oasis-700 motion-safe:animate-spin"
          />
          {t('working')}
        </span>
      )}
    </p>
  );
}
