import { useId } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export const inputClass =
  'block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 ' +
  'aria-[invalid=true]:border-red-700';

const BUTTON = {
  primary: 'bg-oasis-700 text-white hover:bg-oasis-800 disabled:bg-stone-400',
  secondary:
    'border border-oasis-700 bg-white text-oasis-800 hover:bg-oasis-50 disabled:text-stone-500',
} as const;

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof BUTTON }) {
  return (
    <button
      type="button"
      {...props}
      className={`min-h-11 rounded-lg px-4 py-2 font-semibold ${BUTTON[variant]} ${className}`}
    />
  );
}

export interface FieldProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** A labelled control with an optional hint and error, tied to it for screen readers. */
export function Field({
  id: givenId,
  label,
  hint,
  error,
  children,
}: {
  /** For a control the screen focuses by id (the first wrong field). */
  id?: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (field: FieldProps) => ReactNode;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-700">
          {hint}
        </p>
      )}
      {children({
        id,
        ...(described.length > 0 ? { 'aria-describedby': described.join(' ') } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message that screen readers announce when it appears. */
export function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'error' | 'success';
  children: ReactNode;
}) {
  const colours = {
    info: 'border-oasis-700 bg-oasis-50',
    error: 'border-red-800 bg-red-50',
    success: 'border-oasis-700 bg-oasis-100',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border-s-4 p-3 text-stone-900 ${colours}`}
    >
      {children}
    </div>
  );
}
