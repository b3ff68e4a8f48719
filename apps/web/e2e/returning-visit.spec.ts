import type { Browser, CDPSession, Page } from '@playwright/test';
import { confirmRecoveryCodeSaved, register, secretPassword, uniqueNickname } from './auth-helpers';
import { expect, test } from './fixtures';
import { languageCookie, returningGuestState } from './language-state';
import { layoutShifts, watchLayoutShifts } from './layout-shift';

/*
 * What a returning person's device keeps (a guest's answers, the install card put away, a
 * signed-in person's screens) comes in without moving the page, on a cheap phone: the layout shift
 * of the hub, from the first paint until the app is live and has settled, stays within 0.05 (the
 * Lighthouse budget) with the CPU four times slower.
 */
test.describe.configure({ timeout: 240_000 });
const MAX_SHIFT = 0.05;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function asCheapPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Loads the page and waits until the app is live and nothing more arrives (the shift is then whole). */
async function shiftOf(page: Page, path: string): Promise<{ total: number; what: string }> {
  await watchLayoutShifts(page);
  await page.goto(path);
  // Waits for the app on purpose: the shift measured is that of the whole arrival, to its end.
  await page.waitForFunction(() => document.documentElement.dataset.live !== undefined, null, {
    timeout: 120_000,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const shifts = await layoutShifts(page);
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    what: shifts
      .map((shift) => `${shift.value.toFixed(3)}: ${shift.sources.join(' | ')}`)
      .join('\n'),
  };
}

function returningGuest(browser: Browser, baseURL: string | undefined, language: 'en' | 'ar') {
  return browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    ...PHONE,
    storageState: returningGuestState(baseURL ?? '', language),
  });
}

// Known gap (issue 40, part 4; walkthrough finding 8), measured with this test: the hub is
// prerendered as a first visit sees it (a prompt to answer the questions, then starting points);
// a returning guest's answers come after hydration and replace that with their suggestions, which
// pushes the list and the categories down: a shift of 0.48 on a 390 px phone in English (0.17 on a
// 1280 px screen), within budget in Arabic. Fix to come: the same height for both, or the hub's
// body held back (the header and Quick exit painted) until the answers are in.
test.fixme('a returning guest’s hub does not move as what the device keeps comes in', async ({
  browser,
  baseURL,
  language,
}) => {
  const context = await returningGuest(browser, baseURL, language);
  const page = await context.newPage();
  await asCheapPhone(page);
  const shift = await shiftOf(page, '/exercises/');
  expect(shift.total, shift.what).toBeLessThanOrEqual(MAX_SHIFT);
  await context.close();
});

test('a signed-in person’s hub does not move as the account’s screen comes in', async ({
  browser,
  baseURL,
  language,
}) => {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    ...PHONE,
    storageState: { cookies: [languageCookie(language)], origins: [] },
  });
  const page = await context.newPage();
  // Making the account is not what this test is about: at full speed.
  await register(page, language, uniqueNickname(language), secretPassword());
  await confirmRecoveryCodeSaved(page, language);
  await asCheapPhone(page);
  const shift = await shiftOf(page, '/exercises/');
  expect(shift.total, shift.what).toBeLessThanOrEqual(MAX_SHIFT);
  await context.close();
});
