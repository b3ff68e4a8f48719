import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/platform/hydration';
import { UNTIL_SCRIPT_ATTRIBUTE } from '@/lib/platform/first-input';

/**
 * A form whose fields take typing from the first paint. On a prerendered screen the HTML draws
 * them disabled, and the page's first script enables them before anything is drawn; it also holds
 * a submission until the app is live and hands what was typed to it (lib/platform/first-input.ts).
 * Without that script (scripts off) they stay disabled until the app runs: a form sent by the
 * browser itself would put its fields in the address, a password among them. React is told that
 * the fieldset's `disabled` may differ from its HTML when it hydrates. The fieldset has no box and
 * no role of its own.
 */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset
        disabled={!hydrated}
        {...{ [UNTIL_SCRIPT_ATTRIBUTE]: '' }}
        suppressHydrationWarning
        role="none"
        className="contents"
      >
        {children}
      </fieldset>
    </form>
  );
}
