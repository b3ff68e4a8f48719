import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { canPlayOpus } from '@/lib/media/audio-format';
import { formatSize } from '@/lib/media/offline/format-size';
import { useNarrationForm } from '@/lib/media/addressed-narration';
import { exerciseById, type ExerciseId } from '../catalogue';
import { useMediaLanguage } from '../media';
import { ConfirmDelete } from './confirm-delete';
import { DownloadProgressBar } from './download-progress';
import { offlineFiles } from './offline-files';
import { useFocusAfter } from './use-focus-after';
import { useOfflineDownload, type OfflineDownload } from './use-offline-download';

/** What the block says after a download that did not finish. */
function StoppedNote({ state }: { state: OfflineDownload }) {
  const { t } = useTranslation('offline');
  if (state.phase === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-800">
        {navigator.onLine ? t('progress.failed') : t('progress.offline')}
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-stone-700">
      {state.cancelled ? t('progress.cancelled') : ''}
    </p>
  );
}

/**
 * "Make available offline" on an exercise's first screen: its recordings in the interface language
 * and in the format this browser plays, addressed to the person, with the size first, a progress bar and Cancel, then
 * "Available offline" and Delete (after a confirmation).
 */
export function OfflineDownloadBlock({ exercise }: { exercise: ExerciseId }) {
  const { t, i18n } = useTranslation(['offline', 'titles']);
  const language = useMediaLanguage();
  const [opus] = useState(canPlayOpus);
  const form = useNarrationForm();
  const files = useMemo(
    () => offlineFiles(exercise, language, opus, form),
    [exercise, language, opus, form],
  );
  const state = useOfflineDownload(files);
  const [confirming, setConfirming] = useState(false);
  const { setTarget, downloadRef, statusRef } = useFocusAfter(state.phase);
  const headingId = useId();
  const size = formatSize(state.progress.total, i18n);
  const title = t(`titles:${exerciseById(exercise).titleKey}`);

  const start = async () => {
    const ended = await state.download();
    setTarget(ended === 'stored' ? 'status' : 'download');
  };

  if (state.phase === 'checking') return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-stone-800"
    >
      <h2 id={headingId} className="text-lg font-semibold text-oasis-900">
        {t('exercise.title')}
      </h2>
      {state.phase === 'stored' ? (
        <>
          <p ref={statusRef} tabIndex={-1} className="font-semibold text-oasis-900">
            {t('exercise.stored', { size })}
          </p>
          <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
            {t('exercise.delete')}
          </Button>
        </>
      ) : state.phase === 'downloading' ? (
        <DownloadProgressBar progress={state.progress} onCancel={state.cancel} />
      ) : (
        <>
          <p>{t('exercise.text', { size })}</p>
          <Button
            ref={downloadRef}
            variant="secondary"
            className="self-start"
            onClick={() => void start()}
          >
            {state.phase === 'failed' ? t('progress.retry') : t('exercise.download', { size })}
          </Button>
          <StoppedNote state={state} />
        </>
      )}
      <ConfirmDelete
        isOpen={confirming}
        title={t('confirm.title')}
        text={t('confirm.text', { title })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void state.remove().then(() => setTarget('download'));
        }}
      />
    </section>
  );
}
