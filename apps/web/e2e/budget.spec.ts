import { gzipSync } from 'node:zlib';
import arHub from '../src/locales/ar/hub.json' with { type: 'json' };
import enHub from '../src/locales/en/hub.json' with { type: 'json' };
import { expect, test, texts } from './fixtures';

const BUDGET_BYTES = 90 * 1024;

test('the JavaScript loaded for / stays within 90 KB gzip', async ({ page }, testInfo) => {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts.values());
  const total = sizes.reduce((sum, size) => sum + size, 0);
  testInfo.annotations.push({ type: 'gzip bytes of JavaScript for /', description: String(total) });
  console.log(
    `JavaScript for / (${testInfo.project.name}): ${scripts.size} files, ${total} bytes gzip`,
  );
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hub does not jump when its suggestions arrive (layout shift ≤ 0.05)', async ({
    page,
    language,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The suggestions wait for the session: hold its answer until the rest of the hub is on screen,
    // as on a slow network.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/session', async (route) => {
      await released;
      await route.continue();
    });
    const hub = texts[language];
    await page.goto('/exercises/');
    const categories = page.getByRole('heading', {
      level: 1,
      name: hub.titles.content,
      exact: true,
    });
    await expect(categories).toBeVisible();
    await expect(
      page.getByRole('status').getByText(hub.common.loading, { exact: true }),
    ).toBeVisible();
    release();
    const { startHere } = (language === 'ar' ? arHub : enHub).suggestions;
    await expect(
      page.getByRole('heading', { level: 2, name: startHere, exact: true }),
    ).toBeVisible();
    const total = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    console.log(`Hub layout shift (${language}): ${total.toFixed(3)}`);
    expect(total).toBeLessThanOrEqual(0.05);
    expect(consoleErrors).toEqual([]);
  });
});
