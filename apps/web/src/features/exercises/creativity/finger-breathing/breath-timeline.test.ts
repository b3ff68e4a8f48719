import { LANGUAGES } from '@waha/shared/constants';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/finger-breathing.json';
import ar from '@/locales/ar/finger-breathing.json';
import { exerciseMedia } from '@/lib/media/media-manifest';
import { readCues } from '@/test/webvtt';
import { breathTimeline, momentAt } from './breath-timeline';
import { TRACES } from './hand-geometry';

const NARRATION = { en: en.narration, ar: ar.narration };

// The hand moves with the voice: every breath starts on the cue that says it, in both languages.
describe.each(LANGUAGES)('finger breathing timeline in %s', (language) => {
  const timeline = breathTimeline(language);
  const cues = readCues(exerciseMedia('fingerBreathing', language).audio[0]?.captions ?? '');
  const narration = NARRATION[language];
  const cueAt = (seconds: number) => cues.find((cue) => Math.abs(cue.start - seconds) < 0.002);

  it('has one breath per trace, in then out, each starting on its spoken cue', () => {
    expect(timeline.breaths).toHaveLength(TRACES.length);
    timeline.breaths.forEach((breath, i) => {
      expect(breath.breath).toBe(TRACES[i]?.breath);
      expect(breath.end).toBeGreaterThan(breath.start);
      expect(cueAt(breath.start)?.text).toBe(
        breath.breath === 'in' ? narration.cues.up : narration.cues.down,
      );
      if (i > 0) expect(breath.start).toBeGreaterThanOrEqual(timeline.breaths[i - 1]?.end ?? 0);
    });
    // Every "in"/"out" cue of the captions is a breath of the timeline.
    const spoken = cues.filter(
      (c) => c.text === narration.cues.up || c.text === narration.cues.down,
    );
    expect(spoken).toHaveLength(TRACES.length);
  });

  it('breathes out longer than in, and more slowly on the way back, as the voice says', () => {
    const length = (i: number) => {
      const breath = timeline.breaths[i];
      return breath ? breath.end - breath.start : NaN;
    };
    const half = TRACES.length / 2;
    for (let i = 0; i < TRACES.length; i += 2) expect(length(i + 1)).toBeGreaterThan(length(i));
    for (let i = 0; i < half; i += 1) expect(length(half + i)).toBeGreaterThan(length(i));
    expect(narration.again).toMatch(
      language === 'ar' ? /أبطأ.*زفير طويل/ : /more slowly.*long breath out/,
    );
  });

  it('turns back and rests where the voice says so', () => {
    expect(cueAt(timeline.againAt)?.text).toBe(narration.again);
    expect(cueAt(timeline.restAt)?.text).toBe(narration.closing.rest);
  });

  it('tells the hand what to show at each moment', () => {
    const first = timeline.breaths[0];
    const second = timeline.breaths[1];
    if (!first || !second) throw new Error('no breaths');
    expect(momentAt(timeline, 0)).toEqual({ kind: 'intro' });
    expect(momentAt(timeline, first.start + 1)).toEqual({
      kind: 'breath',
      index: 0,
      elapsed: expect.closeTo(1, 5) as number,
      duration: first.end - first.start,
    });
    expect(momentAt(timeline, second.end + 0.01)).toEqual({ kind: 'between', index: 1 });
    expect(momentAt(timeline, timeline.againAt + 0.1)).toEqual({ kind: 'again', index: 9 });
    expect(momentAt(timeline, timeline.restAt)).toEqual({ kind: 'rest' });
  });
});
