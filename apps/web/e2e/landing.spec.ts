import type { Locator, Page } from '@playwright/test';
import { exercisesOf } from '../src/exercise-kit/catalogue';
import arLanding from '../src/locales/ar/landing.json' with { type: 'json' };
import enLanding from '../src/locales/en/landing.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, test, texts } from './fixtures';
import { languageCookie } from './language-state';

const landingTexts = { en: enLanding, ar: arLanding } as const;
const SLIDES = ['forWhom', 'minutes', 'yours'] as const;
/** The carousel's own interval (src/landing/carousel.ts), and a little more. */
const ROTATE_MS = 7000;
const AFTER_ROTATION_MS = ROTATE_MS + 500;

/** Numbers as the page writes them (Arabic-Indic digits in Arabic). */
const digits = (language: 'en' | 'ar', n: number) => new Intl.NumberFormat(language).format(n);

/**
 * Fakes the page's clock and stops it, so the carousel moves only when a test runs the clock on:
 * after `install` alone the fake clock still follows real time, and a slow machine would rotate
 * the slides between two steps of a test.
 */
async function stopTheClock(page: Page) {
  const start = new Date('2026-01-01T08:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

function carouselParts(page: Page, language: 'en' | 'ar') {
  const landing = landingTexts[language];
  const carousel = page.getByRole('region', { name: landing.slides.title, exact: true });
  // Not by role: a slide out of view is hidden from the accessibility tree, as it should be.
  const slide = (index: number) => carousel.locator('[data-carousel-slide]').nth(index);
  return {
    carousel,
    slide,
    slides: carousel.locator('[data-carousel-slides]'),
    previous: carousel.getByRole('button', { name: landing.slides.previous, exact: true }),
    next: carousel.getByRole('button', { name: landing.slides.next, exact: true }),
    dot: (index: number) =>
      carousel.getByRole('button', {
        name: landing.slides.dot.replace('{{index}}', digits(language, index)),
        exact: true,
      }),
    rotate: carousel.locator('[data-carousel-rotate]'),
  };
}

async function expectOnlySlide(slide: (index: number) => Locator, shown: number) {
  for (const index of [0, 1, 2]) {
    if (index === shown) await expect(slide(index)).toBeVisible();
    else await expect(slide(index)).toBeHidden();
  }
}

test('the front page has every section, says it is free and how privacy works, and is accessible', async ({
  page,
  language,
  consoleErrors,
}) => {
  const landing = landingTexts[language];
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: texts[language].titles.home, exact: true }),
  ).toBeVisible();
  // The header's open-app button and the hero's call to action both lead into the app.
  const openApp = page.getByRole('link', { name: texts[language].common.openApp, exact: true });
  await expect(openApp).toHaveCount(2);
  for (const link of await openApp.all()) await expect(link).toHaveAttribute('href', '/app');
  for (const title of [
    landing.slides.title,
    landing.features.title,
    landing.helpers.title,
    landing.privacy.title,
    landing.mission.title,
    landing.contact.title,
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  // The exercise categories under their spec titles, listing only the exercises that work, and
  // the train-the-trainer part.
  for (const category of ['mindBody', 'evolve', 'creativity'] as const) {
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', {
        level: 3,
        name: texts[language].titles[category],
        exact: true,
      }),
    });
    await expect(card).toBeVisible();
    const ready = exercisesOf(category).filter((exercise) => exercise.ready);
    await expect(card.getByRole('listitem')).toHaveText(
      ready.map((exercise) => texts[language].titles[exercise.titleKey]),
    );
  }
  await expect(page.getByText(landing.helpers.text)).toBeVisible();
  // Free, encryption, recovery code, quick exit: the privacy promises are on the page.
  await expect(page.getByText(landing.privacy.intro)).toBeVisible();
  for (const point of ['password', 'encrypted', 'recovery', 'noTrackers', 'quickExit'] as const) {
    await expect(page.getByText(landing.privacy[point].text)).toBeVisible();
  }
  await expect(page.getByRole('link', { name: landing.contact.cta, exact: true })).toHaveAttribute(
    'href',
    '/request-session',
  );
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('the carousel works by keyboard: previous, next, dots, announced politely', async ({
  page,
  language,
  consoleErrors,
}) => {
  const landing = landingTexts[language];
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const { carousel, slide, slides, previous, next, dot } = carouselParts(page, language);
  await expect(carousel).toHaveAttribute('aria-roledescription', landing.slides.carousel);
  await expect(slide(0)).toHaveAttribute('aria-roledescription', landing.slides.slide);
  const ofThree = (n: number) =>
    landing.slides.slideLabel
      .replace('{{index}}', digits(language, n))
      .replace('{{count}}', digits(language, 3));
  await expect(slide(0)).toHaveAttribute('aria-label', ofThree(1));
  await expect(slide(2)).toHaveAttribute('aria-label', ofThree(3));
  await expectOnlySlide(slide, 0);
  await expect(
    slide(0).getByRole('heading', { name: landing.slides.forWhom.title, exact: true }),
  ).toBeVisible();

  await next.focus();
  await page.keyboard.press('Enter');
  await expectOnlySlide(slide, 1);
  await expect(slide(1).getByText(landing.slides.minutes.text)).toBeVisible();
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(dot(1)).not.toHaveAttribute('aria-current', 'true');
  await expect(slides).toHaveAttribute('aria-live', 'polite');

  await page.keyboard.press('Space');
  await expectOnlySlide(slide, 2);
  await page.keyboard.press('Enter');
  await expectOnlySlide(slide, 0);

  await previous.focus();
  await page.keyboard.press('Enter');
  await expectOnlySlide(slide, 2);

  await dot(2).focus();
  await page.keyboard.press('Enter');
  await expectOnlySlide(slide, 1);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');

  // The controls come in the order of the pattern: rotation first, then previous, dots, next.
  await carousel.locator('[data-carousel-rotate]').focus();
  await page.keyboard.press('Tab');
  await expect(previous).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('the carousel advances by itself, pauses on focus, hover and the pause button', async ({
  page,
  language,
}) => {
  const landing = landingTexts[language];
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await stopTheClock(page);
  await page.goto('/');
  const { slide, slides, next, rotate, carousel } = carouselParts(page, language);
  await expect(rotate).toHaveAttribute('aria-label', landing.slides.pause);
  // While it rotates it does not talk over the reader.
  await expect(slides).toHaveAttribute('aria-live', 'off');
  await page.clock.runFor(AFTER_ROTATION_MS);
  await expectOnlySlide(slide, 1);

  // Focus inside pauses it, and changes are then announced.
  await next.focus();
  await expect(slides).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(3 * AFTER_ROTATION_MS);
  await expectOnlySlide(slide, 1);
  await next.blur();
  await expect(slides).toHaveAttribute('aria-live', 'off');
  await page.clock.runFor(AFTER_ROTATION_MS);
  await expectOnlySlide(slide, 2);

  // The pointer over it pauses it too.
  await carousel.getByRole('heading', { level: 2 }).hover();
  await page.clock.runFor(2 * AFTER_ROTATION_MS);
  await expectOnlySlide(slide, 2);
  await page.mouse.move(1, 1);
  await page.clock.runFor(AFTER_ROTATION_MS);
  await expectOnlySlide(slide, 0);

  // The pause button stops it until it is pressed again.
  await rotate.click();
  await page.mouse.move(1, 1);
  await rotate.blur();
  await expect(rotate).toHaveAttribute('aria-label', landing.slides.play);
  await page.clock.runFor(3 * AFTER_ROTATION_MS);
  await expectOnlySlide(slide, 0);
  await rotate.click();
  await rotate.blur();
  await page.mouse.move(1, 1);
  await expect(rotate).toHaveAttribute('aria-label', landing.slides.pause);
  await page.clock.runFor(AFTER_ROTATION_MS);
  await expectOnlySlide(slide, 1);
});

test('with reduced motion the carousel never advances by itself', async ({ page, language }) => {
  const landing = landingTexts[language];
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await stopTheClock(page);
  await page.goto('/');
  const { slide, slides, rotate } = carouselParts(page, language);
  await expect(rotate).toHaveAttribute('aria-label', landing.slides.play);
  await expect(slides).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(5 * AFTER_ROTATION_MS);
  await expectOnlySlide(slide, 0);
});

test('next goes the reading direction, for buttons and for swipes', async ({ page, language }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const { slide, slides, previous, next } = carouselParts(page, language);
  const previousBox = await previous.boundingBox();
  const nextBox = await next.boundingBox();
  if (!previousBox || !nextBox) throw new Error('carousel buttons are not laid out');
  // In Arabic the reading direction is right to left: "next" sits on the left.
  if (language === 'ar') expect(nextBox.x).toBeLessThan(previousBox.x);
  else expect(nextBox.x).toBeGreaterThan(previousBox.x);

  const box = await slides.boundingBox();
  if (!box) throw new Error('slides are not laid out');
  const y = box.y + box.height / 2;
  const swipe = async (fromX: number, toX: number) => {
    await page.mouse.move(fromX, y);
    await page.mouse.down();
    await page.mouse.move((fromX + toX) / 2, y);
    await page.mouse.move(toX, y);
    await page.mouse.up();
  };
  const left = box.x + box.width * 0.2;
  const right = box.x + box.width * 0.8;
  // Dragging the content towards where reading starts brings the next slide.
  const [forwardFrom, forwardTo] = language === 'ar' ? [left, right] : [right, left];
  await swipe(forwardFrom, forwardTo);
  await expectOnlySlide(slide, 1);
  await swipe(forwardTo, forwardFrom);
  await expectOnlySlide(slide, 0);
});

test('without JavaScript every slide is readable and the unusable controls are hidden', async ({
  browser,
  language,
}) => {
  const landing = landingTexts[language];
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: { cookies: [languageCookie(language)], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/');
  const { slide, next, previous } = carouselParts(page, language);
  for (const [index, name] of SLIDES.entries()) {
    await expect(slide(index)).toBeVisible();
    await expect(slide(index).getByText(landing.slides[name].text)).toBeVisible();
  }
  await expect(next).toBeHidden();
  await expect(previous).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 2, name: landing.mission.title, exact: true }),
  ).toBeVisible();
  await context.close();
});
