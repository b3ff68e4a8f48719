import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import ar from '@/locales/ar/tree-of-life.json';
import en from '@/locales/en/tree-of-life.json';
import {
  renderExercise,
  type ExerciseHarness,
  type RenderExerciseOptions,
} from '@/exercise-kit/test/render-exercise';
import type { Area } from '../areas';
import { EXERCISE } from '../kept-tree';
import { TreeOfLifeScreen } from '../tree-of-life-screen';

/** The exercise's real texts, so the tests find things by what a person reads. */
export const TEXTS = { en, ar } as const;

/** Renders the exercise at its editing stage (as after "Draw my tree"). */
export function renderTree(options: RenderExerciseOptions = {}): Promise<ExerciseHarness> {
  sessionStorage.setItem(`waha.flow.${EXERCISE}`, JSON.stringify('editing'));
  return renderExercise(<TreeOfLifeScreen />, {
    path: '/exercises/evolve/tree-of-life/exercise',
    ...options,
  });
}

/** The first shape of an area on the drawing: a click there is a click inside the area. */
export function areaShape(area: Area): Element {
  const shape = screen
    .getByTestId('tree-drawing')
    .querySelector(`[data-area="${area}"] circle, [data-area="${area}"] rect`);
  if (!shape) throw new Error(`no shape for ${area}`);
  return shape;
}

/** The list of an area's entries on the editing screen or the summary (by the area's name). */
export function areaSection(language: 'en' | 'ar', area: Area): HTMLElement {
  return screen.getByRole('region', { name: TEXTS[language].areas[area].name });
}

export function entriesOf(language: 'en' | 'ar', area: Area): string[] {
  const list = within(areaSection(language, area)).queryByRole('list');
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent ?? '')
    : [];
}

/** Types the words into the open form and presses its Add (or Save changes) button. */
export async function writeAndSubmit(
  user: UserEvent,
  language: 'en' | 'ar',
  text: string,
  edit = false,
) {
  const T = TEXTS[language];
  const box = await screen.findByRole('textbox', { name: T.form.label });
  await user.clear(box);
  if (text) await user.type(box, text);
  await user.click(screen.getByRole('button', { name: edit ? T.form.save : T.form.add }));
}
