import catalogue from '../../../packages/shared/src/exercises/catalogue.json' with { type: 'json' };
import arHelpers from '../src/locales/ar/helpers.json' with { type: 'json' };
import enHelpers from '../src/locales/en/helpers.json' with { type: 'json' };
import { expect, test, texts, untilServiceWorkerActive } from './fixtures';
import { fontsNotEmbedded, lettersOf, pdfText } from './pdf-text';

const helpersTexts = { en: enHelpers, ar: arHelpers } as const;
type ExerciseId = keyof typeof catalogue.exercises;

// The guides and their PDF after one visit to the app, with no network: every exercise's texts
// and the print font come from the service worker's precache.
test.use({ serviceWorkers: 'allow' });

test('after one visit, the guides open offline and save as PDF with the print font', async ({
  page,
  context,
  language,
}) => {
  const { titles } = texts[language];
  const helpers = helpersTexts[language];
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: titles.appWelcome })).toBeVisible();
  await untilServiceWorkerActive(page);
  await context.setOffline(true);

  const response = await page.goto('/helpers/guides');
  expect(response?.fromServiceWorker()).toBe(true);
  const ids = Object.keys(catalogue.exercises) as ExerciseId[];
  for (const id of ids) {
    await expect(page.getByRole('article', { name: titles[id], exact: true })).toBeVisible();
  }
  await page.evaluate(() => {
    window.print = () => {
      document.body.dataset.printedAs = document.title;
    };
  });
  await page.getByRole('button', { name: helpers.guides.printAll, exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed-as', helpers.guides.fileName);
  const pdf = pdfText(await page.pdf({ format: 'A4' }));
  const last = ids.at(-1);
  if (last) expect(pdf.letters).toContain(lettersOf(titles[last]));
  expect(fontsNotEmbedded(pdf.fonts), pdf.fonts).toEqual([]);
  if (language === 'ar') expect(pdf.fonts).toMatch(/Amiri\S*\s.*\byes\b/);
});
