import femaleCaptions from './female-captions.json';
import { useAddressForm, type AddressForm } from './use-address-form';

// The Arabic narration is one recording addressing a man. Its captions also exist addressed to a
// woman (`<name>.female.vtt`, written by scripts/media/captions-female.mjs from the `_female` texts),
// for the names listed in female-captions.json.
const WITH_FEMALE_FORM = new Set<string>(femaleCaptions);
const ARABIC_CAPTIONS = /^\/media\/ar\/([a-z0-9-]+)\.vtt$/;

/** The captions file to show a person addressed in `form`: the feminine track where one exists. */
export function captionsFor(captions: string, form: AddressForm): string;
export function captionsFor(captions: string | undefined, form: AddressForm): string | undefined;
export function captionsFor(captions: string | undefined, form: AddressForm): string | undefined {
  if (captions === undefined || form !== 'female') return captions;
  const name = ARABIC_CAPTIONS.exec(captions)?.[1];
  return name !== undefined && WITH_FEMALE_FORM.has(name)
    ? `/media/ar/${name}.female.vtt`
    : captions;
}

/** `captionsFor` with the signed-in account's address form. */
export function useAddressedCaptions<T extends string | undefined>(captions: T): T {
  return captionsFor(captions, useAddressForm()) as T;
}

/**
 * The sentences of one group of narration, in order, as shown on screen while the voice says
 * them: each sentence's `_female` form for a woman where it has one, never a context key itself.
 */
export function sentencesFor(group: Record<string, string>, form: AddressForm): string[] {
  return Object.keys(group)
    .filter((key) => !/_(?:female|male)$/.test(key))
    .map((key) => (form === undefined ? undefined : group[`${key}_${form}`]) ?? group[key] ?? '');
}
