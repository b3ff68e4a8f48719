import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDelete } from '@/exercise-kit/offline/confirm-delete';
import { exerciseBySlug } from '@/exercise-kit/catalogue';
import { useLoadRecords } from '@/exercise-kit/records/records-context';
import { downloadText } from '@/lib/platform/download';
import { deleteAllProgress } from '../delete-all';
import { progressCsv } from '../export-csv';
import { useProgress, type Progress } from '../use-progress';

/** Download the ratings as CSV, and delete them all after a confirmation. */
export function ProgressActions({ progress }: { progress: Progress }) {
  const { t } = useTranslation(['progress', 'titles']);
  const { signedIn, reload } = useProgress();
  const load = useLoadRecords();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');

  const exportCsv = () => {
    const title = (slug: string) => {
      const exercise = exerciseBySlug(slug);
      return exercise ? t(exercise.titleKey, { ns: 'titles' }) : slug;
    };
    const csv = progressCsv(progress, {
      header: [t('csv.exercise'), t('csv.time'), t('csv.when'), t('csv.rating')],
      before: t('chart.before'),
      after: t('chart.after'),
      done: t('csv.done'),
      title,
    });
    // A byte order mark, so that a spreadsheet reads the Arabic as UTF-8.
    downloadText(t('export.fileName'), `\uFEFF${csv}`, 'text/csv');
    setStatus(t('export.done'));
  };

  const deleteAll = async () => {
    setConfirming(false);
    setStatus(t('delete.deleting'));
    try {
      await deleteAllProgress(progress, signedIn ? await load() : null);
      setStatus(t('delete.done'));
    } catch {
      setStatus(t('delete.failed'));
    } finally {
      await reload();
    }
  };

  return (
    <Card gap={3} aria-labelledby="progress-actions-title">
      <h2 id="progress-actions-title" className="text-lg font-semibold text-oasis-900">
        {t('actions.title')}
      </h2>
      <p>{t('export.text')}</p>
      <Button variant="secondary" className="self-start" onClick={exportCsv}>
        {t('export.button')}
      </Button>
      <p>{t('delete.text')}</p>
      <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
        {t('delete.button')}
      </Button>
      <p role="status" className="text-stone-800">
        {status}
      </p>
      <ConfirmDelete
        isOpen={confirming}
        title={t('delete.confirmTitle')}
        text={t('delete.confirmText')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void deleteAll()}
      />
    </Card>
  );
}
