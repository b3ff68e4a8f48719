import type { Locator, Page } from '@playwright/test';
import arBreathing from '../src/locales/ar/guided-relaxation.json' with { type: 'json' };
import enBreathing from '../src/locales/en/guided-relaxation.json' with { type: 'json' };
import arKit from '../src/locales/ar/exercise-kit.json' with { type: 'json' };
import arMedia from '../src/locales/ar/media.json' with { type: 'json' };
import enKit from '../src/locales/en/exercise-kit.json' with { type: 'json' };
import enMedia from '../src/locales/en/media.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, tabTo, test } from './fixtures';

const kitTexts = { en: enKit, ar: arKit } as const;
const breathingTexts = { en: enBreathing, ar: arBreathing } as const;
const mediaTexts = { en: enMedia, ar: arMedia } as const;

/** Moves the real narration to a time, as dragging the progress bar would. */
async function seekAudio(page: Page, seconds: number) {
  await page.locator('audio').evaluate((audio: HTMLAudioElement, to) => {
    audio.currentTime = to;
  }, seconds);
}

/** How far the stopped clock runs on between two looks at the page. */
const CLOCK_STEP_MS = 250;

/**
 * The prompts of step 2 and the countdown of step 7 run on the page's timers. With the clock
 * stopped, this runs it on in small steps until `locator` shows, so a slow machine cannot make a
 * test miss a prompt that is on screen for a few seconds only.
 */
async function runClockUntilVisible(page: Page, locator: Locator, limitMs: number) {
  for (let ran = 0; ran < limitMs; ran += CLOCK_STEP_MS) {
    if (await locator.isVisible()) return;
    await page.clock.runFor(CLOCK_STEP_MS);
  }
  await expect(locator).toBeVisible({ timeout: 1_000 });
}

/** Stops the page's fake clock (installed before the page loaded; until now it followed real time). */
async function stopClock(page: Page) {
  // A few seconds ahead, so the target is still in the future when the call arrives.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5_000);
}

test('guided relaxation by keyboard alone: the breathing overlay follows the narration through all 7 steps', async ({
  page,
  language,
  consoleErrors,
}) => {
  // It plays real narration to the end and runs axe twice: generous on a loaded machine.
  test.setTimeout(150_000);
  const texts = breathingTexts[language];
  const media = mediaTexts[language];
  const press = async (target: Locator) => {
    await tabTo(page, target);
    await page.keyboard.press('Enter');
  };
  await page.clock.install();
  await page.goto('/exercises/creativity/guided-relaxation/');
  await tabTo(page, page.getByRole('button', { name: texts.intro.start, exact: true }));
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: texts.steps['1'].title, exact: true }),
  ).toBeVisible();
  const progress = dialog.getByRole('progressbar');
  await expect(progress).toHaveAttribute(
    'aria-valuetext',
    kitTexts[language].progress.value.replace('{{step}}', '1').replace('{{total}}', '7'),
  );
  // The real audio plays: its clock moves.
  await expect
    .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0.5);
  expect(
    await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration),
  ).toBeCloseTo(208, 0);
  // The player shows the whole narration's length (3:28 = 208 s).
  await expect(dialog.getByText('3:28')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Step 2: the deep-breath prompt after 1 s, then breathing in (from 4.5 s) and out.
  await stopClock(page);
  await seekAudio(page, 73.2);
  await expect(
    dialog.getByRole('heading', { name: texts.steps['2'].title, exact: true }),
  ).toBeVisible();
  await runClockUntilVisible(page, dialog.getByText(texts.prompts.deepBreath), 3_000);
  await runClockUntilVisible(page, dialog.getByText(texts.prompts.inhale), 5_000);
  await runClockUntilVisible(page, dialog.getByText(texts.prompts.exhale), 5_000);

  for (const n of [3, 4, 5, 6]) {
    const [start] = [[106], [133], [149], [166]][n - 3] ?? [0];
    await seekAudio(page, (start ?? 0) + 0.5);
    await expect(
      dialog.getByRole('heading', { name: texts.steps[String(n) as '3'].title, exact: true }),
    ).toBeVisible();
    await expect(progress).toHaveAttribute(
      'aria-valuetext',
      kitTexts[language].progress.value.replace('{{step}}', String(n)).replace('{{total}}', '7'),
    );
  }

  // The words of the narration can be read along: Captions shows the sentence being spoken
  // (paused, so the sentence of 106.5 s to 109.9 s stays while the test looks).
  await press(dialog.getByRole('button', { name: media.video.captions, exact: true }));
  await press(dialog.getByRole('button', { name: media.audio.pause, exact: true }));
  await seekAudio(page, 106.6);
  await expect(dialog.getByText(breathingTexts[language].narration.grounding.ground)).toBeVisible();
  // The position slider by keyboard: the arrow towards the end (the left one in Arabic) moves a
  // second on, and the other a second back.
  const position = dialog.getByRole('slider', { name: media.audio.position, exact: true });
  const audioTime = () =>
    page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
  const [later, earlier] =
    language === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  await tabTo(page, position);
  await expect(position).toHaveValue('107');
  await page.keyboard.press(later);
  await expect(position).toHaveValue('108');
  await expect.poll(audioTime).toBeCloseTo(108, 1);
  await page.keyboard.press(earlier);
  await page.keyboard.press(earlier);
  await expect(position).toHaveValue('106');
  await expect.poll(audioTime).toBeCloseTo(106, 1);
  await press(dialog.getByRole('button', { name: media.audio.play, exact: true }));

  // Step 7: the countdown from 10, 2.7 s a number.
  await seekAudio(page, 177.1);
  await expect(
    dialog.getByRole('heading', { name: texts.steps['7'].title, exact: true }),
  ).toBeVisible();
  // (By its test id: the skip buttons show a small "10" too.)
  const number = (n: number) =>
    dialog.getByTestId('countdown-number').filter({ hasText: new RegExp(`^${n}$`) });
  await runClockUntilVisible(page, number(10), 2_000);
  await runClockUntilVisible(page, number(9), 4_000);
  await page.clock.resume();

  // Finish closes the overlay (the finish message comes at the end of the countdown or the audio).
  await seekAudio(page, 207.5);
  await expect(dialog.getByRole('button', { name: texts.finish.repeat, exact: true })).toBeVisible({
    timeout: 40_000,
  });
  await press(dialog.getByRole('button', { name: texts.finish.finish, exact: true }));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Then the completion card: its Finish returns to the hub.
  const kit = kitTexts[language];
  await expect(page.getByRole('heading', { name: kit.completion.title })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await press(page.getByRole('button', { name: kit.completion.finish, exact: true }));
  await expect(page).toHaveURL(/\/exercises\/$/);
  expect(consoleErrors).toEqual([]);
});
