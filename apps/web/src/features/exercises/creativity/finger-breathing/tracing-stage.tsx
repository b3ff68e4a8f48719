import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { PauseMenu, usePauseMenu } from '@/exercise-kit/components/pause-menu';
import { useMediaLanguage, useNarratedAudio } from '@/exercise-kit/media';
import { useStepRunner } from '@/exercise-kit/hooks/use-step-runner';
import { Card } from '@/components/card';
import { breathTimeline } from './breath-timeline';
import type { TracingMode } from './finger-breathing-intro';
import { TRACES } from './hand-geometry';
import { EXERCISE } from './kept-place';
import { NarratedTracing } from './narrated-tracing';
import { OwnPaceTracing } from './own-pace-tracing';
import { StageHeading } from './stage-heading';

interface TracingStageProps {
  mode: TracingMode;
  /** The hand is traced (or the person says they have finished). */
  onFinish: () => void;
  /** Confirmed in the pause menu: back to the introduction. */
  onRestart: () => void;
  /** Confirmed in the pause menu: leave the exercise. */
  onExit: () => void;
}

/**
 * The tracing itself, with the voice or at one's own pace, and the kit's pause menu: while it is
 * open the voice and the hand's drawing wait. The breath reached is the kit's step runner's step
 * (0: none yet, n: breath n of TRACES), so a reload comes back to it.
 */
export function TracingStage({ mode, onFinish, onRestart, onExit }: TracingStageProps) {
  const { t } = useTranslation('finger-breathing');
  const language = useMediaLanguage();
  const audio = useNarratedAudio('fingerBreathing');
  const { paused, menu } = usePauseMenu({ onRestart, onExit });
  const breath = useStepRunner(EXERCISE, TRACES.length + 1);
  return (
    <Card gap={4}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StageHeading>{mode === 'voice' ? t('intro.withVoice') : t('intro.ownPace')}</StageHeading>
        <PauseMenu {...menu} />
      </div>
      {mode === 'voice' ? (
        <>
          <NarratedTracing
            audio={audio}
            timeline={breathTimeline(language)}
            resumeAt={breath.index - 1}
            onBreath={(index) => breath.goTo(index + 1)}
            onFinish={onFinish}
            paused={paused}
          />
          <Button variant="secondary" className="self-start" onClick={onFinish}>
            {t('finished')}
          </Button>
        </>
      ) : (
        <OwnPaceTracing
          index={breath.index - 1}
          onNext={breath.next}
          onFinish={onFinish}
          paused={paused}
        />
      )}
    </Card>
  );
}
