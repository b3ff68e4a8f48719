import { useTranslation } from 'react-i18next';
import type { RatingPair } from '../summary';

/** Drawn for a phone 390 px wide: the card's inside is about 310 px. */
const WIDTH = 300;
const HEIGHT = 132;
const TOP = 8;
const BOTTOM = 112;
const AXIS = 22;
/** The newest shown in the chart; the table beside it lists every one. */
export const CHART_MAX_PAIRS = 24;

const y = (value: number) => BOTTOM - ((BOTTOM - TOP) * value) / 10;

/**
 * Each time both ratings were given, oldest to newest along the reading direction (mirrored in
 * Arabic, so time runs from right to left): a ring for the rating before and a dot for the rating
 * after, joined by a line. The picture repeats what the words and the table say, so it is hidden
 * from screen readers; its legend is in words.
 */
export function PairsChart({
  pairs,
  formatDate,
}: {
  pairs: RatingPair[];
  formatDate: (iso: string) => string;
}) {
  const { t, i18n } = useTranslation('progress');
  const rtl = i18n.dir() === 'rtl';
  const shown = pairs.slice(-CHART_MAX_PAIRS);
  const span = WIDTH - AXIS - 12;
  const step = shown.length > 1 ? span / (shown.length - 1) : 0;
  const along = (index: number) => {
    const offset = AXIS + 6 + (shown.length > 1 ? index * step : span / 2);
    return rtl ? WIDTH - offset : offset;
  };
  const axisX = rtl ? WIDTH - AXIS + 4 : AXIS - 4;
  const anchor = rtl ? 'start' : 'end';
  const first = shown[0];
  const last = shown.at(-1);
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-sm"
        aria-hidden="true"
        // The geometry is mirrored by hand for Arabic (`along`), so the text anchors keep their
        // left-to-right meaning rather than flipping a second time with the page's direction.
        direction="ltr"
        data-testid="pairs-chart"
      >
        {[0, 5, 10].map((value) => (
          <g key={value}>
            <line
              x1={rtl ? 0 : AXIS}
              x2={rtl ? WIDTH - AXIS : WIDTH}
              y1={y(value)}
              y2={y(value)}
              className="stroke-stone-200"
              strokeWidth={1}
            />
            <text
              x={axisX}
              y={y(value) + 4}
              textAnchor={anchor}
              className="fill-stone-600 text-[11px]"
            >
              {value}
            </text>
          </g>
        ))}
        {shown.map((pair, index) => (
          <g key={`${pair.at}-${index}`}>
            <line
              x1={along(index)}
              x2={along(index)}
              y1={y(pair.before)}
              y2={y(pair.after)}
              className="stroke-stone-400"
              strokeWidth={2}
            />
            <circle
              cx={along(index)}
              cy={y(pair.before)}
              r={4}
              className="fill-white stroke-stone-600"
              strokeWidth={2}
            />
            <circle cx={along(index)} cy={y(pair.after)} r={4} className="fill-oasis-700" />
          </g>
        ))}
        {first && last ? (
          <>
            <text
              x={along(0)}
              y={HEIGHT - 4}
              textAnchor={rtl ? 'end' : 'start'}
              className="fill-stone-600 text-[11px]"
            >
              {formatDate(first.at)}
            </text>
            {shown.length > 1 ? (
              <text
                x={along(shown.length - 1)}
                y={HEIGHT - 4}
                textAnchor={rtl ? 'start' : 'end'}
                className="fill-stone-600 text-[11px]"
              >
                {formatDate(last.at)}
              </text>
            ) : null}
          </>
        ) : null}
      </svg>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        <span className="flex items-center gap-1">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-full border-2 border-stone-600 bg-white"
          />
          {t('chart.before')}
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-oasis-700" />
          {t('chart.after')}
        </span>
        {pairs.length > shown.length ? (
          <span>{t('chart.newest', { count: shown.length })}</span>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** The same pairs as a table, every one, newest first, for screen readers and keyboards. */
export function PairsTable({
  pairs,
  title,
  formatDate,
}: {
  pairs: RatingPair[];
  title: string;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation('progress');
  return (
    <details className="rounded-xl border border-oasis-100 p-3">
      <summary className="cursor-pointer font-semibold text-oasis-800">
        {t('table.show', { count: pairs.length })}
      </summary>
      <table className="mt-2 w-full text-start tabular-nums">
        <caption className="text-start text-sm text-stone-700">
          {t('table.caption', { exercise: title })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 text-start">
              {t('table.date')}
            </th>
            <th scope="col" className="py-1 text-start">
              {t('chart.before')}
            </th>
            <th scope="col" className="py-1 text-start">
              {t('chart.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...pairs].reverse().map((pair, index) => (
            <tr key={`${pair.at}-${index}`} className="border-t border-stone-100">
              <th scope="row" className="py-1 text-start font-normal">
                {formatDate(pair.at)}
              </th>
              <td className="py-1">{pair.before}</td>
              <td className="py-1">{pair.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
