import type { ReactNode } from 'react';

/**
 * The screen's main heading. It takes focus after an in-app navigation (see lib/routing/use-route-focus) so
 * a screen reader announces the new screen, as a full page load would.
 */
export function PageTitle({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <h1
      id="screen-title"
      tabIndex={-1}
      className={`font-semibold text-oasis-900 outline-none ${className || 'text-2xl sm:text-3xl'}`}
    >
      {children}
    </h1>
  );
}
