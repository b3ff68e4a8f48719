import type { ComponentProps, ReactNode, Ref } from 'react';

/** The space between a card's children. */
type Gap = 2 | 3 | 4 | 5;

// Written out whole, so that Tailwind finds every class in the source.
const GAPS: Record<Gap, string> = { 2: 'gap-2', 3: 'gap-3', 4: 'gap-4', 5: 'gap-5' };

/** The white card every screen's blocks sit on. */
export function cardClass(gap: Gap = 4, extra = ''): string {
  return `flex flex-col ${GAPS[gap]} rounded-2xl bg-white p-5 shadow-sm ${extra}`.trim();
}

interface CardProps extends ComponentProps<'section'> {
  gap?: Gap;
}

/** A card that is a `section` (a list item, a form or a plain block takes `cardClass`). */
export function Card({ gap, className = '', ...props }: CardProps) {
  return <section className={cardClass(gap, className)} {...props} />;
}

interface CardSectionProps {
  /** The heading's id, which names the region. */
  id: string;
  heading: ReactNode;
  /** For moving the focus to the heading after a change (it takes it by script only). */
  headingRef?: Ref<HTMLHeadingElement>;
  gap?: Gap;
  children: ReactNode;
}

/** A card that is a region named by its heading. */
export function CardSection({ id, heading, headingRef, gap = 3, children }: CardSectionProps) {
  return (
    <section aria-labelledby={id} className={cardClass(gap)}>
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-xl font-semibold text-oasis-900 outline-none"
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}
