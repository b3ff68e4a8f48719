import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { colourHex, type ColourId } from '@/features/exercises/mind-body/drawing/palette';
import type { Picture, Region } from '../pictures';

interface PictureSvgProps {
  picture: Picture;
  fills: Readonly<Record<string, ColourId>>;
  onFill: (region: Region) => void;
}

/** Numbers read by screen readers in the region's name; a region's place among its kind. */
function placeInPart(picture: Picture, region: Region): number {
  return picture.regions.filter((r) => r.part === region.part).indexOf(region) + 1;
}

/**
 * The picture as SVG regions. A tap or click fills a region; the picture is one Tab stop, the
 * arrow keys (and Home, End) go from region to region and Enter or Space fills it.
 */
export function PictureSvg({ picture, fills, onFill }: PictureSvgProps) {
  const { t, i18n } = useTranslation(['mandala', 'drawing']);
  const [active, setActive] = useState(0);
  const [focusVisible, setFocusVisible] = useState(false);
  const regionRefs = useRef<(SVGPathElement | null)[]>([]);
  const rtl = i18n.dir() === 'rtl';
  const count = picture.regions.length;

  const focusRegion = (index: number) => {
    const next = (index + count) % count;
    setActive(next);
    regionRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number, region: Region) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === 'Enter' || event.key === ' ') onFill(region);
    else if (event.key === forward || event.key === 'ArrowDown') focusRegion(index + 1);
    else if (event.key === back || event.key === 'ArrowUp') focusRegion(index - 1);
    else if (event.key === 'Home') focusRegion(0);
    else if (event.key === 'End') focusRegion(count - 1);
    else return;
    event.preventDefault();
  };

  const nameOf = (region: Region) => {
    const colour = fills[region.id];
    const name = t(`parts.${region.part}`, { n: placeInPart(picture, region) });
    return t('region', {
      name: region.number === undefined ? name : t('numbered', { name, number: region.number }),
      state: colour ? t('coloured', { colour: t(`drawing:colours.${colour}`) }) : t('notColoured'),
    });
  };

  const focused = picture.regions[active];
  return (
    <svg
      viewBox="-100 -100 200 200"
      role="group"
      aria-label={t(`pictures.${picture.id}`)}
      className="mx-auto block aspect-square w-full max-w-[min(100%,70vh)] touch-manipulation rounded-2xl border-2 border-stone-400 bg-white"
    >
      {picture.regions.map((region, index) => (
        <path
          key={region.id}
          ref={(element) => {
            regionRefs.current[index] = element;
          }}
          d={region.d}
          fillRule="evenodd"
          fill={fills[region.id] ? colourHex(fills[region.id] as ColourId) : '#ffffff'}
          stroke="#44403c"
          strokeWidth={0.7}
          strokeLinejoin="round"
          role="button"
          tabIndex={index === active ? 0 : -1}
          aria-label={nameOf(region)}
          className="cursor-pointer outline-none"
          onClick={() => {
            setActive(index);
            onFill(region);
          }}
          onKeyDown={(event) => onKeyDown(event, index, region)}
          onFocus={(event) => {
            setActive(index);
            setFocusVisible(event.currentTarget.matches(':focus-visible'));
          }}
          onBlur={() => setFocusVisible(false)}
        />
      ))}
      {picture.regions.map(
        (region) =>
          region.number !== undefined && (
            <text
              key={region.id}
              x={region.label[0]}
              y={region.label[1]}
              aria-hidden="true"
              fontSize={region.part === 'ray' ? 6 : 9}
              fontWeight={700}
              textAnchor="middle"
              dominantBaseline="central"
              fill="#1c1917"
              pointerEvents="none"
            >
              {region.number}
            </text>
          ),
      )}
      {focusVisible && focused && (
        // A light and a dark line, so the focused part stands out on any colour around it.
        <g pointerEvents="none" fill="none" data-testid="focus-ring">
          <path d={focused.d} fillRule="evenodd" stroke="#ffffff" strokeWidth={4.5} />
          <path d={focused.d} fillRule="evenodd" stroke="#0f3d3e" strokeWidth={2.2} />
        </g>
      )}
    </svg>
  );
}
