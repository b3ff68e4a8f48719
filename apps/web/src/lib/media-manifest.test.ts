// Reads the committed media files from disk: the test is about what is shipped, not about code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@waha/shared/constants';
import { parseFile } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/narration.json';
import ar from '../locales/ar/narration.json';
import { PUBLIC_DIR, readCues } from '../test/webvtt';
import { mediaFiles, mediaFor, type MediaSet, type NarratedAudio } from './media-manifest';

const MEDIA_DIR = join(PUBLIC_DIR, 'media');
const MAX_MEDIA_BYTES = 40 * 1024 * 1024;
const DURATION_TOLERANCE = 0.05;
// A step's narration starts at most this long after its segment does (the screen changes step at
// the boundary; speech that starts later would lag behind it).
const SEGMENT_START_SLACK = 2;
const MAX_TRAILING_SILENCE = 6;
const NARRATION = { en, ar };

function strings(value: unknown): string[] {
  return typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings);
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(path) : statSync(path).size);
  }, 0);
}

async function audioSeconds(path: string): Promise<number> {
  const { format } = await parseFile(join(PUBLIC_DIR, path), { duration: true });
  expect(format.container).toBe('Ogg');
  expect(format.codec).toBe('Opus');
  expect(format.numberOfChannels).toBe(1);
  return format.duration ?? 0;
}

describe.each(LANGUAGES)('media in %s', (language) => {
  const media = mediaFor(language);
  const breathing = media.breathing;
  const entries = Object.entries(media) as [keyof MediaSet, NarratedAudio][];
  const cues = (entry: NarratedAudio) => readCues(entry.captions);

  it.each(mediaFiles(media))('has %s under apps/web/public', (path) => {
    expect(path.startsWith(`/media/${language}/`)).toBe(true);
    expect(existsSync(join(PUBLIC_DIR, path))).toBe(true);
  });

  it('has breathing segments that tile the audio from 0 to its end', () => {
    expect(breathing.segments).toHaveLength(7);
    expect(breathing.segments[0]?.[0]).toBe(0);
    breathing.segments.forEach(([start, end], i) => {
      expect(end).toBeGreaterThan(start);
      if (i > 0) expect(start).toBe(breathing.segments[i - 1]?.[1]);
    });
    expect(breathing.segments.at(-1)?.[1]).toBe(breathing.totalSeconds);
  });

  it('has breathing audio of the spec length, read from the Ogg Opus file itself', async () => {
    const duration = await audioSeconds(breathing.audio);
    expect(Math.abs(duration - breathing.totalSeconds)).toBeLessThanOrEqual(DURATION_TOLERANCE);
  });

  it('starts speaking within 2 s of every breathing segment start', () => {
    const starts = cues(breathing).map((cue) => cue.start);
    for (const [start] of breathing.segments) {
      expect(
        starts.some((at) => at >= start && at <= start + SEGMENT_START_SLACK),
        `segment at ${start} s`,
      ).toBe(true);
    }
  });

  describe.each(entries)('%s', (name, entry) => {
    it('has captions with ascending cues inside the audio, which ends soon after them', async () => {
      const duration = await audioSeconds(entry.audio);
      const list = cues(entry);
      expect(list.length).toBeGreaterThan(0);
      list.forEach((cue, i) => {
        expect(cue.start).toBeGreaterThanOrEqual(0);
        expect(cue.end).toBeGreaterThan(cue.start);
        expect(cue.end).toBeLessThanOrEqual(duration + DURATION_TOLERANCE);
        if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(list[i - 1]?.end ?? 0);
      });
      // A file that runs on long after its last words is a mistake of the generator or an edit.
      expect(duration - (list.at(-1)?.end ?? 0)).toBeLessThan(MAX_TRAILING_SILENCE);
    });

    it('captions the narration with its texts in this language', () => {
      const texts = new Set(strings(NARRATION[language][name]));
      for (const cue of cues(entry)) expect(texts, cue.text).toContain(cue.text);
    });
  });
});

it('keeps all committed media under 40 MB', () => {
  expect(folderBytes(MEDIA_DIR)).toBeLessThan(MAX_MEDIA_BYTES);
});
