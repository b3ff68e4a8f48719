// Shared helpers of the narration scripts: speech synthesis, a sample-exact timeline, the tone bed,
// Opus encoding, WebVTT captions and a duration check. Each exercise script only says what is
// spoken when.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { writeVtt } from './captions.mjs';
import {
  LOCALES_DIR,
  isAddressed,
  loadExerciseNarration,
  loadNarration,
} from './narration-texts.mjs';

export { LOCALES_DIR, loadExerciseNarration, loadNarration, writeVtt };

export const ROOT = join(import.meta.dirname, '..', '..');
export const MEDIA_DIR = join(ROOT, 'apps', 'web', 'public', 'media');

/** Opus always decodes at 48 kHz, so the timeline uses it too and no resampling shifts a cue. */
export const SAMPLE_RATE = 48000;
export const LANGUAGES = ['en', 'ar'];

export const REQUIRED_TOOLS = ['espeak-ng', 'sox', 'ffmpeg', 'ffprobe'];
export const INSTALL_COMMAND = 'apt-get update && apt-get install -y espeak-ng sox ffmpeg';

// A slow, calm pace (words per minute); espeak-ng's default of 175 sounds hurried for relaxation.
const SPEECH_RATE = 140;
/**
 * The least silence between two spoken sentences, in seconds (content review 2, problem 5): a
 * settling voice that never pauses sounds urgent. Clips are trimmed to their speech, so this is
 * the silence heard. The media test holds the recordings to 1.5 s, measured in the audio; 0.1 s
 * more here leaves room for the encoder and the measure's 10 ms windows. Only the spec's fixed
 * breathing timings may leave less (breathing.mjs says where).
 */
export const MIN_PAUSE = 1.6;
// espeak-ng pads its speech with silence; the clip keeps only the speech, so a clip's start and
// length are the sentence's (and so are the captions'). Quieter than this is silence (dBFS).
const TRIM_THRESHOLD = '-50d';
const VOICES = { en: 'en-gb', ar: 'ar' };

