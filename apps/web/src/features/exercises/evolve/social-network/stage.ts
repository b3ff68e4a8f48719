import { useTabState } from '@/exercise-kit/hooks/use-tab-state';
import { familyKey, removeItem } from '@/lib/platform/device-storage';

/** Where the person is in the exercise: the circles or the summary (nothing personal). */
export type Stage = 'circles' | 'summary';

const STAGE_KEY = familyKey('waha.flow.', 'social-network');

const parse = (stored: unknown): Stage | null =>
  stored === 'circles' || stored === 'summary' ? stored : null;

/** The stage, kept for a reload in this tab. */
export function useStage() {
  return useTabState<Stage>(STAGE_KEY, 'circles', parse);
}

/** Starting from the intro begins at the circles again. */
export function forgetStage(): void {
  try {
    removeItem(STAGE_KEY);
  } catch {
    // Blocked storage keeps no stage.
  }
}
