import type { Page } from '@playwright/test';
import arDrawing from '../src/locales/ar/drawing.json' with { type: 'json' };
import enDrawing from '../src/locales/en/drawing.json' with { type: 'json' };
import arKit from '../src/locales/ar/exercise-kit.json' with { type: 'json' };
import enKit from '../src/locales/en/exercise-kit.json' with { type: 'json' };
import arMandala from '../src/locales/ar/mandala.json' with { type: 'json' };
import enMandala from '../src/locales/en/mandala.json' with { type: 'json' };
import {
  confirmRecoveryCodeSaved,
  logIn,
  logOutFromProfile,
  register,
  secretPassword,
  uniqueNickname,
} from './auth-helpers';
import { expect, expectNoSeriousA11yViolations, tabTo, test } from './fixtures';

const mandalaTexts = { en: enMandala, ar: arMandala } as const;
const drawingTexts = { en: enDrawing, ar: arDrawing } as const;
const kitTexts = { en: enKit, ar: arKit } as const;
const PATH = '/exercises/mind-body/drawing/mandala';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

async function openMandala(page: Page, language: 'en' | 'ar') {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: mandalaTexts[language].intro.title })).toBeVisible(
    { timeout: 30_000 },
  );
}

test('colour by number by keyboard alone, with gentle feedback for a wrong colour, to the completion card', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const texts = mandalaTexts[language];
  const colours = drawingTexts[language].colours;
  await openMandala(page, language);
  await expectNoSeriousA11yViolations(page);

  // Choose the flower: Tab to the checked picture, then the arrows.
  await tabTo(page, page.getByRole('radio', { name: texts.pictures.lotus }));
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: texts.pictures.flower })).toBeChecked();
  const picture = page.getByRole('group', { name: texts.pictures.flower });
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText(fill(texts.progress, { coloured: 0, total: 12 }));

  // Colour 1 is chosen; the first part is the sky (1), the second the grass (2): a wrong colour.
  const regions = picture.getByRole('button');
  await tabTo(page, regions.first());
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(fill(texts.progress, { coloured: 1, total: 12 }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(fill(texts.wrong, { number: 2, colour: colours.leaf }), { exact: true }),
  ).toBeVisible();
  await expect(status).toHaveText(fill(texts.progress, { coloured: 1, total: 12 }));
  await expectNoSeriousA11yViolations(page);

  // Undo last, by keyboard.
  await tabTo(page, page.getByRole('button', { name: texts.actions.undo }));
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(fill(texts.progress, { coloured: 0, total: 12 }));

  // Then each number in turn: pick its colour (the next in the palette), and go round the picture
  // pressing Enter on every part; only the parts of that number take it.
  for (let number = 1; number <= 5; number += 1) {
    if (number > 1) {
      await tabTo(page, page.getByRole('radio', { checked: true }).last());
      await page.keyboard.press('ArrowDown');
    }
    await tabTo(page, picture.locator('[tabindex="0"]'));
    await page.keyboard.press('Home');
    for (let part = 0; part < 12; part += 1) {
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
    }
  }
  await expect(status).toHaveText(fill(texts.progress, { coloured: 12, total: 12 }));

  // The last part coloured: the completion card under the finished picture takes the focus, and
  // the live region says it too.
  const completion = kitTexts[language].completion;
  await expect(page.getByRole('heading', { name: completion.title, exact: true })).toBeFocused();
  await expect(page.getByText(texts.done.status, { exact: true })).toBeVisible();
  await expect(page.getByText(texts.done.message, { exact: true })).toBeVisible();
  await expect(picture.getByRole('button')).toHaveCount(12);
  await expectNoSeriousA11yViolations(page);

  // Repeat asks first; "Keep it" keeps the picture as it is.
  await tabTo(page, page.getByRole('button', { name: completion.repeat, exact: true }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: texts.done.repeatTitle });
  await expect(dialog.getByText(texts.done.repeatText, { exact: true })).toBeVisible();
  // Tab until the focus, once inside the dialog (it keeps it there), is on "Keep it".
  await tabTo(
    page,
    dialog.getByRole('button', { name: drawingTexts[language].clear.keep, exact: true }),
  );
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText(fill(texts.progress, { coloured: 12, total: 12 }));

  // Finish goes to the hub; the finished picture is still there on coming back.
  await tabTo(page, page.getByRole('button', { name: completion.finish, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/exercises\/$/);
  await openMandala(page, language);
  await page
    .locator('label', { has: page.getByRole('radio', { name: texts.pictures.flower }) })
    .click();
  await expect(status).toHaveText(fill(texts.progress, { coloured: 12, total: 12 }));
  await expect(page.getByRole('heading', { name: completion.title, exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('colour a mandala by touch: undo, clear all after asking, and find it again after a reload', async ({
    page,
    language,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const texts = mandalaTexts[language];
    const colours = drawingTexts[language].colours;
    await openMandala(page, language);
    const choice = (name: string) =>
      page.locator('label', { has: page.getByRole('radio', { name, exact: true }) });
    const region = (name: string, state: string) =>
      page.getByRole('button', { name: fill(texts.region, { name, state }), exact: true });
    const notColoured = texts.notColoured;
    const colouredRose = fill(texts.coloured, { colour: colours.rose });
    const centre = texts.parts.centre;
    const petal = fill(texts.parts.petal, { n: 1 });

    await choice(colours.rose).tap();
    await region(centre, notColoured).tap();
    await region(petal, notColoured).tap();
    await expect(region(centre, colouredRose)).toBeVisible();
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText(fill(texts.progress, { coloured: 2, total: 42 }));
    await page.getByRole('button', { name: texts.actions.undo }).tap();
    await expect(status).toHaveText(fill(texts.progress, { coloured: 1, total: 42 }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `../../test-results/mandala-390-${language}.png`,
      fullPage: true,
    });

    // Kept on this device: a reload brings the colouring back.
    await page.reload();
    await expect(region(centre, colouredRose)).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: texts.actions.clear }).tap();
    const dialog = page.getByRole('dialog', { name: texts.clear.title });
    await dialog.getByRole('button', { name: drawingTexts[language].clear.confirm }).tap();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText(fill(texts.progress, { coloured: 0, total: 42 }));
    // "Clear all" is disabled now: the focus goes to the picture, not lost to the page.
    await expect(region(centre, notColoured)).toBeFocused();
    await page.reload();
    await expect(region(centre, notColoured)).toBeVisible({ timeout: 30_000 });
    expect(consoleErrors).toEqual([]);
  });
});

test('a registered person’s colouring is kept encrypted and comes back after logging in again', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const texts = mandalaTexts[language];
  const nickname = uniqueNickname(language);
  const password = secretPassword();
  // A click lands on what is seen: the label around the picture's radio.
  const pickStar = () =>
    page.locator('label', { has: page.getByRole('radio', { name: texts.pictures.star }) }).click();
  await register(page, language, nickname, password);
  await confirmRecoveryCodeSaved(page, language);
  await openMandala(page, language);
  await pickStar();
  const centre = (state: string) =>
    page.getByRole('button', {
      name: fill(texts.region, { name: texts.parts.centre, state }),
      exact: true,
    });
  const colouredSea = fill(texts.coloured, { colour: drawingTexts[language].colours.sea });
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/records/mandala/star') && response.ok(),
  );
  await centre(texts.notColoured).click();
  await saved;

  await logOutFromProfile(page, language);
  await page.goto('/auth/login');
  await logIn(page, language, nickname, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
  await openMandala(page, language);
  await pickStar();
  await expect(centre(colouredSea)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
