import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { useSessionDraft } from '../hooks/use-session-draft';
import { REFLECTION_MAX_LENGTH } from '../records/reflection-limits';
import { useExerciseRecord } from '../records/use-exercise-record';
import { SaveBar } from './save-bar';

interface ReflectionBoxProps {
  /** The exercise's slug: the record's id and the draft's name. */
  exercise: string;
  /** The question that invites the reflection; the kit's general one otherwise. */
  prompt?: string;
  /** Where a guest comes back to after signing up or logging in (this screen's path). */
  returnTo: string;
}

const loadSchema = () =>
  import('../records/reflection-schema').then((module) => module.reflectionSchema);

type Status = 'idle' | 'saved' | 'empty' | 'failed';

/**
 * A reflection after an exercise (spec §3 "Body and relaxation reflection: saved text"), saved as
 * an encrypted `reflection` record. A guest who saves is shown the account-required dialog
 * (spec §6); what they typed stays in this tab (useSessionDraft) while they sign up or log in, so
 * nothing is lost. A saved reflection is shown again when the person comes back.
 */
export function ReflectionBox({ exercise, prompt, returnTo }: ReflectionBoxProps) {
  const { t } = useTranslation('exercise-kit');
  const record = useExerciseRecord({ kind: 'reflection', id: exercise, loadSchema });
  const [draft, setDraft, clearDraft] = useSessionDraft(`reflection.${exercise}`);
  const [status, setStatus] = useState<Status>('idle');
  // What was typed in this tab wins; otherwise the saved reflection is shown again.
  const [touched, setTouched] = useState(false);
  const text = touched || draft ? draft : (record.value?.text ?? '');

  const save = async () => {
    if (!text.trim()) {
      setStatus('empty');
      return;
    }
    try {
      await record.save({ text, updatedAt: new Date().toISOString() });
      clearDraft();
      setTouched(false);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  const message = {
    idle: null,
    saved: t('reflection.saved'),
    empty: t('reflection.empty'),
    failed: t('reflection.saveError'),
  }[status];

  return (
    <Card gap={3}>
      <label htmlFor={`reflection-${exercise}`} className="text-lg font-semibold text-oasis-900">
        {t('reflection.label')}
      </label>
      <p id={`reflection-${exercise}-hint`} className="text-stone-700">
        {prompt ?? t('reflection.hint')}
      </p>
      <textarea
        id={`reflection-${exercise}`}
        aria-describedby={`reflection-${exercise}-hint`}
        value={text}
        maxLength={REFLECTION_MAX_LENGTH}
        rows={5}
        disabled={record.isPending}
        onChange={(event) => {
          setDraft(event.target.value);
          setTouched(true);
          setStatus('idle');
        }}
        className="w-full rounded-xl border border-stone-400 p-3 text-stone-900"
      />
      <SaveBar
        signedIn={record.signedIn}
        returnTo={returnTo}
        label={t('reflection.save')}
        onSave={() => void save()}
        busy={record.isSaving}
        note={{
          text: message ?? '',
          outcome: status === 'saved' ? record.outcome : null,
          saysSaved: true,
        }}
        noteClassName="text-stone-800"
      />
    </Card>
  );
}
