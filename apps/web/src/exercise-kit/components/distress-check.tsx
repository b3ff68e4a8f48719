import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/button';
import { EmergencySentence } from '@/components/emergency-sentence';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Form } from '@/components/form';
import { cardClass } from '@/components/card';
import { exerciseById } from '../catalogue';
import { HIGH_DISTRESS, distressCallsForSafety } from '../distress-rule';

export const DISTRESS_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

interface DistressCheckProps {
  /** The chosen rating, or null when the person skipped. Never blocks: both go on. */
  onDone: (value: number | null) => void;
}

/**
 * "How distressed do you feel right now?" from 0 to 10, before an exercise and again after it (as
 * PTSD Coach does). A row of radio buttons (arrow keys move, Space chooses); Skip is always there.
 * The question takes the focus when it appears (it replaces the button that led to it), so
 * keyboard and screen-reader users go on from it.
 */
export function DistressCheck({ onDone }: DistressCheckProps) {
  const { t } = useTranslation('exercise-kit');
  const [value, setValue] = useState<number | null>(null);
  const hintId = useId();
  const name = useId();
  const question = useRef<HTMLLegendElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <Form
      className={cardClass(4)}
      onSubmit={(event) => {
        event.preventDefault();
        if (value !== null) onDone(value);
      }}
    >
      <fieldset aria-describedby={hintId} className="flex flex-col gap-3">
        <legend
          ref={question}
          tabIndex={-1}
          className="text-lg font-semibold text-oasis-900 outline-none"
        >
          {t('distress.question')}
        </legend>
        <p id={hintId} className="text-stone-700">
          {t('distress.hint')}
        </p>
        {/*
         * One row in the reading direction, 0 to 10: a grid that wrapped put 6 under 0 and read as
         * unordered (walkthrough finding 10). On a 320 px phone the row takes some of the card's
         * padding, so each option is still 24 px from the next (WCAG 2.5.8). The ends say in words
         * what they mean; the hint above says it to a screen reader.
         */}
        <div className="-mx-3 grid max-w-xl grid-cols-11 gap-px sm:mx-0 sm:gap-1">
          {DISTRESS_VALUES.map((option) => (
            <label
              key={option}
              className="flex h-11 cursor-pointer items-center justify-center rounded-lg border border-oasis-200 font-semibold text-oasis-900 tabular-nums has-checked:bg-oasis-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-oasis-700"
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                onChange={() => setValue(option)}
                aria-label={t('distress.value', { value: String(option) })}
                className="sr-only"
              />
              <span aria-hidden="true">{option}</span>
            </label>
          ))}
        </div>
        <div
          aria-hidden="true"
          data-testid="distress-ends"
          className="flex max-w-xl justify-between gap-4 text-sm text-stone-700"
        >
          <span className="shrink-0">{t('distress.lowEnd')}</span>
          <span className="text-end">{t('distress.highEnd')}</span>
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={value === null}>
          {t('distress.save')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)}>
          {t('distress.skip')}
        </Button>
      </div>
    </Form>
  );
}

interface DistressBeforeProps extends DistressCheckProps {
  /** The exercise is already the shortest (finger breathing): no other one is suggested. */
  shortest?: boolean;
}

/**
 * The rating before an exercise. A rating of 8 or more (content review 3, §5 item 2) does not lead
 * straight into the exercise, which may be one with the eyes closed: it is answered first, with
 * ways to make it lighter (eyes open, a shorter exercise, someone to talk to) and the emergency
 * sentence, and the person starts when they choose to.
 */
export function DistressBefore({ onDone, shortest = false }: DistressBeforeProps) {
  const [high, setHigh] = useState<number | null>(null);
  if (high === null) {
    return (
      <DistressCheck
        onDone={(value) =>
          value !== null && value >= HIGH_DISTRESS ? setHigh(value) : onDone(value)
        }
      />
    );
  }
  return <HighDistressBefore before={high} shortest={shortest} onStart={() => onDone(high)} />;
}

function HighDistressBefore({
  before,
  shortest,
  onStart,
}: {
  before: number;
  shortest: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation('exercise-kit');
  const context = useAddressForm();
  const text = useRef<HTMLParagraphElement>(null);
  // It replaces the question that led to it: the focus goes on from here.
  useEffect(() => text.current?.focus(), []);
  return (
    <div data-testid="high-distress-before" className={cardClass(4)}>
      <p ref={text} tabIndex={-1} className="text-lg text-stone-900 outline-none">
        {t(shortest ? 'distress.highBeforeShortest' : 'distress.highBefore', {
          before: String(before),
          context,
        })}
      </p>
      <EmergencySentence className="rounded-2xl bg-oasis-50 p-4 text-stone-800" />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={onStart}>{t('distress.highBeforeStart')}</Button>
        {shortest ? null : (
          <Link to={exerciseById('fingerBreathing').path} className={buttonClass('secondary')}>
            {t('distress.highBeforeOther')}
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * The kind words for the change between the two ratings (nothing when one was skipped), and the
 * emergency sentence when the rating after calls for it (distressCallsForSafety).
 */
export function DistressChange({ before, after }: { before: number | null; after: number | null }) {
  const { t } = useTranslation('exercise-kit');
  const context = useAddressForm();
  const safety = distressCallsForSafety(before, after);
  if (!safety && (before === null || after === null)) return null;
  const values = { before: String(before), after: String(after) };
  const text =
    before === null || after === null
      ? null
      : after < before
        ? t('distress.lower', values)
        : after > before
          ? t('distress.higher', { ...values, context })
          : t('distress.same', values);
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-oasis-50 p-4 text-stone-800">
      {text === null ? null : <p>{text}</p>}
      {safety ? <EmergencySentence /> : null}
    </div>
  );
}
