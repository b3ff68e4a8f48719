import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { SaveFailure } from '@/components/save-failure';
import { Form } from '@/components/form';
import { cardClass } from '@/components/card';
import { NETWORK_MAX_PEOPLE, type Circle } from '../network-model';
import { isFull } from '../use-network';
import { CircleChoice } from './circle-choice';
import { NameField } from './name-field';

interface AddPersonFormProps {
  count: number;
  /** Adds the person; throws when the network is full or the save failed. */
  onAdd: (name: string, circle: Circle) => Promise<void>;
}

type Problem = { kind: 'empty' } | { kind: 'full' } | { kind: 'failed'; error: unknown } | null;

/**
 * A name and a circle, then Add. An empty name and a full network (spec §9: "Maximum of 10
 * people reached", found here or by the server) are refused with a message; on a failed save the
 * name stays in the field. After an addition the field is empty and focused for the next person.
 */
export function AddPersonForm({ count, onAdd }: AddPersonFormProps) {
  const { t } = useTranslation('social-network');
  const [name, setName] = useState('');
  const [circle, setCircle] = useState<Circle>('inner');
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) {
      setProblem({ kind: 'empty' });
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onAdd(name, circle);
      setName('');
      setProblem(null);
      input.current?.focus();
    } catch (error) {
      setProblem(isFull(error) ? { kind: 'full' } : { kind: 'failed', error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="add-person-heading"
      className={cardClass(4)}
    >
      <h2 id="add-person-heading" className="text-xl font-semibold text-oasis-900">
        {t('add.heading')}
      </h2>
      <NameField
        value={name}
        onChange={(next) => {
          setName(next);
          if (problem?.kind === 'empty') setProblem(null);
        }}
        empty={problem?.kind === 'empty'}
        hint={t('add.nameHint')}
        inputRef={input}
      />
      <CircleChoice name="add-person-circle" value={circle} onChange={setCircle} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {t('add.submit')}
        </Button>
        <p className="text-stone-700">{t('add.count', { count, max: NETWORK_MAX_PEOPLE })}</p>
      </div>
      {problem?.kind === 'full' ? (
        <p role="alert" className="font-semibold text-red-800">
          {t('add.full', { max: NETWORK_MAX_PEOPLE })}
        </p>
      ) : null}
      <SaveFailure
        error={problem?.kind === 'failed' ? problem.error : null}
        fallback={t('add.saveError')}
      />
    </Form>
  );
}
