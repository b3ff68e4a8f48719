import type { ReactNode, Ref } from 'react';

interface ChoiceFieldsetProps {
  /** The question, as the step's heading; it takes focus when the step opens. */
  question: string;
  headingRef: Ref<HTMLHeadingElement>;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}

/**
 * One question of the onboarding: a fieldset whose legend is the step heading, so radios and
 * checkboxes are announced with their question, and an error announced when it appears.
 */
export function ChoiceFieldset({
  question,
  headingRef,
  hint,
  error,
  children,
}: ChoiceFieldsetProps) {
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={error ? 'question-error' : hint ? 'question-hint' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-oasis-900 outline-none sm:text-2xl"
        >
          {question}
        </h2>
      </legend>
      {hint && (
        <p id="question-hint" className="text-stone-700">
          {hint}
        </p>
      )}
      <div className="flex flex-col gap-2">{children}</div>
      {error && (
        <p id="question-error" role="alert" className="font-semibold text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** A radio or checkbox with a large, whole-row target (easy on a small touch screen). */
export function Choice({ type, name, value, checked, onChange, children }: ChoiceProps) {
  return (
    <label
      className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2 text-lg ${
        checked ? 'border-oasis-700 bg-oasis-50' : 'border-stone-300 bg-white'
      }`}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-oasis-700"
      />
      {children}
    </label>
  );
}
