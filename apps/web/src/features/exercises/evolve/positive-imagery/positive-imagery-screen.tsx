import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { CompletionCard, HUB_PATH } from '@/exercise-kit/components/completion-card';
import { exerciseById } from '@/exercise-kit/catalogue';
import { SaveStatus } from '@/exercise-kit/components/save-status';
import { useTabState } from '@/exercise-kit/hooks/use-tab-state';
import { deviceKey } from '@/lib/platform/device-storage';
import type { SaveOutcome } from '@/exercise-kit/records/save-outcome';
import { FramesStep } from './components/frames-step';
import { ReviewStep } from './components/review-step';
import { SelectStep } from './components/select-step';
import { useImagery } from './use-imagery';

const STAGES = ['select', 'frames', 'review', 'done'] as const;
type Stage = (typeof STAGES)[number];
const STAGE_KEY = deviceKey('waha.positive-imagery.stage');
// A finished go starts again at the choosing (its pictures shown) when the person comes back.
const parseStage = (stored: unknown): Stage | null =>
  STAGES.find((stage) => stage === stored && stage !== 'done') ?? null;

/**
 * /exercises/evolve/positive-imagery/exercise (spec §2, §4): choosing pictures with a note →
 * sorting them into the three frames → the frames, with save, close and remove → the completion
 * card. The stage is kept for a reload in this tab; the go itself is a draft (use-imagery.ts).
 */
export function PositiveImageryScreen() {
  const { t } = useTranslation('positive-imagery');
  const navigate = useNavigate();
  const imagery = useImagery();
  const [stage, setStage] = useTabState<Stage>(STAGE_KEY, 'select', parseStage);
  // After a removal the choosing stage says so; its heading takes the focus only after a move.
  const [removed, setRemoved] = useState(false);
  const [moved, setMoved] = useState(false);
  // How the save that led to the completion went: it may wait on this device for the network.
  const [saved, setSaved] = useState<SaveOutcome | null>(null);
  const go = (next: Stage) => {
    setMoved(true);
    setRemoved(false);
    setStage(next);
  };
  const leave = () => {
    imagery.forget();
    setStage('select');
    void navigate({ to: HUB_PATH });
  };

  return (
    <Page>
      {imagery.records.isError ? <p className="text-stone-800">{t('loadError')}</p> : null}
      <p role="status" className="font-semibold text-oasis-900 empty:hidden">
        {removed ? t('review.removed') : null}
      </p>
      {stage === 'select' ? (
        <SelectStep imagery={imagery} focusHeading={moved} onNext={() => go('frames')} />
      ) : null}
      {stage === 'frames' ? (
        <FramesStep imagery={imagery} onPrevious={() => go('select')} onNext={() => go('review')} />
      ) : null}
      {stage === 'review' ? (
        <ReviewStep
          imagery={imagery}
          onPrevious={() => go('frames')}
          onSaved={(outcome) => {
            setSaved(outcome);
            go('done');
          }}
          onClosed={leave}
          onRemoved={() => {
            go('select');
            setRemoved(true);
          }}
        />
      ) : null}
      {stage === 'done' ? (
        <CompletionCard
          exercise={exerciseById('positiveImagery').slug}
          recordsDone
          // "Your pictures are saved … on any device" is not true yet while they wait here.
          message={saved === 'pending' ? undefined : t('done.message')}
          onRepeat={() => go('select')}
          onFinish={() => setStage('select')}
        >
          <SaveStatus note={{ text: '', outcome: saved }} className="text-stone-800 empty:hidden" />
        </CompletionCard>
      ) : null}
    </Page>
  );
}
