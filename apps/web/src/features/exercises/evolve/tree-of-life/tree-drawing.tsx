import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isArea, type Area } from './areas';
import type { TreeEntry } from './kept-tree';

/** Where an area's name and its first entries sit on the drawing (viewBox units). */
const LAYOUT: Record<Area, { name: [number, number]; slots: [number, number][] }> = {
  blossoms: {
    name: [160, 40],
    slots: [
      [100, 72],
      [220, 72],
      [100, 104],
      [220, 104],
      [160, 136],
    ],
  },
  fruits: {
    name: [160, 186],
    slots: [
      [92, 216],
      [228, 216],
      [92, 248],
      [228, 248],
      [160, 278],
    ],
  },
  roots: {
    name: [160, 362],
    slots: [
      [92, 392],
      [228, 392],
      [92, 424],
      [228, 424],
      [160, 452],
    ],
  },
};

const PILL_WIDTH = 108;
/** Each area's colour, also drawn around its name so that lines behind it do not cross it. */
const FILL: Record<Area, string> = { blossoms: '#e4f2dc', fruits: '#c6e2b8', roots: '#f1e5d3' };
const LABEL_LENGTH = 13;

function shortLabel(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ')];
  return chars.length > LABEL_LENGTH ? `${chars.slice(0, LABEL_LENGTH - 1).join('')}…` : text;
}

/** Entries on the drawing: as many as the slots hold, the last slot saying how many more. */
function Labels({ area, entries }: { area: Area; entries: TreeEntry[] }) {
  const { slots } = LAYOUT[area];
  const overflow = entries.length > slots.length;
  const shown = overflow ? entries.slice(0, slots.length - 1) : entries;
  const labels = shown.map((entry) => ({ key: entry.id, text: shortLabel(entry.text) }));
  if (overflow) labels.push({ key: 'more', text: `+${entries.length - shown.length}` });
  return labels.map(({ key, text }, index) => {
    const [x, y] = slots[index] ?? [0, 0];
    return (
      <g key={key}>
        <rect
          x={x - PILL_WIDTH / 2}
          y={y - 12}
          width={PILL_WIDTH}
          height={24}
          rx={12}
          className="fill-white stroke-oasis-700"
        />
        <text x={x} y={y + 4.5} textAnchor="middle" className="fill-stone-900 text-[13px]">
          {text}
        </text>
      </g>
    );
  });
}

/** The tree's crown, branches and ground, each area a shape of its own (hit-tested by the browser). */
function AreaShapes({ area }: { area: Area }) {
  switch (area) {
    case 'blossoms':
      return (
        <>
          <circle cx={160} cy={90} r={78} fill={FILL.blossoms} />
          <circle cx={88} cy={104} r={66} fill={FILL.blossoms} />
          <circle cx={232} cy={104} r={66} fill={FILL.blossoms} />
          <circle cx={120} cy={56} r={48} fill={FILL.blossoms} />
          <circle cx={200} cy={56} r={48} fill={FILL.blossoms} />
          {[
            [40, 120],
            [280, 120],
            [216, 28],
            [60, 78],
            [262, 80],
          ].map(([x = 0, y = 0]) => (
            <g key={`${x}-${y}`} fill="#f2b8c6">
              <circle cx={x - 5} cy={y} r={5} />
              <circle cx={x + 5} cy={y} r={5} />
              <circle cx={x} cy={y - 5} r={5} />
              <circle cx={x} cy={y + 5} r={5} />
              <circle cx={x} cy={y} r={3} fill="#f7e08a" />
            </g>
          ))}
        </>
      );
    case 'fruits':
      return (
        <>
          <circle cx={160} cy={230} r={72} fill={FILL.fruits} />
          <circle cx={78} cy={226} r={62} fill={FILL.fruits} />
          <circle cx={242} cy={226} r={62} fill={FILL.fruits} />
          {[
            [30, 250],
            [290, 250],
            [36, 200],
            [284, 200],
            [104, 178],
            [216, 178],
          ].map(([x = 0, y = 0]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={8} fill="#e9a23b" />
          ))}
        </>
      );
    case 'roots':
      return (
        <>
          <rect x={6} y={336} width={308} height={132} rx={22} fill={FILL.roots} />
          <path
            d="M160 336 C150 360 110 372 60 380 M160 336 C170 360 210 372 262 380 M160 336 C156 380 150 410 140 460 M160 336 C168 380 180 420 200 460"
            fill="none"
            stroke="#b08a66"
            strokeWidth={5}
            strokeLinecap="round"
          />
        </>
      );
  }
}

interface TreeDrawingProps {
  entries: TreeEntry[];
  /** A click or tap inside an area: which one the browser hit. */
  onChoose: (area: Area) => void;
  disabled?: boolean;
}

/**
 * The tree of life, drawn for Waha: blossoms in the crown, fruits on the branches, roots in the
 * ground. A click or tap inside an area adds to it: the browser's hit-testing finds the shape,
 * and the area is that of the group it belongs to. For keyboards and screen readers the same
 * choice is a button per area (beside the lists), so the drawing itself is hidden from them.
 */
export function TreeDrawing({ entries, onChoose, disabled = false }: TreeDrawingProps) {
  const { t } = useTranslation('tree-of-life');
  const choose = (event: MouseEvent<SVGSVGElement>) => {
    if (disabled || !(event.target instanceof Element)) return;
    const area = event.target.closest('[data-area]')?.getAttribute('data-area');
    if (isArea(area)) onChoose(area);
  };
  return (
    <svg
      viewBox="0 0 320 472"
      aria-hidden="true"
      onClick={choose}
      className="mx-auto block h-auto w-full max-w-sm select-none"
      data-testid="tree-drawing"
    >
      {/* The trunk and the ground line belong to no area. */}
      <path d="M146 340 L150 262 Q160 250 170 262 L174 340 Z" fill="#8a6a4f" />
      {(['blossoms', 'fruits', 'roots'] as const).map((area) => (
        <g
          key={area}
          data-area={area}
          className={disabled ? undefined : 'cursor-pointer transition-opacity hover:opacity-90'}
        >
          <AreaShapes area={area} />
          <text
            x={LAYOUT[area].name[0]}
            y={LAYOUT[area].name[1]}
            textAnchor="middle"
            stroke={FILL[area]}
            strokeWidth={6}
            paintOrder="stroke"
            className="fill-oasis-900 text-[15px] font-semibold"
          >
            {t(`areas.${area}.name`)}
          </text>
          <Labels area={area} entries={entries.filter((entry) => entry.area === area)} />
        </g>
      ))}
      <path d="M146 336 L174 336 L172 300 L148 300 Z" fill="#8a6a4f" pointerEvents="none" />
    </svg>
  );
}
