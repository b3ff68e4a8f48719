import { EXERCISE_ROWS, type ExerciseRow } from '@waha/shared/catalogue';
import type { Page } from '@playwright/test';
import timings from '../../../packages/shared/src/exercises/timings.json' with { type: 'json' };
import arGroup from '../src/locales/ar/group.json' with { type: 'json' };
import enGroup from '../src/locales/en/group.json' with { type: 'json' };
import arKit from '../src/locales/ar/exercise-kit.json' with { type: 'json' };
import enKit from '../src/locales/en/exercise-kit.json' with { type: 'json' };
import arOnboarding from '../src/locales/ar/onboarding.json' with { type: 'json' };
import enOnboarding from '../src/locales/en/onboarding.json' with { type: 'json' };
import { readCues } from '../src/test/webvtt';
import {
  expect,
  expectNoSeriousA11yViolations,
  tabTo,
  test,
  texts,
  type Language,
} from './fixtures';

const group = { en: enGroup, ar: arGroup } as const;
const kit = { en: enKit, ar: arKit } as const;
const onboarding = { en: enOnboarding, ar: arOnboarding } as const;

// Whole narrations with axe on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** The first exercise of the catalogue whose narration is one file cut into steps. */
const [segmentedId, segmented] = Object.entries(EXERCISE_ROWS).find(
  ([, row]) => row.media?.kind === 'segmented',
) as [keyof typeof EXERCISE_ROWS, ExerciseRow];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/**
 * A Screen Wake Lock as browsers give it (each lock is let go when the page is hidden), counting
 * requests and releases, and a way to hide and show the page as switching apps would.
 */
async function stubWakeLock(page: Page) {
  await page.addInitScript(() => {
    const log = { requests: 0, released: 0 };
    let visibility: DocumentVisibilityState = 'visible';
    const held = new Set<{ release: () => Promise<void> }>();
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => visibility === 'hidden',
    });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: (type: string) => {
          log.requests += 1;
          const lock = Object.assign(new EventTarget(), {
            type,
            released: false,
            release: () => {
              if (!lock.released) {
                lock.released = true;
                held.delete(lock);
                log.released += 1;
                lock.dispatchEvent(new Event('release'));
              }
              return Promise.resolve();
            },
          });
          held.add(lock);
          return Promise.resolve(lock);
        },
      },
    });
    Object.assign(window, {
      wakeLockLog: log,
      setVisibility: (next: DocumentVisibilityState) => {
        visibility = next;
        if (next === 'hidden') for (const lock of [...held]) void lock.release();
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
}

const wakeLog = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { wakeLockLog: { requests: number; released: number } }).wakeLockLog,
  );
const setVisibility = (page: Page, state: DocumentVisibilityState) =>
  page.evaluate((next) => {
    (window as unknown as { setVisibility: (v: string) => void }).setVisibility(next);
  }, state);

function cuesOf(language: Language) {
  const file = segmented.media?.file ?? '';
  return readCues(`/media/${language}/${file}.vtt`);
}

