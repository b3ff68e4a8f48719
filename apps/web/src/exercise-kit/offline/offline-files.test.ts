import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@waha/shared/constants';
import { describe, expect, it } from 'vitest';
import sizes from '../../lib/media-sizes.json';
import { totalBytes } from '../../lib/offline-media/offline-media';
import titles from '../../locales/en/titles.json';
import { EXERCISES, exerciseById } from '../catalogue';
import { OFFLINE_EXERCISE_IDS, offlineFiles } from './offline-files';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..', '..');
const MEDIA = join(ROOT, 'apps', 'web', 'public', 'media');

/** A markdown table whatever its alignment (Prettier pads the cells). */
const cells = (text: string) =>
  text
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim().replace(/^-+$/, '-'))
        .join('|'),
    )
    .join('\n');

/** Megabytes with one decimal, as the README's table writes them. */
const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);

/** The README's table: each exercise's offline size per language, Opus (AAC where Opus cannot play). */
function sizeTable(): string {
  const rows = OFFLINE_EXERCISE_IDS.map((id) => {
    const cells = LANGUAGES.map(
      (language) =>
        `${mb(totalBytes(offlineFiles(id, language, true)))} (${mb(totalBytes(offlineFiles(id, language, false)))})`,
    );
    return `| ${titles[exerciseById(id).titleKey]} | ${cells.join(' | ')} |`;
  });
  const all = LANGUAGES.map((language) => {
    const size = (opus: boolean) =>
      totalBytes(OFFLINE_EXERCISE_IDS.flatMap((id) => offlineFiles(id, language, opus)));
    return `${mb(size(true))} (${mb(size(false))})`;
  });
  return [
    `| exercise | ${LANGUAGES.map((language) => `${language}, MB`).join(' | ')} |`,
    `| --- | ${LANGUAGES.map(() => '---').join(' | ')} |`,
    ...rows,
    `| all of them | ${all.join(' | ')} |`,
  ].join('\n');
}

describe('offline files', () => {
  it('covers every exercise that has a narration in the catalogue', () => {
    const narrated = EXERCISES.filter((exercise) => 'media' in exercise).map((e) => e.id);
    expect(OFFLINE_EXERCISE_IDS).toEqual(expect.arrayContaining(narrated));
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

  it('matches the sizes listed in the README', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(cells(readme), `README.md should hold:\n${sizeTable()}`).toContain(cells(sizeTable()));
  });
});
