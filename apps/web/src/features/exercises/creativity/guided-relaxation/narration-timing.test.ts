import { LANGUAGES } from '@waha/shared/constants';
import { describe, expect, it } from 'vitest';
import { exerciseMedia } from '@/lib/media/media-manifest';
import { readCues } from '@/test/webvtt';
import {
  BREATHING_CYCLES,
  COUNTDOWN_FROM,
  COUNTDOWN_STEP_MS,
  CYCLES_START_MS,
  DEEP_BREATH_DELAY_MS,
  EXHALE_MS,
  INHALE_MS,
} from './steps';

// The narration says what the screen shows, at the same moments: the captions (one cue per spoken
// sentence) must start when the screen's timers fire, measured from the start of the step.
const TOLERANCE = 0.01;

describe.each(LANGUAGES)('breathing narration in %s', (language) => {
  const media = exerciseMedia('guidedRelaxation', language);
  const captions = media.audio[0]?.captions ?? '';
  const segments = media.segments ?? [];
  const starts = readCues(captions).map((cue) => cue.start);
  const spokenAt = (at: number) => starts.some((start) => Math.abs(start - at) <= TOLERANCE);

  it('says the deep-breath prompt and each inhale and exhale when step 2 shows them', () => {
    const stepStart = segments[1]?.[0] ?? NaN;
    expect(spokenAt(stepStart + DEEP_BREATH_DELAY_MS / 1000)).toBe(true);
    for (let cycle = 0; cycle < BREATHING_CYCLES; cycle += 1) {
      const inhale = stepStart + (CYCLES_START_MS + cycle * (INHALE_MS + EXHALE_MS)) / 1000;
      expect(spokenAt(inhale), `inhale ${cycle + 1}`).toBe(true);
      expect(spokenAt(inhale + INHALE_MS / 1000), `exhale ${cycle + 1}`).toBe(true);
    }
    const keepBreathing =
      stepStart + (CYCLES_START_MS + BREATHING_CYCLES * (INHALE_MS + EXHALE_MS)) / 1000;
    expect(spokenAt(keepBreathing)).toBe(true);
  });

  it('says each countdown number when step 7 shows it', () => {
    const stepStart = segments[6]?.[0] ?? NaN;
    for (let i = 0; i < COUNTDOWN_FROM; i += 1) {
      expect(spokenAt(stepStart + (i * COUNTDOWN_STEP_MS) / 1000), `${COUNTDOWN_FROM - i}`).toBe(
        true,
      );
    }
  });
});
