import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of a part of an exercise that replaces the one before on the same screen. It takes
 * focus when it appears, so keyboard and screen-reader users go on from the top of the new part.
 */
export function StageHeading({ children, id }: { children: ReactNode; id?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <h2
      ref={heading}
      id={id}
      tabIndex={-1}
      className="text-xl font-semibold text-stone-900 outline-none"
    >
      {children}
    </h2>
  );
}
