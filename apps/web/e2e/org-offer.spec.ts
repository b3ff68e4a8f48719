import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import arForm from '../src/locales/ar/request-session.json' with { type: 'json' };
import arHub from '../src/locales/ar/hub.json' with { type: 'json' };
import arLanding from '../src/locales/ar/landing.json' with { type: 'json' };
import enForm from '../src/locales/en/request-session.json' with { type: 'json' };
import enHub from '../src/locales/en/hub.json' with { type: 'json' };
import enLanding from '../src/locales/en/landing.json' with { type: 'json' };
import { expect, test, type Language } from './fixtures';
import { expectLayoutShiftAtMost, watchLayoutShifts } from './layout-shift';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * The organisation's configuration on the screens (WAHA_ORG_CONFIG): its name and contact text on
 * the front page and the request form, session requests hidden where they are not taken, and only
 * the session languages offered on the form, all in the first paint (no layout shift).
 */
const EXAMPLE = join(import.meta.dirname, '../../../docs/org-config.example.json');
const example = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as {
  name: Record<Language, string>;
  contact: Record<Language, string>;
};
const form = { en: enForm, ar: arForm } as const;
const hub = { en: enHub, ar: arHub } as const;
const landing = { en: enLanding, ar: arLanding } as const;

let folder: string;
const servers: OwnServer[] = [];
/** A server of this file's own with `config` as its organisation's file. */
async function serverWith(config: unknown): Promise<string> {
  const file = join(folder, `org-${servers.length}.json`);
  writeFileSync(file, JSON.stringify(config));
  const server = await startOwnServer({ WAHA_ORG_CONFIG: file });
  servers.push(server);
  return server.origin;
}

test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'waha-e2e-offer-'));
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(folder, { recursive: true, force: true });
});

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  return (await response?.text()) ?? '';
}

test('the organisation’s name and contact text are on the front page and the request form', async ({
  page,
  language,
  consoleErrors,
}) => {
  const origin = await serverWith(JSON.parse(readFileSync(EXAMPLE, 'utf8')));
  await watchLayoutShifts(page);
  for (const path of ['/', '/request-session']) {
    const html = await open(page, `${origin}${path}`);
    // In the HTML the server sent, so in the first paint.
    expect(html).toContain(example.name[language]);
    // (The request screen also holds, hidden, what it says when requests are not taken.)
    const shown = (text: string) => page.getByText(text, { exact: true }).filter({ visible: true });
    await expect(shown(example.name[language])).toHaveCount(1);
    await expect(shown(example.contact[language])).toHaveCount(1);
    await expectLayoutShiftAtMost(page, 0.01);
  }
  expect(consoleErrors).toEqual([]);
});

test('no session requests anywhere when the organisation takes none', async ({
  page,
  language,
  consoleErrors,
}) => {
  const origin = await serverWith({ sessionRequests: { offered: false } });
  await watchLayoutShifts(page);
  await open(page, `${origin}/`);
  await expect(page.getByRole('link', { name: landing[language].contact.cta })).toBeHidden();
  await open(page, `${origin}/exercises/`);
  await expect(page.getByRole('heading', { name: hub[language].more.title })).toBeVisible();
  await expect(page.getByRole('link', { name: hub[language].more.requestSession })).toBeHidden();
  await open(page, `${origin}/profile`);
  await expect(page.getByRole('link', { name: form[language].profileSection.link })).toBeHidden();
  await open(page, `${origin}/request-session`);
  await expect(page.getByText(form[language].notOffered)).toBeVisible();
  await expect(page.getByRole('button', { name: form[language].submit })).toBeHidden();
  await expect(page.getByTestId('emergency-note').filter({ visible: true })).toHaveCount(1);
  await expectLayoutShiftAtMost(page, 0.01);
  expect(consoleErrors).toEqual([]);
});

test('the request form offers only the session languages the organisation offers', async ({
  page,
  context,
  language,
  consoleErrors,
}) => {
  const origin = await serverWith({ sessionRequests: { languages: ['english', 'either'] } });
  const t = form[language].sessionLanguage;
  // Hidden in the page as it arrives, with no script run at all...
  const painted = await context.newPage();
  await painted.route('**/*.js', (route) => route.abort());
  await painted.goto(`${origin}/request-session`);
  await expect(painted.getByText(t.arabic, { exact: true })).toBeHidden();
  await expect(painted.getByText(t.english, { exact: true })).toBeVisible();
  await expect(painted.getByText(t.either, { exact: true })).toBeVisible();
  await painted.close();
  // ...and once the app is live.
  await watchLayoutShifts(page);
  await open(page, `${origin}/request-session`);
  await expect(page.getByRole('radio', { name: t.english, exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: t.either, exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: t.arabic, exact: true })).toHaveCount(0);
  await expectLayoutShiftAtMost(page, 0.01);
  expect(consoleErrors).toEqual([]);
});
