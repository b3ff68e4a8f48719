/**
 * A wait as a person says it, in the interface language: "45 seconds", "3 minutes" ("45 ثانية",
 * "3 دقائق"). Intl picks the plural form, Arabic's six included.
 */
export function formatWait(ms: number, language: string): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}
