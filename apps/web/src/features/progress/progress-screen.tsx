import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { PendingView } from '@/components/pending-view';
import { exerciseBySlug } from '@/exercise-kit/catalogue';
import { isLanguage } from '@/lib/i18n/languages';
import { ExerciseSummaryCard } from './components/exercise-summary';
import { ProgressActions } from './components/progress-actions';
import { summariseProgress } from './summary';
import { useProgress } from './use-progress';

/** Dates as elsewhere in the app: the language's words, Latin digits. */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
      day: 'numeric',
      month: 'short',
    });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}

/**
 * /profile/practice: for each exercise done, how often and when last, the usual change from before
 * to after in words, a chart and a table; no streaks, scores or badges. Its URL and title say
 * nothing personal. Read from the account (its encrypted copy on this device when offline) or, for
 * a guest, from this device.
 */
export function ProgressScreen() {
  const { t } = useTranslation('progress');
  const { progress, isPending, isError, retry, signedIn } = useProgress();
  const formatDate = useFormatDate();
  const summaries = useMemo(
    () => (progress ? summariseProgress(progress.ratings, progress.done) : []),
    [progress],
  );

  const known = summaries.flatMap((summary) => {
    const exercise = exerciseBySlug(summary.exercise);
    return exercise ? [{ summary, exercise }] : [];
  });

  return (
    <Page>
      <p className="text-lg text-stone-800">{t('intro')}</p>
      <p className="text-stone-700">{signedIn ? t('privacyAccount') : t('privacyGuest')}</p>
      {isPending ? (
        // The words above are the screen's first paint (prerendered); the list follows.
        <PendingView />
      ) : isError ? (
        <div role="alert" className="flex flex-col gap-3">
          <p>{t('error')}</p>
          <Button variant="secondary" className="self-start" onClick={retry}>
            {t('retry')}
          </Button>
        </div>
      ) : known.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 shadow-sm">{t('empty')}</p>
      ) : (
        known.map(({ summary, exercise }) => (
          <ExerciseSummaryCard
            key={summary.exercise}
            summary={summary}
            exercise={exercise}
            formatDate={formatDate}
          />
        ))
      )}
      {progress && known.length > 0 ? <ProgressActions progress={progress} /> : null}
    </Page>
  );
}
