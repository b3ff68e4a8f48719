import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { inputClass } from '@/components/form-field';
import { downloadText } from '@/lib/platform/download';
import { newRecordId } from '@/lib/records/record-id';
import { useAddressForm } from '@/lib/session/use-address-form';
import { PLAN_FILE_NAME, buildPracticePlan } from '../calendar/practice-plan';
import type { Exercise } from '../catalogue';

/** Saturday first, as weeks are counted in much of the region the app serves. */
const DAY_ORDER = [6, 0, 1, 2, 3, 4, 5];
const DEFAULT_MINUTES = 15;

function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long' });
  // 2026-11-01 is a Sunday: the names in Date.getDay()'s order.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(2026, 10, 1 + day)));
}

/**
 * "Plan a time to practise": the days and time the person picks, as a calendar file made on the
 * phone. Its title and text name neither Waha nor the exercise unless the person asks (a calendar
 * may be seen by others), and the screen says the file stays in the phone's downloads.
 */
export function PracticePlan({ exercise }: { exercise: Exercise }) {
  const { t, i18n } = useTranslation(['exercise-kit', 'titles']);
  const context = useAddressForm();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<number[]>([]);
  const [time, setTime] = useState('18:00');
  const [named, setNamed] = useState(false);
  const [made, setMade] = useState(false);
  const formId = useId();
  const names = weekdayNames(i18n.language);

  if (!open) {
    return (
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {t('plan.open')}
      </Button>
    );
  }

  const make = () => {
    const title = named
      ? t(exercise.titleKey, { ns: 'titles' })
      : t('plan.neutralTitle', { context });
    const text = buildPracticePlan({
      days,
      time,
      minutes: exercise.estimateMinutes ?? DEFAULT_MINUTES,
      title,
      description: named ? t('plan.namedText') : t('plan.neutralText', { context }),
      now: new Date(),
      uid: newRecordId(),
    });
    downloadText(PLAN_FILE_NAME, text, 'text/calendar');
    setMade(true);
  };

  return (
    <form
      aria-labelledby={`${formId}-title`}
      className="flex flex-col gap-3 rounded-xl border border-oasis-100 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (days.length > 0) make();
      }}
    >
      <h3 id={`${formId}-title`} className="font-semibold text-oasis-900">
        {t('plan.open')}
      </h3>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1">{t('plan.days')}</legend>
        <div className="flex flex-wrap gap-2">
          {DAY_ORDER.map((day) => (
            <label
              key={day}
              className="flex min-h-11 items-center gap-2 rounded-xl border border-oasis-200 px-3"
            >
              <input
                type="checkbox"
                checked={days.includes(day)}
                onChange={(event) =>
                  setDays((chosen) =>
                    event.target.checked ? [...chosen, day] : chosen.filter((d) => d !== day),
                  )
                }
                className="size-5"
              />
              {names[day]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-col gap-1 self-start">
        {t('plan.time')}
        <input
          type="time"
          value={time}
          required
          onChange={(event) => setTime(event.target.value)}
          className={`${inputClass} w-auto`}
        />
      </label>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          checked={named}
          onChange={(event) => setNamed(event.target.checked)}
          className="mt-1 size-5 shrink-0"
        />
        {t('plan.name')}
      </label>
      <p className="text-sm text-stone-700">{t('plan.privacy')}</p>
      <Button type="submit" className="self-start" disabled={days.length === 0 || !time}>
        {t('plan.make')}
      </Button>
      <p role="status" className="text-stone-800">
        {made ? t('plan.made') : ''}
      </p>
    </form>
  );
}