/** The tools of REQUIRED_TOOLS that are not on PATH. */
export function missingTools() {
  return REQUIRED_TOOLS.filter(
    (tool) => spawnSync('/bin/sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status !== 0,
  );
}

/** Exits with the install command when a tool is missing, before any work is done. */
export function requireTools() {
  const missing = missingTools();
  if (missing.length === 0) return;
  console.error(`Missing tools: ${missing.join(', ')}. Install them with:\n  ${INSTALL_COMMAND}`);
  process.exit(1);
}

export function run(command, args, options = {}) {
  return execFileSync(command, args, { maxBuffer: 1 << 30, ...options });
}

/** A temporary working folder, removed by the returned cleanup function. */
export function workDir() {
  const dir = mkdtempSync(join(tmpdir(), 'waha-media-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function int16ToFloat(buffer) {
  const int16 = new Int16Array(buffer.buffer, buffer.byteOffset, buffer.byteLength / 2);
  return Float32Array.from(int16, (sample) => sample / 32768);
}

// espeak-ng guesses the vowels of unvowelled Arabic badly (it clusters consonants and cannot tell
// مِن from مَن), while the captions should stay lightly vowelled as printed Arabic usually is. So the
// voice is given whole sentences, fully vowelled with their case endings, keyed by their caption
// text (the texts of the locale files); see docs/arabic-voice.md for the spelling rules.
const AR_SENTENCES = JSON.parse(
  readFileSync(join(import.meta.dirname, 'ar-sentences.json'), 'utf8'),
);

// A vowel mark (fathatan to kasra) typed before a shadda. Unicode's canonical order puts the
// shadda after the vowel, but espeak-ng then loses the doubling ("tanaffs" for تَنَفَّسْ); with
// the shadda first it says "tanaffas".
const VOWEL_BEFORE_SHADDA = /([\u064B-\u0650])\u0651/g;

/**
 * The text espeak-ng is given: for Arabic, the fully vowelled form of the sentence from
 * ar-sentences.json, with each shadda before its vowel. A sentence missing there stops the run:
 * a guess would be heard, not seen.
 */
export function speechText(text, language) {
  if (language !== 'ar') return text;
  const vowelled = AR_SENTENCES[text];
  if (vowelled === undefined) {
    throw new Error(`No fully vowelled form of "${text}" in scripts/media/ar-sentences.json`);
  }
  return vowelled.replace(VOWEL_BEFORE_SHADDA, '\u0651$1');
}

/**
 * Speaks one sentence with espeak-ng and returns it as 48 kHz mono samples, normalised to −3 dBFS
 * so both voices sit at the same loudness over the tone bed, with no silence before or after it.
 */
export function synthesize(text, language, dir) {
  const wav = join(dir, 'speech.wav');
  run('espeak-ng', [
    '-v',
    VOICES[language],
    '-s',
    String(SPEECH_RATE),
    '-w',
    wav,
    speechText(text, language),
  ]);
  const raw = run('sox', [
    '-R', // repeatable dither: unchanged texts give unchanged bytes
    wav,
    ...['-r', String(SAMPLE_RATE), '-c', '1', '-b', '16', '-e', 'signed-integer', '-t', 'raw', '-'],
    ...['norm', '-3'],
    // Cut the silence before and after the speech (the second pass runs on the reversed audio).
    ...['silence', '1', '0.005', TRIM_THRESHOLD, 'reverse'],
    ...['silence', '1', '0.005', TRIM_THRESHOLD, 'reverse'],
  ]);
  const samples = int16ToFloat(raw);
  return { text, samples, seconds: samples.length / SAMPLE_RATE };
}

/**
 * A quiet bed under the voice: low pink noise with a soft 110 Hz sine, at about −30 dB, fading in
 * and out, so silences between sentences do not sound like the audio has stopped.
 */
export function toneBed(seconds) {
  // -R: sox's repeatable noise, so the same texts always give the same bytes.
  const raw = run('sox', [
    '-R',
    ...['-n', '-r', String(SAMPLE_RATE), '-c', '1', '-b', '16', '-e', 'signed-integer'],
    ...['-t', 'raw', '-'],
    ...['synth', String(seconds), 'pinknoise', 'synth', String(seconds), 'sine', 'mix', '110'],
    ...['lowpass', '500', 'gain', '-n', '-30'],
    // Fades of 4 s in and 6 s out, shorter in a short file so they never overlap.
    ...[
      'fade',
      'q',
      String(Math.min(4, seconds / 4)),
      String(seconds),
      String(Math.min(6, seconds / 3)),
    ],
  ]);
  const bed = int16ToFloat(raw);
  const timeline = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  timeline.set(bed.subarray(0, timeline.length));
  return timeline;
}

/** Adds a clip into the timeline at `start` seconds; a clip that would run past the end throws. */
export function place(timeline, clip, start) {
  const offset = Math.round(start * SAMPLE_RATE);
  if (offset < 0 || offset + clip.samples.length > timeline.length) {
    throw new Error(`"${clip.text}" at ${start.toFixed(2)} s runs past the end of the audio`);
  }
  for (let i = 0; i < clip.samples.length; i += 1) {
    timeline[offset + i] += clip.samples[i];
  }
}

/**
 * Start times that spread sentences over a segment: the first `lead` seconds after its start,
 * the rest separated by equal pauses (at most `maxGap`), leaving at least `tail` seconds of silence
 * before the next segment. Throws when the sentences do not fit with `minGap` between them, so a
 * text that grew too long is caught at generation, not heard as an overlap.
 */
export function spread(
  clips,
  [start, end],
  { lead = 0.5, tail = MIN_PAUSE - 0.5, minGap = MIN_PAUSE, maxGap = 4 } = {},
) {
  const speech = clips.reduce((sum, clip) => sum + clip.seconds, 0);
  const room = end - start - lead - tail - speech;
  const gap = clips.length > 1 ? Math.min(maxGap, room / (clips.length - 1)) : 0;
  if (room < 0 || (clips.length > 1 && gap < minGap)) {
    throw new Error(
      `Segment ${start}-${end} s: ${speech.toFixed(1)} s of speech does not fit with ${minGap} s pauses`,
    );
  }
  const starts = [];
  let at = start + lead;
  for (const clip of clips) {
    starts.push(at);
    at += clip.seconds + gap;
  }
  return starts;
}

function clampToInt16(timeline) {
  const out = new Int16Array(timeline.length);
  for (let i = 0; i < timeline.length; i += 1) {
    out[i] = Math.max(-32768, Math.min(32767, Math.round(timeline[i] * 32768)));
  }
  return out;
}

/** Writes the timeline as raw 16-bit mono PCM at SAMPLE_RATE into `dir`; returns its path. */
export function writeRaw(timeline, dir) {
  const raw = join(dir, 'timeline.raw');
  writeFileSync(raw, Buffer.from(clampToInt16(timeline).buffer));
  return raw;
}

/**
 * Encodes the timeline as Opus in Ogg: mono, 32 kbps, 48 kHz. Bit-exact flags keep the Ogg serial
 * numbers fixed, so regenerating unchanged texts gives the same bytes and no noisy diff.
 */
export function encodeOpus(timeline, outPath, dir) {
  const raw = writeRaw(timeline, dir);
  mkdirSync(dirname(outPath), { recursive: true });
  run(
    'ffmpeg',
    [
      ...['-y', '-hide_banner', '-loglevel', 'error'],
      ...['-f', 's16le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', raw],
      ...['-c:a', 'libopus', '-b:a', '32k', '-vbr', 'on', '-application', 'audio'],
      ...['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact'],
      outPath,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** The container duration ffprobe reports, in seconds. */
export function probeDuration(path) {
  const out = run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration'],
    ...['-of', 'default=noprint_wrappers=1:nokey=1', path],
  ]);
  return Number(String(out).trim());
}

/** Fails the run when a file is not `expected` seconds long within `tolerance`. */
export function assertDuration(path, expected, tolerance = 0.05) {
  const seconds = probeDuration(path);
  if (!(Math.abs(seconds - expected) <= tolerance)) {
    throw new Error(`${path} lasts ${seconds} s, expected ${expected} ± ${tolerance} s`);
  }
  return seconds;
}

/**
 * Start times for sentences said one after another from `start`: each entry is heard for at least
 * `hold` seconds (its own length plus `minPause` if longer), so pauses for breathing or imagining
 * live in the script, not in the texts. Returns the cues and the time the last one ends.
 */
export function lineUp(entries, start = 0.5, minPause = MIN_PAUSE) {
  const cues = [];
  let at = start;
  let end = start;
  for (const { clip, hold = 0 } of entries) {
    cues.push({ ...clip, start: at });
    end = at + clip.seconds;
    at += Math.max(hold, clip.seconds + minPause);
  }
  return { cues, end };
}

/**
 * The recordings of one narration: one per language, and in Arabic a second one addressing a
 * woman when the narration must speak to the listener (`addressed`: an exercise's from the
 * catalogue, see narration-texts.mjs).
 * Each is `[language, form, file name]`; the form is undefined for the recording heard by men and
 * guests.
 */
export function recordings(name, { addressed = isAddressed(name) } = {}) {
  return LANGUAGES.flatMap((language) => [
    [language, undefined, name],
    ...(addressed && language === 'ar' ? [[language, 'female', `${name}.female`]] : []),
  ]);
}
