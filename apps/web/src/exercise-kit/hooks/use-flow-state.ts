import { useEffect, useState } from 'react';

/** Where a person is in an exercise flow (see components/exercise-flow.tsx). */
export type FlowPhase = 'intro' | 'before' | 'steps' | 'after' | 'reflection' | 'done';

export interface FlowState {
  phase: FlowPhase;
  /** The distress rating given before, kept to show the change at the end (null: skipped). */
  before: number | null;
  after: number | null;
}

const START: FlowState = { phase: 'intro', before: null, after: null };
const PHASES: readonly FlowPhase[] = ['intro', 'before', 'steps', 'after', 'reflection', 'done'];

function isRating(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && value >= 0 && value <= 10);
}

function read(key: string): FlowState {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return START;
    const { phase, before, after } = stored as Record<string, unknown>;
    if (!PHASES.includes(phase as FlowPhase) || !isRating(before) || !isRating(after)) return START;
    return { phase: phase as FlowPhase, before, after };
  } catch {
    return START;
  }
}

/**
 * The phase of an exercise flow and its two ratings, kept in this tab's sessionStorage so that a
 * reload comes back to the same place (with the step runner's step). Ratings are numbers only.
 */
export function useFlowState(exercise: string) {
  const key = `waha.flow.${exercise}`;
  const [state, setState] = useState(() => read(key));
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(state));
    } catch {
      // Without storage a reload starts again at the introduction.
    }
  }, [key, state]);
  return {
    ...state,
    go: (phase: FlowPhase) => setState((current) => ({ ...current, phase })),
    rate: (phase: 'before' | 'after', value: number | null) =>
      setState((current) => ({ ...current, [phase]: value })),
    restart: () => setState(START),
  };
}
