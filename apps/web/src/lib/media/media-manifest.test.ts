// Reads the committed media files from disk: the test is about what is shipped, not about code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  BODY_EXERCISE_SEGMENT_COUNT,
  BREATHING_STEP_COUNT,
  LANGUAGES,
  PERSONAL_SOURCES_STEP_COUNT,
  RELAXATION_STEP_COUNT,
} from '@waha/shared/constants';
import type { ExerciseId } from '@waha/shared/catalogue';
import { parseFile } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { scriptsIn } from '@/test/narration-texts';
import { PUBLIC_DIR, readCues, type Cue } from '@/test/webvtt';
import {
  audioEntries,
  exerciseMedia,
  mediaFiles,
  videosFor,
  VIDEO_FILES,
  VIDEO_NAMES,
  type NarratedAudio,
  type SegmentedAudio,
} from './media-manifest';

const MEDIA_DIR = join(PUBLIC_DIR, 'media');
const MAX_MEDIA_BYTES = 40 * 1024 * 1024;
const DURATION_TOLERANCE = 0.05;
// MP4 lengths are whole video frames and AAC packets; ffmpeg and music-metadata differ a little.
const VIDEO_DURATION_TOLERANCE = 0.15;
// A step's narration starts at most this long after its segment does (the screen changes step at
// the boundary; speech that starts later would lag behind it).
const SEGMENT_START_SLACK = 2;
const MAX_TRAILING_SILENCE = 6;
// Body exercise: 15 segments, "about 5 minutes" (spec §9).
const BODY_EXERCISE_SECONDS = 300;

