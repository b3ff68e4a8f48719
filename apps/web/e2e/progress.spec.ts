import type { Locator, Page } from '@playwright/test';
import arBody from '../src/locales/ar/body-exercise.json' with { type: 'json' };
import arKit from '../src/locales/ar/exercise-kit.json' with { type: 'json' };
import arProgress from '../src/locales/ar/progress.json' with { type: 'json' };
import arRelaxation from '../src/locales/ar/relaxation.json' with { type: 'json' };
import enBody from '../src/locales/en/body-exercise.json' with { type: 'json' };
import enKit from '../src/locales/en/exercise-kit.json' with { type: 'json' };
import enProgress from '../src/locales/en/progress.json' with { type: 'json' };
import enRelaxation from '../src/locales/en/relaxation.json' with { type: 'json' };
import catalogue from '../../../packages/shared/src/exercises/catalogue.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, tabTo, test, texts } from './fixtures';

const kitTexts = { en: enKit, ar: arKit } as const;
const progressTexts = { en: enProgress, ar: arProgress } as const;
const startTexts = {
  relaxation: { en: enRelaxation.intro.start, ar: arRelaxation.intro.start },
  bodyExercise: { en: enBody.intro.start, ar: arBody.intro.start },
} as const;
type Rated = keyof typeof startTexts;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * The 0–10 scale on a 390 px phone (walkthrough finding 10): one row in the reading direction,
 * each option at least 24 px from the next, and words at both ends.
 */
async function expectOneRowScale(page: Page, language: 'en' | 'ar') {
  const kit = kitTexts[language];
  const question = page.getByRole('group', { name: kit.distress.question, exact: true });
  const options = question.locator('label');
  await expect(options).toHaveCount(11);
  const boxes = await Promise.all((await options.all()).map((option) => option.boundingBox()));
  const tops = new Set(boxes.map((box) => Math.round(box?.y ?? -1)));
  expect([...tops], 'one row').toHaveLength(1);
  for (let value = 1; value <= 10; value += 1) {
    const [before, box] = [boxes[value - 1], boxes[value]];
    if (!before || !box) throw new Error(`no box for ${value}`);
    // Left to right in English, right to left in Arabic.
    const pitch = language === 'ar' ? before.x - box.x : box.x - before.x;
    expect(pitch, `from ${value - 1} to ${value}`).toBeGreaterThanOrEqual(24);
  }
  const ends = question.getByTestId('distress-ends');
  await expect(ends.getByText(kit.distress.lowEnd, { exact: true })).toBeVisible();
  await expect(ends.getByText(kit.distress.highEnd, { exact: true })).toBeVisible();
}

/** Does a stepped exercise by touch: a rating before, Next step to the end, a rating after. */
async function rate(
  page: Page,
  exercise: Rated,
  language: 'en' | 'ar',
  before: number,
  after: number,
) {
  const kit = kitTexts[language];
  const rating = (value: number) =>
    page.getByRole('radio', { name: fill(kit.distress.value, { value }), exact: true });
  await page.goto(catalogue.exercises[exercise].path);
  await button(page, startTexts[exercise][language]).tap();
  await expectOneRowScale(page, language);
  await rating(before).tap({ force: true });
  await button(page, kit.distress.save).tap();
  const question = page.getByRole('group', { name: kit.distress.question, exact: true });
  // The narration may move a step on by itself meanwhile: Next step until the question is back.
  while (!(await question.isVisible())) {
    const next = button(page, kit.steps.next);
    if (await next.isVisible()) await next.tap().catch(() => undefined);
  }
  await rating(after).tap({ force: true });
  await button(page, kit.distress.save).tap();
  await button(page, kit.steps.next).tap();
  // A rating that rose is met with a neutral heading instead of praise (completion.titleRose).
  const title = after > before ? kit.completion.titleRose : kit.completion.title;
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeFocused();
}

test('the practice page after rating two exercises, by keyboard and by touch at 390 px', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const words = progressTexts[language];
  const titles = texts[language].titles;
  await rate(page, 'relaxation', language, 6, 3);
  await rate(page, 'bodyExercise', language, 4, 6);

  // From the completion card to the page: a neutral URL and title.
  await page.getByRole('link', { name: kitTexts[language].completion.practice }).tap();
  await expect(page).toHaveURL(/\/profile\/practice$/);
  await expect(
    page.getByRole('heading', { level: 1, name: titles.practice, exact: true }),
  ).toBeVisible();

  const relaxation = page.getByRole('region', { name: titles.relaxation, exact: true });
  const body = page.getByRole('region', { name: titles.bodyExercise, exact: true });
  await expect(
    relaxation.getByText(fill(words.change.onceLower, { before: 6, after: 3 })),
  ).toBeVisible();
  await expect(
    body.getByText(fill(words.change.onceHigher, { before: 4, after: 6 })),
  ).toBeVisible();
  // A rating that rose: named kindly, the emergency sentences, another exercise suggested.
  await expect(body.getByTestId('emergency-sentence')).toBeVisible();
  await expect(relaxation.getByTestId('emergency-sentence')).toHaveCount(0);
  await expect(
    body.getByRole('link', { name: words.suggest.replace(/.*<group>(.*)<\/group>.*/, '$1') }),
  ).toBeVisible();
  await expect(body.getByTestId('pairs-chart')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // By keyboard: the table of the chart's data.
  const showTable = relaxation.getByText(fill(words.table.show_one, { count: 1 }), { exact: true });
  await tabTo(page, showTable);
  await page.keyboard.press('Enter');
  const table = relaxation.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell').first()).toHaveText('6');
  await expect(table.getByRole('cell').nth(1)).toHaveText('3');

  // By touch: the other card's table, and a practice plan.
  await body.getByText(fill(words.table.show_one, { count: 1 }), { exact: true }).tap();
  await expect(body.getByRole('table').getByRole('cell').nth(1)).toHaveText('6');
  await button(body, kitTexts[language].plan.open).tap();
  await expect(body.getByText(kitTexts[language].plan.privacy)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The ratings as CSV, made in the browser.
  const download = page.waitForEvent('download');
  await button(page, words.export.button).tap();
  expect((await download).suggestedFilename()).toBe(words.export.fileName);

  // Nothing readable on the device: the guest's ratings are kept encrypted.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(catalogue.exercises.relaxation.slug);
  expect(consoleErrors).toEqual([]);
});
