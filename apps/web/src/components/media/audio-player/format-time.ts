/**
 * Numbers in the player are written with Latin digits in both languages, as everywhere else in the
 * app: Arabic locales differ on their default digits (browsers with older ICU data give ١٢, newer
 * give 12), so the numbering system is fixed rather than left to the browser.
 */
const formatters = new Map<string, { minutes: Intl.NumberFormat; seconds: Intl.NumberFormat }>();

function formattersFor(locale: string) {
  let pair = formatters.get(locale);
  if (!pair) {
    pair = {
      minutes: new Intl.NumberFormat(locale, { numberingSystem: 'latn', useGrouping: false }),
      seconds: new Intl.NumberFormat(locale, {
        numberingSystem: 'latn',
        minimumIntegerDigits: 2,
        useGrouping: false,
      }),
    };
    formatters.set(locale, pair);
  }
  return pair;
}

/**
 * A duration as m:ss (`0:05`, `1:05`, `12:00`; an hour is `60:00`, there is no hour field). Fractions
 * of a second are dropped, so the display ticks like a clock; a negative, NaN or infinite value (a
 * stream, or metadata not loaded yet) shows `0:00`.
 */
export function formatTime(seconds: number, locale = 'en'): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const { minutes, seconds: secondsFormat } = formattersFor(locale);
  return `${minutes.format(Math.floor(whole / 60))}:${secondsFormat.format(whole % 60)}`;
}

/** A playback speed such as `1`, `1.25` or `1.5`, in Latin digits (see above). */
export function formatRate(rate: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, {
    numberingSystem: 'latn',
    maximumFractionDigits: 2,
  }).format(rate);
}
