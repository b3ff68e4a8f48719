import type { ComponentProps } from 'react';

type Variant = 'primary' | 'secondary' | 'quiet';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-oasis-700 text-white hover:bg-oasis-800 disabled:bg-stone-400 disabled:text-stone-100',
  secondary:
    'border border-oasis-700 bg-white text-oasis-800 hover:bg-oasis-50 disabled:border-stone-300 disabled:text-stone-500',
  quiet: 'text-oasis-800 hover:bg-oasis-50 disabled:text-stone-500',
};

/** Class names for things that look like buttons (links included), so both share one look. */
export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2 font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`.trim();
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
