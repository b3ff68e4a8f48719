import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { cardClass } from '@/components/card';
import { useSession } from '@/lib/session/session';
import { useLoadRecords } from '../records/records-context';
import { PROGRESS_QUERY } from '../records/progress-query';

const COUNT_KEY = ['device-progress-count'] as const;

/**
 * Offered to a person who has just signed in (on the registration's last screen, and at the top
 * of the content screens after log in, while any are left): the ratings and done times this device kept as a guest, moved into the
 * account in one tap. Nothing shows when the device keeps none.
 */
export function MoveDeviceProgress({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('exercise-kit');
  const { account } = useSession();
  const load = useLoadRecords();
  const client = useQueryClient();
  const [state, setState] = useState<'idle' | 'moving' | 'moved' | 'failed'>('idle');
  const count = useQuery({
    queryKey: COUNT_KEY,
    enabled: account !== null,
    staleTime: 0,
    queryFn: async () => (await import('../records/move-device-progress')).deviceProgressCount(),
  });
  if (!account) return null;
  if (state === 'moved') {
    return (
      <div className={cardClass(3)}>
        <p role="status">{t('move.moved')}</p>
      </div>
    );
  }
  if (!count.data) return null;

  const move = async () => {
    setState('moving');
    try {
      const [{ moveDeviceProgress }, store] = await Promise.all([
        import('../records/move-device-progress'),
        load(),
      ]);
      await moveDeviceProgress(store);
      setState('moved');
    } catch {
      setState('failed');
    } finally {
      await client.invalidateQueries({ queryKey: COUNT_KEY });
      await client.invalidateQueries({ queryKey: [PROGRESS_QUERY] });
    }
  };

  return (
    <section aria-labelledby="move-progress-title" className={cardClass(3)}>
      <h2 id="move-progress-title" className="text-lg font-semibold text-oasis-900">
        {t('move.title')}
      </h2>
      <p>{t('move.text', { count: count.data })}</p>
      <div className="flex flex-wrap gap-3">
        <Button disabled={state === 'moving'} onClick={() => void move()}>
          {t('move.button')}
        </Button>
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            {t('move.later')}
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-stone-800">
        {state === 'moving' ? t('move.moving') : state === 'failed' ? t('move.failed') : ''}
      </p>
    </section>
  );
}

// "Not now" holds for the rest of this visit: the offer comes back on the next one.
let later = false;

/**
 * The offer at the top of every content screen for a person just signed in whose device keeps a
 * guest's ratings: after log in (and registration) it is the first thing on the next screen.
 */
export function MoveDeviceProgressOffer() {
  const [hidden, setHidden] = useState(later);
  if (hidden) return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 empty:hidden">
      <MoveDeviceProgress
        onDone={() => {
          later = true;
          setHidden(true);
        }}
      />
    </div>
  );
}
