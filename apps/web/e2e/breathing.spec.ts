import type { Page } from '@playwright/test';
import arBreathing from '../src/locales/ar/guided-relaxation.json' with { type: 'json' };
import enBreathing from '../src/locales/en/guided-relaxation.json' with { type: 'json' };
import arMedia from '../src/locales/ar/media.json' with { type: 'json' };
import enMedia from '../src/locales/en/media.json' with { type: 'json' };
import arNarration from '../src/locales/ar/narration.json' with { type: 'json' };
import enNarration from '../src/locales/en/narration.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const breathingTexts = { en: enBreathing, ar: arBreathing } as const;
const mediaTexts = { en: enMedia, ar: arMedia } as const;
const narrationTexts = { en: enNarration, ar: arNarration } as const;

/** Moves the real narration to a time, as dragging the progress bar would. */
async function seekAudio(page: Page, seconds: number) {
  await page.locator('audio').evaluate((audio: HTMLAudioElement, to) => {
    audio.currentTime = to;
  }, seconds);
}

test('guided relaxation: the breathing overlay follows the narration through all 7 steps', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const texts = breathingTexts[language];
  await page.goto('/exercises/creativity/guided-relaxation/');
  await page.getByRole('button', { name: texts.intro.start }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: texts.steps['1'].title })).toBeVisible();
  const progress = dialog.getByRole('progressbar');
  await expect(progress).toHaveAttribute(
    'aria-valuetext',
    texts.progress.value.replace('{{step}}', '1').replace('{{total}}', '7'),
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

  // Step 2: the deep-breath prompt, then breathing in and out.
  await seekAudio(page, 73.2);
  await expect(dialog.getByRole('heading', { name: texts.steps['2'].title })).toBeVisible();
  await expect(dialog.getByText(texts.prompts.deepBreath)).toBeVisible({ timeout: 5_000 });
  await expect(dialog.getByText(texts.prompts.inhale)).toBeVisible({ timeout: 8_000 });
  await expect(dialog.getByText(texts.prompts.exhale)).toBeVisible({ timeout: 8_000 });

  for (const n of [3, 4, 5, 6]) {
    const [start] = [[106], [133], [149], [166]][n - 3] ?? [0];
    await seekAudio(page, (start ?? 0) + 0.5);
    await expect(
      dialog.getByRole('heading', { name: texts.steps[String(n) as '3'].title }),
    ).toBeVisible();
    await expect(progress).toHaveAttribute(
      'aria-valuetext',
      texts.progress.value.replace('{{step}}', String(n)).replace('{{total}}', '7'),
    );
  }

  // The words of the narration can be read along: Captions shows the sentence being spoken.
  await dialog.getByRole('button', { name: mediaTexts[language].video.captions }).click();
  await seekAudio(page, 106.6);
  await expect(dialog.getByText(narrationTexts[language].breathing.grounding.ground)).toBeVisible({
    timeout: 5_000,
  });

  // Step 7: the countdown from 10, 2.7 s a number.
  await seekAudio(page, 177.1);
  await expect(dialog.getByRole('heading', { name: texts.steps['7'].title })).toBeVisible();
  const countdown = dialog.getByText(/^(10|9|8)$/);
  await expect(countdown.first()).toBeVisible({ timeout: 5_000 });
  await expect(dialog.getByText('9', { exact: true })).toBeVisible({ timeout: 6_000 });

  // Finish closes the overlay (the finish message comes at the end of the countdown or the audio).
  await seekAudio(page, 207.5);
  await expect(dialog.getByRole('button', { name: texts.finish.repeat })).toBeVisible({
    timeout: 40_000,
  });
  await dialog.getByRole('button', { name: texts.finish.finish }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
