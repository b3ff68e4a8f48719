import { useTranslation } from 'react-i18next';
import { RecordStorageFullError, RecordWritesLimitedError } from '@/lib/records/errors';

/**
 * Why a save of personal records failed, announced at once; nothing when there is no failure.
 * A full account or too many saves get words of their own; anything else the screen's
 * `fallback`. The screen keeps what the person entered, so the words can say it is still there.
 */
export function SaveFailure({ error, fallback }: { error: unknown; fallback: string }) {
  const { t } = useTranslation('common');
  if (!error) return null;
  const message =
    error instanceof RecordStorageFullError
      ? t('saveFailure.storageFull')
      : error instanceof RecordWritesLimitedError
        ? t('saveFailure.writesLimited')
        : fallback;
  return (
    <p role="alert" className="font-semibold text-red-800">
      {message}
    </p>
  );
}
