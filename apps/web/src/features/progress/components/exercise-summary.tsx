import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { EmergencySentence } from '@/components/emergency-sentence';
import { CATEGORY_PATHS, type Exercise } from '@/exercise-kit/catalogue';
import { useAddressForm } from '@/lib/session/use-address-form';
import { PracticePlan } from '@/exercise-kit/components/practice-plan';
import { changeWord, suggestsAnother, type ExerciseSummary } from '../summary';
import { PairsChart, PairsTable } from './pairs-chart';

/** A rating's median is said with at most one decimal, in Latin digits as everywhere. */
const number = (value: number) => String(value);

/** The words for one exercise: how often, when last, the usual change, then the chart and table. */
export function SummaryWords({ summary }: { summary: ExerciseSummary }) {
  const { t } = useTranslation('progress');
  const context = useAddressForm();
  const word = changeWord(summary);
  const values = summary.typical
    ? { before: number(summary.typical.before), after: number(summary.typical.after) }
    : {};
  return (
    <>
      <p className="text-lg text-stone-800" data-testid="summary-change">
        {word === 'none'
          ? summary.times > 0 && summary.pairs.length === 0
            ? t('change.none', { context })
            : null
          : t(`change.${word}`, { ...values, context })}
      </p>
      {/* From one time, the words above say so themselves. */}
      {summary.pairs.length > 1 ? (
        <p className="text-stone-700">{t('change.basis', { count: summary.pairs.length })}</p>
      ) : null}
      {summary.rose > 0 && summary.pairs.length > 1 ? (
        <p className="text-stone-700">{t('change.rose', { count: summary.rose, context })}</p>
      ) : null}
    </>
  );
}

export function ExerciseSummaryCard({
  summary,
  exercise,
  formatDate,
}: {
  summary: ExerciseSummary;
  exercise: Exercise;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation(['progress', 'titles']);
  const headingId = useId();
  const title = t(exercise.titleKey, { ns: 'titles' });
  return (
    <Card aria-labelledby={headingId} gap={3}>
      <h2 id={headingId} className="text-lg font-semibold text-oasis-900">
        {title}
      </h2>
      <p className="text-stone-700">
        {t('times', { count: summary.times })} {t('last', { date: formatDate(summary.last) })}
      </p>
      <SummaryWords summary={summary} />
      {suggestsAnother(summary) ? (
        <p className="text-stone-800">
          <Trans
            t={t}
            i18nKey="suggest"
            components={{
              group: (
                <Link
                  to={CATEGORY_PATHS[exercise.category]}
                  className="font-semibold text-oasis-800 underline"
                />
              ),
            }}
          />
        </p>
      ) : null}
      {summary.needsSafety ? <EmergencySentence className="rounded-xl bg-oasis-50 p-3" /> : null}
      {summary.pairs.length > 0 ? (
        <>
          <PairsChart pairs={summary.pairs} formatDate={formatDate} />
          <PairsTable pairs={summary.pairs} title={title} formatDate={formatDate} />
        </>
      ) : null}
      <PracticePlan exercise={exercise} />
    </Card>
  );
}
