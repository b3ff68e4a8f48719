import type { Locator, Page } from '@playwright/test';
import arImagery from '../src/locales/ar/positive-imagery.json' with { type: 'json' };
import enImagery from '../src/locales/en/positive-imagery.json' with { type: 'json' };
import {
  PLAINTEXT_PREFIX,
  authTexts,
  logIn,
  logOutFromProfile,
  registerFromAccountDialog,
  recordApiBodies,
} from './auth-helpers';
import { expect, expectNoSeriousA11yViolations, tabTo, test, type Language } from './fixtures';

const imageryTexts = { en: enImagery, ar: arImagery } as const;
const BASE = '/exercises/evolve/positive-imagery';
type Picture = keyof typeof enImagery.gallery;

function screens(page: Page, language: Language) {
  const t = imageryTexts[language];
  return {
    t,
    checkbox: (name: string) => page.getByRole('checkbox', { name, exact: true }),
    note: (name: string) =>
      page.getByRole('textbox', {
        name: t.select.noteLabel.replace('{{name}}', name),
        exact: true,
      }),
    radio: (name: string, frame: 'memory' | 'strength' | 'like') =>
      page
        .getByRole('group', { name: t.frames.frameOf.replace('{{name}}', name), exact: true })
        .getByRole('radio', { name: t.frames[frame], exact: true }),
    button: (name: string) => page.getByRole('button', { name, exact: true }),
    heading: (name: string) => page.getByRole('heading', { name, exact: true }),
    name: (id: Picture) => t.gallery[id].name,
  };
}

