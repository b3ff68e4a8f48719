import type { Page } from '@playwright/test';
import arKit from '../src/locales/ar/exercise-kit.json' with { type: 'json' };
import arTree from '../src/locales/ar/tree-of-life.json' with { type: 'json' };
import enKit from '../src/locales/en/exercise-kit.json' with { type: 'json' };
import enTree from '../src/locales/en/tree-of-life.json' with { type: 'json' };
import {
  PLAINTEXT_PREFIX,
  authTexts,
  logIn,
  logOutFromProfile,
  registerFromAccountDialog,
  recordApiBodies,
} from './auth-helpers';
import { expect, expectNoSeriousA11yViolations, test, type Language } from './fixtures';

const treeTexts = { en: enTree, ar: arTree } as const;
const kitTexts = { en: enKit, ar: arKit } as const;
const BASE = '/exercises/evolve/tree-of-life';

const WORDS = {
  en: {
    roots: 'my grandmother’s kitchen',
    blossoms: 'to study nursing',
    fruits: 'I learned to swim',
  },
  ar: { roots: 'مطبخ جدتي', blossoms: 'أن أدرس التمريض', fruits: 'تعلّمت السباحة' },
} as const;

/** Presses a control by keyboard alone: the focus on it, then Enter. */
async function press(page: Page, name: string) {
  const control = page
    .getByRole('button', { name, exact: true })
    .or(page.getByRole('link', { name, exact: true }));
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');
}

/** An area's list of entries on the editing screen or the summary. */
function area(page: Page, language: Language, key: 'roots' | 'blossoms' | 'fruits') {
  return page.getByRole('region', { name: treeTexts[language].areas[key].name, exact: true });
}

