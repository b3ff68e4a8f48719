/** The parts of the body the figure can highlight. */
export const BODY_REGIONS = [
  'head',
  'neck',
  'shoulders',
  'chest',
  'belly',
  'upperBack',
  'lowerBack',
  'hips',
  'upperArms',
  'forearms',
  'hands',
  'thighs',
  'lowerLegs',
  'feet',
] as const;
export type BodyRegion = (typeof BODY_REGIONS)[number];

/** Seen from the front (face, chest, belly) or from behind (upper and lower back). */
export type BodyView = 'front' | 'back';

interface Shape {
  /** SVG path data in the 200 × 400 view box; the figure is symmetric about x = 100. */
  d: string;
  /** Regions seen only from one side; the others are drawn in both views. */
  view?: BodyView;
}

// Limbs are drawn once for the start side and mirrored, so both sides always match.
const mirror = (d: string) =>
  d.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => {
    return `${200 - Number(x)},${y}`;
  });
const pair = (d: string) => `${d} ${mirror(d)}`;

const SHAPES: Record<BodyRegion, Shape> = {
  head: {
    d: 'M100,8 C118,8 126,22 126,40 C126,58 116,70 100,70 C84,70 74,58 74,40 C74,22 82,8 100,8 Z',
  },
  neck: { d: 'M90,68 L110,68 L112,84 L88,84 Z' },
  shoulders: {
    d: pair('M88,84 L100,84 L100,100 L66,100 C58,100 50,104 47,112 L45,98 C50,89 60,85 70,85 Z'),
  },
  chest: { d: 'M66,100 L134,100 L132,160 L68,160 Z', view: 'front' },
  belly: { d: 'M68,160 L132,160 L130,208 L70,208 Z', view: 'front' },
  upperBack: { d: 'M66,100 L134,100 L132,160 L68,160 Z', view: 'back' },
  lowerBack: { d: 'M68,160 L132,160 L130,208 L70,208 Z', view: 'back' },
  hips: { d: 'M70,208 L130,208 L134,244 L66,244 Z' },
  upperArms: { d: pair('M47,112 C50,104 58,100 66,100 L62,168 L44,166 Z') },
  forearms: { d: pair('M44,166 L62,168 L56,236 L40,234 Z') },
  hands: {
    d: pair('M40,234 L56,236 C58,248 56,262 48,266 C40,268 34,258 36,246 Z'),
  },
  thighs: { d: pair('M66,244 L99,244 L96,322 L72,322 Z') },
  lowerLegs: { d: pair('M72,322 L96,322 L94,382 L76,382 Z') },
  feet: {
    d: pair('M76,382 L94,382 L96,394 C96,398 92,400 86,400 L66,400 C62,398 64,392 72,388 Z'),
  },
};

export interface BodyFigureProps {
  /** The regions shown highlighted: none (the body at rest), some, or 'all'. */
  highlighted: readonly BodyRegion[] | 'all';
  view?: BodyView;
  /** What the figure shows, in words (it is an image to screen readers). */
  label: string;
  className?: string;
}

/**
 * A simple, symmetric outline of a body with the named regions filled in, for exercises that move
 * attention through the body. Decoration only: every step also says the region in words, and the
 * figure is one image with that description as its accessible name. Symmetric, so it needs no
 * mirroring in right-to-left languages.
 */
export function BodyFigure({ highlighted, view = 'front', label, className }: BodyFigureProps) {
  const on = new Set<BodyRegion>(highlighted === 'all' ? BODY_REGIONS : highlighted);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 200 404"
      className={className ?? 'h-64 w-auto'}
      data-view={view}
    >
      {BODY_REGIONS.filter((region) => (SHAPES[region].view ?? view) === view).map((region) => (
        <path
          key={region}
          d={SHAPES[region].d}
          data-region={region}
          data-highlighted={on.has(region) || undefined}
          strokeWidth={2}
          strokeLinejoin="round"
          className={
            on.has(region)
              ? 'fill-oasis-600 stroke-oasis-800 motion-safe:transition-colors'
              : 'fill-sand-100 stroke-stone-400 motion-safe:transition-colors'
          }
        />
      ))}
      {view === 'front' ? (
        // A calm, closed-eyed face, so the figure reads as a person at rest and seen from the front.
        <g className="fill-none stroke-stone-500" strokeWidth={2} strokeLinecap="round">
          <path d="M86,38 Q90,42 94,38 M106,38 Q110,42 114,38 M92,54 Q100,58 108,54" />
        </g>
      ) : (
        // A spine line, so the figure reads as seen from behind.
        <path
          d="M100,100 L100,208"
          className="stroke-stone-400"
          strokeWidth={2}
          strokeDasharray="4 4"
        />
      )}
    </svg>
  );
}
