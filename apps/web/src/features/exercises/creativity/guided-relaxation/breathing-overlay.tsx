import { BREATHING_STEP_COUNT } from '@waha/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressForm } from '@/lib/session/use-address-form';
import { AudioPlayer } from '@/components/media/audio-player/audio-player';
import type { PlayState } from '@/components/media/audio-player/playback';
import { Modal } from '@/components/modal';
import { StepProgress } from '@/exercise-kit/components/step-progress';
import { BreathingPrompt } from './components/breathing-prompt';
import { CountdownFinish } from './components/countdown-finish';
import {
  BREATHING_CYCLE_STEP_ID,
  COUNTDOWN_STEP_ID,
  STEP_NOT_FOUND_KEY,
  findStep,
  stepAt,
} from './steps';
import { useBreathingCycle } from './use-breathing-cycle';
import { useCountdown } from './use-countdown';

export interface BreathingOverlayProps {
  /** The exercise's one audio file (from the media manifest, in the interface language). */
  audioSrc?: string;
  /** WebVTT of the narration, for the player's Captions toggle (the words being spoken). */
  captionsSrc?: string;
  isOpen: boolean;
  /** Closed without finishing (the close button, Escape). */
  onClose: () => void;
  /** Finish after the countdown; closing is enough when not given. */
  onFinish?: () => void;
  /** The step to open at, "1" to "7" (default "1"); an unknown id shows the not-found key. */
  initialStepId?: string;
}

/**
 * The guided breathing exercise (spec §4), over the page in the shared Modal. One audio file plays
 * through all seven steps and the screen follows it: the current step is the one whose segment
 * holds the playback time. Step 2 runs timed breathing prompts and step 7 a countdown, with the
 * playback controls off while they run; the countdown ends in Finish (close) or Repeat (from 0).
 */
export function BreathingOverlay({ isOpen, ...props }: BreathingOverlayProps) {
  // Mounted only while open, so each opening starts afresh.
  return isOpen ? <OpenBreathingOverlay {...props} /> : null;
}

function OpenBreathingOverlay({
  audioSrc,
  captionsSrc,
  onClose,
  onFinish = onClose,
  initialStepId = '1',
}: Omit<BreathingOverlayProps, 'isOpen'>) {
  const { t, i18n } = useTranslation('guided-relaxation');
  const context = useAddressForm();
  const initialStep = findStep(initialStepId);
  const [startAt, setStartAt] = useState(initialStep?.segment.start ?? 0);
  const [time, setTime] = useState(startAt);
  const [playState, setPlayState] = useState<PlayState>('paused');
  const [audioEnded, setAudioEnded] = useState(false);
  // Each repeat mounts a fresh player, which starts from `startAt` (0) by itself.
  const [round, setRound] = useState(0);

  const step = stepAt(time);
  const cycle = useBreathingCycle(step.id === BREATHING_CYCLE_STEP_ID, playState);
  const countdown = useCountdown(step.id === COUNTDOWN_STEP_ID, playState);
  // The audio can end before the countdown when played faster than 1×; the message shows then too.
  const finished = step.id === COUNTDOWN_STEP_ID && (countdown.done || audioEnded);

  const close = (open: boolean) => {
    if (!open) onClose();
  };

  if (!initialStep) {
    return (
      <Modal isOpen onOpenChange={close} title={t('title')}>
        {/* Spec §8: for breathing, a missing step shows the message key itself. */}
        <p role="alert">{STEP_NOT_FOUND_KEY}</p>
      </Modal>
    );
  }

  const repeat = () => {
    setStartAt(0);
    setTime(0);
    setAudioEnded(false);
    setPlayState('paused');
    setRound((current) => current + 1);
  };

  const description = t(step.descriptionKey, { context });
  let body;
  if (step.id === BREATHING_CYCLE_STEP_ID && cycle.phase !== 'waiting') {
    body = <BreathingPrompt phase={cycle.phase} cycle={cycle.cycle} />;
  } else if (step.id === COUNTDOWN_STEP_ID) {
    body = (
      <CountdownFinish
        number={countdown.number}
        finished={finished}
        description={description}
        onFinish={onFinish}
        onRepeat={repeat}
      />
    );
  } else {
    body = <p className="text-stone-800">{description}</p>;
  }

  return (
    <Modal isOpen onOpenChange={close} title={t(step.titleKey)}>
      <div dir={i18n.dir()} className="flex flex-col gap-5">
        <StepProgress step={Number(step.id)} total={BREATHING_STEP_COUNT} />
        <div className="min-h-40">{body}</div>
        <AudioPlayer
          key={round}
          src={audioSrc}
          captions={captionsSrc}
          seekTime={startAt}
          autoStart
          controlsDisabled={cycle.controlsDisabled || countdown.controlsDisabled}
          title={t('title')}
          onTimeUpdate={setTime}
          onPlayStateChange={(state) => {
            setPlayState(state);
            if (state === 'playing') setAudioEnded(false);
          }}
          onFinish={() => setAudioEnded(true)}
        />
      </div>
    </Modal>
  );
}
