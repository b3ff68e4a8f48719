/** How many frames to wait for an element to reach the page before giving up (about a second). */
const MAX_FRAMES = 60;

/**
 * Focuses the element `target` gives once it is in the page: at once if it already is, else on one
 * of the next frames. In the browser build (Preact) a dialog's content reaches the page a frame
 * after the rest of its update, where React would focus it. Nothing happens if `unless` says so by
 * then (something else already has the focus). Returns a function that stops waiting.
 */
export function focusWhenInPage(
  target: () => HTMLElement | null | undefined,
  unless: (element: HTMLElement) => boolean = () => false,
): () => void {
  let frame = 0;
  let frames = 0;
  const attempt = () => {
    const element = target();
    if (element?.isConnected) {
      if (!unless(element)) element.focus({ preventScroll: true });
      return;
    }
    frames += 1;
    if (frames <= MAX_FRAMES) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}
