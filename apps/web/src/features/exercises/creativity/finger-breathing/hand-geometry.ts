/**
 * The hand drawn for finger breathing, as plain numbers, so its paths can be tested without a
 * browser. Fingers are upright rounded bars from a base point; the outline runs from the wrist up
 * the outer edge of the thumb, over every finger, and down the little finger's side to the wrist.
 */

export const FINGERS = ['thumb', 'index', 'middle', 'ring', 'little'] as const;
export type Finger = (typeof FINGERS)[number];

interface FingerShape {
  /** Centre of the finger where it meets the palm. */
  base: readonly [x: number, y: number];
  /** Degrees from upright; negative leans towards the thumb. */
  angle: number;
  /** From the base to where the round tip begins. */
  length: number;
  /** Half the finger's width, and the radius of its tip. */
  radius: number;
}

export const VIEW_BOX = '0 0 240 270';

const SHAPES: Record<Finger, FingerShape> = {
  thumb: { base: [72, 178], angle: -52, length: 48, radius: 15 },
  index: { base: [88, 128], angle: -11, length: 72, radius: 13 },
  middle: { base: [118, 120], angle: -1, length: 84, radius: 13 },
  ring: { base: [148, 124], angle: 9, length: 76, radius: 13 },
  little: { base: [176, 138], angle: 21, length: 56, radius: 11 },
};

const WRIST_START = 'M 66 262 L 60 200';
const WRIST_END = 'L 188 262';

type Point = readonly [number, number];

const fmt = (n: number) => Number(n.toFixed(2));
const at = ([x, y]: Point) => `${fmt(x)} ${fmt(y)}`;

interface FingerPoints {
  /** The thumb-side edge, from the palm up to where the tip begins. */
  aBase: Point;
  aTop: Point;
  tip: Point;
  /** The little-finger-side edge, from where the tip ends down to the palm. */
  bTop: Point;
  bBase: Point;
  radius: number;
}

export function fingerPoints(finger: Finger): FingerPoints {
  const { base, angle, length, radius } = SHAPES[finger];
  const rad = (angle * Math.PI) / 180;
  // Up along the finger, and across it towards the little finger (y grows downwards).
  const up: Point = [Math.sin(rad), -Math.cos(rad)];
  const across: Point = [Math.cos(rad), Math.sin(rad)];
  const move = (from: Point, dir: Point, by: number): Point => [
    from[0] + dir[0] * by,
    from[1] + dir[1] * by,
  ];
  const aBase = move(base, across, -radius);
  const bBase = move(base, across, radius);
  return {
    aBase,
    aTop: move(aBase, up, length),
    tip: move(base, up, length + radius),
    bTop: move(bBase, up, length),
    bBase,
    radius,
  };
}

/** The whole outline of the hand, as one SVG path. */
export function outlinePath(): string {
  const parts = [WRIST_START];
  FINGERS.forEach((finger, i) => {
    const p = fingerPoints(finger);
    const r = p.radius;
    if (i === 0) parts.push(`L ${at(p.aBase)}`);
    else {
      // The web between two fingers dips a little towards the palm.
      const prev = fingerPoints(FINGERS[i - 1] as Finger).bBase;
      const mid: Point = [(prev[0] + p.aBase[0]) / 2, Math.max(prev[1], p.aBase[1]) + 8];
      parts.push(`Q ${at(mid)} ${at(p.aBase)}`);
    }
    parts.push(`L ${at(p.aTop)} A ${r} ${r} 0 0 1 ${at(p.bTop)} L ${at(p.bBase)}`);
  });
  parts.push(WRIST_END);
  return parts.join(' ');
}

export type Breath = 'in' | 'out';

/** One breath of the exercise: which finger, in or out, and on which way round the hand. */
export interface Trace {
  finger: Finger;
  breath: Breath;
  /** 0: from the thumb to the little finger; 1: back from the little finger to the thumb. */
  round: 0 | 1;
}

/** The twenty breaths in order: up and down each finger, thumb to little finger and back. */
export const TRACES: readonly Trace[] = ([0, 1] as const).flatMap((round) =>
  (round === 0 ? FINGERS : [...FINGERS].reverse()).flatMap((finger) =>
    (['in', 'out'] as const).map((breath) => ({ finger, breath, round })),
  ),
);

/**
 * The path a breath traces, drawn in its direction of travel: breathing in goes up the side met
 * first on this round, breathing out comes down the other side.
 */
export function tracePath({ finger, breath, round }: Trace): string {
  const p = fingerPoints(finger);
  const r = p.radius;
  // On the way back the hand is traced in the other direction, so the sides swap.
  const upSide = round === 0 ? 'a' : 'b';
  const side = breath === 'in' ? upSide : upSide === 'a' ? 'b' : 'a';
  const [base, top] = side === 'a' ? [p.aBase, p.aTop] : [p.bBase, p.bTop];
  // The first round goes clockwise over each tip (side a to side b), the way back anticlockwise.
  const sweep = round === 0 ? 1 : 0;
  return breath === 'in'
    ? `M ${at(base)} L ${at(top)} A ${r} ${r} 0 0 ${sweep} ${at(p.tip)}`
    : `M ${at(p.tip)} A ${r} ${r} 0 0 ${sweep} ${at(top)} L ${at(base)}`;
}
