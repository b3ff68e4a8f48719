import { useEffect, useRef } from 'react';

/** A stage's heading, which takes the focus when the stage appears (after Next or Back). */
export function StageHeading({ children, focus = true }: { children: string; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-xl font-semibold text-oasis-900 outline-none">
      {children}
    </h2>
  );
}
