import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TRACES,
  VIEW_BOX,
  fingerPoints,
  outlinePath,
  tracePath,
  type Finger,
} from './hand-geometry';
import { useReducedMotion } from './use-reduced-motion';
import { useTraceAnimation } from './use-trace-animation';

const OUTLINE = outlinePath();

function fingerShape(finger: Finger): string {
  const { aBase, aTop, bTop, bBase, radius: r } = fingerPoints(finger);
  const at = (p: readonly [number, number]) => `${p[0].toFixed(2)} ${p[1].toFixed(2)}`;
  return `M ${at(aBase)} L ${at(aTop)} A ${r} ${r} 0 0 1 ${at(bTop)} L ${at(bBase)} Z`;
}

export interface TracedHandProps {
  /** The breath being traced (an index of TRACES), or -1 before the first. */
  index: number;
  /** Seconds into that breath and its length; a length of 0 shows it whole. */
  elapsed?: number;
  duration?: number;
  paused?: boolean;
}

/**
 * The hand on the screen: its outline, the finger of the moment lightly filled, the breaths of this
 * way round already traced, and the current breath drawn as it is taken (or shown whole at once
 * when the device asks for less motion).
 */
export function TracedHand({ index, elapsed = 0, duration = 0, paused = false }: TracedHandProps) {
  const { t } = useTranslation('finger-breathing');
  const still = useReducedMotion();
  const current = TRACES[index];
  const stroke = useRef<SVGPathElement>(null);
  useTraceAnimation(stroke, { index, elapsed, duration, paused, still });
  // Only this way round's breaths stay drawn, so the way back starts on a clean hand.
  const earlier = current
    ? TRACES.slice(0, index).filter((trace) => trace.round === current.round)
    : [];
  return (
    <svg
      viewBox={VIEW_BOX}
      role="img"
      aria-label={t('hand.label')}
      className="mx-auto h-auto w-full max-w-64"
      data-trace={current ? `${current.round}-${current.finger}-${current.breath}` : 'none'}
    >
      <path d={OUTLINE} className="fill-amber-50 stroke-stone-500" strokeWidth={3} />
      {current ? <path d={fingerShape(current.finger)} className="fill-oasis-100" /> : null}
      {earlier.map((trace) => (
        <path
          key={`${trace.finger}-${trace.breath}`}
          d={tracePath(trace)}
          fill="none"
          className="stroke-oasis-600"
          strokeWidth={4}
          strokeLinecap="round"
        />
      ))}
      {current ? (
        <path
          key={index}
          ref={stroke}
          d={tracePath(current)}
          pathLength={1}
          strokeDasharray="1 1"
          strokeDashoffset={0}
          fill="none"
          className="stroke-oasis-800"
          strokeWidth={7}
          strokeLinecap="round"
          data-testid="current-trace"
        />
      ) : null}
    </svg>
  );
}

/** "Breath n of 20", once the first breath has begun. */
export function BreathProgress({ index }: { index: number }) {
  const { t } = useTranslation('finger-breathing');
  if (index < 0) return null;
  return (
    <p className="text-center text-stone-700">
      {t('trace.progress', { current: index + 1, total: TRACES.length })}
    </p>
  );
}
