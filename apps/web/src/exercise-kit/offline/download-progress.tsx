import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { DownloadProgress } from '@/lib/media/offline/offline-media';
import { formatSize } from '@/lib/media/offline/format-size';

/** The share done, in quarters, for the polite announcement (a screen reader is not flooded). */
function quarter(progress: DownloadProgress): number {
  if (progress.total <= 0) return 0;
  return Math.floor((progress.done / progress.total) * 4) / 4;
}

/**
 * A download under way: a progress bar with the amount in the interface language, a polite
 * announcement every quarter, and Cancel (which takes the focus, as the button that started the
 * download is gone).
 */
export function DownloadProgressBar({
  progress,
  onCancel,
}: {
  progress: DownloadProgress;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('offline');
  const language = i18n.language;
  const amount = t('progress.amount', {
    done: formatSize(progress.done, i18n),
    total: formatSize(progress.total, i18n),
  });
  const percent = new Intl.NumberFormat(language, { style: 'percent' }).format(quarter(progress));
  return (
    <div className="flex flex-col gap-2">
      <progress
        className="h-3 w-full accent-oasis-700"
        max={Math.max(progress.total, 1)}
        value={progress.done}
        aria-label={t('progress.label')}
        aria-valuetext={amount}
      />
      <p className="text-sm text-stone-700">{amount}</p>
      <p role="status" className="sr-only">
        {t('progress.percent', { percent })}
      </p>
      <Button variant="secondary" className="self-start" autoFocus onClick={onCancel}>
        {t('progress.cancel')}
      </Button>
    </div>
  );
}
