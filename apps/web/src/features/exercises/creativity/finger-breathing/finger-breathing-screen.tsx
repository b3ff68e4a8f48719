import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../../components/page';
import { CompletionCard, HUB_PATH } from '../../../../exercise-kit/components/completion-card';
import { DistressChange, DistressCheck } from '../../../../exercise-kit/components/distress-check';
import { useSaveDistressRating } from '../../../../exercise-kit/records/distress-checks';
import { FeelingChoice, FeelingThanks } from './feeling-choice';
import { FingerBreathingIntro, type TracingMode } from './finger-breathing-intro';
import type { Feeling } from './feelings';
import { TracingStage } from './tracing-stage';

const EXERCISE = 'finger-breathing';

type Stage =
  | { name: 'intro' }
  | { name: 'before'; mode: TracingMode }
  | { name: 'tracing'; mode: TracingMode }
  | { name: 'after' }
  | { name: 'feeling' }
  | { name: 'done'; feeling: Feeling | null };

interface Ratings {
  before: number | null;
  after: number | null;
}
const NO_RATINGS: Ratings = { before: null, after: null };

/**
 * Finger breathing (creativity): an introduction with the choice of two ways, the kit's distress
 * rating (skippable), the hand traced with the voice or at one's own pace (with the pause menu),
 * the rating again, the feeling choice of spec §3, then the kit's completion card with a kind word.
 */
export function FingerBreathingScreen() {
  const { t } = useTranslation(['finger-breathing', 'exercise-kit']);
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ name: 'intro' });
  const [ratings, setRatings] = useState<Ratings>(NO_RATINGS);
  const [ratingFailed, setRatingFailed] = useState(false);
  const saveRating = useSaveDistressRating(EXERCISE);

  const restart = () => {
    setStage({ name: 'intro' });
    setRatings(NO_RATINGS);
    setRatingFailed(false);
  };
  // A rating never holds the person up: it is kept in the background, a failure said at the end.
  const rated = (phase: keyof Ratings, next: Stage) => (value: number | null) => {
    setRatings((current) => ({ ...current, [phase]: value }));
    setStage(next);
    if (value !== null) saveRating(phase, value).catch(() => setRatingFailed(true));
  };

  return (
    <Page>
      {stage.name === 'intro' ? (
        <FingerBreathingIntro onStart={(mode) => setStage({ name: 'before', mode })} />
      ) : null}
      {stage.name === 'before' ? (
        <DistressCheck onDone={rated('before', { name: 'tracing', mode: stage.mode })} />
      ) : null}
      {stage.name === 'tracing' ? (
        <TracingStage
          mode={stage.mode}
          onFinish={() => setStage({ name: 'after' })}
          onRestart={restart}
          onExit={() => void navigate({ to: HUB_PATH })}
        />
      ) : null}
      {stage.name === 'after' ? (
        <DistressCheck onDone={rated('after', { name: 'feeling' })} />
      ) : null}
      {stage.name === 'feeling' ? (
        <section className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm">
          <FeelingChoice onDone={(feeling) => setStage({ name: 'done', feeling })} />
        </section>
      ) : null}
      {stage.name === 'done' ? (
        <CompletionCard message={t('completion.message')} onRepeat={restart}>
          {stage.feeling ? <FeelingThanks feeling={stage.feeling} /> : null}
          <DistressChange before={ratings.before} after={ratings.after} />
          {ratingFailed ? (
            <p className="text-stone-700">{t('exercise-kit:distress.saveError')}</p>
          ) : null}
        </CompletionCard>
      ) : null}
    </Page>
  );
}
