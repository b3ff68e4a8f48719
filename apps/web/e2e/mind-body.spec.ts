import type { Locator, Page } from '@playwright/test';
import arBody from '../src/locales/ar/body-exercise.json' with { type: 'json' };
import arKit from '../src/locales/ar/exercise-kit.json' with { type: 'json' };
import arMedia from '../src/locales/ar/media.json' with { type: 'json' };
import arRelaxation from '../src/locales/ar/relaxation.json' with { type: 'json' };
import enBody from '../src/locales/en/body-exercise.json' with { type: 'json' };
import enKit from '../src/locales/en/exercise-kit.json' with { type: 'json' };
import enMedia from '../src/locales/en/media.json' with { type: 'json' };
import enRelaxation from '../src/locales/en/relaxation.json' with { type: 'json' };
import timings from '../../../packages/shared/src/exercises/timings.json' with { type: 'json' };
import {
  authTexts,
  logIn,
  logOutFromProfile,
  PLAINTEXT_PREFIX,
  registerFromAccountDialog,
  recordApiBodies,
} from './auth-helpers';
import { expect, expectNoSeriousA11yViolations, tabTo, test, type Language } from './fixtures';

const kitTexts = { en: enKit, ar: arKit } as const;
const relaxationTexts = { en: enRelaxation, ar: arRelaxation } as const;
const bodyTexts = { en: enBody, ar: arBody } as const;
const mediaTexts = { en: enMedia, ar: arMedia } as const;

const RELAXATION_PATH = '/exercises/mind-body/relaxation/';
const BODY_PATH = '/exercises/mind-body/body-exercise/';

/**
 * The steps in order, each with how much of the body figure it highlights, as the screens define
 * them (relaxation/steps.ts, body-exercise/parts.ts; those cannot be loaded here, their timings
 * come through a JSON import that Node refuses), and their narration segments.
 */
type Lit = 'none' | 'some' | 'all';
const RELAXATION_STEPS = [
  ['intro', 'none'],
  ['hands', 'some'],
  ['arms', 'some'],
  ['shoulders', 'some'],
  ['face', 'some'],
  ['belly', 'some'],
  ['legs', 'some'],
  ['conclusion', 'all'],
] as const satisfies readonly (readonly [string, Lit])[];
const BODY_PARTS = [
  ['arrive', 'none'],
  ['breath', 'some'],
  ['feet', 'some'],
  ['lowerLegs', 'some'],
  ['thighs', 'some'],
  ['hips', 'some'],
  ['belly', 'some'],
  ['chest', 'some'],
  ['back', 'some'],
  ['shoulders', 'some'],
  ['arms', 'some'],
  ['hands', 'some'],
  ['face', 'some'],
  ['wholeBody', 'all'],
  ['return', 'none'],
] as const satisfies readonly (readonly [string, Lit])[];
/** The parts the figure shows from behind. */
const SEEN_FROM_BEHIND: readonly string[] = ['hips', 'back'];
const RELAXATION_SEGMENTS = timings.relaxation.segments;
const BODY_SEGMENTS = timings['body-exercise'].segments;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/**
 * Lets the narration of the current step play (it starts by itself, on a timer of the page's
 * clock), then stops it with the player's Pause button, which `press` uses as a person would.
 * Paused by hand, it stays paused while the clock runs: nothing moves the step on.
 */
async function holdNarration(
  page: Page,
  language: Language,
  segmentStart: number,
  press: (button: Locator) => Promise<void>,
) {
  const media = mediaTexts[language].audio;
  await page.clock.resume();
  await expect
    .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThan(segmentStart + 0.2);
  await press(page.getByRole('button', { name: media.pause, exact: true }));
  await expect(page.getByRole('button', { name: media.play, exact: true })).toBeVisible();
}

/**
 * Stops the page's clock while the test moves through steps: each new step starts its narration
 * on a timer, so with the clock stopped no real playback can move a step on behind the test's
 * back. (Axe, dialogs and React's reveal of a screen that waited for its texts need the clock
 * running, so it runs again for those.)
 */
