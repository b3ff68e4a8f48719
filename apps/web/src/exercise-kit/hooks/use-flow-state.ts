import { familyKey } from '@/lib/platform/device-storage';
import { useTabState } from './use-tab-state';

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

/** A distress rating as kept for a reload: 0–10, or null when it was skipped. */
export function isRating(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && value >= 0 && value <= 10);
}

function parse(stored: unknown): FlowState | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { phase, before, after } = stored as Record<string, unknown>;
  if (!PHASES.includes(phase as FlowPhase) || !isRating(before) || !isRating(after)) return null;
  return { phase: phase as FlowPhase, before, after };
}

/**
 * The phase of an exercise flow and its two ratings, kept in this tab's sessionStorage so that a
 * reload comes back to the same place (with the step runner's step). Ratings are numbers only.
 */
export function useFlowState(exercise: string) {
  const [state, setState] = useTabState(familyKey('waha.flow.', exercise), START, parse);
  return {
    ...state,
    go: (phase: FlowPhase) => setState((current) => ({ ...current, phase })),
    rate: (phase: 'before' | 'after', value: number | null) =>
      setState((current) => ({ ...current, [phase]: value })),
    restart: () => setState(START),
  };
}
