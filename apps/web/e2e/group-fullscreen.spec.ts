import { EXERCISE_ROWS } from '@waha/shared/catalogue';
import type { Page } from '@playwright/test';
import arGroup from '../src/locales/ar/group.json' with { type: 'json' };
import enGroup from '../src/locales/en/group.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, tabTo, test } from './fixtures';

const group = { en: enGroup, ar: arGroup } as const;

/** The catalogue's first narrated exercise. */
const row = Object.values(EXERCISE_ROWS).find((candidate) => candidate.media);

/** What fills the screen now: the group view's stage, or nothing. */
const fullscreenElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.fullscreenElement;
    if (!element) return null;
    return element.closest('dialog') ? 'inside the group view' : element.tagName;
  });

test('"Full screen" fills the screen with the group view and gives it back, by keyboard', async ({
  page,
  language,
  consoleErrors,
}) => {
  if (!row) throw new Error('No narrated exercise in the catalogue');
  const t = group[language];
  await page.goto(row.path);
  const open = page.getByRole('button', { name: t.open.button, exact: true });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const view = page.getByRole('dialog');
  await expect(view).toBeVisible();

  const fullscreen = view.getByRole('button', { name: t.view.fullscreen, exact: true });
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, fullscreen);
  await page.keyboard.press('Enter');
  await expect.poll(() => fullscreenElement(page)).toBe('inside the group view');
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
  // Still the group view, whole and usable, in the screen's full size.
  await expect(view.getByRole('button', { name: t.view.play, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Enter');
  await expect.poll(() => fullscreenElement(page)).toBeNull();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');

  // Leaving the view leaves full screen too, and the focus goes back to where it was opened.
  await page.keyboard.press('Enter');
  await expect.poll(() => fullscreenElement(page)).toBe('inside the group view');
  await view.getByRole('button', { name: t.view.exit, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(view).toBeHidden();
  await expect.poll(() => fullscreenElement(page)).toBeNull();
  await expect(open).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test.describe('by touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('"Full screen" on a phone', async ({ page, language, consoleErrors }) => {
    if (!row) throw new Error('No narrated exercise in the catalogue');
    const t = group[language];
    await page.goto(row.path);
    await page.getByRole('button', { name: t.open.button, exact: true }).tap();
    const view = page.getByRole('dialog');
    const fullscreen = view.getByRole('button', { name: t.view.fullscreen, exact: true });
    await fullscreen.tap();
    await expect.poll(() => fullscreenElement(page)).toBe('inside the group view');
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
    await view.getByRole('button', { name: t.view.exit, exact: true }).tap();
    await expect(view).toBeHidden();
    await expect.poll(() => fullscreenElement(page)).toBeNull();
    expect(consoleErrors).toEqual([]);
  });
});
