import { RELAXATION_SEGMENTS } from '@waha/shared/constants';
import type { BodyRegion } from '@/components/body-figure';

/** The eight steps of muscle relaxation (spec §2, §9), in order; keys of the `relaxation` namespace. */
export const RELAXATION_STEP_KEYS = [
  'intro',
  'hands',
  'arms',
  'shoulders',
  'face',
  'belly',
  'legs',
  'conclusion',
] as const;
export type RelaxationStepKey = (typeof RELAXATION_STEP_KEYS)[number];

/** The muscle group each step tenses and lets go, as the figure shows it. */
const REGIONS: Record<RelaxationStepKey, readonly BodyRegion[] | 'all'> = {
  intro: [],
  hands: ['hands'],
  arms: ['upperArms', 'forearms'],
  shoulders: ['shoulders'],
  face: ['head'],
  belly: ['belly'],
  legs: ['thighs', 'lowerLegs', 'feet'],
  conclusion: 'all',
};

export interface RelaxationStep {
  key: RelaxationStepKey;
  /** Its part of the one narration file, [start, end) in seconds. */
  segment: readonly [number, number];
  regions: readonly BodyRegion[] | 'all';
  /** A muscle group is tensed in this step (not the introduction or the way back). */
  tenses: boolean;
}

export const RELAXATION_STEPS: readonly RelaxationStep[] = RELAXATION_STEP_KEYS.map(
  (key, index) => {
    const segment = RELAXATION_SEGMENTS[index];
    if (!segment) throw new Error(`No narration segment for relaxation step ${key}`);
    return { key, segment, regions: REGIONS[key], tenses: key !== 'intro' && key !== 'conclusion' };
  },
);
