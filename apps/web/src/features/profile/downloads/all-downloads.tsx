import type { Language } from '@waha/shared/constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ConfirmDelete } from '@/exercise-kit/offline/confirm-delete';
import { DownloadProgressBar } from '@/exercise-kit/offline/download-progress';
import { useFocusAfter } from '@/exercise-kit/offline/use-focus-after';
import { useOfflineDownload } from '@/exercise-kit/offline/use-offline-download';
import { formatSize } from '@/lib/media/offline/format-size';
import { useNarrationForm } from '@/lib/media/addressed-narration';
import { allFiles } from './use-stored-exercises';

/**
 * "All exercises in my language": the total size first, then one download of every exercise's
 * recordings with progress and Cancel; once all are kept, Delete all (after a confirmation).
 */
export function AllDownloads({
  language,
  languageName,
  opus,
  version,
  onChange,
}: {
  language: Language;
  languageName: string;
  opus: boolean;
  version: number;
  onChange: () => void;
}) {
  const { t, i18n } = useTranslation('offline');
  const form = useNarrationForm();
  const files = useMemo(() => allFiles(language, opus, form), [language, opus, form]);
  const state = useOfflineDownload(files, version, onChange);
  const [confirming, setConfirming] = useState(false);
  const { setTarget, downloadRef, statusRef } = useFocusAfter(state.phase);
  const size = formatSize(state.progress.total, i18n);
  const missing = formatSize(state.missing, i18n);

  if (state.phase === 'checking') return null;
  return (
    <div className="flex flex-col gap-3">
      <p>{t('screen.allText', { language: languageName, size })}</p>
      {state.phase === 'downloading' ? (
        <DownloadProgressBar progress={state.progress} onCancel={state.cancel} />
      ) : state.phase === 'stored' ? (
        <>
          <p ref={statusRef} tabIndex={-1} className="font-semibold text-oasis-900">
            {t('screen.allStored', { language: languageName, size })}
          </p>
          <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
            {t('screen.deleteAll')}
          </Button>
        </>
      ) : (
        <>
          <Button
            ref={downloadRef}
            variant="secondary"
            className="self-start"
            onClick={() =>
              void state
                .download()
                .then((ended) => setTarget(ended === 'stored' ? 'status' : 'download'))
            }
          >
            {state.phase === 'failed'
              ? t('progress.retry')
              : t('screen.allDownload', { size: missing })}
          </Button>
          {state.phase === 'failed' ? (
            <p role="alert" className="text-sm text-red-800">
              {navigator.onLine ? t('progress.failed') : t('progress.offline')}
            </p>
          ) : (
            <p role="status" className="text-sm text-stone-700">
              {state.cancelled ? t('progress.cancelled') : ''}
            </p>
          )}
        </>
      )}
      <ConfirmDelete
        isOpen={confirming}
        title={t('confirm.titleAll')}
        text={t('confirm.textAll', { language: languageName })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void state.remove().then(() => setTarget('download'));
        }}
      />
    </div>
  );
}
