import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import arDrawing from '../src/locales/ar/drawing.json' with { type: 'json' };
import enDrawing from '../src/locales/en/drawing.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, tabTo, test } from './fixtures';

const drawingTexts = { en: enDrawing, ar: arDrawing } as const;

/** How many pixels of the paper carry paint, read from the canvas itself. */
function paintedPixels(paper: Locator): Promise<number> {
  return paper.evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 3; i < (data?.length ?? 0); i += 4) if ((data?.[i] ?? 0) > 0) count += 1;
    return count;
  });
}

test('drawing by keyboard alone: draw, undo, redo, clear with a confirmation, save a PNG', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const texts = drawingTexts[language];
  await page.goto('/exercises/mind-body/drawing/');
  await expect(page.getByRole('heading', { name: texts.prompt.title, exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const paper = page.getByRole('application', { name: texts.canvas.label, exact: true });
  await expect(paper).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await tabTo(page, paper);
  await expect(page.getByRole('status').filter({ hasText: texts.canvas.penUp })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText(texts.canvas.penDown)).toBeVisible();
  for (const key of ['ArrowRight', 'ArrowRight', 'Shift+ArrowDown', 'ArrowLeft']) {
    await page.keyboard.press(key);
  }
  await page.keyboard.press('Space');
  await expect(page.getByText(texts.canvas.penUp)).toBeVisible();
  expect(await paintedPixels(paper)).toBeGreaterThan(100);
  await expectNoSeriousA11yViolations(page);

  const undo = page.getByRole('button', { name: texts.actions.undo, exact: true });
  const redo = page.getByRole('button', { name: texts.actions.redo, exact: true });
  await tabTo(page, undo);
  await page.keyboard.press('Enter');
  await expect.poll(() => paintedPixels(paper)).toBe(0);
  await tabTo(page, redo);
  await page.keyboard.press('Enter');
  await expect.poll(() => paintedPixels(paper)).toBeGreaterThan(100);

  // Saving gives a real PNG file, painted on white paper.
  const save = page.getByRole('button', { name: texts.actions.save, exact: true });
  await tabTo(page, save);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toBe('image.png');
  const file = readFileSync(await download.path());
  expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');

  // Clear asks first; Escape keeps the picture, the confirm button clears it.
  const clear = page.getByRole('button', { name: texts.actions.clear, exact: true });
  await tabTo(page, clear);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: texts.clear.title, exact: true });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await paintedPixels(paper)).toBeGreaterThan(100);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: texts.clear.confirm, exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(() => paintedPixels(paper)).toBe(0);
  await expect(undo).toBeDisabled();

  // On to the mandala.
  const mandala = page.getByRole('link', { name: texts.mandala.link, exact: true });
  await tabTo(page, mandala);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/exercises\/mind-body\/drawing\/mandala$/);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('drawing by touch: a finger draws in the chosen colour, undo takes it back', async ({
    page,
    language,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const texts = drawingTexts[language];
    await page.goto('/exercises/mind-body/drawing/');
    const paper = page.getByRole('application', { name: texts.canvas.label, exact: true });
    await expect(paper).toBeVisible({ timeout: 30_000 });
    // A finger touches what it sees: the label around each radio.
    const choice = (name: string) =>
      page.locator('label', { has: page.getByRole('radio', { name, exact: true }) });
    await choice(texts.colours.coral).tap();
    await expect(
      page.getByText(texts.palette.selected.replace('{{colour}}', texts.colours.coral)),
    ).toBeVisible();
    await choice(texts.sizes.large).tap();

    await paper.scrollIntoViewIfNeeded();
    const box = await paper.boundingBox();
    if (!box) throw new Error('The paper has no box');
    // A real finger: touch events through the browser's input pipeline.
    const cdp = await page.context().newCDPSession(page);
    // Each event carries its own time (in seconds), 16 ms apart as a screen samples a moving
    // finger. The finger rests a moment before it lifts, as a hand does at the end of a line: lifted
    // while still moving, it would start a fling, and the browser takes the next tap as the touch
    // that stops the fling rather than as a tap.
    const start = Date.now() / 1000 - 5;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number, x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        timestamp: start + at,
        touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + x, y: box.y + y }],
      });
    await touch('touchStart', 0, 40, 40);
    for (let step = 1; step <= 12; step += 1)
      await touch('touchMove', step * 0.016, 40 + step * 20, 40 + step * 12);
    await touch('touchMove', 0.5, 280, 184);
    await touch('touchEnd', 0.52);
    await expect.poll(() => paintedPixels(paper)).toBeGreaterThan(200);
    // The paint is coral (#e07a6a), in the middle of the line.
    const middle = await paper.evaluate(
      (canvas: HTMLCanvasElement, at) => {
        const scale = canvas.width / canvas.clientWidth;
        return [
          ...(canvas.getContext('2d')?.getImageData(at.x * scale, at.y * scale, 1, 1).data ?? []),
        ];
      },
      { x: 160, y: 112 },
    );
    expect(middle.slice(0, 3)).toEqual([0xe0, 0x7a, 0x6a]);
    // Touching the paper did not scroll the page, and nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.getByRole('button', { name: texts.actions.undo, exact: true }).tap();
    await expect.poll(() => paintedPixels(paper)).toBe(0);
    await page.getByRole('button', { name: texts.actions.redo, exact: true }).tap();
    await expect.poll(() => paintedPixels(paper)).toBeGreaterThan(200);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `../../test-results/drawing-390-${language}.png`,
      fullPage: true,
    });
    expect(consoleErrors).toEqual([]);
  });
});
