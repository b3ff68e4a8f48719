import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { ConversingScreen } from './conversing-screen';
import { AUDIENCES } from './prompts';
import { progress, question, startTalk, turn } from './test/flow';

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  sessionStorage.clear();
});

const NAMES = {
  en: ['Lina', 'Sami'],
  ar: ['لينا', 'سامي'],
} as const satisfies Record<string, [string, string]>;

const status = () =>
  screen.getAllByRole('status').find((node) => node.classList.contains('sr-only'))?.textContent;

describe.each(['en', 'ar'] as const)('conversing together: turns (%s)', (language) => {
  const [lina, sami] = NAMES[language];

  it('alternates the turns by name, lets either pass, counts the questions and ends after the last', async () => {
    const { h, user, t } = await startTalk(
      <ConversingScreen />,
      { audience: 'friends', names: [lina, sami] },
      { language },
    );
    harness = h;
    const heading = screen.getByRole('heading', { name: turn(language, lina) });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(progress(language, 1))).toBeTruthy();
    expect(screen.getByText(question(language, 'friends', 1, sami))).toBeTruthy();
    expect(screen.getByText(t.talk.passHint)).toBeTruthy();

    const next = screen.getByRole('button', { name: t.talk.next });
    await user.click(next);
    expect(screen.getByRole('heading', { name: turn(language, sami) })).toBeTruthy();
    expect(screen.getByText(progress(language, 2))).toBeTruthy();
    expect(status()).toBe(
      [turn(language, sami), progress(language, 2), question(language, 'friends', 2, lina)].join(
        ' ',
      ),
    );
    // The focus stays where the person is: on the button they pressed.
    expect(document.activeElement).toBe(next);

    await user.click(screen.getByRole('button', { name: t.talk.pass }));
    expect(screen.getByRole('heading', { name: turn(language, lina) })).toBeTruthy();
    expect(screen.getByText(progress(language, 3))).toBeTruthy();
    expect(status()).toContain(t.talk.passed);

    for (let n = 3; n < 8; n += 1) {
      expect(screen.getByText(question(language, 'friends', n, n % 2 ? sami : lina))).toBeTruthy();
      await user.click(screen.getByRole('button', { name: t.talk.next }));
    }
    expect(screen.getByText(progress(language, 8))).toBeTruthy();
    expect(screen.getByRole('heading', { name: turn(language, sami) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.talk.next })).toBeNull();
    // Passing the last question ends the talk too.
    await user.click(screen.getByRole('button', { name: t.talk.pass }));
    const closing = screen.getByRole('heading', { name: t.closing.title });
    expect(document.activeElement).toBe(closing);
    expect(screen.getByText(t.closing.questions.learnt)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.closing.continue }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    expect(screen.getByText(t.completion.message)).toBeTruthy();
  });

  it('calls the two people Person 1 and Person 2 when no name is typed', async () => {
    const { h, user, t } = await startTalk(<ConversingScreen />, {}, { language });
    harness = h;
    expect(screen.getByRole('heading', { name: turn(language, t.person.first) })).toBeTruthy();
    expect(screen.getByText(question(language, 'carerChild', 1, t.person.second))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.talk.next }));
    expect(screen.getByRole('heading', { name: turn(language, t.person.second) })).toBeTruthy();
  });

  it.each(AUDIENCES)('asks the questions written for %s', async (audience) => {
    const { h, user, t } = await startTalk(
      <ConversingScreen />,
      { audience, names: [lina, sami] },
      { language },
    );
    harness = h;
    const others = AUDIENCES.filter((other) => other !== audience);
    for (let n = 1; n <= 8; n += 1) {
      const other = n % 2 ? sami : lina;
      expect(screen.getByText(question(language, audience, n, other))).toBeTruthy();
      for (const not of others) {
        const text = question(language, not, n, other);
        if (text !== question(language, audience, n, other)) {
          expect(screen.queryByText(text)).toBeNull();
        }
      }
      await user.click(screen.getByRole('button', { name: n < 8 ? t.talk.next : t.talk.finish }));
    }
  });

  it('comes back to the same question, turn and names after a reload in this tab', async () => {
    const { h, user, t } = await startTalk(
      <ConversingScreen />,
      { audience: 'couple', names: [lina, sami], timer: true },
      { language },
    );
    harness = h;
    await user.click(screen.getByRole('button', { name: t.talk.next }));
    await user.click(screen.getByRole('button', { name: t.talk.pass }));
    await h.reload();
    expect(screen.getByText(progress(language, 3))).toBeTruthy();
    expect(screen.getByRole('heading', { name: turn(language, lina) })).toBeTruthy();
    expect(screen.getByText(question(language, 'couple', 3, sami))).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: t.timer.label })).toBeTruthy();
  });
});
