import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { useAddressForm } from '@/lib/session/use-address-form';
import { PendingView } from '@/components/pending-view';
import type { OnboardingAnswers } from '@/lib/onboarding/onboarding-answers';
import { SUGGESTION_COUNT, suggestExercises } from '../suggestions';
import { ExerciseList } from './exercise-list';

interface SuggestionsSectionProps {
  answers: OnboardingAnswers | null;
  loadFailed: boolean;
}

/**
 * The top of the hub: exercises for the symptoms chosen in onboarding, worded for the person or
 * for the one they support; without answers, a few starting points and the way to the questions.
 */
export function SuggestionsSection({ answers, loadFailed }: SuggestionsSectionProps) {
  const { t, i18n } = useTranslation(['hub', 'onboarding']);
  const context = useAddressForm();
  const ids = suggestExercises(answers);
  const forSomeoneElse = answers?.userType === 'someoneElse';
  const symptoms = answers?.symptoms ?? [];
  const title = !answers
    ? t('suggestions.startHere')
    : forSomeoneElse
      ? t('suggestions.titleSomeoneElse')
      : t('suggestions.titleMyself');
  // Only when there are symptoms to name: the first use of Intl's list format loads data that
  // holds a slow phone for about 0.2 s, and a first visit's hub names none.
  const chosen =
    symptoms.length === 0
      ? ''
      : new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
          // Mid-sentence the names are not capitalised ("panic and nightmares"); Arabic has no case.
          symptoms.map((symptom) =>
            t(`questions.symptoms.${symptom}`, { ns: 'onboarding' }).toLocaleLowerCase(
              i18n.language,
            ),
          ),
        );

  return (
    <section aria-labelledby="hub-suggestions" className="flex flex-col gap-3">
      <h2 id="hub-suggestions" className="text-xl font-semibold text-oasis-900">
        {title}
      </h2>
      {answers ? (
        <p className="text-stone-700">
          {symptoms.length === 0
            ? t('suggestions.noSymptoms')
            : forSomeoneElse
              ? t('suggestions.basedOnSomeoneElse', { symptoms: chosen })
              : t('suggestions.basedOnMyself', { symptoms: chosen })}
        </p>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-oasis-50 p-4">
          {loadFailed && <p className="text-stone-700">{t('suggestions.loadError')}</p>}
          <p className="text-stone-800">{t('suggestions.prompt')}</p>
          <Link to="/app/onboarding" className={buttonClass('primary')}>
            {t('suggestions.answer', { context })}
          </Link>
        </div>
      )}
      {forSomeoneElse && (
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-oasis-50 p-4">
          <p className="text-stone-800">{t('suggestions.helpers')}</p>
          <Link to="/helpers" className={buttonClass('secondary')}>
            {t('suggestions.helpersLink')}
          </Link>
        </div>
      )}
      <ExerciseList ids={ids} together={forSomeoneElse} />
      {answers && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-600">{t('suggestions.humble')}</p>
          <Link to="/app/onboarding" className={buttonClass('quiet')}>
            {t('suggestions.change')}
          </Link>
        </div>
      )}
    </section>
  );
}

/**
 * Holds the suggestions' place while the answers load: a heading's line, the loading message where
 * the prompt goes, and as many cards as will come, each about a card's height. On a phone this
 * fills the screen below the header, so nothing visible jumps when the suggestions arrive (the
 * categories below them used to be pushed down the whole screen, a layout shift of 0.46).
 */
export function SuggestionsPlaceholder() {
  return (
    <section aria-busy="true" className="flex flex-col gap-3">
      <div aria-hidden="true" className="h-7 w-2/3 rounded-lg bg-oasis-50" />
      <div className="rounded-2xl bg-oasis-50">
        <PendingView />
      </div>
      <ul aria-hidden="true" className="flex flex-col gap-3">
        {Array.from({ length: SUGGESTION_COUNT }, (_, card) => (
          <li key={card} className="h-36 rounded-2xl border border-oasis-100 bg-white shadow-sm" />
        ))}
      </ul>
    </section>
  );
}
