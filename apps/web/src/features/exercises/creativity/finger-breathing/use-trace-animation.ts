import { useEffect, useRef, type RefObject } from 'react';

// How far the drawing may drift from the voice before it is put back in step (seconds).
const DRIFT = 0.35;

interface TraceTiming {
  /** Which breath is being drawn; a new one starts a new drawing. */
  index: number;
  /** Seconds into the breath, and its length; a length of 0 shows it whole at once. */
  elapsed: number;
  duration: number;
  paused: boolean;
  /** Draw each breath whole at once, without movement. */
  still: boolean;
}

/**
 * Draws a path (with pathLength 1 and a dash of 1) from its start to its end over one breath,
 * with the Web Animations API: it follows `elapsed` (so seeking and playback speed keep the hand
 * with the voice), pauses with the audio, and needs no style sheet, so the CSP stays strict.
 */
export function useTraceAnimation(
  path: RefObject<SVGPathElement | null>,
  { index, elapsed, duration, paused, still }: TraceTiming,
): void {
  const animation = useRef<Animation | null>(null);
  // Read when a drawing starts, without restarting it each time they change.
  const latest = useRef({ elapsed, paused });
  useEffect(() => {
    latest.current = { elapsed, paused };
  });

  useEffect(() => {
    const element = path.current;
    if (!element || still || duration <= 0 || typeof element.animate !== 'function') return;
    const drawing = element.animate([{ strokeDashoffset: 1 }, { strokeDashoffset: 0 }], {
      duration: duration * 1000,
      easing: 'ease-in-out',
      fill: 'both',
    });
    // Cancelling rejects `finished`; nothing waits on it, so that is not an error.
    drawing.finished?.catch(() => undefined);
    drawing.currentTime = latest.current.elapsed * 1000;
    if (latest.current.paused) drawing.pause();
    animation.current = drawing;
    return () => {
      drawing.cancel();
      animation.current = null;
    };
  }, [path, index, duration, still]);

  useEffect(() => {
    const drawing = animation.current;
    if (!drawing) return;
    const at = Number(drawing.currentTime ?? 0) / 1000;
    if (Math.abs(at - elapsed) > DRIFT) drawing.currentTime = elapsed * 1000;
  }, [elapsed]);

  useEffect(() => {
    const drawing = animation.current;
    if (!drawing) return;
    if (paused) drawing.pause();
    else drawing.play();
  }, [paused]);
}