/** The texts of a narration, without the `_female` forms (written as captions only, not spoken). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value as object)
    .filter(([key]) => !/_(?:female|male)$/.test(key))
    .flatMap(([, child]) => strings(child));
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(path) : statSync(path).size);
  }, 0);
}

/** The AAC twin for browsers without Opus: AAC-LC in MPEG-4, mono, its length in seconds. */
async function aacSeconds(path: string): Promise<number> {
  const { format } = await parseFile(join(PUBLIC_DIR, path), { duration: true });
  expect(format.container).toMatch(/^M4A\//);
  expect(format.codec).toBe('MPEG-4/AAC');
  return format.duration ?? 0;
}

async function audioSeconds(path: string): Promise<number> {
  const { format } = await parseFile(join(PUBLIC_DIR, path), { duration: true });
  expect(format.container).toBe('Ogg');
  expect(format.codec).toBe('Opus');
  expect(format.numberOfChannels).toBe(1);
  return format.duration ?? 0;
}

/** Cues ascend without overlapping, inside the file, which ends soon after the last one. */
function expectOrderedCues(list: Cue[], duration: number) {
  expect(list.length).toBeGreaterThan(0);
  list.forEach((cue, i) => {
    expect(cue.start).toBeGreaterThanOrEqual(0);
    expect(cue.end).toBeGreaterThan(cue.start);
    expect(cue.end).toBeLessThanOrEqual(duration + DURATION_TOLERANCE);
    if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(list[i - 1]?.end ?? 0);
  });
  // A file that runs on long after its last words is a mistake of the generator or an edit.
  expect(duration - (list.at(-1)?.end ?? 0)).toBeLessThan(MAX_TRAILING_SILENCE);
}

describe.each(LANGUAGES)('media in %s', (language) => {
  const videos = videosFor(language);
  const scripts = scriptsIn(language);
  // The narration texts each audio file speaks, by its file name.
  const textsOf = (name: string): Set<string> => {
    const file = scripts.flatMap((script) => script.files).find((entry) => entry.name === name);
    return new Set(strings(file?.texts ?? {}));
  };
  const segmentedAudio = (id: ExerciseId): SegmentedAudio => {
    const { audio, segments } = exerciseMedia(id, language);
    if (!audio[0] || !segments) throw new Error(`${id} has no segmented narration`);
    return { ...audio[0], segments };
  };
  const segmented: [string, SegmentedAudio, number][] = [
    ['guidedRelaxation', segmentedAudio('guidedRelaxation'), BREATHING_STEP_COUNT],
    ['bodyExercise', segmentedAudio('bodyExercise'), BODY_EXERCISE_SEGMENT_COUNT],
    ['relaxation', segmentedAudio('relaxation'), RELAXATION_STEP_COUNT],
  ];
  const personalSources = exerciseMedia('personalSources', language).audio;
  const bodyExercise = segmentedAudio('bodyExercise');

  it.each(mediaFiles(language))('has %s under apps/web/public', (path) => {
    expect(path.startsWith(`/media/${language}/`)).toBe(true);
    expect(existsSync(join(PUBLIC_DIR, path))).toBe(true);
  });

  it('has one audio file per personal-sources step', () => {
    expect(personalSources).toHaveLength(PERSONAL_SOURCES_STEP_COUNT);
    expect(new Set(personalSources.map((entry) => entry.audio)).size).toBe(
      PERSONAL_SOURCES_STEP_COUNT,
    );
  });

  it('has a body exercise of 15 segments and about 5 minutes', () => {
    expect(bodyExercise.segments).toHaveLength(15);
    expect(bodyExercise.seconds).toBeCloseTo(BODY_EXERCISE_SECONDS, 1);
  });

  describe.each(segmented)('%s segments', (_name, entry, count) => {
    it(`has ${count} segments that tile the audio from 0 to its end`, () => {
      expect(entry.segments).toHaveLength(count);
      expect(entry.segments[0]?.[0]).toBe(0);
      entry.segments.forEach(([start, end], i) => {
        expect(end).toBeGreaterThan(start);
        if (i > 0) expect(start).toBe(entry.segments[i - 1]?.[1]);
      });
    });

    it('has audio exactly as long as its segments, read from the Ogg Opus file itself', async () => {
      const duration = await audioSeconds(entry.audio);
      const end = entry.segments.at(-1)?.[1] ?? NaN;
      expect(Math.abs(duration - end)).toBeLessThanOrEqual(DURATION_TOLERANCE);
    });

    it('starts speaking within 2 s of every segment start, and never across a boundary', () => {
      const list = readCues(entry.captions);
      for (const [start, end] of entry.segments) {
        expect(
          list.some((cue) => cue.start >= start && cue.start <= start + SEGMENT_START_SLACK),
          `segment at ${start} s`,
        ).toBe(true);
        // A caption that begins in a segment ends by the segment's end (it lingers at most 1 s
        // after the words, so speech itself ends earlier).
        for (const cue of list.filter((c) => c.start >= start && c.start < end)) {
          expect(cue.end, cue.text).toBeLessThanOrEqual(end + 1);
        }
      }
    });
  });

  describe.each(audioEntries(language))('%s', (name, entry: NarratedAudio) => {
    it('is Opus audio as long as the manifest says, with captions inside it', async () => {
      const duration = await audioSeconds(entry.audio);
      expect(Math.abs(duration - entry.seconds)).toBeLessThanOrEqual(DURATION_TOLERANCE);
      expectOrderedCues(readCues(entry.captions), duration);
    });

    it('has an AAC-LC twin as long as the Opus file, for browsers without Opus', async () => {
      expect(entry.aac).toBe(entry.audio.replace(/\.opus$/, '.m4a'));
      const duration = await aacSeconds(entry.aac);
      expect(Math.abs(duration - entry.seconds)).toBeLessThanOrEqual(DURATION_TOLERANCE);
    });

    it('captions the narration with its texts in this language', () => {
      const texts = textsOf(name);
      expect(texts.size).toBeGreaterThan(0);
      for (const cue of readCues(entry.captions)) expect(texts, cue.text).toContain(cue.text);
    });
  });

  describe.each(VIDEO_NAMES)('video %s', (name) => {
    const entry = videos[name];

    it('is an MP4 with H.264 video and AAC audio, as long as the manifest says', async () => {
      const { format } = await parseFile(join(PUBLIC_DIR, entry.video), { duration: true });
      expect(format.container).toMatch(/isom/);
      expect(format.hasVideo).toBe(true);
      expect(format.hasAudio).toBe(true);
      expect(format.trackInfo.map((track) => track.codecName)).toEqual(
        expect.arrayContaining(['<avc1>', 'MPEG-4/AAC']),
      );
      const duration = format.duration ?? 0;
      expect(Math.abs(duration - entry.seconds)).toBeLessThanOrEqual(VIDEO_DURATION_TOLERANCE);
      expectOrderedCues(readCues(entry.captions), duration);
    });

    it('captions the narration with its texts in this language', () => {
      const texts = textsOf(VIDEO_FILES[name]);
      const list = readCues(entry.captions);
      for (const cue of list) expect(texts, cue.text).toContain(cue.text);
      // Every spoken sentence (all but the slide titles) has its caption.
      const slides = scripts.find((script) => script.source === `videos.${name}`)?.files[0]?.texts;
      const titles = Object.values(slides as Record<string, { title: string }>).map((s) => s.title);
      expect(list).toHaveLength(texts.size - titles.length);
    });
  });
});

it('keeps all committed media under 40 MB', () => {
  expect(folderBytes(MEDIA_DIR)).toBeLessThan(MAX_MEDIA_BYTES);
});