async function stopClock(page: Page) {
  // A little ahead, so the time is still in the future when the call arrives.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
}

/**
 * Puts the narration at a time, as its progress bar would: at a segment's end the player stops
 * and the flow moves on, exactly as when the segment has played to its end.
 */
async function playedTo(page: Page, seconds: number) {
  const audio = page.locator('audio');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState))
    .toBeGreaterThanOrEqual(1);
  await audio.evaluate((element: HTMLAudioElement, to) => {
    element.currentTime = to;
  }, seconds);
}

interface Step {
  n: number;
  total: number;
  title: string;
  /** The figure's accessible name, which says what it highlights. */
  figure: string;
  lit: Lit;
}

const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });

/**
 * The current step as a screen reader has it (its heading, "Step n of N" and the figure's name)
 * and as it is seen (regions drawn highlighted on the figure: none, some or all).
 */
async function expectStep(page: Page, language: Language, step: Step) {
  await expect(
    page.getByRole('heading', { level: 2, name: step.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    fill(kitTexts[language].progress.value, { step: step.n, total: step.total }),
  );
  const figure = page.getByRole('img', { name: step.figure, exact: true });
  await expect(figure).toBeVisible();
  const lit = figure.locator('[data-highlighted]');
  if (step.lit === 'none') await expect(lit).toHaveCount(0);
  else if (step.lit === 'some') await expect(lit).not.toHaveCount(0);
  else await expect(lit).toHaveCount(await figure.locator('[data-region]').count());
}

function relaxationStep(language: Language, index: number): Step {
  const [key, lit] = RELAXATION_STEPS[index] ?? RELAXATION_STEPS[0];
  const { title, figure } = relaxationTexts[language].steps[key];
  return { n: index + 1, total: RELAXATION_STEPS.length, title, figure, lit };
}

function bodyPart(language: Language, index: number): Step {
  const [key, lit] = BODY_PARTS[index] ?? BODY_PARTS[0];
  const texts = bodyTexts[language];
  const title = texts.steps[key].title;
  const figure =
    lit === 'all'
      ? texts.figureWhole
      : lit === 'none'
        ? texts.figureRest
        : fill(texts.figure, { part: title });
  return { n: index + 1, total: BODY_PARTS.length, title, figure, lit };
}

test('muscle relaxation and the body exercise by keyboard alone: every step, the pause menu, a reflection and Finish', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const kit = kitTexts[language];
  const texts = relaxationTexts[language];
  const key = (name: string) => page.keyboard.press(name);

  await page.clock.install();
  await page.goto(RELAXATION_PATH);
  const start = button(page, texts.intro.start);
  await expect(start).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(texts.intro.gentle, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, start);
  await key('Enter');

  // How distressed, before: Space chooses 0, the arrows move on to 6, Enter saves.
  const rating = (value: number) =>
    page.getByRole('radio', { name: fill(kit.distress.value, { value }), exact: true });
  await expect(page.getByRole('group', { name: kit.distress.question, exact: true })).toBeVisible();
  await tabTo(page, rating(0));
  await key('Space');
  for (let i = 0; i < 6; i += 1) await key('ArrowDown');
  await expect(rating(6)).toBeChecked();
  await tabTo(page, button(page, kit.distress.save));
  await key('Enter');

  // Step 1 plays its part of the narration; the player's Pause holds it there.
  await expectStep(page, language, relaxationStep(language, 0));
  await holdNarration(page, language, 0, async (pause) => {
    await tabTo(page, pause);
    await key('Enter');
  });
  await expectNoSeriousA11yViolations(page);

  // The pause menu: Restart asks first (Keep going keeps the place), Resume carries on.
  await tabTo(page, button(page, kit.pause.open));
  await key('Enter');
  const paused = page.getByRole('dialog', { name: kit.pause.title, exact: true });
  await expect(paused).toBeVisible();
  await expect(paused.getByText(kit.pause.text, { exact: true })).toBeVisible();
  await expect(button(paused, kit.pause.resume)).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, button(paused, kit.pause.restart));
  await key('Enter');
  const restart = page.getByRole('dialog', { name: kit.pause.restartConfirm.title, exact: true });
  await expect(restart.getByText(kit.pause.restartConfirm.text, { exact: true })).toBeVisible();
  await expect(button(restart, kit.pause.restartConfirm.cancel)).toBeFocused();
  await key('Enter');
  await expect(button(paused, kit.pause.resume)).toBeFocused();
  await key('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectStep(page, language, relaxationStep(language, 0));

  // The end of step 1's part of the narration brings step 2 by itself.
  await stopClock(page);
  await playedTo(page, RELAXATION_SEGMENTS[0]?.[1] ?? 0);
  await expectStep(page, language, relaxationStep(language, 1));
  await expect(page.getByText(texts.gentleNote, { exact: true })).toBeVisible();

  // The arrow key in the reading direction goes on too (left in Arabic); then Next step through
  // the rest, and past the last one.
  const next = button(page, kit.steps.next);
  await tabTo(page, next);
  await key(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
  await expectStep(page, language, relaxationStep(language, 2));
  for (let index = 3; index < RELAXATION_STEPS.length; index += 1) {
    await key('Enter');
    await expectStep(page, language, relaxationStep(language, index));
  }
  await key('Enter');

  // How distressed, after: 3 this time.
  await page.clock.resume();
  await tabTo(page, rating(0));
  await key('Space');
  for (let i = 0; i < 3; i += 1) await key('ArrowDown');
  await expect(rating(3)).toBeChecked();
  await tabTo(page, button(page, kit.distress.save));
  await key('Enter');

  // The reflection may stay empty: Next step goes on to the completion card.
  await expect(page.getByText(texts.reflection.prompt, { exact: true })).toBeVisible();
  await tabTo(page, next);
  await key('Enter');
  const done = page.getByRole('heading', { name: kit.completion.title, exact: true });
  await expect(done).toBeFocused();
  await expect(page.getByText(texts.completion.message, { exact: true })).toBeVisible();
  await expect(
    page.getByText(fill(kit.distress.lower, { before: 6, after: 3 }), { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await tabTo(page, button(page, kit.completion.finish));
  await key('Enter');
  await expect(page).toHaveURL(/\/exercises\/$/);

  // The body exercise by keyboard alone: its narration held, Next step goes through the fifteen
  // parts by Enter, then on to the completion card and its Finish.
  const body = bodyTexts[language];
  await page.goto(BODY_PATH);
  const bodyStart = button(page, body.intro.start);
  await expect(bodyStart).toBeVisible({ timeout: 30_000 });
  await tabTo(page, bodyStart);
  await key('Enter');
  await tabTo(page, button(page, kit.distress.skip));
  await key('Enter');
  await expectStep(page, language, bodyPart(language, 0));
  await holdNarration(page, language, 0, async (pause) => {
    await tabTo(page, pause);
    await key('Enter');
  });
  await stopClock(page);
  await tabTo(page, next);
  for (let index = 1; index < BODY_PARTS.length; index += 1) {
    await key('Enter');
    await expectStep(page, language, bodyPart(language, index));
  }
  await key('Enter');
  await page.clock.resume();
  await tabTo(page, button(page, kit.distress.skip));
  await key('Enter');
  await expect(page.getByText(body.reflection.prompt, { exact: true })).toBeVisible();
  await tabTo(page, next);
  await key('Enter');
  await expect(done).toBeFocused();
  await expect(page.getByText(body.completion.message, { exact: true })).toBeVisible();
  await tabTo(page, button(page, kit.completion.finish));
  await key('Enter');
  await expect(page).toHaveURL(/\/exercises\/$/);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the body exercise and muscle relaxation by touch: every step highlighted on the figure, to the end', async ({
    page,
    language,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const kit = kitTexts[language];
    const texts = bodyTexts[language];
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    await page.clock.install();
    await page.goto(BODY_PATH);
    const start = button(page, texts.intro.start);
    await expect(start).toBeVisible({ timeout: 30_000 });
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await start.tap();
    await button(page, kit.distress.skip).tap();

    const part = (index: number) => bodyPart(language, index);
    const behind = page.getByText(texts.backView, { exact: true });

    // Arriving; the end of its part of the narration brings the breathing.
    await expectStep(page, language, part(0));
    await expect(page.getByText(texts.narration.arrive.b, { exact: true })).toBeVisible();
    await holdNarration(page, language, 0, (pause) => pause.tap());

    // The pause menu by touch: Exit asks first, Keep going and Resume keep the place.
    await button(page, kit.pause.open).tap();
    const paused = page.getByRole('dialog', { name: kit.pause.title, exact: true });
    await button(paused, kit.pause.exit).tap();
    const exit = page.getByRole('dialog', { name: kit.pause.exitConfirm.title, exact: true });
    await expect(exit.getByText(kit.pause.exitConfirm.text, { exact: true })).toBeVisible();
    await button(exit, kit.pause.exitConfirm.cancel).tap();
    await button(paused, kit.pause.resume).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectStep(page, language, part(0));

    // The end of the first part's narration brings the second by itself.
    await stopClock(page);
    await playedTo(page, BODY_SEGMENTS[0]?.[1] ?? 0);
    await expectStep(page, language, part(1));

    // Then on by hand, each part with its words, its region on the figure and nothing too wide.
    for (let index = 2; index < BODY_PARTS.length; index += 1) {
      await button(page, kit.steps.next).tap();
      const [key] = BODY_PARTS[index] ?? BODY_PARTS[0];
      await expectStep(page, language, part(index));
      await expect(page.getByText(texts.narration[key].a, { exact: true })).toBeVisible();
      if (SEEN_FROM_BEHIND.includes(key)) await expect(behind).toBeVisible();
      else await expect(behind).toHaveCount(0);
      expect(await pageWidth()).toBeLessThanOrEqual(390);
      if (key === 'back') {
        const from = BODY_SEGMENTS[index]?.[0] ?? 0;
        await holdNarration(page, language, from, (pause) => pause.tap());
        await expectNoSeriousA11yViolations(page);
        await stopClock(page);
      }
    }
    await button(page, kit.steps.next).tap();

    await page.clock.resume();
    await button(page, kit.distress.skip).tap();
    await expect(page.getByText(texts.reflection.prompt, { exact: true })).toBeVisible();
    await button(page, kit.steps.next).tap();
    await expect(
      page.getByRole('heading', { name: kit.completion.title, exact: true }),
    ).toBeFocused();
    await expect(page.getByText(texts.completion.message, { exact: true })).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);

    // Repeat starts again at the introduction.
    await button(page, kit.completion.repeat).tap();
    await expect(start).toBeVisible();

    // Muscle relaxation by touch: its narration held, Next step through the eight steps, each
    // with its figure and nothing too wide, to the completion card and its Finish.
    const relaxation = relaxationTexts[language];
    await page.goto(RELAXATION_PATH);
    const relaxationStart = button(page, relaxation.intro.start);
    await expect(relaxationStart).toBeVisible({ timeout: 30_000 });
    await relaxationStart.tap();
    await button(page, kit.distress.skip).tap();
    await expectStep(page, language, relaxationStep(language, 0));
    await holdNarration(page, language, 0, (pause) => pause.tap());
    await stopClock(page);
    for (let index = 1; index < RELAXATION_STEPS.length; index += 1) {
      await button(page, kit.steps.next).tap();
      await expectStep(page, language, relaxationStep(language, index));
      expect(await pageWidth()).toBeLessThanOrEqual(390);
      if (index === 3) {
        await page.screenshot({ path: `../../test-results/relaxation-390-${language}.png` });
      }
    }
    await button(page, kit.steps.next).tap();
    await page.clock.resume();
    await button(page, kit.distress.skip).tap();
    await expect(page.getByText(relaxation.reflection.prompt, { exact: true })).toBeVisible();
    await button(page, kit.steps.next).tap();
    await expect(
      page.getByRole('heading', { name: kit.completion.title, exact: true }),
    ).toBeFocused();
    await expect(page.getByText(relaxation.completion.message, { exact: true })).toBeVisible();
    await button(page, kit.completion.finish).tap();
    await expect(page).toHaveURL(/\/exercises\/$/);
    expect(consoleErrors).toEqual([]);
  });
});

test('a reflection: a guest is asked to register and keeps it; saved encrypted, it comes back after logging in', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const kit = kitTexts[language];
  const texts = relaxationTexts[language];
  const { auth } = authTexts[language];
  const reflection = `${PLAINTEXT_PREFIX} my shoulders feel lighter ${Math.random().toString(36).slice(2, 8)}`;
  const sent = recordApiBodies(page);

  // A guest goes through the steps by hand to the reflection.
  await page.clock.install();
  await page.goto(RELAXATION_PATH);
  await expect(button(page, texts.intro.start)).toBeVisible({ timeout: 30_000 });
  await button(page, texts.intro.start).click();
  await button(page, kit.distress.skip).click();
  await holdNarration(page, language, 0, (pause) => pause.click());
  await stopClock(page);
  for (let index = 0; index < RELAXATION_STEPS.length; index += 1) {
    await expectStep(page, language, relaxationStep(language, index));
    await button(page, kit.steps.next).click();
  }
  await page.clock.resume();
  await button(page, kit.distress.skip).click();

  const box = page.getByRole('textbox', { name: kit.reflection.label, exact: true });
  await expect(box).toBeEditable();
  await box.fill(reflection);
  await button(page, kit.reflection.save).click();
  const askAccount = page.getByRole('dialog', { name: auth.accountRequired.title, exact: true });
  await expect(askAccount.getByText(auth.accountRequired.save, { exact: true })).toBeVisible();
  await expect(
    askAccount.getByRole('link', { name: auth.accountRequired.login, exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(askAccount).toBeHidden();
  await expect(box).toHaveValue(reflection);

  // Register from the dialog: it comes back here, with what was typed.
  await button(page, kit.reflection.save).click();
  const { nickname, password } = await registerFromAccountDialog(page, language, (url) =>
    expect(url.searchParams.get('redirect')).toBe(RELAXATION_PATH),
  );
  await expect(page).toHaveURL(new RegExp(`${RELAXATION_PATH}$`));
  await expect(box).toHaveValue(reflection);
  await expect(box).toBeEditable();

  // Saved: encrypted in the page, so the server is sent no word of it.
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/records/reflection/relaxation') &&
      response.request().method() === 'PUT' &&
      response.ok(),
  );
  await button(page, kit.reflection.save).click();
  await saved;
  await expect(page.getByText(kit.reflection.saved, { exact: true })).toBeVisible();
  expect(sent.filter((body) => body.includes(PLAINTEXT_PREFIX))).toEqual([]);
  // The draft kept in the tab is gone: what comes back after logging in comes from the server.
  expect(await page.evaluate(() => Object.keys(sessionStorage))).not.toContain(
    'waha.draft.reflection.relaxation',
  );

  await logOutFromProfile(page, language);
  await page.goto('/auth/login');
  await logIn(page, language, nickname, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
  // Back in the exercise, at the reflection (this tab kept its place): the saved words again.
  await page.goto(RELAXATION_PATH);
  await expect(box).toHaveValue(reflection, { timeout: 30_000 });
  expect(consoleErrors).toEqual([]);
});