/** A small picture drawn in the page, as a PNG file's bytes. */
async function generatedPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 1200, 900);
    gradient.addColorStop(0, '#f6b756');
    gradient.addColorStop(1, '#5e8f6a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 900);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

/** Keyboard: Tab to the control, then Space (a checkbox, or the first radio of a group). */
async function press(page: Page, target: Locator, key = 'Space') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

test('positive imagery by keyboard: the frame rule, a guest asked to register, an own photo, saved and back after logging out and in', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const s = screens(page, language);
  const { t } = s;
  const { auth } = authTexts[language];
  const notes = {
    sunrise: `${PLAINTEXT_PREFIX} mornings on the roof ${Math.random().toString(36).slice(2, 8)}`,
    photo: `${PLAINTEXT_PREFIX} my own garden`,
  };
  const sent = recordApiBodies(page);

  // The intro: permission to stop, what to do if a picture hurts, doing it together.
  await page.goto(`${BASE}/`);
  await expect(page.getByText(t.intro.stop, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(t.intro.distress, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await press(page, page.getByRole('link', { name: t.intro.start, exact: true }), 'Enter');
  await expect(page).toHaveURL(new RegExp(`${BASE}/exercise$`));

  // Choosing, by keyboard: fewer than three is refused; a note on the first.
  await expect(s.heading(t.select.heading)).toBeVisible();
  await expect(page.getByRole('img', { name: t.gallery.lantern.alt, exact: true })).toBeAttached();
  await press(page, s.checkbox(s.name('sunrise')));
  await press(page, s.button(t.select.next), 'Enter');
  await expect(page.getByText(t.select.tooFew, { exact: true })).toBeFocused();
  await press(page, s.checkbox(s.name('cup-of-tea')));
  await press(page, s.checkbox(s.name('river')));
  await tabTo(page, s.note(s.name('sunrise')));
  await page.keyboard.type(notes.sunrise);
  await expectNoSeriousA11yViolations(page);
  await press(page, s.button(t.select.next), 'Enter');

  // Sorting: two frames empty, then one, then none.
  await expect(s.heading(t.frames.heading)).toBeFocused();
  await press(page, s.radio(s.name('sunrise'), 'memory'));
  await press(page, s.radio(s.name('cup-of-tea'), 'memory'));
  await press(page, s.button(t.frames.next), 'Enter');
  const empty = page.getByRole('alert').filter({ hasText: t.frames.strength });
  await expect(empty).toBeFocused();
  await expect(empty).toContainText(t.frames.like);
  await expectNoSeriousA11yViolations(page);
  await press(page, s.radio(s.name('river'), 'memory'));
  await page.keyboard.press('ArrowDown');
  await expect(s.radio(s.name('river'), 'strength')).toBeChecked();
  await press(page, s.button(t.frames.next), 'Enter');
  await expect(page.getByRole('alert').filter({ hasText: t.frames.like })).toBeFocused();
  await tabTo(page, s.radio(s.name('cup-of-tea'), 'memory'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(s.radio(s.name('cup-of-tea'), 'like')).toBeChecked();
  await press(page, s.button(t.frames.next), 'Enter');
  await expect(s.heading(t.review.heading)).toBeFocused();
  await expect(page.getByText(notes.sunrise, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A guest is asked to register on saving, and comes back to the same frames.
  await press(page, s.button(t.review.save), 'Enter');
  const askAccount = page.getByRole('dialog', { name: auth.accountRequired.title, exact: true });
  await expect(askAccount.getByText(auth.accountRequired.save, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const { nickname, password } = await registerFromAccountDialog(page, language);
  await expect(page).toHaveURL(new RegExp(`${BASE}/exercise$`));
  await expect(s.heading(t.review.heading)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(notes.sunrise, { exact: true })).toBeVisible();

  // An own photo, shrunk on the device, with a note, in "I like this".
  await press(page, s.button(t.review.previous), 'Enter');
  await press(page, s.button(t.frames.previous), 'Enter');
  await page.getByLabel(t.select.photoLabel, { exact: true }).setInputFiles({
    name: 'garden.png',
    mimeType: 'image/png',
    buffer: await generatedPng(page),
  });
  await expect(page.getByText(t.select.photoAdded, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const photo = t.select.photoName.replace('{{number}}', '1');
  await expect(s.checkbox(photo)).toBeChecked();
  await tabTo(page, s.note(photo));
  await page.keyboard.type(notes.photo);
  await press(page, s.button(t.select.next), 'Enter');
  await tabTo(page, s.radio(photo, 'memory'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await press(page, s.button(t.frames.next), 'Enter');
  await expect(page.getByRole('img', { name: t.select.photoAlt, exact: true })).toBeVisible();
  await press(page, s.button(t.review.save), 'Enter');
  await expect(page.getByText(t.done.message, { exact: true })).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page);

  // Logging out and in again: the pictures, notes, frames and photo are still there.
  await logOutFromProfile(page, language);
  await page.goto('/auth/login');
  await logIn(page, language, nickname, password);
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  await page.goto(`${BASE}/exercise`);
  await expect(s.note(s.name('sunrise'))).toHaveValue(notes.sunrise, { timeout: 30_000 });
  await expect(s.note(photo)).toHaveValue(notes.photo);
  await expect(s.checkbox(s.name('river'))).toBeChecked();
  await expect(s.checkbox(s.name('birds'))).not.toBeChecked();
  await press(page, s.button(t.select.next), 'Enter');
  await expect(s.radio(photo, 'like')).toBeChecked();
  await expect(s.radio(s.name('river'), 'strength')).toBeChecked();

  // The server was never sent a word of it in plain text.
  expect(sent.filter((body) => body.includes(PLAINTEXT_PREFIX))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a 390 px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('positive imagery by touch: choose, sort, the frame message, and close after asking', async ({
    page,
    language,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const s = screens(page, language);
    const { t } = s;
    await page.goto(`${BASE}/`);
    await page.getByRole('link', { name: t.intro.start, exact: true }).tap();
    for (const id of ['birds', 'lantern', 'olive-branch'] as const) {
      await s.checkbox(s.name(id)).tap();
    }
    await s.button(t.select.next).tap();
    await s.radio(s.name('birds'), 'like').tap();
    await s.button(t.frames.next).tap();
    await expect(page.getByRole('alert').filter({ hasText: t.frames.memory })).toBeFocused();
    await expect(page.getByRole('alert')).toContainText(t.frames.strength);
    await s.radio(s.name('lantern'), 'memory').tap();
    await s.radio(s.name('olive-branch'), 'strength').tap();
    await s.button(t.frames.next).tap();
    await expect(s.heading(t.review.heading)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await s.button(t.review.close).tap();
    const confirm = page.getByRole('dialog', { name: t.review.confirmClose.title, exact: true });
    await expect(confirm.getByText(t.review.confirmClose.text, { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: t.review.confirmClose.confirm, exact: true }).tap();
    await expect(page).toHaveURL(/\/exercises\/$/);
    expect(consoleErrors).toEqual([]);
  });
});
