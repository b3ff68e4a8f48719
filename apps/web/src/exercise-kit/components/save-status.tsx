import { useTranslation } from 'react-i18next';
import type { SaveNote } from '../records/save-outcome';

/**
 * The polite confirmation of a save (role=status): the screen's own words ("Saved", or what was
 * done: "Added to the roots: …"). When the save only waits on this device for the network (an
 * outbox write, `pending`), it says so — "Saved on this device — will sync" — in place of words
 * that say it was saved (`saysSaved`), which would not be true yet, or after what was done.
 */
export function SaveStatus({ note, className }: { note: SaveNote; className?: string }) {
  const { t } = useTranslation('common');
  const waits = note.outcome === 'pending';
  const words = waits && note.saysSaved ? '' : note.text;
  const onDevice = waits ? t('sync.savedOnDevice') : '';
  return (
    <p role="status" className={className}>
      {words && onDevice ? (
        <>
          {words}
          <span className="block">{onDevice}</span>
        </>
      ) : (
        words || onDevice
      )}
    </p>
  );
}
