import { useRouter } from '@tanstack/react-router';
import { PERSONAL_SOURCES_STEP_COUNT } from '@waha/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountRequiredDialog } from '@/components/account-required-dialog';
import { Button } from '@/components/button';
import { AudioPlayer } from '@/components/media/audio-player/audio-player';
import { Modal } from '@/components/modal';
import { Page } from '@/components/page';
import { SaveStatus } from '@/exercise-kit/components/save-status';
import { StepProgress } from '@/exercise-kit/components/step-progress';
import { useSessionDraft } from '@/exercise-kit/hooks/use-session-draft';
import { useExerciseMedia } from '@/exercise-kit/media';
import { carryOutcome, useCarriedOutcome } from '@/exercise-kit/records/save-outcome';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';
import { StepNav } from './components/step-nav';
import { VoiceInput } from './components/voice-input';
import { draftKey, rememberStep } from './guest-progress';
import { useResponses } from './hooks/use-responses';
// The limit alone: the schema (and zod) load with the first save.
import { RESPONSE_MAX_LENGTH } from './response-limits';
import { nextPath, stepPath, SUMMARY_PATH, type StepNumber } from './steps';

/** How long typing rests before an account's answer is saved (encrypted), so a reload loses nothing. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * One step of personal sources of strength (1 to 11): its title and question, its narration, and
 * a text answer, typed or spoken. Moving on asks "Continue to Next Step?" (spec §4) and saves the
 * answer, only through the encrypted records store. A guest's words stay in this tab; a guest who
 * has written something and moves on is asked to register (spec §6), and finds the words here
 * after registering or logging in.
 */
export function PersonalSourcesStepScreen({
  step,
  fromSummary = false,
}: {
  step: StepNumber;
  /** Opened from the summary to edit this answer: moving on goes back there. */
  fromSummary?: boolean;
}) {
  const { t } = useTranslation('personal-sources');
  const context = useAddressForm();
  const router = useRouter();
  const audio = useExerciseMedia('personalSources').audio[step - 1];
  const answers = useResponses();
  // The answer of the step before, saved on moving on: whether it waits on this device.
  const lastSave = useCarriedOutcome();
  const [guestDraft, setGuestDraft, clearGuestDraft] = useSessionDraft(draftKey(step));
  const [typed, setTyped] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [askAccount, setAskAccount] = useState(false);
  const [failed, setFailed] = useState(false);
  const autosave = useRef<ReturnType<typeof setTimeout>>(undefined);
  const textRef = useRef('');

  const { signedIn, isPending } = answers;
  const saved = answers.responses.get(step)?.text ?? '';
  // What a guest typed before registering or logging in comes first, so it is not lost.
  const text = !signedIn ? guestDraft : (typed ?? (guestDraft || (isPending ? '' : saved)));
  useEffect(() => {
    textRef.current = text;
  });

  useEffect(() => rememberStep(step), [step]);
  useEffect(() => () => clearTimeout(autosave.current), []);

  const save = async (value: string) => {
    const { outcome } = await answers.save({ step, text: value });
    clearGuestDraft();
    return outcome;
  };

  const change = (value: string) => {
    setFailed(false);
    if (!signedIn) {
      setGuestDraft(value);
      return;
    }
    setTyped(value);
    clearTimeout(autosave.current);
    autosave.current = setTimeout(() => {
      // An autosave that fails is no error to show: the words are still on the screen.
      save(value).catch(() => undefined);
    }, AUTOSAVE_DELAY_MS);
  };

  const addSpoken = (words: string) => {
    const current = textRef.current;
    change(current.trim() ? `${current.trimEnd()} ${words}` : words);
  };

  const moveOn = async () => {
    setConfirming(false);
    if (!signedIn) {
      if (text.trim()) setAskAccount(true);
      else void router.navigate({ href: next });
      return;
    }
    clearTimeout(autosave.current);
    try {
      carryOutcome(await save(text));
    } catch {
      setFailed(true);
      return;
    }
    void router.navigate({ href: next });
  };

  const hasCaution = step === 6;
  const next = fromSummary ? SUMMARY_PATH : nextPath(step);
  return (
    <Page>
      <Card gap={4}>
        <StepProgress step={step} total={PERSONAL_SOURCES_STEP_COUNT} />
        <SaveStatus
          note={{ text: '', outcome: lastSave }}
          className="font-semibold text-oasis-900 empty:hidden"
        />
        <h2 className="text-xl font-semibold text-oasis-900">{t(`steps.${step}.title`)}</h2>
        <p className="text-lg text-stone-800">{t(`steps.${step}.content`, { context })}</p>
        {hasCaution ? (
          <p className="rounded-xl border border-oasis-200 bg-oasis-50 p-3 text-stone-800">
            {t('steps.6.caution', { context })}
          </p>
        ) : null}
        <AudioPlayer
          src={audio?.audio}
          captions={audio?.captions}
          title={t(`steps.${step}.title`)}
        />
        <label htmlFor="sources-answer" className="text-lg font-semibold text-oasis-900">
          {t('step.label')}
        </label>
        <p id="sources-answer-hint" className="text-stone-700">
          {signedIn ? t('step.hint') : t('step.guestHint')}
        </p>
        <textarea
          id="sources-answer"
          aria-describedby="sources-answer-hint"
          value={text}
          maxLength={RESPONSE_MAX_LENGTH}
          rows={8}
          // Also while the session is not yet known, so an account's answer never goes to a
          // guest's draft.
          disabled={isPending}
          onChange={(event) => change(event.target.value)}
          className="w-full rounded-xl border border-stone-400 p-3 text-stone-900"
        />
        <VoiceInput onWords={addSpoken} />
        <p role="alert" className="font-semibold text-red-800">
          {failed ? t('step.error') : null}
        </p>
        <StepNav
          step={step}
          toSummary={fromSummary}
          busy={answers.isSaving}
          onNext={() => setConfirming(true)}
        />
      </Card>
      <Modal isOpen={confirming} onOpenChange={setConfirming} title={t('step.confirm.title')}>
        <p className="text-stone-800">
          {/* Say only what will happen: a guest's answer is not saved, an account is asked for. */}
          {!text.trim()
            ? t('step.confirm.skipText')
            : signedIn
              ? t('step.confirm.text')
              : t('step.confirm.guestText')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void moveOn()}>{t('step.confirm.yes')}</Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('step.confirm.no')}
          </Button>
        </div>
      </Modal>
      <AccountRequiredDialog
        isOpen={askAccount}
        onOpenChange={setAskAccount}
        reason="save"
        returnTo={fromSummary ? `${stepPath(step)}?from=summary` : stepPath(step)}
      />
    </Page>
  );
}
