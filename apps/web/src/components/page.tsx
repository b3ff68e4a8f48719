import type { ReactNode } from 'react';

/** The readable column every screen's content sits in. */
export function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">{children}</div>;
}
