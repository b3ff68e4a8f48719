import type { ReactNode, Ref } from 'react';

interface CardProps {
  /** The heading's id, which names the region. */
  id: string;
  heading: string;
  /** For moving the focus to the heading (it takes it by script only). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A white card named by its heading, which the focus can be moved to after a change. */
export function Card({ id, heading, headingRef, children }: CardProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm"
    >
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-oasis-900 outline-none"
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}
