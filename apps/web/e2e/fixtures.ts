import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import arCommon from '../src/locales/ar/common.json' with { type: 'json' };
import arTitles from '../src/locales/ar/titles.json' with { type: 'json' };
import enCommon from '../src/locales/en/common.json' with { type: 'json' };
import enTitles from '../src/locales/en/titles.json' with { type: 'json' };

export type Language = 'en' | 'ar';

/** The real texts of each language, so tests find things by what a person reads. */
export const texts = {
  en: { common: enCommon, titles: enTitles },
  ar: { common: arCommon, titles: arTitles },
} as const;

interface Options {
  /**
   * Whether `page.goto` and `page.reload` return as soon as the page has loaded, so the test acts on
   * what it sees at once, as a person does (the flows a person starts at once: e2e/first-sight.spec.ts,
   * language, log in, onboarding, diary, the staff setup). Otherwise they wait until the app is live
   * (`untilLive`): the older specs check settled screens (axe, layout, what the device keeps) and
   * were written against that.
   */
  actAtFirstSight: boolean;
}

interface Fixtures {
  language: Language;
  /** Errors the page logged or threw; a test ends by checking it is empty. */
  consoleErrors: string[];
}

/**
 * Most screens arrive prerendered (scripts/prerender.mjs) and paint before the app is live (main.tsx
 * marks <html data-live> once React has hydrated the screen, applied what the device keeps and taken
 * over what the page's first script held). A person cannot see that moment, so
 * a tap, a click or typing before it must still do what it says (docs/architecture.md, "The first
 * seconds"): a test that acts as a person does acts at first sight (`actAtFirstSight`). This waits
 * for the moment itself, for a test that needs a settled page (its comment says why).
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('#root[data-prerendered]') ||
      document.documentElement.dataset.live !== undefined,
  );
}

/**
 * Waits until this origin's service worker is active: its install step has stored the whole
 * precache, so from now on every screen opens without a network (tests that use it allow workers).
 */
export async function untilServiceWorkerActive(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 60_000,
    })
    .toBe('activated');
}

export const test = base.extend<Fixtures & Options>({
  actAtFirstSight: [false, { option: true }],
  page: async ({ page, actAtFirstSight }, use) => {
    if (actAtFirstSight) {
      await use(page);
      return;
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilLive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilLive(page);
      return response;
    };
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructuring pattern here.
  language: async ({}, use, testInfo) => {
    await use(testInfo.project.name === 'ar' ? 'ar' : 'en');
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Chromium's "Failed to load resource" names no address: the failing request's is added.
      const { url } = message.location();
      errors.push(
        message.text().startsWith('Failed to load') ? `${message.text()} (${url})` : message.text(),
      );
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * The header's Profile link: by its exact name inside the page's banner, because a screen's own
 * content may also link to the profile ("Your profile and settings" on the hub) once it renders.
 */
export function headerProfileLink(page: Page, language: Language): Locator {
  return page
    .getByRole('banner')
    .getByRole('link', { name: texts[language].common.profileLink, exact: true });
}

/**
 * The header's language switch: by the word it shows, which is its whole accessible name (WCAG
 * 2.5.3, label in name), inside the page's banner.
 */
export function languageSwitch(page: Page, language: Language): Locator {
  return page
    .getByRole('banner')
    .getByRole('button', { name: texts[language].common.language.switchTo, exact: true });
}

/**
 * Runs axe and lists every serious or critical WCAG 2.2 A/AA violation, as "rule: targets". Axe
 * counts its check of WCAG 2.5.3 (a control's accessible name contains its visible text) as
 * experimental and leaves it out of the tags, so it is turned on by name. `options` first:
 * `withTags` adds to them.
 *
 * Legacy mode runs `axe.run` in the page itself. The default (`runPartial` per frame, then
 * `finishRun` in a blank page opened for it) exists for cross-origin frames, which the app has
 * none of, and the extra page doubled the time of every check on a two-core machine. Only
 * violations are gathered in full (`resultTypes`): passes and incomplete results are not read.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A toast zooming in is, for a moment, text of too little contrast (CI once caught one at it):
  // axe judges the screen once what is arriving has arrived. Only what ends within 2 s is waited
  // for, so not a breathing guide's endless motion nor a toast's timer bar.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const { endTime, localTime } = animation.effect?.getComputedTiming() ?? {};
          const left = Number(endTime) - Number(localTime ?? 0);
          return animation.playState === 'running' && left <= 2_000;
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Fails on any serious or critical WCAG 2.2 A/AA violation (see seriousA11yViolations). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Presses Tab until the element has focus (at most 60 times), as a keyboard user would. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}