test('leading a group by keyboard alone: sentences follow the voice, the screen stays on, nothing to rate or save', async ({
  page,
  language,
  consoleErrors,
}) => {
  const t = group[language];
  const cues = cuesOf(language);
  const segments =
    (timings as unknown as Record<string, { segments: [number, number][] }>)[segmented.slug]
      ?.segments ?? [];
  const firstOf = (step: number) =>
    cues.find((cue) => cue.start >= (segments[step]?.[0] ?? 0))?.text ?? '';
  await stubWakeLock(page);
  await page.goto(segmented.path);

  const open = page.getByRole('button', { name: t.open.button, exact: true });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const view = page.getByRole('dialog', {
    name: fill(t.view.title, { exercise: texts[language].titles[segmentedId as never] }),
  });
  await expect(view).toBeVisible();
  const play = view.getByRole('button', { name: t.view.play, exact: true });
  await expect(play).toBeFocused();
  await expect.poll(async () => (await wakeLog(page)).requests).toBe(1);
  const sentence = view.locator('[data-group-sentence]');
  const step = view.getByRole('progressbar', { name: kit[language].progress.label });
  const expectStep = (at: number) =>
    expect(step).toHaveAttribute(
      'aria-valuetext',
      fill(kit[language].progress.value, { step: String(at), total: String(segments.length) }),
    );
  await expectStep(1);
  await expectNoSeriousA11yViolations(page);

  // Played, the first sentence, then the second as the voice reaches it.
  await page.keyboard.press('Enter');
  await expect(view.getByRole('button', { name: t.view.pause, exact: true })).toBeFocused();
  await expect(sentence).toHaveText(cues[0]?.text ?? '');
  await expect(sentence).toHaveText(cues[1]?.text ?? '', { timeout: 30_000 });
  const audio = view.locator('audio');
  expect(
    await audio.evaluate((element: HTMLAudioElement) => element.currentTime),
  ).toBeGreaterThanOrEqual(cues[1]?.start ?? 0);
  // The voice moved on by a seek: its sentence is there at once.
  const later = cues[4];
  await audio.evaluate(
    (element: HTMLAudioElement, to) => {
      element.currentTime = to;
    },
    (later?.start ?? 0) + 0.2,
  );
  await expect(sentence).toHaveText(later?.text ?? '');

  // Next step by the arrow key of the reading direction, then by the button.
  await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
  await expectStep(2);
  await expect(sentence).toHaveText(firstOf(1));
  await tabTo(page, view.getByRole('button', { name: t.view.next, exact: true }));
  await page.keyboard.press('Enter');
  await expectStep(3);
  await tabTo(page, view.getByRole('button', { name: t.view.previous, exact: true }));
  await page.keyboard.press('Enter');
  await expectStep(2);
  // Still playing: each step's sentences as the voice says them.
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused))
    .toBe(false);

  // Hidden, the browser lets the wake lock go; shown again, it is asked for again.
  await setVisibility(page, 'hidden');
  await expect.poll(async () => (await wakeLog(page)).released).toBe(1);
  await setVisibility(page, 'visible');
  await expect.poll(async () => (await wakeLog(page)).requests).toBe(2);

  // Nothing to rate, save or sign into while leading.
  const kitTexts = kit[language];
  await expect(page.getByText(kitTexts.distress.question, { exact: true })).toHaveCount(0);
  await expect(view.getByRole('slider')).toHaveCount(0);
  await expect(view.getByRole('textbox')).toHaveCount(0);
  await expect(view.getByRole('link')).toHaveCount(1); // the quick exit only
  await expect(view.getByRole('button')).toHaveText([
    t.view.exit,
    t.view.fullscreen,
    t.view.previous,
    t.view.pause,
    t.view.next,
  ]);

  await tabTo(page, view.getByRole('button', { name: t.view.pause, exact: true }));
  await page.keyboard.press('Enter');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // Escape: back to the exercise as it was, the focus on "Lead a group", the screen free to dim.
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(open).toBeFocused();
  await expect.poll(async () => (await wakeLog(page)).released).toBe(2);
  expect(consoleErrors).toEqual([]);
});

/** The catalogue's first exercise whose narration matches `kind`, with a fixed timeline or not. */
function narratedBy(
  match: (row: ExerciseRow) => boolean,
): [keyof typeof EXERCISE_ROWS, ExerciseRow] {
  const found = Object.entries(EXERCISE_ROWS).find(([, row]) => match(row));
  if (!found) throw new Error('No such exercise in the catalogue');
  return found as [keyof typeof EXERCISE_ROWS, ExerciseRow];
}

