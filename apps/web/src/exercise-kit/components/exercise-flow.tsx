import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { AudioPlayer } from '@/components/media/audio-player/audio-player';
import type { Segment } from '../timeline/segments';
import { forgetStep, useStepRunner } from '../hooks/use-step-runner';
import { useFlowState } from '../hooks/use-flow-state';
import { useSaveDistressRating } from '../records/distress-checks';
import { CompletionCard, HUB_PATH } from './completion-card';
import { distressRose } from '../distress-rule';
import { DistressBefore, DistressChange, DistressCheck } from './distress-check';
import { PauseMenu, usePauseMenu } from './pause-menu';
import { ReflectionBox } from './reflection-box';
import { StepRunner } from './step-runner';
import { exerciseById, type ExerciseId } from '../catalogue';
import { useExerciseMedia } from '../media';
import { MakeAvailableOffline } from './make-available-offline';

export interface FlowStep {
  /** A short title, shown as the step's heading. */
  title: string;
  content: ReactNode;
}

export interface FlowAudio {
  src: string;
  captions?: string;
  /** The player's name ("Audio player: …"). */
  title: string;
  /** One segment of the file per step, in order. */
  segments: readonly Segment[];
}

/** What a flow's screen gives it: its own texts and steps. */
export interface FlowContent {
  /** The introduction (care note, what to expect), shown before Start. */
  intro: ReactNode;
  startLabel: string;
  steps: readonly FlowStep[];
  /** Offer the reflection box after the steps (spec §3 "Body and relaxation reflection"). */
  reflection?: { prompt?: string };
  /** The exercise's own closing words on the completion card. */
  completionMessage?: string;
}

export interface ExerciseFlowProps extends FlowContent {
  /**
   * The exercise. Its catalogue row gives the rest: the slug (the name of its kept place, its
   * reflection and its ratings), its segmented narration and title, "Make available offline" for
   * its recordings, and its path (a guest's way back after signing up to save a reflection).
   */
  exercise: ExerciseId;
}

/** A flow's identity, given outright (the kit's own tests) rather than by a catalogue row. */
export interface StepFlowProps extends FlowContent {
  name: string;
  returnTo: string;
  /** A segmented narration: each step plays its segment and moves on at its end. */
  audio?: FlowAudio;
  offline?: ExerciseId;
}

/** A whole stepped exercise from its catalogue row (see StepFlow). */
export function ExerciseFlow({ exercise, ...content }: ExerciseFlowProps) {
  const { t } = useTranslation('titles');
  const row = exerciseById(exercise);
  const media = useExerciseMedia(exercise);
  const narration = media.audio[0];
  const audio =
    narration && media.segments
      ? {
          src: narration.audio,
          captions: narration.captions,
          title: t(row.titleKey),
          segments: media.segments,
        }
      : undefined;
  const offline = media.audio.length > 0 || media.video ? exercise : undefined;
  return (
    <StepFlow {...content} name={row.slug} returnTo={row.path} audio={audio} offline={offline} />
  );
}

/**
 * A whole stepped exercise, so exercises do not repeat the flow: introduction → an optional
 * distress rating → the steps (each bound to its segment of the narration, moving on at the
 * segment's end or by hand) → the rating again → an optional reflection → the completion card,
 * with the pause menu throughout the steps. The place is kept for a reload in this tab.
 */
export function StepFlow(props: StepFlowProps) {
  const { name: exercise, steps, audio } = props;
  const flow = useFlowState(exercise);
  const runner = useStepRunner(exercise, steps.length);
  const saveRating = useSaveDistressRating(exercise);
  const [ratingFailed, setRatingFailed] = useState(false);
  const navigate = useNavigate();
  if (audio && audio.segments.length !== steps.length) {
    throw new Error(`${exercise}: ${steps.length} steps but ${audio.segments.length} segments`);
  }

  const restart = () => {
    runner.reset();
    flow.restart();
    setRatingFailed(false);
  };
  const leave = () => {
    forgetStep(exercise);
    flow.restart();
  };
  const rated =
    (phase: 'before' | 'after', next: Parameters<typeof flow.go>[0]) => (value: number | null) => {
      flow.rate(phase, value);
      flow.go(next);
      if (value !== null) {
        saveRating(phase, value).catch(() => setRatingFailed(true));
      }
    };

  switch (flow.phase) {
    case 'intro':
      return (
        <div className="flex flex-col gap-4">
          {props.intro}
          <Button className="self-start" onClick={() => flow.go('before')}>
            {props.startLabel}
          </Button>
          {props.offline ? <MakeAvailableOffline exercise={props.offline} /> : null}
        </div>
      );
    case 'before':
      return <DistressBefore onDone={rated('before', 'steps')} />;
    case 'steps':
      return (
        <StepsView
          {...props}
          runner={runner}
          onDone={() => flow.go('after')}
          onRestart={restart}
          onExit={() => {
            leave();
            void navigate({ to: HUB_PATH });
          }}
        />
      );
    case 'after':
      return <DistressCheck onDone={rated('after', props.reflection ? 'reflection' : 'done')} />;
    case 'reflection':
      return (
        <div className="flex flex-col gap-4">
          <ReflectionBox
            exercise={exercise}
            prompt={props.reflection?.prompt}
            returnTo={props.returnTo}
          />
          <ContinueButton onClick={() => flow.go('done')} />
        </div>
      );
    case 'done':
      return (
        <CompletionCard
          exercise={exercise}
          message={props.completionMessage}
          onRepeat={restart}
          onFinish={leave}
          rose={distressRose(flow.before, flow.after)}
        >
          <DistressChange before={flow.before} after={flow.after} />
          {ratingFailed ? <RatingFailed /> : null}
        </CompletionCard>
      );
  }
}

function ContinueButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('exercise-kit');
  return (
    <Button className="self-start" onClick={onClick}>
      {t('steps.next')}
    </Button>
  );
}

function RatingFailed() {
  const { t } = useTranslation('exercise-kit');
  return <p className="text-stone-700">{t('distress.saveError')}</p>;
}

function StepsView({
  steps,
  audio,
  runner,
  onDone,
  onRestart,
  onExit,
}: StepFlowProps & {
  runner: ReturnType<typeof useStepRunner>;
  onDone: () => void;
  onRestart: () => void;
  onExit: () => void;
}) {
  const { paused, menu } = usePauseMenu({ onRestart, onExit });
  const step = steps[runner.index];
  const segment = audio?.segments[runner.index];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <PauseMenu {...menu} />
      </div>
      <StepRunner runner={runner} onPastLast={onDone}>
        <h2 className="text-xl font-semibold text-oasis-900">{step?.title}</h2>
        <div className="mt-3">{step?.content}</div>
      </StepRunner>
      {audio && segment ? (
        <AudioPlayer
          src={audio.src}
          captions={audio.captions}
          title={audio.title}
          segment={{ start: segment[0], end: segment[1] }}
          seekTime={segment[0]}
          autoStart
          paused={paused}
          onFinish={() => (runner.isLast ? onDone() : runner.next())}
        />
      ) : null}
    </div>
  );
}
