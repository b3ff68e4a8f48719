import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { lazyPart } from '@/components/lazy-part';
import type { ExerciseId } from '../catalogue';

// The view's code in a chunk of its own (its size is checked by `npm run size`), loaded when the
// pointer or the focus comes near the button, or at the latest when it is pressed.
const GroupView = lazyPart(() => import('../group/group-view').then((module) => module.GroupView));

/**
 * "Lead a group", under a narrated exercise's first screen: opens the narration over the whole
 * screen for a room (group/group-view.tsx); closing it comes back here, the focus on this button.
 */
export function LeadGroup({ exercise }: { exercise: ExerciseId }) {
  const { t } = useTranslation('group');
  const [open, setOpen] = useState(false);
  const [closed, setClosed] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  // Back from the view: the focus where it was, once the view has gone.
  useEffect(() => {
    if (closed > 0) button.current?.focus();
  }, [closed]);
  const preload = () => void GroupView.preload().catch(() => undefined);
  return (
    // The same block as "Make available offline" beside it.
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-stone-800"
    >
      <h2 id={headingId} className="text-lg font-semibold text-oasis-900">
        {t('open.title')}
      </h2>
      <p>{t('open.text')}</p>
      <Button
        ref={button}
        variant="secondary"
        className="self-start"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {t('open.button')}
      </Button>
      {open ? (
        <GroupView
          exercise={exercise}
          onExit={() => {
            setOpen(false);
            setClosed((count) => count + 1);
          }}
        />
      ) : null}
    </section>
  );
}
