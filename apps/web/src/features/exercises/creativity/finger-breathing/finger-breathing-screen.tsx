import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { CompletionCard, HUB_PATH } from '@/exercise-kit/components/completion-card';
import { exerciseById } from '@/exercise-kit/catalogue';
import {
  DistressBefore,
  DistressChange,
  DistressCheck,
} from '@/exercise-kit/components/distress-check';
import { distressRose } from '@/exercise-kit/distress-rule';
import { SaveStatus } from '@/exercise-kit/components/save-status';
import { forgetStep } from '@/exercise-kit/hooks/use-step-runner';
import { useSaveDistressRating } from '@/exercise-kit/records/distress-checks';
import type { SaveOutcome } from '@/exercise-kit/records/save-outcome';
import { MakeAvailableOffline } from '@/exercise-kit/components/make-available-offline';
import { Card } from '@/components/card';
import { FeelingChoice, FeelingThanks } from './feeling-choice';
import { FingerBreathingIntro } from './finger-breathing-intro';
import { EXERCISE, useKeptPlace, type StageName } from './kept-place';
import type { Feeling } from './feelings';
import { TracingStage } from './tracing-stage';

/**
 * Finger breathing (creativity): an introduction with the choice of two ways, the kit's distress
 * rating (skippable), the hand traced with the voice or at one's own pace (with the pause menu),
 * the rating again, the feeling choice of spec §3, then the kit's completion card with a kind word.
 * The place (stage, way, breath, ratings) is kept for a reload in this tab, as the kit's flow does.
 */
export function FingerBreathingScreen() {
  const { t } = useTranslation(['finger-breathing', 'exercise-kit']);
  const navigate = useNavigate();
  const { place, update, restart: forgetPlace } = useKeptPlace();
  const [feeling, setFeeling] = useState<Feeling | null>(null);
  // The feeling's save may wait on this device for the network: the card then says so.
  const [feelingSave, setFeelingSave] = useState<SaveOutcome | null>(null);
  const [ratingFailed, setRatingFailed] = useState(false);
  const saveRating = useSaveDistressRating(EXERCISE);

  const restart = () => {
    forgetPlace();
    setFeeling(null);
    setFeelingSave(null);
    setRatingFailed(false);
  };
  // A rating never holds the person up: it is kept in the background, a failure said at the end.
  const rated = (phase: 'before' | 'after', next: StageName) => (value: number | null) => {
    update({ [phase]: value, stage: next });
    if (value !== null) saveRating(phase, value).catch(() => setRatingFailed(true));
  };
  const stage = place.stage;

  return (
    <Page>
      {stage === 'intro' ? (
        <>
          <FingerBreathingIntro onStart={(mode) => update({ stage: 'before', mode })} />
          <MakeAvailableOffline exercise="fingerBreathing" />
        </>
      ) : null}
      {stage === 'before' ? <DistressBefore shortest onDone={rated('before', 'tracing')} /> : null}
      {stage === 'tracing' ? (
        <TracingStage
          mode={place.mode}
          onFinish={() => {
            forgetStep(EXERCISE);
            update({ stage: 'after' });
          }}
          onRestart={restart}
          onExit={() => {
            restart();
            void navigate({ to: HUB_PATH });
          }}
        />
      ) : null}
      {stage === 'after' ? <DistressCheck onDone={rated('after', 'feeling')} /> : null}
      {stage === 'feeling' ? (
        <Card gap={4}>
          <FeelingChoice
            onDone={(chosen, outcome = null) => {
              setFeeling(chosen);
              setFeelingSave(outcome);
              update({ stage: 'done' });
            }}
          />
        </Card>
      ) : null}
      {stage === 'done' ? (
        <CompletionCard
          exercise={exerciseById('fingerBreathing').slug}
          message={t('completion.message')}
          onRepeat={restart}
          onFinish={restart}
          rose={distressRose(place.before, place.after)}
        >
          {feeling ? <FeelingThanks feeling={feeling} /> : null}
          <SaveStatus
            note={{ text: '', outcome: feelingSave }}
            className="text-stone-700 empty:hidden"
          />
          <DistressChange before={place.before} after={place.after} />
          {ratingFailed ? (
            <p className="text-stone-700">{t('exercise-kit:distress.saveError')}</p>
          ) : null}
        </CompletionCard>
      ) : null}
    </Page>
  );
}
