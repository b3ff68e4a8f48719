import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/platform/hydration';

/**
 * A form whose controls wait for the app. On a prerendered screen they are disabled until React
 * has hydrated it: what someone typed before would be lost when the app takes the fields over, and
 * a form sent before the app's code runs would go by the browser itself (its fields in the
 * address, a password among them). The fieldset has no box and no role of its own.
 */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} role="none" className="contents">
        {children}
      </fieldset>
    </form>
  );
}
