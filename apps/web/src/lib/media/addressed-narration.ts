import femaleRecordings from './female-recordings.json';
import { useAddressForm, type AddressForm } from '../session/use-address-form';
import { NARRATION_VOICE_KEY, useVoiceChoice } from './voice-choice';

// Most of the Arabic narration speaks to no one in particular (the first person plural: «لنأخذ
// نفَسًا…»), one recording for everyone. Where it must address the listener (the safe oasis,
// personal sources, the trauma videos) it is recorded twice: the base recording, heard by men (and
// by guests who choose nothing), and `<name>.female.{opus,m4a,mp4,vtt}` from the `_female` texts,
// heard by a woman who is signed in and by a guest who chose it (voice-choice.ts).
// female-recordings.json (scripts/media/female-recordings.mjs) lists those names. The audio and
// its captions are always swapped together: the captions match the recording played.
const RECORDED_FOR_WOMEN = new Set<string>(femaleRecordings);
const ARABIC_MEDIA = /^\/media\/ar\/([a-z0-9-]+)\.(opus|m4a|mp4|vtt)$/;

/** The same file of the recording addressed to a person in `form`: a woman's where one exists. */
export function addressedFile(path: string, form: AddressForm): string;
export function addressedFile(path: string | undefined, form: AddressForm): string | undefined;
export function addressedFile(path: string | undefined, form: AddressForm): string | undefined {
  if (path === undefined || form !== 'female') return path;
  const [, name, extension] = ARABIC_MEDIA.exec(path) ?? [];
  return name !== undefined && RECORDED_FOR_WOMEN.has(name)
    ? `/media/ar/${name}.female.${extension}`
    : path;
}

/** Whether an Arabic file is one of a narration recorded for women too. */
export function hasRecordingForWomen(path: string | undefined): boolean {
  const [, name] = ARABIC_MEDIA.exec(path ?? '') ?? [];
  return name !== undefined && RECORDED_FOR_WOMEN.has(name);
}

/**
 * The form the addressed recordings speak in: the signed-in account's gender, else the choice made
 * on this device (a guest's, NarrationVoiceChoice), else undefined (the base recording).
 */
export function useNarrationForm(): AddressForm {
  const account = useAddressForm();
  const chosen = useVoiceChoice(NARRATION_VOICE_KEY);
  return account ?? chosen;
}

/** `addressedFile` in the form of useNarrationForm. */
export function useAddressedFile<T extends string | undefined>(path: T): T {
  return addressedFile(path, useNarrationForm()) as T;
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
