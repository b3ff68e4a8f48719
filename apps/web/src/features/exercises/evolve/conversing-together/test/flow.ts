import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import ar from '@/locales/ar/conversing-together.json';
import arKit from '@/locales/ar/exercise-kit.json';
import en from '@/locales/en/conversing-together.json';
import enKit from '@/locales/en/exercise-kit.json';
import {
  renderExercise,
  type ExerciseHarness,
  type RenderExerciseOptions,
} from '@/exercise-kit/test/render-exercise';
import type { Audience } from '../prompts';

export const PATH = '/exercises/evolve/conversing-together/exercise';
export const TEXTS = { en, ar } as const;
export type Language = keyof typeof TEXTS;
/** The kit's texts (pause menu, completion card, reflection box). */
export const KIT = { en: enKit, ar: arKit } as const;

/** "Lina’s turn" / «دور لينا». */
export const turn = (language: Language, name: string) =>
  TEXTS[language].talk.turn.replace('{{name}}', name);

export const progress = (language: Language, current: number) =>
  TEXTS[language].talk.progress.replace('{{current}}', String(current)).replace('{{total}}', '8');

/** Question n (1-based) for that pair, with the other person's name put in. */
export const question = (language: Language, audience: Audience, n: number, other: string) => {
  const prompts: Record<string, string> = TEXTS[language].prompts[audience];
  return (prompts[`q${n}`] ?? '').replace('{{other}}', other);
};

export interface SetupChoice {
  audience?: Audience;
  names?: [string, string];
  timer?: boolean;
}

/**
 * Renders the exercise on the kit harness and fills in the setup as asked (nothing typed, no
 * timer and a carer with a child unless told), then starts the conversation.
 */
export async function startTalk(
  screenElement: ReactElement,
  choice: SetupChoice = {},
  options: RenderExerciseOptions = {},
): Promise<{
  h: ExerciseHarness;
  user: ReturnType<typeof userEvent.setup>;
  t: (typeof TEXTS)[Language];
}> {
  const language = options.language ?? 'en';
  const t = TEXTS[language];
  const h = await renderExercise(screenElement, { path: PATH, ...options });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('radio', { name: t.setup.who[choice.audience ?? 'carerChild'] }),
  );
  const [first, second] = choice.names ?? ['', ''];
  if (first) await user.type(screen.getByRole('textbox', { name: t.setup.names.first }), first);
  if (second) await user.type(screen.getByRole('textbox', { name: t.setup.names.second }), second);
  if (choice.timer) await user.click(screen.getByRole('checkbox', { name: t.setup.timer.label }));
  await user.click(screen.getByRole('button', { name: t.setup.start }));
  return { h, user, t };
}
