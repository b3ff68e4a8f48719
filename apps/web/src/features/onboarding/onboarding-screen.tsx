import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { PageTitle } from '@/components/page-title';
import { PendingView } from '@/components/pending-view';
import { SaveFailure } from '@/components/save-failure';
import { useOnboardingAnswers, useSaveOnboardingAnswers } from '@/lib/onboarding/onboarding';
import {
  SYMPTOMS,
  USER_TYPES,
  type AgeBand,
  type OnboardingAnswers,
  type Symptom,
  type UserType,
} from '@/lib/onboarding/onboarding-answers';
import { Form } from '@/components/form';
import { cardClass } from '@/components/card';
import { AgeBandChoices } from './components/age-band-choices';
import { Choice, ChoiceFieldset } from './components/choice-fieldset';
import { GroupModeOffer } from './components/group-mode-offer';
import { StepDots } from './components/step-dots';
import { useFocusOnChange } from './use-focus-on-change';

const QUESTIONS = ['userType', 'ageBand', 'symptoms'] as const;

interface Draft {
  userType: UserType | null;
  ageBand: AgeBand | null;
  symptoms: Symptom[];
}

function OnboardingForm({ initial }: { initial: OnboardingAnswers | null }) {
  const { t } = useTranslation(['onboarding', 'titles']);
  const navigate = useNavigate();
  const save = useSaveOnboardingAnswers();
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Draft>({
    userType: initial?.userType ?? null,
    ageBand: initial?.ageBand ?? null,
    symptoms: initial?.symptoms ?? [],
  });
  const [missing, setMissing] = useState(false);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(index);
  const question = QUESTIONS[index] ?? 'userType';
  const audience = draft.userType ?? 'myself';
  const last = index === QUESTIONS.length - 1;

  const next = () => {
    if (
      (question === 'userType' && !draft.userType) ||
      (question === 'ageBand' && !draft.ageBand)
    ) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setIndex(index + 1);
  };

  const back = () => {
    setMissing(false);
    setIndex(index - 1);
  };

  const finish = () => {
    if (!draft.userType || !draft.ageBand) return;
    save.mutate(
      { userType: draft.userType, ageBand: draft.ageBand, symptoms: draft.symptoms },
      { onSuccess: () => void navigate({ to: '/exercises/' }) },
    );
  };

  const toggleSymptom = (symptom: Symptom, checked: boolean) =>
    setDraft((current) => ({
      ...current,
      symptoms: checked
        ? [...current.symptoms, symptom]
        : current.symptoms.filter((chosen) => chosen !== symptom),
    }));

  const error = missing ? t('questions.required') : null;

  return (
    <Form
      className={cardClass(5, 'sm:p-8')}
      onSubmit={(event) => {
        event.preventDefault();
        if (last) finish();
        else next();
      }}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold text-oasis-800">
          {t('questions.progress', { current: index + 1, total: QUESTIONS.length })}
        </p>
        <StepDots current={index} total={QUESTIONS.length} />
      </div>

      {question === 'userType' && (
        <ChoiceFieldset
          question={t('questions.userType.question')}
          headingRef={headingRef}
          error={error}
        >
          {USER_TYPES.map((userType) => (
            <Choice
              key={userType}
              type="radio"
              name="userType"
              value={userType}
              checked={draft.userType === userType}
              onChange={() => {
                setMissing(false);
                setDraft((current) => ({ ...current, userType }));
              }}
            >
              {t(`questions.userType.${userType}`)}
            </Choice>
          ))}
        </ChoiceFieldset>
      )}

      {question === 'userType' && draft.userType === 'someoneElse' ? <GroupModeOffer /> : null}

      {question === 'ageBand' && (
        <ChoiceFieldset
          question={t(`questions.ageBand.question.${audience}`)}
          headingRef={headingRef}
          error={error}
        >
          <AgeBandChoices
            value={draft.ageBand}
            onChange={(ageBand) => {
              setMissing(false);
              setDraft((current) => ({ ...current, ageBand }));
            }}
          />
        </ChoiceFieldset>
      )}

      {question === 'symptoms' && (
        <ChoiceFieldset
          question={t(`questions.symptoms.question.${audience}`)}
          headingRef={headingRef}
          hint={t('questions.symptoms.hint')}
        >
          {SYMPTOMS.map((symptom) => (
            <Choice
              key={symptom}
              type="checkbox"
              name="symptoms"
              value={symptom}
              checked={draft.symptoms.includes(symptom)}
              onChange={(checked) => toggleSymptom(symptom, checked)}
            >
              {t(`questions.symptoms.${symptom}`)}
            </Choice>
          ))}
        </ChoiceFieldset>
      )}

      <SaveFailure error={save.error} fallback={t('questions.saveError')} />

      <div className="flex flex-wrap gap-3">
        {index > 0 && (
          <Button variant="secondary" onClick={back}>
            {t('questions.back')}
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {last
            ? save.isPending
              ? t('questions.saving')
              : t('questions.done')
            : t('questions.next')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The onboarding questions (spec §1, §3): who the app is for, the age band and the symptoms, one
 * at a time. The answers shape the hub's suggestions; they can be changed later from /app or the
 * profile, and start from the current answers when they are.
 */
export function OnboardingScreen() {
  const { t } = useTranslation('titles');
  const { answers, isPending } = useOnboardingAnswers();
  return (
    <Page>
      <PageTitle>{t('onboarding')}</PageTitle>
      {isPending ? <PendingView /> : <OnboardingForm initial={answers} />}
    </Page>
  );
}
