import arKit from '../src/locales/ar/exercise-kit.json' with { type: 'json' };
import enKit from '../src/locales/en/exercise-kit.json' with { type: 'json' };
import arFinger from '../src/locales/ar/finger-breathing.json' with { type: 'json' };
import enFinger from '../src/locales/en/finger-breathing.json' with { type: 'json' };
import arRelaxation from '../src/locales/ar/guided-relaxation.json' with { type: 'json' };
import enRelaxation from '../src/locales/en/guided-relaxation.json' with { type: 'json' };
import arImagination from '../src/locales/ar/imagination.json' with { type: 'json' };
import enImagination from '../src/locales/en/imagination.json' with { type: 'json' };
import arMedia from '../src/locales/ar/media.json' with { type: 'json' };
import enMedia from '../src/locales/en/media.json' with { type: 'json' };
import timelines from '../src/features/exercises/creativity/finger-breathing/breath-timeline.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, tabTo, test, texts } from './fixtures';

const finger = { en: enFinger, ar: arFinger } as const;
const kitTexts = { en: enKit, ar: arKit } as const;
const media = { en: enMedia, ar: arMedia } as const;
const oasis = { en: enImagination, ar: arImagination } as const;
const relaxation = { en: enRelaxation, ar: arRelaxation } as const;

// Whole exercises, each step checked by axe: slower than one screen on a busy machine.
test.describe.configure({ timeout: 150_000 });

test('finger breathing by keyboard alone, at one’s own pace, to a feeling kept on the device and the completion card', async ({
  page,
  language,
  consoleErrors,
}) => {
  const t = finger[language];
  const kit = kitTexts[language];
  await page.goto('/exercises/creativity/finger-breathing/');
  await expect(page.getByText(t.intro.hand, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await tabTo(page, page.getByRole('button', { name: t.intro.ownPace, exact: true }));
  await page.keyboard.press('Enter');
  // The distress rating before: its question takes the focus; skipped.
  await expect(page.getByText(kit.distress.question, { exact: true })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: kit.distress.skip, exact: true }));
  await page.keyboard.press('Enter');
  const breatheIn = page.getByRole('button', { name: t.ownPace.breatheIn, exact: true });
  await expect(breatheIn).toBeFocused();
  await page.keyboard.press('Enter');
  const hand = page.getByRole('img', { name: t.hand.label, exact: true });
  await expect(hand).toHaveAttribute('data-trace', '0-thumb-in');
  await expect(page.getByRole('status').filter({ hasText: t.trace.in.thumb })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(hand).toHaveAttribute('data-trace', '0-thumb-out');
  // A reload comes back to the breath reached (kept in this tab), the next breath's button focused.
  await page.reload();
  await expect(hand).toHaveAttribute('data-trace', '0-thumb-out');
  await expect(breatheIn).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  // The pause menu, by keyboard: Resume has the focus; the hand stays where it was.
  await tabTo(page, page.getByRole('button', { name: kit.pause.open, exact: true }));
  await page.keyboard.press('Enter');
  const paused = page.getByRole('dialog', { name: kit.pause.title, exact: true });
  await expect(paused.getByRole('button', { name: kit.pause.resume, exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(paused).toBeHidden();
  await expect(hand).toHaveAttribute('data-trace', '0-thumb-out');
  await tabTo(page, page.getByRole('button', { name: t.ownPace.breatheIn, exact: true }));
  for (let breath = 3; breath <= 20; breath += 1) await page.keyboard.press('Enter');
  await expect(hand).toHaveAttribute('data-trace', '1-thumb-out');
  await expect(page.getByText(t.ownPace.done, { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(kit.distress.question, { exact: true })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: kit.distress.skip, exact: true }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: t.feeling.question, exact: true })).toBeFocused();
  await tabTo(page, page.getByRole('radio', { name: t.feeling.options.great, exact: true }));
  // Arrows move through the ten words: the third is "relieved".
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: t.feeling.options.relieved })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, page.getByRole('button', { name: t.feeling.save, exact: true }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: kit.completion.title, exact: true }),
  ).toBeFocused();
  await expect(page.getByText(t.completion.message, { exact: true })).toBeVisible();
  await expect(page.getByText(t.feeling.thanks.better, { exact: true })).toBeVisible();
  const kept = await page.evaluate(() => localStorage.getItem('waha.feelings'));
  expect(JSON.parse(kept ?? '[]')).toEqual([
    { feeling: 'relieved', exercise: 'finger-breathing', at: expect.any(String) },
  ]);
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, page.getByRole('button', { name: kit.completion.finish, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/exercises\/$/);
  expect(consoleErrors).toEqual([]);
});

