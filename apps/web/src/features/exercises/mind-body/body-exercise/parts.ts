import { BODY_EXERCISE_SEGMENTS } from '@waha/shared/constants';
import type { BodyRegion, BodyView } from '@/components/body-figure';

/** The fifteen parts of the journey (spec §2, §9), in order; keys of the `body-exercise` namespace. */
export const BODY_PART_KEYS = [
  'arrive',
  'breath',
  'feet',
  'lowerLegs',
  'thighs',
  'hips',
  'belly',
  'chest',
  'back',
  'shoulders',
  'arms',
  'hands',
  'face',
  'wholeBody',
  'return',
] as const;
export type BodyPartKey = (typeof BODY_PART_KEYS)[number];

/** How the figure shows a part: no region (at rest), some regions, or the whole body. */
interface Figure {
  regions: readonly BodyRegion[] | 'all';
  view?: BodyView;
}

const FIGURES: Record<BodyPartKey, Figure> = {
  arrive: { regions: [] },
  breath: { regions: ['chest', 'belly'] },
  feet: { regions: ['feet'] },
  lowerLegs: { regions: ['lowerLegs'] },
  thighs: { regions: ['thighs'] },
  hips: { regions: ['hips', 'lowerBack'], view: 'back' },
  belly: { regions: ['belly'] },
  chest: { regions: ['chest'] },
  back: { regions: ['upperBack'], view: 'back' },
  shoulders: { regions: ['shoulders'] },
  arms: { regions: ['upperArms', 'forearms'] },
  hands: { regions: ['hands'] },
  face: { regions: ['head', 'neck'] },
  wholeBody: { regions: 'all' },
  return: { regions: [] },
};

export interface BodyPart {
  key: BodyPartKey;
  /** Its part of the one narration file, [start, end) in seconds. */
  segment: readonly [number, number];
  figure: Figure;
}

export const BODY_PARTS: readonly BodyPart[] = BODY_PART_KEYS.map((key, index) => {
  const segment = BODY_EXERCISE_SEGMENTS[index];
  if (!segment) throw new Error(`No narration segment for body exercise part ${key}`);
  return { key, segment, figure: FIGURES[key] };
});
