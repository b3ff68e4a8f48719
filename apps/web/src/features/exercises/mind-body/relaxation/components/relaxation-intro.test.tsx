import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST, MAN, WOMAN, renderForReader } from '@/exercise-kit/test/readers';
import type { ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { RelaxationIntro } from './relaxation-intro';

// The intro's caution addresses a woman, a man, or (a guest) anyone, in Arabic.
let harness: ExerciseHarness | undefined;
afterEach(() => harness?.cleanup());

describe("an exercise's intro in Arabic (muscle relaxation)", () => {
  it.each([
    [WOMAN, 'شدّي بلطف، وواصلي التنفّس وأنتِ تشدّين، فلا ينبغي أن تشعري بألم أبدًا', 'فتجاوزيه'],
    [MAN, 'شدّ بلطف، وواصل التنفّس وأنت تشدّ، فلا ينبغي أن تشعر بألم أبدًا', 'فتجاوزه'],
    [
      GUEST,
      'يكون الشدّ بلطف، مع مواصلة التنفّس في أثنائه، ولا ينبغي أن يسبّب ألمًا أبدًا',
      'فيمكنك تجاوزه',
    ],
  ])('speaks to %o', async (reader, gentle, skip) => {
    harness = await renderForReader(<RelaxationIntro />, reader);
    const text = screen.getByRole('region', { name: 'قبل البدء' }).textContent;
    expect(text).toContain(gentle);
    expect(text).toContain(skip);
  });
});
