import { Link, useSearch } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/button';
import { Modal } from '@/components/modal';
import { parseSavedSearch } from '@/lib/routing/route-params';
import { subscribeToSync, syncStatus } from '@/lib/records/sync-status';
import { Card, cardClass } from '@/components/card';
import { useDiary, type StoredEntry } from './use-diary';

/** A time in the interface language, e.g. "25 November 2026 at 16:45". */
export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

function EntryCard({ entry, onDelete }: { entry: StoredEntry; onDelete: () => void }) {
  const { t } = useTranslation('diary-adults');
  const format = useFormatDateTime();
  const date = format(entry.updatedAt);
  return (
    <li className={cardClass(2)}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <time dateTime={entry.updatedAt}>{t('archive.updated', { date })}</time>
        {entry.edited ? (
          <span className="rounded-full bg-stone-100 px-2 text-stone-800">
            {t('archive.edited')}
          </span>
        ) : null}
      </p>
      <p className="whitespace-pre-wrap text-stone-900">{entry.text}</p>
      <div className="flex flex-wrap gap-2">
        <Link
          to="/exercises/evolve/diary-adults/exercise"
          search={{ entry: entry.id }}
          aria-label={t('archive.edit', { date })}
          className={buttonClass('secondary')}
        >
          {t('archive.editShort')}
        </Link>
        <Button variant="quiet" aria-label={t('archive.delete', { date })} onClick={onDelete}>
          {t('archive.deleteShort')}
        </Button>
      </div>
    </li>
  );
}

/**
 * /exercises/evolve/diary-adults/archive: the count of entries, newest first, each with its
 * last-updated time, an "edited" mark, edit and delete (after a confirmation that it cannot be
 * undone). `?saved=true` (exactly, spec §2) shows that the entry just written was saved.
 */
export function DiaryArchiveScreen() {
  const { t } = useTranslation('diary-adults');
  const { saved } = parseSavedSearch(useSearch({ strict: false }));
  // Saved offline: the entry waits on this device (lib/records/outbox.ts) until it syncs.
  const waiting = useSyncExternalStore(subscribeToSync, syncStatus, syncStatus).pending > 0;
  const diary = useDiary();
  const [deleting, setDeleting] = useState<StoredEntry | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    const { id } = deleting;
    setDeleting(null);
    try {
      await diary.remove(id);
      setDeleteFailed(false);
    } catch {
      setDeleteFailed(true);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Card aria-labelledby="diary-archive-heading" gap={3}>
        <h2 id="diary-archive-heading" className="text-xl font-semibold text-oasis-900">
          {t('archive.heading')}
        </h2>
        <p role="status" className="font-semibold text-oasis-900">
          {saved && waiting ? t('sync.savedOnDevice', { ns: 'common' }) : null}
          {saved && !waiting ? t('archive.justSaved') : null}
        </p>
        {!diary.signedIn && !diary.isPending ? (
          <p className="text-stone-800">{t('archive.guest')}</p>
        ) : null}
        {diary.isError ? <p className="text-stone-800">{t('archive.loadError')}</p> : null}
        {diary.signedIn && !diary.isPending ? (
          <p className="text-lg text-stone-800">
            {t('archive.count', { count: diary.entries.length })}
          </p>
        ) : null}
        {diary.signedIn && !diary.isPending && diary.entries.length === 0 ? (
          <p className="text-stone-700">{t('archive.empty')}</p>
        ) : null}
        <p role="alert" className="font-semibold text-red-800">
          {deleteFailed ? t('archive.deleteError') : null}
        </p>
        <div>
          <Link to="/exercises/evolve/diary-adults/exercise" className={buttonClass('primary')}>
            {t('archive.write')}
          </Link>
        </div>
      </Card>
      <ol aria-labelledby="diary-archive-heading" className="flex flex-col gap-3">
        {diary.entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} onDelete={() => setDeleting(entry)} />
        ))}
      </ol>
      <Modal
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setDeleting(null))}
        title={t('archive.confirm.title')}
      >
        <p className="text-stone-800">{t('archive.confirm.text')}</p>
        <div className="flex flex-wrap gap-3">
          <Button autoFocus onClick={() => setDeleting(null)}>
            {t('archive.confirm.cancel')}
          </Button>
          <Button variant="secondary" onClick={() => void confirmDelete()}>
            {t('archive.confirm.confirm')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
