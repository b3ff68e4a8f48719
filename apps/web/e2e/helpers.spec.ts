import type { Page } from '@playwright/test';
import catalogue from '../../../packages/shared/src/exercises/catalogue.json' with { type: 'json' };
import arGuides from '../src/locales/ar/guides.json' with { type: 'json' };
import arHelpers from '../src/locales/ar/helpers.json' with { type: 'json' };
import arHub from '../src/locales/ar/hub.json' with { type: 'json' };
import arLanding from '../src/locales/ar/landing.json' with { type: 'json' };
import arOnboarding from '../src/locales/ar/onboarding.json' with { type: 'json' };
import enGuides from '../src/locales/en/guides.json' with { type: 'json' };
import enHelpers from '../src/locales/en/helpers.json' with { type: 'json' };
import enHub from '../src/locales/en/hub.json' with { type: 'json' };
import enLanding from '../src/locales/en/landing.json' with { type: 'json' };
import enOnboarding from '../src/locales/en/onboarding.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, texts, test } from './fixtures';
import {
  bareWordsOf,
  fontsNotEmbedded,
  inOrder,
  lettersOf,
  pdfText,
  type PdfText,
} from './pdf-text';

const own = {
  en: {
    guides: enGuides,
    helpers: enHelpers,
    hub: enHub,
    landing: enLanding,
    onboarding: enOnboarding,
  },
  ar: {
    guides: arGuides,
    helpers: arHelpers,
    hub: arHub,
    landing: arLanding,
    onboarding: arOnboarding,
  },
} as const;

type ExerciseId = keyof typeof catalogue.exercises;
const EXERCISE_IDS = Object.keys(catalogue.exercises) as ExerciseId[];

/** Whether the PDF's text layer holds `text`'s letters in reading order. */
function holds(pdf: PdfText, text: string): boolean {
  return pdf.letters.includes(lettersOf(text));
}

/** Whether the PDF's text layer holds `text` word for word, each word whole (marks aside). */
function holdsWords(pdf: PdfText, text: string): boolean {
  return inOrder(bareWordsOf(pdf.text), bareWordsOf(text));
}

/** Replaces the print window with a note of the file name the browser would offer. */
async function catchPrint(page: Page) {
  await page.evaluate(() => {
    window.print = () => {
      document.body.dataset.printedAs = document.title;
    };
  });
}

