/**
 * A size in the interface language: "4.2 MB", "850 kB" (1 MB = 1,000,000 bytes). Arabic spells the
 * unit out («ميغابايت»): its short form «م.ب» is not one people read.
 */
export function formatSize(bytes: number, language: string): string {
  const unitDisplay = language.startsWith('ar') ? 'long' : 'short';
  const megabytes = bytes / 1_000_000;
  if (megabytes >= 1) {
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'megabyte',
      unitDisplay,
      maximumFractionDigits: 1,
    }).format(megabytes);
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'kilobyte',
    unitDisplay,
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(bytes / 1000)));
}
