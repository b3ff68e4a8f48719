import type { ReactNode } from 'react';
import { MAIN_ID } from './skip-link';

/** The page's main landmark, target of the skip link and of focus after a navigation. */
export function MainArea({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="outline-none">
      {children}
    </main>
  );
}
