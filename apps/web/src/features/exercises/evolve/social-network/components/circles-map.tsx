import { useTranslation } from 'react-i18next';
import { CIRCLES, type Circle, type ShownPerson } from '../network-model';

const CENTRE = 160;
// The middle of each ring, where its people's names sit, and the ring's outer edge.
const RING: Record<Circle, { edge: number; names: number; fill: string }> = {
  inner: { edge: 78, names: 56, fill: 'fill-oasis-200' },
  middle: { edge: 118, names: 98, fill: 'fill-oasis-100' },
  outer: { edge: 158, names: 138, fill: 'fill-oasis-50' },
};
const SHOWN_LETTERS = 12;
// The free arc at the bottom of each ring, in radians, where its name is written.
const GAP = 0.9;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A name short enough for the picture (the list beside it gives it whole). */
function shortName(name: string, most: number): string {
  const letters = Array.from(name);
  return letters.length > most ? `${letters.slice(0, most - 1).join('')}…` : name;
}

/** The direction of a name by its first letter, so that "…" ends it in either script. */
const nameDirection = (name: string) => (/^[^\p{L}]*[\u0590-\u08FF]/u.test(name) ? 'rtl' : 'ltr');

/**
 * The circles of closeness around "me", each person's name in their ring. A picture only: the
 * list of people by circle (PeopleList) says the same to screen readers and holds the controls.
 */
export function CirclesMap({ people }: { people: ShownPerson[] }) {
  const { t } = useTranslation('social-network');
  return (
    <svg
      viewBox="-8 -4 336 328"
      aria-hidden="true"
      className="mx-auto w-full max-w-md"
      data-testid="circles-map"
    >
      {[...CIRCLES].reverse().map((circle) => (
        <circle
          key={circle}
          cx={CENTRE}
          cy={CENTRE}
          r={RING[circle].edge}
          className={`${RING[circle].fill} stroke-oasis-600`}
          strokeWidth={1.5}
        />
      ))}
      <circle cx={CENTRE} cy={CENTRE} r={24} className="fill-oasis-700" />
      <text
        x={CENTRE}
        y={CENTRE}
        textAnchor="middle"
        dominantBaseline="central"
        className="fill-white text-[15px] font-semibold"
      >
        {t('circles.me')}
      </text>
      {CIRCLES.map((circle) => (
        <text
          key={`label-${circle}`}
          x={CENTRE}
          y={CENTRE + RING[circle].edge - 9}
          textAnchor="middle"
          dominantBaseline="central"
          className="fill-oasis-900 text-[13px]"
        >
          {t(`circles.${circle}`)}
        </text>
      ))}
      {CIRCLES.map((circle) => {
        const inRing = people.filter((person) => person.circle === circle);
        const crowded = inRing.length > 4;
        return inRing.map((person, index) => {
          // Spread around the ring, leaving its label at the bottom free; when the ring is
          // crowded, every other name a little further in, so that neighbours do not overlap.
          const angle =
            Math.PI / 2 + GAP / 2 + ((2 * Math.PI - GAP) * (index + 0.5)) / inRing.length;
          const radius = RING[circle].names - (crowded && index % 2 === 1 ? 12 : 0);
          const x = clamp(CENTRE + radius * Math.cos(angle), 48, 2 * CENTRE - 48);
          const y = CENTRE + radius * Math.sin(angle);
          return (
            <text
              key={person.id}
              x={x}
              y={y}
              textAnchor="middle"
              dominantBaseline="central"
              className={`fill-stone-900 font-semibold ${crowded ? 'text-[12px]' : 'text-[14px]'}`}
              direction={nameDirection(person.name)}
              stroke="white"
              strokeWidth={3}
              paintOrder="stroke"
            >
              {shortName(person.name, crowded ? SHOWN_LETTERS - 3 : SHOWN_LETTERS)}
              {person.hasReflection ? ' ✎' : ''}
            </text>
          );
        });
      })}
    </svg>
  );
}
