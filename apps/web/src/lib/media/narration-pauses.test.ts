// Unhurried narration (content review 2, problem 5): at least 1.5 s of silence between spoken
// sentences, measured in the committed recordings themselves (decoded with ffmpeg), in both
// languages and in the recordings for women; and captions that follow the speech of the recording
// they belong to (WCAG 1.2.2): each starts when its sentence does and stays up until it ends, and
// nothing is said outside a caption.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@waha/shared/constants';
import { describe, expect, it } from 'vitest';
import { loudness, pausesBetween, speaksBetween, spokenCues } from '@/test/speech';
import { PUBLIC_DIR, readCues } from '@/test/webvtt';

const MIN_PAUSE = 1.5;
// A caption stays up 1 s after its sentence (scripts/media/captions.mjs), so the captions alone
// show the pause as the time from one caption's end to the next one's start, plus that second.
const CAPTION_LINGER = 1;
// How late the speech of a sentence may be found after its caption starts: a soft first sound
// stays under the loudness that counts as speech for a moment.
const ONSET_SLACK = 0.3;

const recordings = LANGUAGES.flatMap((language) =>
  readdirSync(join(PUBLIC_DIR, 'media', language))
    .filter((file) => /\.(?:opus|mp4)$/.test(file))
    .sort()
    .map((file) => `/media/${language}/${file}`),
);

describe.each(recordings)('%s', (path) => {
  const captions = path.replace(/\.(?:opus|mp4)$/, '.vtt');
  const cues = readCues(captions);
  const audio = loudness(path);
  const spoken = spokenCues(audio, cues);

  it('leaves at least 1.5 s of silence between two sentences, heard in the audio', () => {
    const short = pausesBetween(spoken).flatMap((pause, i) =>
      pause < MIN_PAUSE
        ? [`${pause.toFixed(2)} s after «${spoken[i]?.text}» at ${spoken[i]?.start} s`]
        : [],
    );
    expect(short).toEqual([]);
  });

  it('leaves the same pauses in its captions', () => {
    const short = cues.slice(1).flatMap((cue, i) => {
      const pause = cue.start - ((cues[i]?.end ?? 0) - CAPTION_LINGER);
      return pause < MIN_PAUSE ? [`${pause.toFixed(2)} s before «${cue.text}»`] : [];
    });
    expect(short).toEqual([]);
  });

  it('shows each caption while its sentence is said', () => {
    for (const cue of spoken) {
      expect(cue.speechStart, `«${cue.text}» is not heard`).toBeGreaterThanOrEqual(
        cue.start - 0.02,
      );
      expect(cue.speechStart - cue.start, `«${cue.text}» starts late`).toBeLessThanOrEqual(
        ONSET_SLACK,
      );
      expect(cue.speechEnd, `«${cue.text}» is still said after its caption`).toBeLessThanOrEqual(
        cue.end,
      );
    }
  });

  it('says nothing that no caption shows', () => {
    expect(speaksBetween(audio, 0, (cues[0]?.start ?? 0) - 0.02)).toBe(false);
    expect(speaksBetween(audio, (cues.at(-1)?.end ?? 0) + 0.02, audio.seconds)).toBe(false);
  });
});
