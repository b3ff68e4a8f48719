import { lockedSpansOf, type Segment } from '@waha/shared/timings';
import type { Language } from '@waha/shared/constants';
import { addressedFile } from '@/lib/media/addressed-narration';
import durations from '@/lib/media/media-durations.json';
import { exerciseMedia, type NarratedAudio } from '@/lib/media/media-manifest';
import type { AddressForm } from '@/lib/session/use-address-form';
import { EXERCISES, exerciseById, type ExerciseId } from '../catalogue';
import type { Cue, StepSource } from './group-timeline';

/** An exercise's narration as a group hears it. */
export interface GroupNarration {
  /** Its files in step order, each with its captions. */
  files: readonly NarratedAudio[];
  /** Its steps, once the captions of a narration without segments are known. */
  steps: (cues: readonly Cue[]) => StepSource;
  /** Where its own rules hold the controls while it plays (guided breathing). */
  locked: readonly Segment[];
}

/** Whether an exercise has a narration to lead a group through (its catalogue row's `media`). */
export function isNarrated(id: ExerciseId): boolean {
  return exerciseById(id).media !== undefined;
}

/** Every exercise that can be led with a group, in the catalogue's order. */
export const NARRATED_EXERCISES: readonly ExerciseId[] = EXERCISES.filter(
  (exercise) => exercise.media !== undefined,
).map((exercise) => exercise.id);

const LENGTHS: Record<string, Record<string, number>> = durations;

/** A narration's file in the recording for `form` (a women's group): captions and length too. */
function addressedAudio(file: NarratedAudio, language: Language, form: AddressForm): NarratedAudio {
  const audio = addressedFile(file.audio, form);
  if (audio === file.audio) return file;
  return {
    audio,
    aac: addressedFile(file.aac, form),
    captions: addressedFile(file.captions, form),
    seconds: LENGTHS[language]?.[audio.slice(audio.lastIndexOf('/') + 1)] ?? file.seconds,
  };
}

/**
 * The narration of an exercise for a group, in `language`. A group is never one person: an Arabic
 * narration recorded for women too is played in its base recording (the one for men, which Arabic
 * also uses for a mixed group) unless the facilitator chose the recording for women (`form`
 * 'female', kept on the device: voice-choice.ts), whoever is signed in; most narrations speak in
 * the first person plural and have one recording anyway (docs/arabic-voice.md).
 */
export function groupNarration(
  id: ExerciseId,
  language: Language,
  form?: AddressForm,
): GroupNarration {
  const row = exerciseById(id);
  const base = exerciseMedia(id, language);
  const media = { ...base, audio: base.audio.map((file) => addressedAudio(file, language, form)) };
  const kind = row.media?.kind;
  if (!kind || media.audio.length === 0) throw new Error(`${id} has no narration`);
  const { segments } = media;
  return {
    files: media.audio,
    steps: (cues) => {
      if (kind === 'segmented' && segments) return { kind, segments };
      if (kind === 'steps') return { kind, files: media.audio.length };
      return { kind: 'narrated', cues };
    },
    locked: lockedSpansOf(row.slug),
  };
}
