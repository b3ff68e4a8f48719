import { useEffect, useRef, useState } from 'react';

interface Timeline {
  /** The clock has run at some point since the timeline became active. */
  started: boolean;
  /** How many marks the clock has passed. */
  passed: number;
}

const IDLE: Timeline = { started: false, passed: 0 };

/**
 * A clock over a list of marks (ms from its start, ascending) that runs only while `running` and
 * keeps its place while stopped, so a paused audio pauses the prompts and playing on resumes them.
 * It goes back to zero whenever `active` turns off (the exercise left the step). Every remaining
 * mark gets its own timer measured from the start, so late timers do not add up from mark to mark.
 */
export function usePausableTimeline(
  marks: readonly number[],
  active: boolean,
  running: boolean,
): Timeline {
  const [timeline, setTimeline] = useState<Timeline>(() =>
    active && running ? { started: true, passed: 0 } : IDLE,
  );
  const elapsed = useRef(0);
  const passed = useRef(0);

  // Adjusted while rendering (not in an effect), so the first frame after play already shows it.
  const [seen, setSeen] = useState({ active, running });
  if (seen.active !== active || seen.running !== running) {
    setSeen({ active, running });
    if (!active) setTimeline(IDLE);
    else if (running && !timeline.started) setTimeline({ started: true, passed: 0 });
  }

  const clockRuns = active && running;
  useEffect(() => {
    if (!active) {
      elapsed.current = 0;
      passed.current = 0;
      return;
    }
    if (!clockRuns) return;
    const since = Date.now();
    const timers = marks.flatMap((mark, index) => {
      if (index < passed.current) return [];
      const timer = setTimeout(
        () => {
          passed.current = index + 1;
          setTimeline({ started: true, passed: index + 1 });
        },
        Math.max(mark - elapsed.current, 0),
      );
      return [timer];
    });
    return () => {
      timers.forEach(clearTimeout);
      elapsed.current += Date.now() - since;
    };
  }, [marks, active, clockRuns]);

  return active ? timeline : IDLE;
}
