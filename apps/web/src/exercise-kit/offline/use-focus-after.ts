import { useEffect, useRef, useState } from 'react';

type FocusTarget = 'download' | 'status' | null;

/**
 * Moves the focus after a change the person made, once the new controls are on screen: to the
 * download button (after a cancel, a failure or a delete) or to the "available offline" line.
 */
export function useFocusAfter(phase: string) {
  const [target, setTarget] = useState<FocusTarget>(null);
  const downloadRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (target === null) return;
    const element = target === 'download' ? downloadRef.current : statusRef.current;
    if (!element) return;
    element.focus();
    setTarget(null);
  }, [target, phase]);
  return { setTarget, downloadRef, statusRef };
}
