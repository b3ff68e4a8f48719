import type { Page } from '@playwright/test';
import arConversing from '../src/locales/ar/conversing-together.json' with { type: 'json' };
import enConversing from '../src/locales/en/conversing-together.json' with { type: 'json' };
import arKit from '../src/locales/ar/exercise-kit.json' with { type: 'json' };
import enKit from '../src/locales/en/exercise-kit.json' with { type: 'json' };
import { PLAINTEXT_PREFIX, authTexts } from './auth-helpers';
import { expect, expectNoSeriousA11yViolations, tabTo, test, type Language } from './fixtures';

const conversing = { en: enConversing, ar: arConversing } as const;
const kitTexts = { en: enKit, ar: arKit } as const;
const INTRO_PATH = '/exercises/evolve/conversing-together/';
const EXERCISE_PATH = `${INTRO_PATH}exercise`;

// A whole conversation, each screen checked by axe: slower than one screen on a busy machine.
test.describe.configure({ timeout: 150_000 });

const turn = (language: Language, name: string) =>
  conversing[language].talk.turn.replace('{{name}}', name);
const progress = (language: Language, current: number) =>
  conversing[language].talk.progress
    .replace('{{current}}', String(current))
    .replace('{{total}}', '8');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Every body the page sends to the API, to show that no name or reflection leaves in plaintext. */
function recordSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) sent.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  return sent;
}

test('conversing together by keyboard alone: setup, turns by name, a pass, the closing and a guest asked to register only on saving', async ({
  page,
  language,
  consoleErrors,
}) => {
  const t = conversing[language];
  const kit = kitTexts[language];
  const { auth } = authTexts[language];
  const sent = recordSent(page);
  const [first, second] = [`${PLAINTEXT_PREFIX} Lina`, `${PLAINTEXT_PREFIX} Sami`];

  await page.goto(INTRO_PATH);
  await expect(page.getByText(t.intro.conflict, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, page.getByRole('link', { name: t.intro.start, exact: true }));
  await page.keyboard.press('Enter');

  // Setup: the pair by arrow keys, the two names, the timer, then Start.
  await expect(page.getByRole('heading', { name: t.setup.title, exact: true })).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: t.setup.who.carerChild, exact: true }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: t.setup.who.friends, exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: t.setup.names.first, exact: true })).toBeFocused();
  await page.keyboard.type(first);
  await page.keyboard.press('Tab');
  await page.keyboard.type(second);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('checkbox', { name: t.setup.timer.label, exact: true }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, button(page, t.setup.start));
  await page.keyboard.press('Enter');

  // The talk: whose turn it is takes the focus; Next and Pass pass the turn, said politely.
  await expect(
    page.getByRole('heading', { name: turn(language, first), exact: true }),
  ).toBeFocused();
  await expect(page.getByText(progress(language, 1), { exact: true })).toBeVisible();
  await expect(page.getByText(t.prompts.friends.q1, { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: t.timer.label, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, button(page, t.talk.next));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: turn(language, second), exact: true }),
  ).toBeVisible();
  await expect(button(page, t.talk.next)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: t.prompts.friends.q2 })).toBeAttached();
  await tabTo(page, button(page, t.talk.pass));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: turn(language, first), exact: true }),
  ).toBeVisible();
  await expect(page.getByText(progress(language, 3), { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t.talk.passed })).toBeAttached();
  await tabTo(page, button(page, t.talk.next));
  for (let question = 3; question < 8; question += 1) {
    await page.keyboard.press('Enter');
    await expect(page.getByText(progress(language, question + 1), { exact: true })).toBeVisible();
  }
  await expect(button(page, t.talk.finish)).toBeFocused();
  await page.keyboard.press('Enter');

  // The closing: questions to talk about, and the reflection a guest may write but not save.
  await expect(page.getByRole('heading', { name: t.closing.title, exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  const box = page.getByRole('textbox', { name: kit.reflection.label, exact: true });
  await expect(box).toBeEditable();
  await tabTo(page, box);
  const reflection = `${PLAINTEXT_PREFIX} we both like the sea`;
  await page.keyboard.type(reflection);
  await tabTo(page, button(page, kit.reflection.save));
  await page.keyboard.press('Enter');
  const askAccount = page.getByRole('dialog', { name: auth.accountRequired.title, exact: true });
  await expect(askAccount.getByText(auth.accountRequired.save, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(askAccount).toBeHidden();
  await expect(box).toHaveValue(reflection);

  await tabTo(page, button(page, t.closing.continue));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: kit.completion.title, exact: true }),
  ).toBeFocused();
  await expect(page.getByText(t.completion.message, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, button(page, kit.completion.finish));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/exercises\/$/);
  // Neither the names nor the reflection ever left the page.
  expect(sent.filter((body) => body.includes(PLAINTEXT_PREFIX))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe('at 390 px by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a couple taps through turns and a pass; a reload keeps the place and the names', async ({
    page,
    language,
    consoleErrors,
  }) => {
    const t = conversing[language];
    const kit = kitTexts[language];
    const name = `${PLAINTEXT_PREFIX} Noor`;
    await page.goto(EXERCISE_PATH);
    await page.getByRole('radio', { name: t.setup.who.couple, exact: true }).tap();
    await page.getByRole('textbox', { name: t.setup.names.first, exact: true }).fill(name);
    await page.getByRole('checkbox', { name: t.setup.timer.label, exact: true }).tap();
    await page.screenshot({ path: `../../test-results/conversing-setup-390-${language}.png` });
    await button(page, t.setup.start).tap();
    await expect(
      page.getByRole('heading', { name: turn(language, name), exact: true }),
    ).toBeFocused();
    await button(page, t.talk.pass).tap();
    const second = turn(language, t.person.second);
    await expect(page.getByRole('heading', { name: second, exact: true })).toBeVisible();
    const q2 = t.prompts.couple.q2;
    await expect(page.getByText(q2, { exact: true })).toBeVisible();
    await page.screenshot({ path: `../../test-results/conversing-turn-390-${language}.png` });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { name: second, exact: true })).toBeVisible();
    await expect(page.getByText(progress(language, 2), { exact: true })).toBeVisible();
    await button(page, t.timer.pause).tap();
    await expect(page.getByText(t.timer.paused, { exact: true })).toBeVisible();
    await button(page, kit.pause.open).tap();
    const paused = page.getByRole('dialog', { name: kit.pause.title, exact: true });
    await paused.getByRole('button', { name: kit.pause.resume, exact: true }).tap();
    await expect(paused).toBeHidden();
    await button(page, t.talk.next).tap();
    await expect(
      page.getByRole('heading', { name: turn(language, name), exact: true }),
    ).toBeVisible();
    await expect(page.getByText(t.prompts.couple.q3, { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
