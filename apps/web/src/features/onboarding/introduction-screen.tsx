import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/button';
import { Page } from '@/components/page';
import { PageTitle } from '@/components/page-title';
import { Card } from '@/components/card';
import { StepDots } from './components/step-dots';
import { useFocusOnChange } from './use-focus-on-change';

export const INTRODUCTION_STEPS = ['what', 'how', 'privacy', 'free'] as const;

const TITLE_CLASS = 'text-xl font-semibold text-oasis-900 sm:text-2xl';
const TEXT_CLASS = 'text-lg text-stone-800';

/**
 * /introduction: a short walk-through of what Waha is, how exercises work, privacy and that it is
 * free. Every step can be skipped to the app welcome; a new step moves focus to its heading so a
 * screen reader reads it from the start.
 */
export function IntroductionScreen() {
  const { t } = useTranslation(['onboarding', 'titles']);
  const [index, setIndex] = useState(0);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(index);
  const step = INTRODUCTION_STEPS[index] ?? 'what';
  const last = index === INTRODUCTION_STEPS.length - 1;

  return (
    <Page>
      <PageTitle>{t('introduction', { ns: 'titles' })}</PageTitle>
      <Card aria-labelledby="introduction-step" gap={4} className="sm:p-8">
        <div className="flex items-center justify-between gap-3">
          <p className="font-semibold text-oasis-800">
            {t('intro.stepOf', { current: index + 1, total: INTRODUCTION_STEPS.length })}
          </p>
          <StepDots current={index} total={INTRODUCTION_STEPS.length} />
        </div>
        {/*
         * Every step's words in one place, the others hidden: the block is as tall as the longest
         * step, so the buttons below stay where they are from step to step.
         */}
        <div className="grid">
          {INTRODUCTION_STEPS.map((each) =>
            each === step ? (
              <div key={each} className="col-start-1 row-start-1 flex flex-col gap-4">
                <h2
                  id="introduction-step"
                  ref={headingRef}
                  tabIndex={-1}
                  className={`${TITLE_CLASS} outline-none`}
                >
                  {t(`intro.steps.${each}.title`)}
                </h2>
                <p className={TEXT_CLASS}>{t(`intro.steps.${each}.text`)}</p>
              </div>
            ) : (
              <div
                key={each}
                aria-hidden="true"
                className="invisible col-start-1 row-start-1 flex flex-col gap-4"
              >
                <p className={TITLE_CLASS}>{t(`intro.steps.${each}.title`)}</p>
                <p className={TEXT_CLASS}>{t(`intro.steps.${each}.text`)}</p>
              </div>
            ),
          )}
        </div>
        {/*
         * Next first, in the same place on every step (see above): with Back before it, Next on the
         * first step sat where Back is on the second, and three taps on one spot went 2 → 1 → 2
         * (walkthrough finding 18).
         */}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {last ? (
            <Link to="/app" className={buttonClass('primary')}>
              {t('intro.finish')}
            </Link>
          ) : (
            <Button onClick={() => setIndex(index + 1)}>{t('intro.next')}</Button>
          )}
          {index > 0 && (
            <Button variant="secondary" onClick={() => setIndex(index - 1)}>
              {t('intro.back')}
            </Button>
          )}
          <Link to="/app" className={buttonClass('quiet', 'ms-auto')}>
            {t('intro.skip')}
          </Link>
        </div>
      </Card>
    </Page>
  );
}
