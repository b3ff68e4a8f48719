/** A wait as the lock screen says it: a number of whole seconds, or of minutes from one minute. */
export interface Wait {
  count: number;
  unit: 'seconds' | 'minutes';
}

/**
 * The wait left, rounded up: seconds under a minute, else minutes. The sentence around it is an
 * i18next plural (`screen.waitSeconds`, `screen.waitMinutes`), so the Arabic noun takes the case
 * the sentence needs («ثانيتين», «دقيقتين»), which Intl's nominative «ثانيتان» does not.
 */
export function waitOf(ms: number): Wait {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60
    ? { count: seconds, unit: 'seconds' }
    : { count: Math.ceil(seconds / 60), unit: 'minutes' };
}
