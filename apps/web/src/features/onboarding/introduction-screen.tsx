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
        <h2
          id="introduction-step"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-oasis-900 outline-none sm:text-2xl"
        >
          {t(`intro.steps.${step}.title`)}
        </h2>
        <p className="text-lg text-stone-800">{t(`intro.steps.${step}.text`)}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {index > 0 && (
            <Button variant="secondary" onClick={() => setIndex(index - 1)}>
              {t('intro.back')}
            </Button>
          )}
          {last ? (
            <Link to="/app" className={buttonClass('primary')}>
              {t('intro.finish')}
            </Link>
          ) : (
            <Button onClick={() => setIndex(index + 1)}>{t('intro.next')}</Button>
          )}
          <Link to="/app" className={buttonClass('quiet', 'ms-auto')}>
            {t('intro.skip')}
          </Link>
        </div>
      </Card>
    </Page>
  );
}
