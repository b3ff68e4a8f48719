import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../../components/button';
import { Page } from '../../../../components/page';
import { useMediaLanguage, useNarratedAudio } from '../../../../exercise-kit/media';
import { breathTimeline } from './breath-timeline';
import { FeelingChoice, FeelingThanks } from './feeling-choice';
import { FingerBreathingIntro, type TracingMode } from './finger-breathing-intro';
import type { Feeling } from './feelings';
import { NarratedTracing } from './narrated-tracing';
import { OwnPaceTracing } from './own-pace-tracing';
import { StageHeading } from './stage-heading';

type Stage =
  | { name: 'intro' }
  | { name: 'tracing'; mode: TracingMode }
  | { name: 'feeling' }
  | { name: 'done'; feeling: Feeling | null };

/**
 * Finger breathing (creativity): an introduction, the hand traced with the voice or at one's own
 * pace, then the feeling choice of spec §3 and a kind word.
 */
export function FingerBreathingScreen() {
  const { t } = useTranslation('finger-breathing');
  const [stage, setStage] = useState<Stage>({ name: 'intro' });
  const language = useMediaLanguage();
  const audio = useNarratedAudio('fingerBreathing');
  const toFeeling = () => setStage({ name: 'feeling' });
  return (
    <Page>
      {stage.name === 'intro' ? (
        <FingerBreathingIntro onStart={(mode) => setStage({ name: 'tracing', mode })} />
      ) : null}
      {stage.name === 'tracing' ? (
        <section className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm">
          <StageHeading>
            {stage.mode === 'voice' ? t('intro.withVoice') : t('intro.ownPace')}
          </StageHeading>
          {stage.mode === 'voice' ? (
            <>
              <NarratedTracing
                audio={audio}
                timeline={breathTimeline(language)}
                onFinish={toFeeling}
              />
              <Button variant="secondary" className="self-start" onClick={toFeeling}>
                {t('finished')}
              </Button>
            </>
          ) : (
            <OwnPaceTracing onFinish={toFeeling} />
          )}
        </section>
      ) : null}
      {stage.name === 'feeling' ? (
        <section className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm">
          <FeelingChoice onDone={(feeling) => setStage({ name: 'done', feeling })} />
        </section>
      ) : null}
      {stage.name === 'done' ? (
        <section className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm">
          <StageHeading>{t('done.title')}</StageHeading>
          {stage.feeling ? <FeelingThanks feeling={stage.feeling} /> : null}
          <div className="flex flex-wrap gap-3">
            <Link to="/exercises/" className={buttonClass('primary')}>
              {t('done.finish')}
            </Link>
            <Button variant="secondary" onClick={() => setStage({ name: 'intro' })}>
              {t('done.repeat')}
            </Button>
          </div>
        </section>
      ) : null}
    </Page>
  );
}
