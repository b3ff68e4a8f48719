import { EXERCISE_ROWS } from '@waha/shared/catalogue';
import arGroup from '../src/locales/ar/group.json' with { type: 'json' };
import enGroup from '../src/locales/en/group.json' with { type: 'json' };
import arOffline from '../src/locales/ar/offline.json' with { type: 'json' };
import enOffline from '../src/locales/en/offline.json' with { type: 'json' };
import { readCues } from '../src/test/webvtt';
import { expect, test, untilServiceWorkerActive } from './fixtures';

/**
 * "Lead a group" with no network: after "Make available offline", the view plays the stored
 * recording and shows its sentences from the stored captions. The service worker runs here, as
 * in e2e/offline-media.spec.ts.
 */
test.use({ serviceWorkers: 'allow' });

const group = { en: enGroup, ar: arGroup } as const;
const offline = { en: enOffline, ar: arOffline } as const;

/** The catalogue's first narration of one file without segments. */
const row = Object.values(EXERCISE_ROWS).find((candidate) => candidate.media?.kind === 'narrated');

test('a group is led offline from the stored recording', async ({ page, context, language }) => {
  test.setTimeout(180_000);
  if (!row?.media) throw new Error('No narrated exercise in the catalogue');
  const t = group[language];
  const cues = readCues(`/media/${language}/${row.media.file}.vtt`);
  await page.goto('/app');
  await untilServiceWorkerActive(page);
  await page.goto(row.path);
  const block = page.getByRole('region', { name: offline[language].exercise.title });
  await block.getByRole('button').click();
  const [before = '', after = ''] = offline[language].exercise.stored.split('{{size}}');
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(block.getByText(new RegExp(`^${escape(before)}.+${escape(after)}$`))).toBeVisible({
    timeout: 60_000,
  });

  await context.setOffline(true);
  await page.goto(row.path);
  await page.getByRole('button', { name: t.open.button, exact: true }).click();
  const view = page.getByRole('dialog');
  const sentence = view.locator('[data-group-sentence]');
  await expect(sentence).toHaveText(cues[0]?.text ?? '');
  await view.getByRole('button', { name: t.view.play, exact: true }).click();
  await expect(sentence).toHaveText(cues[1]?.text ?? '', { timeout: 30_000 });
  await expect(view.getByRole('alert')).toHaveCount(0);
});
