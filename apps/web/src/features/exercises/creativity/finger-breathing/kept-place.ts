import { isRating } from '@/exercise-kit/hooks/use-flow-state';
import { forgetStep } from '@/exercise-kit/hooks/use-step-runner';
import { useTabState } from '@/exercise-kit/hooks/use-tab-state';
import { familyKey } from '@/lib/platform/device-storage';
import type { TracingMode } from './finger-breathing-intro';

export const EXERCISE = 'finger-breathing';

export type StageName = 'intro' | 'before' | 'tracing' | 'after' | 'feeling' | 'done';
const STAGES: readonly StageName[] = ['intro', 'before', 'tracing', 'after', 'feeling', 'done'];
const MODES: readonly TracingMode[] = ['voice', 'ownPace'];

/**
 * Where the person is in finger breathing, kept for a reload in this tab: the stage, the way of
 * tracing and the two distress ratings (numbers). The breath reached is the kit's step runner's
 * step; the feeling chosen is not kept (it is saved, on the device or encrypted, when chosen).
 */
export interface Place {
  stage: StageName;
  mode: TracingMode;
  before: number | null;
  after: number | null;
}

const START: Place = { stage: 'intro', mode: 'voice', before: null, after: null };

function parse(stored: unknown): Place | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { stage, mode, before, after } = stored as Record<string, unknown>;
  if (!STAGES.includes(stage as StageName) || !MODES.includes(mode as TracingMode)) return null;
  if (!isRating(before) || !isRating(after)) return null;
  return { stage: stage as StageName, mode: mode as TracingMode, before, after };
}

export function useKeptPlace() {
  const [place, setPlace] = useTabState(familyKey('waha.flow.', EXERCISE), START, parse);
  return {
    place,
    update: (change: Partial<Place>) => setPlace((current) => ({ ...current, ...change })),
    /** Back to the introduction, forgetting the breath reached. */
    restart: () => {
      forgetStep(EXERCISE);
      setPlace(START);
    },
  };
}
