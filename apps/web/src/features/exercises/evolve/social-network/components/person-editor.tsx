import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { SaveFailure } from '@/components/save-failure';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Form } from '@/components/form';
import {
  ANSWER_MAX_LENGTH,
  QUESTIONS,
  type Circle,
  type Reflection,
  type ShownPerson,
} from '../network-model';
import { CircleChoice } from './circle-choice';
import { NameField } from './name-field';

interface PersonEditorProps {
  /** The person being edited; null while the dialog is closed. */
  person: ShownPerson | null;
  onClose: () => void;
  /** Saves the change; throws when it could not be saved (the dialog then keeps what was typed). */
  onSave: (
    person: ShownPerson,
    name: string,
    circle: Circle,
    reflection: Reflection,
  ) => Promise<void>;
}

function EditorForm({ person, onClose, onSave }: PersonEditorProps & { person: ShownPerson }) {
  const { t } = useTranslation('social-network');
  const context = useAddressForm();
  const [name, setName] = useState(person.name);
  const [circle, setCircle] = useState<Circle>(person.circle);
  const [answers, setAnswers] = useState<Reflection>(person.reflection);
  const [empty, setEmpty] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setEmpty(true);
      return;
    }
    setBusy(true);
    try {
      await onSave(person, name, circle, answers);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <NameField
        value={name}
        onChange={(next) => {
          setName(next);
          setEmpty(false);
        }}
        empty={empty}
      />
      <CircleChoice name="edit-person-circle" value={circle} onChange={setCircle} />
      <p className="text-stone-700">{t('editor.hint')}</p>
      {QUESTIONS.map((question) => (
        <FormField key={question} label={t(`questions.${question}`, { context })}>
          {(field) => (
            <textarea
              {...field}
              rows={2}
              maxLength={ANSWER_MAX_LENGTH}
              value={answers[question] ?? ''}
              onChange={(event) =>
                setAnswers((current) => ({ ...current, [question]: event.target.value }))
              }
              className="w-full rounded-xl border border-stone-400 p-3 text-stone-900"
            />
          )}
        </FormField>
      ))}
      <SaveFailure error={failure} fallback={t('editor.saveError')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {t('editor.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('editor.cancel')}
        </Button>
      </div>
    </Form>
  );
}

/** A person's name, circle and the five optional questions of their reflection, in a dialog. */
export function PersonEditor({ person, onClose, onSave }: PersonEditorProps) {
  const { t } = useTranslation('social-network');
  return (
    <Modal
      isOpen={person !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t('editor.title', { name: person?.name ?? '' })}
    >
      {person ? (
        <EditorForm key={person.id} person={person} onClose={onClose} onSave={onSave} />
      ) : null}
    </Modal>
  );
}
