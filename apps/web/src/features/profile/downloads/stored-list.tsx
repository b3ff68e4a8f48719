import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { exerciseById } from '@/exercise-kit/catalogue';
import { ConfirmDelete } from '@/exercise-kit/offline/confirm-delete';
import { deleteMedia } from '@/lib/media/offline/offline-media';
import { formatSize } from '@/lib/media/offline/format-size';
import type { StoredExercise } from './use-stored-exercises';

/**
 * The exercises kept on this device, each with its size and Delete (after a confirmation); after a
 * delete the focus goes to the list's heading, as the row is gone.
 */
export function StoredList({
  stored,
  interfaceLanguage,
  languageName,
  onChange,
}: {
  stored: StoredExercise[];
  interfaceLanguage: string;
  languageName: (language: string) => string;
  onChange: () => void;
}) {
  const { t, i18n } = useTranslation(['offline', 'titles']);
  const [deleting, setDeleting] = useState<StoredExercise | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const nameOf = (entry: StoredExercise) => {
    const title = t(`titles:${exerciseById(entry.id).titleKey}`);
    return entry.language === interfaceLanguage
      ? title
      : t('screen.inLanguage', { title, language: languageName(entry.language) });
  };

  return (
    <>
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-oasis-900">
        {t('screen.listTitle')}
      </h2>
      {stored.length === 0 ? (
        <p>{t('screen.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {stored.map((entry) => (
            <li
              key={`${entry.language}-${entry.id}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-200 p-3"
            >
              <span>
                <span className="font-semibold">{nameOf(entry)}</span>{' '}
                <span className="text-stone-700">{formatSize(entry.bytes, i18n)}</span>
              </span>
              <Button
                variant="quiet"
                aria-label={t('screen.deleteItem', { title: nameOf(entry) })}
                onClick={() => setDeleting(entry)}
              >
                {t('confirm.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDelete
        isOpen={deleting !== null}
        title={t('confirm.title')}
        text={deleting ? t('confirm.text', { title: nameOf(deleting) }) : ''}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const entry = deleting;
          setDeleting(null);
          if (!entry) return;
          void deleteMedia(entry.files).then(() => {
            onChange();
            heading.current?.focus();
          });
        }}
      />
    </>
  );
}
