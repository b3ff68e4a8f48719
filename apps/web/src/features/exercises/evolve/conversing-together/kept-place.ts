import { useTabState } from '@/exercise-kit/hooks/use-tab-state';
import { familyKey } from '@/lib/platform/device-storage';
import { AUDIENCES, PROMPT_COUNT, type Audience } from './prompts';

export const EXERCISE = 'conversing-together';

export type StageName = 'setup' | 'talk' | 'closing' | 'done';
const STAGES: readonly StageName[] = ['setup', 'talk', 'closing', 'done'];

/**
 * Where the pair is in the conversation, kept for a reload in this tab: the stage, who is talking,
 * whether the timer is on and the question reached. The names are kept apart, as drafts
 * (use-names.ts), so that logging out forgets them.
 */
export interface Place {
  stage: StageName;
  audience: Audience;
  timer: boolean;
  /** The question being talked about (0-based). */
  index: number;
}

export const START: Place = { stage: 'setup', audience: 'carerChild', timer: false, index: 0 };

export function parsePlace(stored: unknown): Place | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { stage, audience, timer, index } = stored as Record<string, unknown>;
  if (!STAGES.includes(stage as StageName) || !AUDIENCES.includes(audience as Audience)) {
    return null;
  }
  if (typeof timer !== 'boolean' || typeof index !== 'number' || !Number.isInteger(index)) {
    return null;
  }
  if (index < 0 || index >= PROMPT_COUNT) return null;
  return { stage: stage as StageName, audience: audience as Audience, timer, index };
}

export function useKeptPlace() {
  const [place, setPlace] = useTabState(familyKey('waha.flow.', EXERCISE), START, parsePlace);
  return {
    place,
    update: (change: Partial<Place>) => setPlace((current) => ({ ...current, ...change })),
    /** Back to the setup, keeping who is talking and the timer choice. */
    restart: () => setPlace((current) => ({ ...current, stage: 'setup', index: 0 })),
    /** Forgets the place altogether (leaving, or finishing). */
    forget: () => setPlace(START),
  };
}
