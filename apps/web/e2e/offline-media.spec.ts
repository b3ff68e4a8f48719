import type { Page } from '@playwright/test';
import arMedia from '../src/locales/ar/media.json' with { type: 'json' };
import arOffline from '../src/locales/ar/offline.json' with { type: 'json' };
import enMedia from '../src/locales/en/media.json' with { type: 'json' };
import enOffline from '../src/locales/en/offline.json' with { type: 'json' };
import {
  expect,
  expectNoSeriousA11yViolations,
  tabTo,
  test,
  texts,
  untilServiceWorkerActive,
} from './fixtures';

/**
 * An exercise's recordings offline (issue: offline and installable): "Make available offline" on
 * the safe oasis's first screen stores its narration, the Downloads screen lists it, and with no
 * network at all (the page's and the service worker's requests cut) the audio plays and seeks from
 * the stored file; then it is deleted after a confirmation. Keyboard only for the download and the
 * confirmation. The service worker runs here, as in e2e/offline.spec.ts.
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE = { en: enOffline, ar: arOffline } as const;
const MEDIA = { en: enMedia, ar: arMedia } as const;
const INTRO = '/exercises/creativity/imagination/';

/** A text with its {{size}} as any size, for names that hold one. */
function withSize(text: string): RegExp {
  const [before = '', after = ''] = text.split('{{size}}');
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

async function audioState(page: Page) {
  return page.locator('audio').evaluate((audio: HTMLAudioElement) => ({
    time: audio.currentTime,
    error: audio.error?.code ?? null,
  }));
}

test('an exercise kept offline plays and seeks with no network', async ({
  page,
  context,
  language,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const offline = OFFLINE[language];
  const { titles } = texts[language];
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/app');
  await untilServiceWorkerActive(page);

  await test.step('make the safe oasis available offline, by keyboard', async () => {
    await page.goto(INTRO);
    const block = page.getByRole('region', { name: offline.exercise.title });
    const download = block.getByRole('button', { name: withSize(offline.exercise.download) });
    await expect(download).toBeVisible();
    await tabTo(page, download);
    await page.keyboard.press('Enter');
    const stored = block.getByText(withSize(offline.exercise.stored));
    await expect(stored).toBeVisible({ timeout: 60_000 });
    await expect(stored).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('exercise-stored.png'), fullPage: true });
    expect(
      await page.evaluate(async () => (await caches.open('waha-media-v1')).keys()),
    ).not.toHaveLength(0);
  });

  await test.step('the Downloads screen lists it', async () => {
    await page.goto('/profile');
    await page.getByRole('link', { name: offline.profile.link, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: titles.downloads, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: offline.screen.deleteItem.replace('{{title}}', titles.imagination),
      }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('downloads.png'), fullPage: true });
  });

  await context.setOffline(true);

  await test.step('offline, it plays and seeks from the stored file', async () => {
    await page.goto(`${INTRO}exercise`);
    const play = page.getByRole('button', { name: MEDIA[language].audio.play, exact: true });
    await play.click();
    await expect
      .poll(async () => (await audioState(page)).time, { timeout: 30_000 })
      .toBeGreaterThan(0.5);
    await page.locator('audio').evaluate((audio: HTMLAudioElement) => {
      audio.currentTime = 120;
    });
    await expect
      .poll(async () => (await audioState(page)).time, { timeout: 30_000 })
      .toBeGreaterThan(120.5);
    expect((await audioState(page)).error).toBeNull();
    await expect(page.getByText(MEDIA[language].audio.offline)).toHaveCount(0);
  });

  await test.step('delete it after a confirmation, by keyboard', async () => {
    await page.goto('/profile/downloads');
    const remove = page.getByRole('button', {
      name: offline.screen.deleteItem.replace('{{title}}', titles.imagination),
    });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: offline.confirm.title });
    await expect(dialog.getByRole('button', { name: offline.confirm.keep })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      dialog.getByRole('button', { name: offline.confirm.delete, exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(offline.screen.none)).toBeVisible();
    await expect(page.getByRole('heading', { name: offline.screen.listTitle })).toBeFocused();
    expect(
      await page.evaluate(async () => (await caches.open('waha-media-v1')).keys()),
    ).toHaveLength(0);
  });

  // Offline, the page's own requests may fail (the account, the API); nothing else may.
  expect(
    consoleErrors.filter(
      (error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(error),
    ),
  ).toEqual([]);

  await test.step('offline, a recording not kept says so kindly', async () => {
    await page.goto(`${INTRO}exercise`);
    await page.getByRole('button', { name: MEDIA[language].audio.play, exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(MEDIA[language].audio.offlineNext);
  });
});
