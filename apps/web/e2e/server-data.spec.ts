import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, texts, untilServiceWorkerActive, type Language } from './fixtures';
import { expectLayoutShiftAtMost, watchLayoutShifts } from './layout-shift';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * The server's data in the first paint (docs/server-data.md): a server started with an
 * organisation's configuration shows its emergency contacts with the emergency sentence of every
 * screen that has one (the help notes, the diary, an exercise's care note), in the page's language,
 * from the prerendered HTML on: no layout shift, no error, and offline after a first visit too.
 */
const CONFIG_FILE = join(import.meta.dirname, '../../../docs/org-config.example.json');
const config = JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) as {
  emergencyContacts: Record<Language, { label: string; number: string; hours?: string }[]>;
};
const SCREENS_WITH_THE_SENTENCE = [
  '/exercises/',
  '/profile',
  '/request-session',
  '/exercises/evolve/diary-adults/',
  '/exercises/mind-body/relaxation/',
];

let server: OwnServer | undefined;
test.beforeAll(async () => {
  server = await startOwnServer({ WAHA_ORG_CONFIG: CONFIG_FILE });
});
test.afterAll(async () => {
  await server?.stop();
});

function contactsList(page: Page, language: Language) {
  return page.getByRole('list', { name: texts[language].common.emergency.contacts, exact: true });
}

/** Checks the list with the sentence: each configured contact, its number a `tel:` link. */
async function expectContacts(page: Page, language: Language) {
  const list = contactsList(page, language);
  const contacts = config.emergencyContacts[language];
  await expect(list.getByRole('listitem')).toHaveCount(contacts.length);
  for (const [index, { label, number, hours }] of contacts.entries()) {
    const item = list.getByRole('listitem').nth(index);
    await expect(item).toContainText(label);
    const link = item.getByRole('link', { name: number, exact: true });
    await expect(link).toHaveAttribute('href', `tel:${number.replace(/\s/g, '')}`);
    if (hours) await expect(item).toContainText(hours);
  }
}

test('the configured emergency contacts are in the first paint, in the page’s language', async ({
  page,
  language,
  consoleErrors,
}) => {
  const origin = server?.origin ?? '';
  await watchLayoutShifts(page);
  // Where the list is as the page is parsed (before any script of the app), to compare later.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const list = document.querySelector('[data-server-slot="emergency-contacts"]');
      Object.assign(window, { firstListBox: JSON.stringify(list?.getBoundingClientRect()) });
    });
  });
  for (const path of SCREENS_WITH_THE_SENTENCE) {
    await test.step(path, async () => {
      const response = await page.goto(`${origin}${path}`);
      const html = (await response?.text()) ?? '';
      for (const { label } of config.emergencyContacts[language]) expect(html).toContain(label);
      await expect(page.getByTestId('emergency-sentence')).toBeVisible();
      await expectContacts(page, language);
      const [before, after] = await page.evaluate(() => [
        (window as unknown as { firstListBox: string }).firstListBox,
        JSON.stringify(
          document
            .querySelector('[data-server-slot="emergency-contacts"]')
            ?.getBoundingClientRect(),
        ),
      ]);
      expect(after, 'the list stays where it was painted').toBe(before);
      await expectLayoutShiftAtMost(page, 0.01);
    });
  }
  expect(consoleErrors).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after a first visit, the contacts show with no network', async ({
    page,
    context,
    language,
    consoleErrors,
  }) => {
    const origin = server?.origin ?? '';
    await page.goto(`${origin}/app`);
    await untilServiceWorkerActive(page);
    await context.setOffline(true);
    for (const path of SCREENS_WITH_THE_SENTENCE) {
      const response = await page.goto(`${origin}${path}`);
      expect(response?.fromServiceWorker(), path).toBe(true);
      await expectContacts(page, language);
    }
    // The API's requests fail offline, as they should; nothing else may.
    const offline = (error: string) => error.includes('net::ERR_INTERNET_DISCONNECTED');
    expect(consoleErrors.filter((error) => !offline(error))).toEqual([]);
  });

  test('a server restarted with another configuration updates the stored app shell', async ({
    page,
    context,
    language,
  }) => {
    test.skip(language !== 'en', 'the service worker does the same in both languages');
    const folder = mkdtempSync(join(tmpdir(), 'waha-e2e-org-'));
    const changed = join(folder, 'org.json');
    const label = 'Night line of the clinic';
    const contacts = { ...config.emergencyContacts, en: [{ label, number: '+000 1111' }] };
    writeFileSync(changed, JSON.stringify({ ...config, emergencyContacts: contacts }));
    const first = await startOwnServer({ WAHA_ORG_CONFIG: CONFIG_FILE });
    const { origin } = first;
    let second: OwnServer | undefined;
    try {
      await page.goto(`${origin}/app`);
      await untilServiceWorkerActive(page);
      await first.stop();
      // The same address, so the same service worker and its stored shell.
      second = await startOwnServer({ WAHA_ORG_CONFIG: changed, PORT: new URL(origin).port });
      const list = contactsList(page, language);
      // Each screen opened online refreshes the stored shell after answering from it.
      await expect(async () => {
        const response = await page.goto(`${origin}/profile`);
        expect(response?.fromServiceWorker()).toBe(true);
        await expect(list).toContainText(label, { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await context.setOffline(true);
      await page.goto(`${origin}/exercises/`);
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).toContainText(label);
    } finally {
      await first.stop();
      await second?.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

test('without a configuration, the sentence stands alone', async ({
  page,
  language,
  consoleErrors,
}) => {
  await page.goto('/exercises/');
  await expect(page.getByTestId('emergency-sentence')).toBeVisible();
  await expect(page.locator('[data-server-slot="emergency-contacts"]')).toBeHidden();
  await expect(contactsList(page, language)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
