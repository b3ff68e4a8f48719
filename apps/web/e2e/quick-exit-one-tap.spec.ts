import type { Page } from '@playwright/test';
import arKit from '../src/locales/ar/exercise-kit.json' with { type: 'json' };
import enKit from '../src/locales/en/exercise-kit.json' with { type: 'json' };
import arFinger from '../src/locales/ar/finger-breathing.json' with { type: 'json' };
import enFinger from '../src/locales/en/finger-breathing.json' with { type: 'json' };
import arBreathing from '../src/locales/ar/guided-relaxation.json' with { type: 'json' };
import enBreathing from '../src/locales/en/guided-relaxation.json' with { type: 'json' };
import { NEUTRAL_SITE, neutralSiteFor } from '../src/lib/session/quick-exit';
import { authTexts, register, secretPassword, uniqueNickname } from './auth-helpers';
import { expect, test, texts, type Language } from './fixtures';

/*
 * Quick exit is one tap from anywhere, on a phone (ux-walkthrough-1, findings 1 and 2): a toast
 * over the header or an open dialog must not take the tap for itself. Each test taps the place
 * where Quick exit is drawn, as a finger does, not the element (which would find it even under
 * something else), and checks that the page left for the neutral site with nothing of Waha's left.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const kitTexts = { en: enKit, ar: arKit } as const;
const fingerTexts = { en: enFinger, ar: arFinger } as const;
const breathingTexts = { en: enBreathing, ar: arBreathing } as const;
const NEUTRAL_HEADING = 'A neutral page';

/** The neutral site, answered on this machine: the tests never leave it. */
async function fakeNeutralSite(page: Page) {
  await page.context().route(`${NEUTRAL_SITE}**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Neutral</title><h1>${NEUTRAL_HEADING}</h1></html>`,
    }),
  );
}

const quickExitLink = (page: Page, language: Language) =>
  page.getByRole('link', { name: texts[language].common.quickExit.label, exact: true });

/**
 * Taps the centre of where Quick exit is drawn: the one in sight, at the top of the screen (the
 * header's, or a dialog's own when the page was scrolled past the header). What is on top there
 * must be Quick exit itself: a toast or a dialog's backdrop there would take the tap.
 */
async function tapQuickExit(page: Page, language: Language) {
  const inSight = [];
  for (const link of await quickExitLink(page, language).all()) {
    const box = await link.boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= 844) inSight.push(box);
  }
  expect(inSight, 'one Quick exit in sight').toHaveLength(1);
  const [box] = inSight;
  if (!box) return;
  // In the header band at the top of the screen, where a person looks for it.
  expect(box.y + box.height).toBeLessThanOrEqual(80);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const onTop = await page.evaluate(
    ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-quick-exit]')),
    { x, y },
  );
  expect(onTop, 'Quick exit is the topmost thing where it is drawn').toBe(true);
  await page.touchscreen.tap(x, y);
}

/** Left for the neutral site in the interface language, none of `personal` on the page. */
async function expectLeft(page: Page, language: Language, personal: string[]) {
  await expect(page).toHaveURL(neutralSiteFor(language));
  await expect(page.getByRole('heading', { name: NEUTRAL_HEADING, exact: true })).toBeVisible();
  const shown = await page.locator('body').innerText();
  for (const text of personal) expect(shown).not.toContain(text);
  // Back does not bring the screen that was left.
  await page.goBack();
  expect(page.url()).not.toContain('127.0.0.1');
}

test('one tap on Quick exit leaves over the welcome toast, which names the person', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.slow(); // Registering derives the account's keys: seconds on a busy machine.
  await fakeNeutralSite(page);
  const nickname = uniqueNickname(language);
  const code = await register(page, language, nickname, secretPassword());
  // register() has seen the toast; it stays about 5 s: the tap comes while it is there.
  const toast = page.getByText(
    authTexts[language].auth.register.welcome.replace('{{nickname}}', nickname),
  );
  await expect(toast).toBeVisible();
  await tapQuickExit(page, language);
  await expectLeft(page, language, [nickname, code]);
  expect(consoleErrors).toEqual([]);
});

test('one tap on Quick exit leaves while the exercise’s pause menu is open', async ({
  page,
  language,
  consoleErrors,
}) => {
  await fakeNeutralSite(page);
  const kit = kitTexts[language];
  const finger = fingerTexts[language];
  await page.goto('/exercises/creativity/finger-breathing/');
  await page.getByRole('button', { name: finger.intro.ownPace, exact: true }).tap();
  await page.getByRole('button', { name: kit.distress.skip, exact: true }).tap();
  await page.getByRole('button', { name: kit.pause.open, exact: true }).tap();
  const menu = page.getByRole('dialog', { name: kit.pause.title, exact: true });
  await expect(menu).toBeVisible();
  await tapQuickExit(page, language);
  await expectLeft(page, language, [kit.pause.text]);
  expect(consoleErrors).toEqual([]);
});

test('one tap on Quick exit leaves while a dialog is open', async ({
  page,
  language,
  consoleErrors,
}) => {
  await fakeNeutralSite(page);
  await page.goto('/exercises/creativity/guided-relaxation/');
  await page.getByRole('button', { name: breathingTexts[language].intro.start, exact: true }).tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  await tapQuickExit(page, language);
  await expectLeft(page, language, []);
  expect(consoleErrors).toEqual([]);
});