test('the tree of life by keyboard: add, refuse empty, change, delete after asking, summary; a guest registers to save, and the tree survives log out and log in', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const t = treeTexts[language];
  const { auth } = authTexts[language];
  const run = Math.random().toString(36).slice(2, 8);
  const words = {
    roots: `${PLAINTEXT_PREFIX} ${WORDS[language].roots} ${run}`,
    blossoms: `${PLAINTEXT_PREFIX} ${WORDS[language].blossoms} ${run}`,
    fruits: `${PLAINTEXT_PREFIX} ${WORDS[language].fruits} ${run}`,
  };
  const sent = recordApiBodies(page);

  // The intro: care notes and the way in.
  await page.goto(`${BASE}/`);
  await expect(page.getByText(t.intro.together, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await press(page, t.intro.start);
  await expect(page).toHaveURL(new RegExp(`${BASE}/exercise$`));

  // The instructions, then the tree, whose heading takes the focus.
  await expect(page.getByText(t.areas.fruits.meaning, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page);
  await press(page, t.instructions.start);
  await expect(page.getByRole('heading', { name: t.tree.heading, exact: true })).toBeFocused();

  // Add to the roots by keyboard: the box has the focus; after Add, the new entry's Change button.
  const form = page.getByRole('dialog');
  const box = form.getByRole('textbox', { name: t.form.label, exact: true });
  await press(page, t.areas.roots.add);
  await expect(form).toHaveAccessibleName(t.areas.roots.add);
  await expect(box).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.type(words.roots);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  const changeRoots = area(page, language, 'roots').getByRole('button', {
    name: t.entry.changeLabel.replace('{{text}}', words.roots),
    exact: true,
  });
  await expect(changeRoots).toBeFocused();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: t.areas.roots.added.replace('{{text}}', words.roots) }),
  ).toBeVisible();

  // Nothing written: refused with a clear message; then words for the blossoms and the fruits.
  await press(page, t.areas.blossoms.add);
  await expect(box).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(form.getByText(t.form.empty, { exact: true })).toBeVisible();
  await box.focus();
  await page.keyboard.type(words.blossoms);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await press(page, t.areas.fruits.add);
  await expect(box).toBeFocused();
  await page.keyboard.type(words.fruits);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(
    area(page, language, 'fruits').getByText(words.fruits, { exact: true }),
  ).toBeVisible();

  // Change the roots' words.
  const roots = `${words.roots} 2`;
  await press(page, t.entry.changeLabel.replace('{{text}}', words.roots));
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(words.roots);
  await page.keyboard.press('End');
  await page.keyboard.type(' 2');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(area(page, language, 'roots').getByText(roots, { exact: true })).toBeVisible();

  // Delete asks first; Keep it keeps the entry, Delete removes it.
  const deleteFruits = t.entry.deleteLabel.replace('{{text}}', words.fruits);
  const confirm = page.getByRole('dialog', { name: t.delete.title, exact: true });
  await press(page, deleteFruits);
  await expect(confirm.getByRole('button', { name: t.delete.keep, exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(
    area(page, language, 'fruits').getByText(words.fruits, { exact: true }),
  ).toBeVisible();
  await press(page, deleteFruits);
  await confirm.getByRole('button', { name: t.delete.confirm, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(
    area(page, language, 'fruits').getByText(t.tree.empty, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t.areas.fruits.add, exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // The summary, by area, with the completion card.
  await press(page, t.tree.summary);
  await expect(page.getByRole('heading', { name: t.summary.heading, exact: true })).toBeFocused();
  await expect(area(page, language, 'roots').getByText(roots, { exact: true })).toBeVisible();
  await expect(
    area(page, language, 'blossoms').getByText(words.blossoms, { exact: true }),
  ).toBeVisible();
  await expect(
    area(page, language, 'fruits').getByText(t.tree.empty, { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: kitTexts[language].completion.finish, exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A guest saving is asked to register; the tree waits in the tab and is saved afterwards.
  await press(page, t.save.button);
  const askAccount = page.getByRole('dialog', { name: auth.accountRequired.title, exact: true });
  await expect(askAccount.getByText(auth.accountRequired.save, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const { nickname, password } = await registerFromAccountDialog(page, language);
  await expect(page).toHaveURL(new RegExp(`${BASE}/exercise$`));
  await expect(area(page, language, 'roots').getByText(roots, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText(t.save.pending.replace('{{count}}', '2'), { exact: true }),
  ).toBeVisible();
  await press(page, t.save.button);
  await expect(page.getByText(t.save.account, { exact: true })).toBeVisible({ timeout: 30_000 });

  // Log out and in: the tree is back from the encrypted records.
  await logOutFromProfile(page, language);
  await page.goto('/auth/login');
  await logIn(page, language, nickname, password);
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  await page.goto(`${BASE}/exercise`);
  await expect(area(page, language, 'roots').getByText(roots, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    area(page, language, 'blossoms').getByText(words.blossoms, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(t.tree.notSaved, { exact: true })).toHaveCount(0);

  expect(sent.filter((body) => body.includes(PLAINTEXT_PREFIX))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the tree of life by touch: a tap inside an area adds to it', async ({
    page,
    language,
    consoleErrors,
  }) => {
    const t = treeTexts[language];
    const text = `${PLAINTEXT_PREFIX} ${WORDS[language].blossoms}`;
    await page.goto(`${BASE}/exercise`);
    await page.getByRole('button', { name: t.instructions.start, exact: true }).tap();
    const drawing = page.getByTestId('tree-drawing');
    await expect(drawing).toBeVisible();

    // A tap on the crown's edge (no label there) is a tap inside the blossoms.
    await drawing
      .locator('[data-area="blossoms"] > circle')
      .nth(1)
      .tap({ position: { x: 12, y: 60 } });
    const form = page.getByRole('dialog', { name: t.areas.blossoms.add, exact: true });
    await form.getByRole('textbox', { name: t.form.label, exact: true }).fill(text);
    await form.getByRole('button', { name: t.form.add, exact: true }).tap();
    await expect(form).toBeHidden();
    await expect(area(page, language, 'blossoms').getByText(text, { exact: true })).toBeVisible();

    // And one in the ground is a tap inside the roots.
    await drawing.locator('[data-area="roots"] > rect').tap({ position: { x: 20, y: 100 } });
    await expect(page.getByRole('dialog', { name: t.areas.roots.add, exact: true })).toBeVisible();
    // The dialog is revealed once a phone's on-screen keyboard has had its chance to open.
    await expect
      .poll(() =>
        page
          .getByRole('dialog')
          .evaluate((el) => getComputedStyle(el.closest('.fixed') ?? el).opacity),
      )
      .toBe('1');
    await page.screenshot({ path: `../../test-results/tree-of-life-form-390-${language}.png` });
    await page.getByRole('dialog').getByRole('button', { name: t.form.cancel, exact: true }).tap();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.screenshot({
      path: `../../test-results/tree-of-life-390-${language}.png`,
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
