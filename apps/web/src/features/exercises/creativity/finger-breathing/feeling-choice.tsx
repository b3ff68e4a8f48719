import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { EmergencySentence } from '@/components/emergency-sentence';
import { SaveFailure } from '@/components/save-failure';
import { useLoadRecords } from '@/exercise-kit/records/records-context';
import type { SaveOutcome } from '@/exercise-kit/records/save-outcome';
import { useSession } from '@/lib/session/session';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Form } from '@/components/form';
import { StageHeading } from './stage-heading';
import { FEELINGS, feelingGroup, saveFeeling, type Feeling } from './feelings';

interface FeelingChoiceProps {
  /**
   * After a save or a skip; `feeling` is what was saved, if anything, and `outcome` how an
   * account's save went (null for a guest's or a skip).
   */
  onDone: (feeling: Feeling | null, outcome?: SaveOutcome | null) => void;
}

/**
 * "How do you feel now?" (spec §3): ten words, none required. A guest's answer stays on this
 * device; a signed-in person's is saved encrypted. A failed save can be retried or left.
 */
export function FeelingChoice({ onDone }: FeelingChoiceProps) {
  const { t } = useTranslation('finger-breathing');
  const { account } = useSession();
  // The kit's way to the encrypted store: fetched only for a signed-in person's save.
  const records = useLoadRecords();
  const [feeling, setFeeling] = useState<Feeling | null>(null);
  const headingId = useId();
  const hintId = useId();
  const save = useMutation({
    mutationFn: (chosen: Feeling) => saveFeeling(chosen, account !== null, records),
    onSuccess: (outcome, chosen) => onDone(chosen, outcome),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (feeling && !save.isPending) save.mutate(feeling);
  };
  return (
    <Form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby={headingId}>
      <StageHeading id={headingId}>{t('feeling.question')}</StageHeading>
      <fieldset
        className="flex flex-col gap-3"
        aria-labelledby={headingId}
        aria-describedby={hintId}
      >
        <p id={hintId} className="text-stone-700">
          {t('feeling.hint')}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {FEELINGS.map((value) => (
            <label
              key={value}
              className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 bg-white px-3 has-checked:border-oasis-700 has-checked:bg-oasis-50"
            >
              <input
                type="radio"
                name="feeling"
                value={value}
                checked={feeling === value}
                onChange={() => setFeeling(value)}
                className="size-5 accent-oasis-700"
              />
              {t(`feeling.options.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-stone-700">
        {account ? t('feeling.keptInAccount') : t('feeling.keptOnDevice')}
      </p>
      <SaveFailure error={save.error} fallback={t('feeling.error')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!feeling || save.isPending}>
          {save.isPending ? t('feeling.saving') : t('feeling.save')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)} disabled={save.isPending}>
          {t('feeling.skip')}
        </Button>
      </div>
    </Form>
  );
}

/** The kind words after an answer, matched to how the person feels. */
export function FeelingThanks({ feeling }: { feeling: Feeling }) {
  const { t } = useTranslation('finger-breathing');
  const context = useAddressForm();
  const group = feelingGroup(feeling);
  return (
    <div className="flex flex-col gap-2 text-stone-800">
      <p className="text-lg">{t(`feeling.thanks.${group}`, { context })}</p>
      {group === 'harder' ? <EmergencySentence /> : null}
    </div>
  );
}
