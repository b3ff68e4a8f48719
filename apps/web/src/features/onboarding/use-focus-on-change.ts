import { useEffect, useRef } from 'react';

/**
 * A ref for a heading that takes focus whenever `value` changes (not on the first render: that is
 * the route's own, whose title gets focus from lib/routing/use-route-focus).
 */
export function useFocusOnChange<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    ref.current?.focus();
  }, [value]);
  return ref;
}
