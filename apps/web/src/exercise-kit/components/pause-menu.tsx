import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal, preloadModal } from '@/components/modal';

export interface PauseMenuProps {
  /** The exercise stops (its audio pauses) while the menu is open. */
  onPause?: () => void;
  onResume?: () => void;
  /** Confirmed: back to the start, progress lost. */
  onRestart: () => void;
  /** Confirmed: leave the exercise, progress not saved. */
  onExit: () => void;
}

type View = 'menu' | 'restart' | 'exit';

/**
 * The pause menu of spec §4: Resume; Restart, after a confirmation that progress is lost; Exit,
 * after a confirmation that progress is not saved. Closing the dialog (Escape, ×) resumes.
 */
export function PauseMenu({ onPause, onResume, onRestart, onExit }: PauseMenuProps) {
  const { t } = useTranslation('exercise-kit');
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('menu');

  // The dialog's code loads on first need; hovering or focusing Pause fetches it ahead.
  const warmUp = () => {
    preloadModal().catch(() => undefined);
  };
  const openMenu = () => {
    setView('menu');
    setOpen(true);
    onPause?.();
  };
  const close = () => {
    setOpen(false);
    onResume?.();
  };
  const confirm = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  const title = {
    menu: t('pause.title'),
    restart: t('pause.restartConfirm.title'),
    exit: t('pause.exitConfirm.title'),
  }[view];

  return (
    <>
      <Button variant="secondary" onClick={openMenu} onPointerEnter={warmUp} onFocus={warmUp}>
        {t('pause.open')}
      </Button>
      <Modal
        isOpen={open}
        onOpenChange={(isOpen) => (isOpen ? setOpen(true) : close())}
        title={title}
      >
        {/* Keyed by view, so each view mounts anew and its autoFocus puts the focus on the safe
            choice; otherwise React keeps the buttons in place and the focus stays on the one
            pressed (Restart would land on Restart, the confirmation). */}
        {view === 'menu' ? (
          <Fragment key="menu">
            <p className="text-stone-800">{t('pause.text')}</p>
            <div className="flex flex-wrap gap-3">
              <Button autoFocus onClick={close}>
                {t('pause.resume')}
              </Button>
              <Button variant="secondary" onClick={() => setView('restart')}>
                {t('pause.restart')}
              </Button>
              <Button variant="secondary" onClick={() => setView('exit')}>
                {t('pause.exit')}
              </Button>
            </div>
          </Fragment>
        ) : (
          <Fragment key={view}>
            <p className="text-stone-800">
              {view === 'restart' ? t('pause.restartConfirm.text') : t('pause.exitConfirm.text')}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button autoFocus onClick={() => setView('menu')}>
                {view === 'restart'
                  ? t('pause.restartConfirm.cancel')
                  : t('pause.exitConfirm.cancel')}
              </Button>
              <Button
                variant="secondary"
                onClick={confirm(view === 'restart' ? onRestart : onExit)}
              >
                {view === 'restart'
                  ? t('pause.restartConfirm.confirm')
                  : t('pause.exitConfirm.confirm')}
              </Button>
            </div>
          </Fragment>
        )}
      </Modal>
    </>
  );
}

/**
 * For an exercise that stops while its pause menu is open: `paused` is true from the menu's
 * opening until Resume (or Restart), and `menu` is the PauseMenu's props.
 */
export function usePauseMenu({ onRestart, onExit }: Pick<PauseMenuProps, 'onRestart' | 'onExit'>): {
  paused: boolean;
  menu: PauseMenuProps;
} {
  const [paused, setPaused] = useState(false);
  return {
    paused,
    menu: {
      onPause: () => setPaused(true),
      onResume: () => setPaused(false),
      onRestart: () => {
        setPaused(false);
        onRestart();
      },
      onExit,
    },
  };
}
