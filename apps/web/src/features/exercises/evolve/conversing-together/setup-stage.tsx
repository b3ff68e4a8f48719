import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { inputClass } from '@/components/form-field';
import { Form } from '@/components/form';
import { cardClass } from '@/components/card';
import { AUDIENCES, NAME_MAX_LENGTH, type Audience } from './prompts';

interface SetupStageProps {
  audience: Audience;
  timer: boolean;
  names: readonly [string, string];
  onAudience: (audience: Audience) => void;
  onTimer: (timer: boolean) => void;
  onName: (which: 0 | 1, name: string) => void;
  onStart: () => void;
}

/**
 * Before the talk: who is talking (the prompts are written for each pair), the two names or
 * nicknames (optional; kept in this tab only) and whether to show the gentle timer.
 */
export function SetupStage(props: SetupStageProps) {
  const { t } = useTranslation('conversing-together');
  const headingId = useId();
  const namesHintId = useId();
  const timerHintId = useId();
  const nameIds = [useId(), useId()] as const;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onStart();
  };
  return (
    <Form onSubmit={submit} aria-labelledby={headingId} className={cardClass(5)}>
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {t('setup.title')}
      </h2>
      <p className="text-stone-700">{t('setup.tip')}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-stone-800">{t('setup.who.legend')}</legend>
        {AUDIENCES.map((audience) => (
          <label
            key={audience}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 px-3 has-checked:border-oasis-700 has-checked:bg-oasis-50"
          >
            <input
              type="radio"
              name="audience"
              value={audience}
              checked={props.audience === audience}
              onChange={() => props.onAudience(audience)}
              className="size-5 accent-oasis-700"
            />
            {t(`setup.who.${audience}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-3">
        <p id={namesHintId} className="text-sm text-stone-700">
          {t('setup.names.hint')}
        </p>
        {([0, 1] as const).map((which) => (
          <div key={which} className="flex flex-col gap-1">
            <label htmlFor={nameIds[which]} className="font-semibold text-stone-800">
              {which === 0 ? t('setup.names.first') : t('setup.names.second')}
            </label>
            <input
              id={nameIds[which]}
              type="text"
              autoComplete="off"
              maxLength={NAME_MAX_LENGTH}
              value={props.names[which]}
              aria-describedby={namesHintId}
              onChange={(event) => props.onName(which, event.target.value)}
              className={inputClass}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-stone-800">
          <input
            type="checkbox"
            checked={props.timer}
            aria-describedby={timerHintId}
            onChange={(event) => props.onTimer(event.target.checked)}
            className="size-5 shrink-0 accent-oasis-700"
          />
          {t('setup.timer.label')}
        </label>
        <p id={timerHintId} className="text-sm text-stone-700">
          {t('setup.timer.hint')}
        </p>
      </div>
      <Button type="submit" className="self-start">
        {t('setup.start')}
      </Button>
    </Form>
  );
}