async function openByTouch(page: Page, language: Language, id: keyof typeof EXERCISE_ROWS) {
  const t = group[language];
  await page.getByRole('button', { name: t.open.button, exact: true }).tap();
  const view = page.getByRole('dialog', {
    name: fill(t.view.title, { exercise: texts[language].titles[id as never] }),
  });
  await expect(view).toBeVisible();
  return view;
}

test.describe('by touch', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a narration of one file per step: Next goes to the next file and its first sentence', async ({
    page,
    language,
    consoleErrors,
  }) => {
    const t = group[language];
    const [id, row] = narratedBy((candidate) => candidate.media?.kind === 'steps');
    const count = row.media?.count ?? 0;
    await page.goto(row.path);
    const view = await openByTouch(page, language, id);
    const sentence = view.locator('[data-group-sentence]');
    const step = view.getByRole('progressbar', { name: kit[language].progress.label });
    const first = (n: number) =>
      readCues(`/media/${language}/${row.media?.file}-${n}.vtt`)[0]?.text;
    // The base recording, not a woman's (a group is not one person).
    await expect(view.locator('track')).toHaveAttribute(
      'src',
      `/media/${language}/${row.media?.file}-1.vtt`,
    );
    await expect(sentence).toHaveText(first(1) ?? '');
    await view.getByRole('button', { name: t.view.next, exact: true }).tap();
    await expect(step).toHaveAttribute(
      'aria-valuetext',
      fill(kit[language].progress.value, { step: '2', total: String(count) }),
    );
    await expect(sentence).toHaveText(first(2) ?? '');
    await view.getByRole('button', { name: t.view.play, exact: true }).tap();
    await expect
      .poll(() => view.locator('audio').evaluate((element: HTMLAudioElement) => element.paused))
      .toBe(false);
    await expectNoSeriousA11yViolations(page);
    await view.getByRole('button', { name: t.view.exit, exact: true }).tap();
    await expect(view).toBeHidden();
    await expect(page.getByRole('button', { name: t.open.button, exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('guided breathing: its controls wait through the breathing cycles, as on its own screen', async ({
    page,
    language,
    consoleErrors,
  }) => {
    const t = group[language];
    const [id, row] = narratedBy(
      (candidate) => candidate.media?.kind === 'segmented' && candidate.video !== undefined,
    );
    const cycles = (timings as unknown as Record<string, { segments: [number, number][] }>)[
      row.slug
    ]?.segments[1] ?? [0, 0];
    await page.goto(row.path);
    const view = await openByTouch(page, language, id);
    const audio = view.locator('audio');
    const next = view.getByRole('button', { name: t.view.next, exact: true });
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState))
      .toBeGreaterThan(0);
    await audio.evaluate((element: HTMLAudioElement, to) => {
      element.currentTime = to;
    }, cycles[0] + 2);
    await view.getByRole('button', { name: t.view.play, exact: true }).tap();
    await expect(view.getByText(t.view.held, { exact: true })).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(view.getByRole('button', { name: t.view.pause, exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Tapped anyway (Playwright would wait for it to be enabled): nothing moves.
    await next.tap({ force: true });
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeLessThan(cycles[1]);
    // Past the cycles, the controls are free again.
    await audio.evaluate((element: HTMLAudioElement, to) => {
      element.currentTime = to;
    }, cycles[1] - 1);
    await expect(view.getByText(t.view.held, { exact: true })).toHaveCount(0);
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

test('a person who supports someone else is told of "Lead a group" in onboarding', async ({
  page,
  language,
}) => {
  const { questions } = onboarding[language];
  const t = group[language];
  await page.goto('/app/onboarding');
  await expect(page.getByText(t.onboarding.text, { exact: true })).toHaveCount(0);
  await page.getByRole('radio', { name: questions.userType.someoneElse, exact: true }).check();
  await expect(page.getByText(t.onboarding.text, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: questions.userType.myself, exact: true }).check();
  await expect(page.getByText(t.onboarding.text, { exact: true })).toHaveCount(0);
});
