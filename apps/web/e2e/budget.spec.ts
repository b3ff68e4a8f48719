import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

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
