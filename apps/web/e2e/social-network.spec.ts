import type { Page } from '@playwright/test';
import arNetwork from '../src/locales/ar/social-network.json' with { type: 'json' };
import enNetwork from '../src/locales/en/social-network.json' with { type: 'json' };
import {
  PLAINTEXT_PREFIX,
  authTexts,
  logIn,
  logOutFromProfile,
  registerFromAccountDialog,
  recordApiBodies,
} from './auth-helpers';
import { expect, expectNoSeriousA11yViolations, tabTo, test, type Language } from './fixtures';

const networkTexts = { en: enNetwork, ar: arNetwork } as const;
const BASE = '/exercises/evolve/social-network';
const MAX = 10;
// The limit message as the spec words it (spec §5), in each language.
const FULL = {
  en: 'Maximum of 10 people reached',
  ar: 'تم الوصول إلى الحد الأقصى لعدد الأشخاص، وهو 10',
};

const fill = (text: string, name: string) => text.replace('{{name}}', name);

/** Types a name into the focused form and presses Enter, as a keyboard user adds a person. */
async function addByKeyboard(page: Page, language: Language, name: string) {
  const t = networkTexts[language];
  const box = page.getByRole('textbox', { name: t.add.name, exact: true });
  await tabTo(page, box);
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: fill(t.list.editLabel, name) })).toBeVisible();
  await expect(box).toHaveValue('');
}

test('social network by keyboard: a guest’s people, the register prompt, a reflection, the limit of 10, the summary; all kept after logging out and in', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const t = networkTexts[language];
  const { auth } = authTexts[language];
  const sent = recordApiBodies(page);
  const first = `${PLAINTEXT_PREFIX} Lina`;
  const answer = `${PLAINTEXT_PREFIX} she listens`;

  // The intro, then Start by keyboard.
  await page.goto(`${BASE}/`);
  await expect(page.getByText(t.intro.stop, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  const start = page.getByRole('link', { name: t.intro.start, exact: true });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${BASE}/exercise$`));

  // A guest adds a person, and is asked for an account only to save.
  await addByKeyboard(page, language, first);
  await expect(page.getByText(t.list.notSaved, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, page.getByRole('button', { name: t.exercise.saveNetwork, exact: true }));
  await page.keyboard.press('Enter');
  const askAccount = page.getByRole('dialog', { name: auth.accountRequired.title, exact: true });
  await expect(askAccount.getByText(auth.accountRequired.save, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const { nickname, password } = await registerFromAccountDialog(page, language);

  // Back at the circles: the person is saved to the new account.
  await expect(page).toHaveURL(new RegExp(`${BASE}/exercise$`), { timeout: 30_000 });
  await expect(page.getByText(t.exercise.account, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: fill(t.list.editLabel, first) })).toBeVisible();
  await expect(page.getByText(t.list.notSaved, { exact: true })).toBeHidden({ timeout: 30_000 });

  // A reflection by keyboard: one question answered, the others skipped; then the marker.
  await tabTo(page, page.getByRole('button', { name: fill(t.list.editLabel, first) }));
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: fill(t.editor.title, first), exact: true });
  await expect(editor).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, editor.getByRole('textbox', { name: t.questions.support, exact: true }));
  await page.keyboard.type(answer);
  await tabTo(page, editor.getByRole('button', { name: t.editor.save, exact: true }));
  await page.keyboard.press('Enter');
  await expect(editor).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(t.list.reflection, { exact: true })).toBeVisible();

  // Nine more, then the 11th is refused with the spec's message.
  for (let i = 2; i <= MAX; i += 1) await addByKeyboard(page, language, `Friend ${i}`);
  const box = page.getByRole('textbox', { name: t.add.name, exact: true });
  await tabTo(page, box);
  await page.keyboard.type('Friend 11');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: FULL[language] })).toHaveText(
    FULL[language],
  );
  await expect(box).toHaveValue('Friend 11');
  await expectNoSeriousA11yViolations(page);

  // The summary, by keyboard.
  await tabTo(page, page.getByRole('button', { name: t.exercise.toSummary, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: t.summary.heading, exact: true })).toBeFocused();
  await expect(page.getByText(answer, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Logging out and in: the ten people and the answer are still there.
  await logOutFromProfile(page, language);
  await page.goto('/auth/login');
  await logIn(page, language, nickname, password);
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  // The tab kept its place (the summary); the ten people and the answer are still there.
  await page.goto(`${BASE}/exercise`);
  await expect(page.getByRole('listitem')).toHaveCount(MAX, { timeout: 30_000 });
  await expect(page.getByText(answer, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t.summary.back, exact: true }).click();
  const people = page.getByRole('region', { name: t.list.heading, exact: true });
  await expect(people.getByRole('listitem')).toHaveCount(MAX);
  await expect(people.getByText(t.list.reflection, { exact: true })).toHaveCount(1);

  // The server was never sent a name or an answer in plain text.
  expect(sent.filter((body) => body.includes(PLAINTEXT_PREFIX))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('social network by touch: add into a circle, edit, delete after confirmation, summary', async ({
    page,
    language,
    consoleErrors,
  }) => {
    const t = networkTexts[language];
    const name = `${PLAINTEXT_PREFIX} Omar`;
    await page.goto(`${BASE}/`);
    await page.getByRole('link', { name: t.intro.start, exact: true }).tap();
    await page.getByRole('textbox', { name: t.add.name, exact: true }).tap();
    await page.keyboard.type(name);
    await page.getByRole('radio', { name: t.circles.middle, exact: true }).tap();
    await page.getByRole('button', { name: t.add.submit, exact: true }).tap();
    const middle = page.getByRole('list', { name: t.circles.middle, exact: true });
    await expect(middle.getByText(name, { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: t.add.name, exact: true }).tap();
    await page.keyboard.type('Sami');
    await page.getByRole('button', { name: t.add.submit, exact: true }).tap();
    await page.screenshot({
      path: `../../test-results/social-network-390-${language}.png`,
      fullPage: true,
    });

    // Moved to the outer circle in the editor.
    await page.getByRole('button', { name: fill(t.list.editLabel, name), exact: true }).tap();
    const editor = page.getByRole('dialog', { name: fill(t.editor.title, name), exact: true });
    await editor.getByRole('radio', { name: t.circles.outer, exact: true }).tap();
    await editor.getByRole('button', { name: t.editor.save, exact: true }).tap();
    await expect(editor).toBeHidden();
    const outer = page.getByRole('list', { name: t.circles.outer, exact: true });
    await expect(outer.getByText(name, { exact: true })).toBeVisible();

    // Delete asks first.
    await page.getByRole('button', { name: fill(t.list.deleteLabel, 'Sami'), exact: true }).tap();
    const confirm = page.getByRole('dialog', { name: fill(t.confirm.title, 'Sami'), exact: true });
    await page.screenshot({ path: `../../test-results/social-network-delete-390-${language}.png` });
    await confirm.getByRole('button', { name: t.confirm.confirm, exact: true }).tap();
    await expect(page.getByText(fill(t.list.deleted, 'Sami'), { exact: true })).toBeVisible();

    await page.getByRole('button', { name: t.exercise.toSummary, exact: true }).tap();
    await expect(page.getByRole('heading', { name: t.summary.heading, exact: true })).toBeVisible();
    await page.screenshot({
      path: `../../test-results/social-network-summary-390-${language}.png`,
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