test('finger breathing with the voice: the hand follows the narration, to the completion card', async ({
  page,
  language,
  consoleErrors,
}) => {
  const t = finger[language];
  const kit = kitTexts[language];
  const timeline = timelines[language];
  await page.goto('/exercises/creativity/finger-breathing/');
  await page.getByRole('button', { name: t.intro.withVoice, exact: true }).click();
  await page.getByRole('button', { name: kit.distress.skip, exact: true }).click();
  const audio = page.locator('audio');
  await expect(audio).toHaveAttribute('src', `/media/${language}/finger-breathing.opus`);
  const hand = page.getByRole('img', { name: t.hand.label, exact: true });
  await expect(hand).toHaveAttribute('data-trace', 'none');
  // Walkthrough 1, finding 11: choosing "With the voice" starts the voice; nobody presses Play.
  // Heard as a person would: the player offers Pause, and the narration's time moves on. (Polled:
  // the player starts after its short settling delay, then the file has to arrive.)
  const playerPause = page.getByRole('button', { name: media[language].audio.pause, exact: true });
  await expect(playerPause).toBeVisible();
  const paused = () => audio.evaluate((element: HTMLAudioElement) => element.paused);
  const time = () => audio.evaluate((element: HTMLAudioElement) => element.currentTime);
  await expect.poll(paused).toBe(false);
  const heardFrom = await time();
  await expect.poll(time).toBeGreaterThan(heardFrom + 1);
  // The player's Pause stops it.
  await playerPause.click();
  await expect.poll(paused).toBe(true);
  const seek = (seconds: number) =>
    audio.evaluate((element: HTMLAudioElement, to) => {
      element.currentTime = to;
    }, seconds);
  await seek((timeline.breaths[2]?.start ?? 0) + 1);
  await expect(hand).toHaveAttribute('data-trace', '0-index-in');
  await expect(page.getByText(t.trace.in.index, { exact: true })).toBeVisible();
  await seek((timeline.breaths[11]?.start ?? 0) + 1);
  await expect(hand).toHaveAttribute('data-trace', '1-little-out');
  await expectNoSeriousA11yViolations(page);
  // Playing again, then the pause menu: the voice stops while it is open, and goes on after it.
  await page.getByRole('button', { name: media[language].audio.play, exact: true }).click();
  await expect.poll(paused).toBe(false);
  await page.getByRole('button', { name: kit.pause.open, exact: true }).click();
  const pauseMenu = page.getByRole('dialog', { name: kit.pause.title, exact: true });
  await expect.poll(paused).toBe(true);
  await pauseMenu.getByRole('button', { name: kit.pause.resume, exact: true }).click();
  await expect(pauseMenu).toBeHidden();
  await expect.poll(paused).toBe(false);
  await seek(timeline.restAt + 1);
  await expect(page.getByText(t.trace.rest, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t.finished, exact: true }).click();
  await page.getByRole('button', { name: kit.distress.skip, exact: true }).click();
  await page.getByRole('button', { name: t.feeling.skip, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: kit.completion.title, exact: true }),
  ).toBeVisible();
  // Repeat goes back to the start.
  await page.getByRole('button', { name: kit.completion.repeat, exact: true }).click();
  await expect(page.getByRole('button', { name: t.intro.withVoice, exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('safe oasis by keyboard alone: safety first, then back where the person came from', async ({
  page,
  language,
  consoleErrors,
}) => {
  const t = oasis[language];
  await page.goto('/exercises/creativity/imagination/?referrer=hub');
  await expect(page.getByText(t.intro.safety.place, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, page.getByRole('link', { name: t.intro.start, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/imagination\/exercise\?referrer=%2Fexercises%2F$/);
  await expect(page.locator('audio')).toHaveAttribute('src', `/media/${language}/imagination.opus`);
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, page.getByRole('link', { name: t.exercise.finish, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/exercises\/$/);
  expect(consoleErrors).toEqual([]);
});

test('safe oasis, Arabic voice: a guest chooses the recording for women by keyboard, hears it with its captions, and it stays chosen', async ({
  page,
  language,
  consoleErrors,
}) => {
  const voice = media[language].voice;
  await page.goto('/exercises/creativity/imagination/exercise');
  const audio = page.locator('audio');
  await expect(audio).toHaveAttribute('src', `/media/${language}/imagination.opus`);
  if (language === 'en') {
    // The English narration is recorded once, for everyone: nothing to choose.
    await expect(page.getByRole('radio')).toHaveCount(0);
    return;
  }
  // Content review 3, item 5: a labelled radio group beside the player; nothing chosen plays the
  // base recording, and the choice says so.
  const choice = page.getByRole('group', { name: voice.legend, exact: true });
  const forWomen = choice.getByRole('radio', { name: voice.female, exact: true });
  const forMen = choice.getByRole('radio', { name: voice.male, exact: true });
  await expect(forMen).toBeChecked();
  await expect(audio.locator('track')).toHaveAttribute('src', '/media/ar/imagination.vtt');
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, forMen);
  // The previous radio in the group, whichever way the text runs.
  await page.keyboard.press('ArrowUp');
  await expect(forWomen).toBeChecked();
  await expect(forWomen).toBeFocused();
  await expect(audio).toHaveAttribute('src', '/media/ar/imagination.female.opus');
  await expect(audio.locator('track')).toHaveAttribute('src', '/media/ar/imagination.female.vtt');
  expect(await page.evaluate(() => localStorage.getItem('waha.narrationVoice'))).toBe('female');
  // Kept on this device: the next visit plays it too.
  await page.reload();
  await expect(forWomen).toBeChecked();
  await expect(audio).toHaveAttribute('src', '/media/ar/imagination.female.opus');
  await page.getByRole('button', { name: media.ar.audio.play, exact: true }).click();
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused))
    .toBe(false);
  expect(consoleErrors).toEqual([]);
});

test('safe oasis refuses a referrer to another site: Back and Finish go to the creativity index', async ({
  page,
  language,
}) => {
  const t = oasis[language];
  for (const referrer of [
    '//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/\\evil.example',
  ]) {
    await page.goto(
      `/exercises/creativity/imagination/exercise?referrer=${encodeURIComponent(referrer)}`,
    );
    await expect(page.getByRole('link', { name: t.exercise.finish, exact: true })).toHaveAttribute(
      'href',
      '/exercises/creativity/',
    );
  }
  await page
    .getByRole('banner')
    .getByRole('button', { name: texts[language].common.back, exact: true })
    .click();
  await expect(page).toHaveURL(/\/exercises\/creativity\/$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('finger breathing, guided relaxation and the safe oasis by touch', async ({
    page,
    language,
    consoleErrors,
  }) => {
    const t = finger[language];
    const kit = kitTexts[language];
    await page.goto('/exercises/creativity/finger-breathing/');
    await page.getByRole('button', { name: t.intro.ownPace, exact: true }).tap();
    await page.getByRole('button', { name: kit.distress.skip, exact: true }).tap();
    for (let breath = 1; breath <= 20; breath += 1) {
      const name = breath % 2 === 1 ? t.ownPace.breatheIn : t.ownPace.breatheOut;
      await page.getByRole('button', { name, exact: true }).tap();
      if (breath === 10) {
        await page.getByRole('button', { name: kit.pause.open, exact: true }).tap();
        const paused = page.getByRole('dialog', { name: kit.pause.title, exact: true });
        await expect(paused.getByText(kit.pause.text, { exact: true })).toBeVisible();
        await page.screenshot({
          path: `../../test-results/finger-breathing-pause-menu-390-${language}.png`,
        });
        await paused.getByRole('button', { name: kit.pause.exit, exact: true }).tap();
        await expect(page.getByText(kit.pause.exitConfirm.text, { exact: true })).toBeVisible();
        await page.screenshot({
          path: `../../test-results/finger-breathing-exit-390-${language}.png`,
        });
        await page
          .getByRole('dialog')
          .getByRole('button', { name: kit.pause.exitConfirm.cancel, exact: true })
          .tap();
        await paused.getByRole('button', { name: kit.pause.resume, exact: true }).tap();
        await expect(paused).toBeHidden();
      }
    }
    await expect(page.getByText(t.ownPace.done, { exact: true })).toBeVisible();
    await page.screenshot({ path: `../../test-results/finger-breathing-390-${language}.png` });
    await page.getByRole('button', { name: t.continue, exact: true }).tap();
    await page.getByRole('button', { name: kit.distress.skip, exact: true }).tap();
    const word = page.locator('label', {
      has: page.getByRole('radio', { name: t.feeling.options.tired, exact: true }),
    });
    await word.tap();
    await page.getByRole('button', { name: t.feeling.save, exact: true }).tap();
    await expect(page.getByText(t.feeling.thanks.harder, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: kit.completion.title, exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({
      path: `../../test-results/finger-breathing-done-390-${language}.png`,
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: kit.completion.finish, exact: true }).tap();
    await expect(page).toHaveURL(/\/exercises\/$/);

    // Guided relaxation: Start opens the breathing overlay, which fits the phone; the narration
    // moved to its end (as its progress bar would) brings Finish, then the completion card.
    const g = relaxation[language];
    await page.goto('/exercises/creativity/guided-relaxation/');
    await page.getByRole('button', { name: g.intro.start, exact: true }).tap();
    const overlay = page.getByRole('dialog');
    await expect(
      overlay.getByRole('heading', { name: g.steps['1'].title, exact: true }),
    ).toBeVisible();
    const audio = page.locator('audio');
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThan(0);
    await overlay.getByRole('button', { name: media[language].audio.pause, exact: true }).tap();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: `../../test-results/guided-relaxation-390-${language}.png` });
    await expectNoSeriousA11yViolations(page);
    await audio.evaluate((element: HTMLAudioElement) => {
      element.currentTime = element.duration - 0.3;
    });
    await overlay.getByRole('button', { name: media[language].audio.play, exact: true }).tap();
    await overlay.getByRole('button', { name: g.finish.finish, exact: true }).tap();
    await expect(
      page.getByRole('heading', { name: kit.completion.title, exact: true }),
    ).toBeFocused();
    await page.getByRole('button', { name: kit.completion.finish, exact: true }).tap();
    await expect(page).toHaveURL(/\/exercises\/$/);

    const o = oasis[language];
    await page.goto('/exercises/creativity/imagination/');
    await page.getByRole('link', { name: o.intro.start, exact: true }).tap();
    await expect(page.locator('audio')).toHaveAttribute(
      'src',
      `/media/${language}/imagination.opus`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({
      path: `../../test-results/imagination-390-${language}.png`,
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: o.exercise.finish, exact: true }).tap();
    await expect(page).toHaveURL(/\/exercises\/creativity\/$/);
    expect(consoleErrors).toEqual([]);
  });
});
