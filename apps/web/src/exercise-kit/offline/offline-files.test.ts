import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@waha/shared/constants';
import { describe, expect, it } from 'vitest';
import sizes from '@/lib/media/media-sizes.json';
import { totalBytes } from '@/lib/media/offline/offline-media';
import titles from '@/locales/en/titles.json';
import { EXERCISES, exerciseById } from '../catalogue';
import { OFFLINE_EXERCISE_IDS, offlineFiles } from './offline-files';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..', '..');
const MEDIA = join(ROOT, 'apps', 'web', 'public', 'media');

/** Megabytes with one decimal. */
const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);

/** A Markdown table with its cells padded as Prettier pads them. */
function markdownTable(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(3, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** docs/offline-sizes.md: each exercise's offline size per language, Opus (AAC where Opus cannot play). */
function sizesPage(): string {
  const size = (ids: readonly (typeof OFFLINE_EXERCISE_IDS)[number][]) =>
    LANGUAGES.map((language) => {
      const bytes = (opus: boolean) =>
        totalBytes(ids.flatMap((id) => offlineFiles(id, language, opus)));
      return `${mb(bytes(true))} (${mb(bytes(false))})`;
    });
  const table = markdownTable([
    ['exercise', ...LANGUAGES.map((language) => `${language}, MB`)],
    ...OFFLINE_EXERCISE_IDS.map((id) => [titles[exerciseById(id).titleKey], ...size([id])]),
    ['all of them', ...size(OFFLINE_EXERCISE_IDS)],
  ]);
  return [
    '# Offline sizes',
    '',
    '<!-- Written by apps/web/src/exercise-kit/offline/offline-files.test.ts from the catalogue and',
    'apps/web/src/lib/media/media-sizes.json; after a change to the media, rewrite it with',
    '`npx vitest run -u apps/web/src/exercise-kit/offline/offline-files.test.ts`. -->',
    '',
    'What "Make available offline" stores for each exercise with audio or video, in one language, in',
    'MB (1 MB = 1,000,000 bytes): Opus, with AAC for browsers that cannot play Opus in brackets. These',
    'are the recordings heard by men and guests; a woman who is signed in gets the Arabic recordings',
    'for women where a narration has them.',
    '',
    table,
    '',
  ].join('\n');
}

describe('offline files', () => {
  it('covers the exercises with a narration or a video in the catalogue, and only those', () => {
    for (const { id } of EXERCISES) {
      const files = LANGUAGES.flatMap((language) => offlineFiles(id, language, true));
      expect(files.length > 0, id).toBe(OFFLINE_EXERCISE_IDS.includes(id));
    }
  });

  it('stores the narration in the format this browser plays, with its captions', () => {
    const opus = offlineFiles('relaxation', 'en', true).map((file) => file.url);
    const aac = offlineFiles('relaxation', 'en', false).map((file) => file.url);
    expect(opus).toEqual(['/media/en/relaxation.opus', '/media/en/relaxation.vtt']);
    expect(aac).toEqual(['/media/en/relaxation.m4a', '/media/en/relaxation.vtt']);
  });

  it('stores the recording addressed to the person, with its own captions', () => {
    const urls = (form?: 'female' | 'male') =>
      offlineFiles('imagination', 'ar', true, form).map((file) => file.url);
    expect(urls('female')).toEqual([
      '/media/ar/imagination.female.opus',
      '/media/ar/imagination.female.vtt',
    ]);
    expect(urls('male')).toEqual(['/media/ar/imagination.opus', '/media/ar/imagination.vtt']);
    expect(urls()).toEqual(urls('male'));
    // One recording for everyone where the narration addresses no one in particular.
    expect(offlineFiles('relaxation', 'ar', true, 'female').map((file) => file.url)).toEqual([
      '/media/ar/relaxation.opus',
      '/media/ar/relaxation.vtt',
    ]);
  });

  it('stores the guided relaxation video with the breathing narration, but not its poster', () => {
    const urls = offlineFiles('guidedRelaxation', 'ar', true).map((file) => file.url);
    expect(urls).toContain('/media/ar/breathing.opus');
    expect(urls).toContain('/media/ar/guided-relaxation-intro.mp4');
    expect(urls.some((url) => url.endsWith('.jpg'))).toBe(false);
  });

  it('shares no file between two exercises, so deleting one never takes from another', () => {
    for (const language of LANGUAGES) {
      const urls = OFFLINE_EXERCISE_IDS.flatMap((id) =>
        offlineFiles(id, language, true).map((file) => file.url),
      );
      expect(new Set(urls).size).toBe(urls.length);
    }
  });

  it('knows the size of every media file on disk (node scripts/media/sizes.mjs)', () => {
    for (const language of LANGUAGES) {
      const onDisk = Object.fromEntries(
        readdirSync(join(MEDIA, language))
          .filter((file) => /\.(opus|m4a|mp4|vtt)$/.test(file))
          .map((file) => [file, statSync(join(MEDIA, language, file)).size]),
      );
      expect(sizes[language]).toEqual(onDisk);
    }
  });

  it('lists the sizes in docs/offline-sizes.md', async () => {
    await expect(sizesPage()).toMatchFileSnapshot(join(ROOT, 'docs', 'offline-sizes.md'));
  });
});
