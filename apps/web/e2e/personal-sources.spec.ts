import type { Page } from '@playwright/test';
import arSources from '../src/locales/ar/personal-sources.json' with { type: 'json' };
import enSources from '../src/locales/en/personal-sources.json' with { type: 'json' };
import {
  PLAINTEXT_PREFIX,
  authTexts,
  logIn,
  logOutFromProfile,
  registerFromAccountDialog,
  recordApiBodies,
} from './auth-helpers';
import { expect, expectNoSeriousA11yViolations, texts, test, type Language } from './fixtures';
import { inOrder, pdfText, wordsOf } from './pdf-text';

const sourcesTexts = { en: enSources, ar: arSources } as const;
const BASE = '/exercises/evolve/personal-sources';

// What the person writes: with the marker the data-folder search looks for (scripts/e2e.mjs), and
// in Arabic the words a PDF text layer gets wrong most often (لا, الآن) beside Latin words and digits.
const ANSWERS = {
  en: {
    first: `${PLAINTEXT_PREFIX} my sister Lina and 3 old friends`,
    last: `${PLAINTEXT_PREFIX} the garden in 2019, quiet mornings`,
    words: 'the garden in 2019, quiet mornings',
  },
  ar: {
    first: `${PLAINTEXT_PREFIX} أختي لينا وصديقاتي الثلاث`,
    last: `${PLAINTEXT_PREFIX} لا أنسى حديقة جدتي الآن، وفيها 12 شجرة زيتون من Jenin`,
    words: 'لا أنسى حديقة جدتي الآن، وفيها 12 شجرة زيتون من Jenin',
  },
} as const;

async function moveOn(page: Page, language: Language, button: string) {
  const t = sourcesTexts[language];
  await page.getByRole('button', { name: button, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t.step.confirm.title, exact: true });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: t.step.confirm.yes, exact: true }).click();
}

test('personal sources: guest asked to register keeps the answer; voice input unsupported; steps, summary, PDF and end; answers survive logging out and in', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const t = sourcesTexts[language];
  const { auth } = authTexts[language];
  const answers = ANSWERS[language];
  const sent = recordApiBodies(page);
  // A browser without speech recognition.
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SpeechRecognition;
    delete scope.webkitSpeechRecognition;
  });

  // The intro: skip any question, stop at any time.
  await page.goto(`${BASE}/`);
  await expect(page.getByText(t.intro.skip, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(t.intro.stop, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: t.intro.start, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/1$`));

  // Step 1: the narration, and the message of a browser without voice input.
  await expect(page.getByRole('heading', { name: t.steps['1'].title, exact: true })).toBeVisible();
  await page.getByRole('button', { name: t.voice.turnOn, exact: true }).click();
  await expect(page.getByText(t.voice.unsupported, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back from step 1 is the intro.
  await page.getByRole('button', { name: texts[language].common.back, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/$`));
  await page.goto(`${BASE}/2`);

  // A guest who writes and moves on is asked to register, and keeps the words through it.
  const box = page.getByRole('textbox', { name: t.step.label, exact: true });
  await box.fill(answers.first);
  await page.getByRole('button', { name: t.step.next, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t.step.confirm.title, exact: true });
  // A guest is told an account is needed, not that the answer will be saved.
  await expect(confirm.getByText(t.step.confirm.guestText, { exact: true })).toBeVisible();
  await expect(confirm.getByText(t.step.confirm.text, { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: t.step.confirm.yes, exact: true }).click();
  const askAccount = page.getByRole('dialog', { name: auth.accountRequired.title, exact: true });
  await expect(askAccount.getByText(auth.accountRequired.save, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const { nickname, password } = await registerFromAccountDialog(page, language);
  await expect(page).toHaveURL(new RegExp(`${BASE}/2$`));
  await expect(box).toHaveValue(answers.first);

  // Saved on moving on; Back from step 3 is step 2.
  await moveOn(page, language, t.step.next);
  await expect(page).toHaveURL(new RegExp(`${BASE}/3$`), { timeout: 30_000 });
  await page.getByRole('button', { name: texts[language].common.back, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/2$`));
  await expect(box).toHaveValue(answers.first, { timeout: 30_000 });

  // The last step leads to the summary.
  await page.goto(`${BASE}/11`);
  await expect(box).toBeEditable({ timeout: 30_000 });
  await box.fill(answers.last);
  await moveOn(page, language, t.step.toSummary);
  await expect(page).toHaveURL(new RegExp(`${BASE}/summary$`), { timeout: 30_000 });
  const summary = page.getByRole('list');
  await expect(summary.getByRole('listitem')).toHaveCount(11);
  await expect(summary.getByText(answers.first, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByText(answers.last, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Save as PDF: the print window opens with an impersonal file name, and the title comes back.
  const title = await page.title();
  await page.evaluate(() => {
    window.print = () => {
      document.body.dataset.printedAs = document.title;
    };
  });
  await page.getByRole('button', { name: t.summary.pdf, exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed-as', t.summary.fileName);
  expect(await page.title()).toBe(title);

  // The PDF from the print layout: right words in the right order, selectable, the font embedded.
  const pdf = pdfText(await page.pdf({ format: 'A4' }));
  test.info().annotations.push({ type: `pdftotext -layout (${language})`, description: pdf.text });
  for (const text of [t.summary.printHeading, answers.words, answers.first, t.steps['2'].title]) {
    expect(inOrder(pdf.words, wordsOf(text)), `${text}\n${pdf.text}`).toBe(true);
  }
  if (language === 'ar') expect(pdf.fonts).toMatch(/Amiri\S*\s.*\byes\b/);

  // An answer opened from the summary: Back (and moving on) lead to the summary again.
  const editLast = t.summary.editLabel
    .replace('{{step}}', '11')
    .replace('{{title}}', t.steps['11'].title);
  await page.getByRole('link', { name: editLast, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/11\\?from=summary$`));
  await expect(box).toHaveValue(answers.last, { timeout: 30_000 });
  await page.getByRole('button', { name: texts[language].common.back, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/summary$`));

  // The end: the conclusion and the completion card.
  await page.getByRole('link', { name: t.summary.end, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/end$`));
  const conclusion = 'text_female' in t.end ? t.end.text_female : t.end.text;
  await expect(page.getByText(conclusion, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /./, level: 2 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Logging out and in again: the answers are still there. A request already on its way when the
  // session ends (a list refreshed, a queued save) may be answered 401, which the app expects
  // (lib/session/session.ts, loggedOutHere) and the browser logs: from here on only that one is allowed.
  const errorsBeforeLogOut = consoleErrors.length;
  await logOutFromProfile(page, language);
  await page.goto('/auth/login');
  await logIn(page, language, nickname, password);
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  await page.goto(`${BASE}/summary`);
  await expect(summary.getByText(answers.first, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByText(answers.last, { exact: true })).toBeVisible();
  await page.goto(`${BASE}/`);
  await expect(page.getByRole('link', { name: t.intro.summary, exact: true })).toBeVisible();

  // The server was never sent a word of it in plain text.
  expect(sent.filter((body) => body.includes(PLAINTEXT_PREFIX))).toEqual([]);
  expect([
    ...consoleErrors.slice(0, errorsBeforeLogOut),
    ...consoleErrors
      .slice(errorsBeforeLogOut)
      .filter((error) => !/status of 401 \(Unauthorized\)/.test(error)),
  ]).toEqual([]);
});
