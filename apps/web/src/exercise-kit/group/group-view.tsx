import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NarrationVoiceChoice } from '@/components/media/narration-voice-choice';
import { QuickExitButton } from '@/components/quick-exit-button';
import { holdLock } from '@/lib/app-lock/lock-state';
import { hasRecordingForWomen } from '@/lib/media/addressed-narration';
import { canPlayOpus, playableAudio } from '@/lib/media/audio-format';
import { GROUP_VOICE_KEY, useVoiceChoice } from '@/lib/media/voice-choice';
import { exerciseById, type ExerciseId } from '../catalogue';
import { useMediaLanguage } from '../media';
import { StepProgress } from '../components/step-progress';
import { GroupControls } from './group-controls';
import { groupNarration } from './group-narration';
import { useFullscreen } from './use-fullscreen';
import { useGroupPlayback } from './use-group-playback';
import { useWakeLock } from './use-wake-lock';

/**
 * The sentence's size: as large as the longest sentence allows on the screen, never under 2.5rem
 * (40 px at the browser's default size, on a 390 px phone) and up to 6rem (96 px) on a projector.
 * docs/group-mode.md gives the reasoning for reading it from 3 metres.
 */
const SENTENCE_SIZE = 'clamp(2.5rem, min(7vw, 9dvh), 6rem)';

const TOP_BUTTON =
  'inline-flex min-h-11 items-center rounded-xl border-2 border-stone-300 px-4 font-semibold text-white hover:bg-stone-800 aria-pressed:bg-stone-700 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-amber-300';

/** Every other player on the page waits while a group is led: one voice at a time. */
function pauseOtherMedia(own: HTMLMediaElement | null): void {
  for (const element of document.querySelectorAll('audio, video')) {
    if (element instanceof HTMLMediaElement && element !== own) element.pause();
  }
}

interface GroupViewProps {
  exercise: ExerciseId;
  /** Back to the exercise, where the view was opened. */
  onExit: () => void;
}

/**
 * "Lead a group": a narrated exercise over the whole screen for a facilitator's phone, a tablet or
 * a projector. The sentence being said in very large letters, a step bar, a large Play / Pause,
 * Previous and Next step (arrow keys too, in the reading direction), and nothing to rate, save or
 * sign into. While it is open the screen stays on (wake lock) and an app lock's idle time never
 * runs out (holdLock). Escape, or the button, returns to the exercise as it was.
 */
export function GroupView({ exercise, onExit }: GroupViewProps) {
  const { t, i18n } = useTranslation(['group', 'titles']);
  const language = useMediaLanguage();
  // The Arabic recording for women, for a women's group, where the facilitator chose it.
  const form = useVoiceChoice(GROUP_VOICE_KEY);
  const narration = useMemo(
    () => groupNarration(exercise, language, form),
    [exercise, language, form],
  );
  const addressed = narration.files.some(
    (file) => hasRecordingForWomen(file.audio) || file.audio.includes('.female.'),
  );
  const dialog = useRef<HTMLDialogElement>(null);
  // What fills the screen (a dialog itself may not: the Fullscreen standard refuses one).
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  const [opus] = useState(canPlayOpus);
  const title = t(`titles:${exerciseById(exercise).titleKey}`);
  const rtl = i18n.dir() === 'rtl';
  const playback = useGroupPlayback(narration);
  const { audio, track, file, fileIndex, playing, steps, step, sentence, held, problem } = playback;
  const { goTo, toggle, stop } = playback;

  useWakeLock(true);
  useEffect(() => holdLock(), []);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      element.showModal();
      // Play first: the dialog alone would focus its first control, the quick exit.
      element.querySelector<HTMLElement>('[data-group-play]')?.focus();
    }
    pauseOtherMedia(audio.current);
    return () => element?.close();
  }, [audio]);

  const exit = () => {
    stop();
    // Closed before it goes, so the page behind is no longer inert when the focus comes back.
    dialog.current?.close();
    onExit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // In the voice choice the arrows move between its radios, as in any radio group.
    if (event.target instanceof HTMLInputElement) return;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) goTo(step + 1);
    else if (event.key === backward) goTo(step - 1);
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="group-view-title"
      // Escape returns to the exercise through the same path as the button.
      onCancel={(event) => {
        event.preventDefault();
        exit();
      }}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-stone-950 p-0 text-white backdrop:bg-stone-950"
    >
      <div ref={stage} className="h-full bg-stone-950">
        <div className="mx-auto flex h-full max-w-7xl flex-col gap-3 p-4 sm:gap-4 sm:p-6">
          <div className="flex flex-wrap-reverse items-center justify-between gap-3">
            {/* On a phone the facilitator knows the exercise: the room gets the sentence's space. */}
            <h2
              id="group-view-title"
              className="sr-only text-lg font-semibold text-stone-100 sm:not-sr-only"
            >
              {t('view.title', { exercise: title })}
            </h2>
            <div className="flex grow flex-wrap items-center justify-between gap-3 sm:grow-0">
              <QuickExitButton />
              <button type="button" onClick={exit} className={TOP_BUTTON}>
                {t('view.exit')}
              </button>
              {fullscreen.available ? (
                <button
                  type="button"
                  aria-pressed={fullscreen.active}
                  onClick={fullscreen.toggle}
                  className={TOP_BUTTON}
                >
                  {t('view.fullscreen')}
                </button>
              ) : null}
            </div>
          </div>
          {addressed ? <NarrationVoiceChoice who="group" onDark /> : null}
          <StepProgress step={step + 1} total={steps.length} onDark />
          <audio key={fileIndex} ref={audio} src={playableAudio(file.audio, opus)} preload="auto">
            <track
              ref={track}
              kind="captions"
              src={file.captions}
              srcLang={language}
              label={t('view.captions')}
            />
          </audio>
          {/* Not a live region: a screen reader would talk over the voice. */}
          <div className="flex min-h-0 flex-1 flex-col items-center overflow-y-auto">
            {sentence ? (
              <p
                lang={language}
                data-group-sentence=""
                className="my-auto max-w-[28ch] text-center font-semibold text-balance"
                style={{ fontSize: SENTENCE_SIZE, lineHeight: rtl ? 1.5 : 1.2 }}
              >
                {sentence}
              </p>
            ) : (
              <p className="my-auto max-w-prose text-center text-2xl text-stone-300">
                {t('view.waiting')}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-2" role="status">
            {held ? <p className="text-lg text-amber-200">{t('view.held')}</p> : null}
          </div>
          {problem ? (
            <p role="alert" className="text-lg text-amber-200">
              {problem === 'offline' ? t('view.offline') : t('view.error')}
            </p>
          ) : null}
          <GroupControls
            playing={playing}
            held={held}
            canGoBack={step > 0}
            canGoOn={step < steps.length - 1}
            onToggle={toggle}
            onBack={() => goTo(step - 1)}
            onNext={() => goTo(step + 1)}
          />
          <p className="text-center text-sm text-stone-300 sm:text-base">{t('view.care')}</p>
        </div>
      </div>
    </dialog>
  );
}
