/**
 * Numbers in the player are written with Latin digits in both languages, as everywhere else in the
 * app (Arabic locales differ on their default digits: browsers with older ICU data give ١٢, newer
 * give 12). They are written by JavaScript itself rather than by Intl.NumberFormat, whose first use
 * loads data that holds a slow phone for about 0.2 s; with Latin digits the two write the same.
 */

/**
 * A duration as m:ss (`0:05`, `1:05`, `12:00`; an hour is `60:00`, there is no hour field). Fractions
 * of a second are dropped, so the display ticks like a clock; a negative, NaN or infinite value (a
 * stream, or metadata not loaded yet) shows `0:00`.
 */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A playback speed such as `1`, `1.25` or `1.5`, in Latin digits (see above). */
export function formatRate(rate: number): string {
  return String(Math.round(rate * 100) / 100);
}