test('the helpers section: what Waha is, guiding, when more help is needed, privacy; reached from the front page and the hub', async ({
  page,
  language,
  consoleErrors,
}) => {
  const { helpers, landing, hub } = own[language];
  const { titles } = texts[language];

  await page.goto('/');
  const fromFront = page.getByRole('link', { name: landing.helpers.link, exact: true });
  await expect(fromFront).toHaveAttribute('href', '/helpers');
  await fromFront.click();
  await expect(page).toHaveURL(/\/helpers$/);
  await expect(page.getByRole('heading', { level: 1, name: titles.helpers })).toBeVisible();

  for (const heading of [
    helpers.what.title,
    helpers.introduce.title,
    helpers.guide.title,
    helpers.signs.title,
    helpers.selfCare.title,
    helpers.privacy.title,
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  // The one shared emergency sentence, the session request, and the lock and quick exit.
  await expect(page.getByTestId('emergency-sentence')).toBeVisible();
  await expect(
    page.getByRole('link', { name: helpers.signs.sessionLink, exact: true }),
  ).toHaveAttribute('href', '/request-session');
  await expect(page.getByText(helpers.privacy.lock, { exact: true })).toBeVisible();
  await expect(page.getByText(helpers.privacy.exit, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // By keyboard, to the guides.
  const toGuides = page.getByRole('link', { name: helpers.guidesLink, exact: true }).first();
  await toGuides.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/helpers\/guides$/);
  await expect(page.getByRole('heading', { level: 1, name: titles.helperGuides })).toBeVisible();

  await page.goto('/exercises/');
  await page.getByRole('link', { name: hub.more.helpers, exact: true }).click();
  await expect(page).toHaveURL(/\/helpers$/);
  expect(consoleErrors).toEqual([]);
});

test('someone who answers "someone else" is offered the helpers section, and each suggestion says how to do it with someone', async ({
  page,
  language,
}) => {
  const { onboarding, hub } = own[language];
  const { questions } = onboarding;
  await page.goto('/app/onboarding');
  await page.getByRole('radio', { name: questions.userType.someoneElse, exact: true }).check();
  await page.getByRole('button', { name: questions.next, exact: true }).click();
  const band = questions.ageBand.range.replace('{{from}}', '40').replace('{{to}}', '49');
  await page.getByRole('radio', { name: band, exact: true }).check();
  await page.getByRole('button', { name: questions.next, exact: true }).click();
  await page.getByRole('checkbox', { name: questions.symptoms.anxiety, exact: true }).check();
  await page.getByRole('button', { name: questions.done, exact: true }).click();
  await expect(page).toHaveURL(/\/exercises\/$/);

  await expect(page.getByText(hub.suggestions.helpers, { exact: true })).toBeVisible();
  const suggestions = page.getByRole('region', { name: hub.suggestions.titleSomeoneElse });
  const cards = suggestions.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const together = EXERCISE_IDS.map((id) => hub.exercises[id].together);
    const text = (await card.textContent()) ?? '';
    expect(
      together.some((tip) => text.includes(tip)),
      text,
    ).toBe(true);
  }
  await page.getByRole('link', { name: hub.suggestions.helpersLink, exact: true }).click();
  await expect(page).toHaveURL(/\/helpers$/);
});

test('a guide for every exercise; one guide and the whole booklet saved as PDF, text and fonts read back', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { helpers } = own[language];
  const { titles } = texts[language];
  await page.goto('/helpers/guides');

  // Every catalogue exercise has its guide, with a script.
  for (const id of EXERCISE_IDS) {
    const guide = page.getByRole('article', { name: titles[id], exact: true });
    await expect(guide, id).toBeVisible();
    await expect(guide.getByTestId('guide-script').locator('p').first(), id).not.toBeEmpty();
  }
  await expectNoSeriousA11yViolations(page);

  // One guide: the first narrated exercise's, whose script is its narration.
  const [id, other] = EXERCISE_IDS.filter((candidate) => 'media' in catalogue.exercises[candidate]);
  if (!id || !other) throw new Error('no narrated exercises in the catalogue');
  const guide = page.getByRole('article', { name: titles[id], exact: true });
  const script = await guide.getByTestId('guide-script').locator('p').allTextContents();
  const title = await page.title();
  await catchPrint(page);
  await guide
    .getByRole('button', {
      name: `${helpers.guides.printOneLabel.replace('{{title}}', titles[id])}`,
    })
    .click();
  await expect(page.locator('body')).toHaveAttribute('data-printed-as', helpers.guides.fileNameOne);
  expect(await page.title()).toBe(title);

  const one = pdfText(await page.pdf({ format: 'A4' }));
  test.info().annotations.push({ type: `guide PDF (${language})`, description: one.text });
  for (const text of [titles[id], helpers.guides.purpose, script[0] ?? '', script.at(-1) ?? '']) {
    expect(holds(one, text), `${text}\n${one.text}`).toBe(true);
  }
  // Whole words, in order, where no letter carries two marks (a reader sets those apart).
  for (const text of [
    helpers.guides.purpose,
    helpers.guides.distress,
    own[language].guides[id].watch,
  ]) {
    expect(holdsWords(one, text), `${text}\n${one.text}`).toBe(true);
  }
  // Only that guide, without the app's header, the booklet's contents or the buttons.
  expect(holds(one, titles[other])).toBe(false);
  expect(holds(one, helpers.guides.contents)).toBe(false);
  expect(holds(one, helpers.guides.printOne)).toBe(false);
  expect(holds(one, texts[language].common.quickExit.label)).toBe(false);
  expect(fontsNotEmbedded(one.fonts), one.fonts).toEqual([]);
  if (language === 'ar') expect(one.fonts).toMatch(/Amiri\S*\s.*\byes\b/);

  // The booklet: every guide, in the catalogue's order, on Letter paper.
  await page.getByRole('button', { name: helpers.guides.printAll, exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed-as', helpers.guides.fileName);
  const booklet = pdfText(await page.pdf({ format: 'Letter' }));
  test.info().annotations.push({
    type: `booklet PDF (${language})`,
    description: `${booklet.pages} pages\n${booklet.text.split('\f')[0] ?? ''}`,
  });
  expect(holds(booklet, helpers.guides.bookletTitle), booklet.text).toBe(true);
  for (const exerciseId of EXERCISE_IDS) {
    const purpose = own[language].guides[exerciseId].purpose;
    expect(holds(booklet, titles[exerciseId]), exerciseId).toBe(true);
    expect(holds(booklet, purpose), `${exerciseId}: ${purpose}`).toBe(true);
  }
  expect(holds(booklet, script.at(-1) ?? '')).toBe(true);
  expect(booklet.pages).toBeGreaterThan(EXERCISE_IDS.length);
  expect(fontsNotEmbedded(booklet.fonts), booklet.fonts).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
