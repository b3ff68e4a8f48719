import type { TFunction } from 'i18next';
import type { NarrationMoment } from './breath-timeline';
import { TRACES } from './hand-geometry';

/** The instruction shown for breath `index` of TRACES. */
export function breathText(t: TFunction<'finger-breathing'>, index: number): string {
  const trace = TRACES[index];
  if (!trace) return '';
  return trace.breath === 'in' ? t(`trace.in.${trace.finger}`) : t(`trace.out.${trace.finger}`);
}

/** The instruction shown at a moment of the narration. */
export function momentText(t: TFunction<'finger-breathing'>, moment: NarrationMoment): string {
  switch (moment.kind) {
    case 'intro':
      return t('trace.listen');
    case 'breath':
    case 'between':
      return breathText(t, moment.index);
    case 'again':
      return t('trace.again');
    case 'rest':
      return t('trace.rest');
  }
}
