import type { Gender } from '@waha/shared';
import type { ReactNode } from 'react';
import { renderExercise, type ExerciseHarness } from './render-exercise';

/** Who reads: the Arabic addresses a signed-in woman, a signed-in man, or (a guest) anyone. */
export interface Reader {
  name: string;
  signedIn: boolean;
  gender?: Gender;
}
export const WOMAN: Reader = { name: 'a woman', signedIn: true, gender: 'female' };
export const MAN: Reader = { name: 'a man', signedIn: true, gender: 'male' };
export const GUEST: Reader = { name: 'a guest', signedIn: false };

/** Renders a screen in Arabic for that reader, on the kit harness. */
export function renderForReader(node: ReactNode, reader: Reader): Promise<ExerciseHarness> {
  return renderExercise(node, {
    language: 'ar',
    signedIn: reader.signedIn,
    ...(reader.gender ? { gender: reader.gender } : {}),
  });
}
