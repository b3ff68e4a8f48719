import { LANGUAGES } from '@waha/shared/constants';
import { describe, expect, it } from 'vitest';
import { readCues } from '@/test/webvtt';
import { groupNarration, NARRATED_EXERCISES } from './group-narration';
import {
  cueAt,
  groupSteps,
  lockedAt,
  stepIndexAt,
  type Cue,
  type GroupStep,
} from './group-timeline';

const cue = (start: number, end: number, text: string): Cue => ({ start, end, text });

describe('the sentence shown while a group is led', () => {
  const cues = [
    cue(0.5, 2, 'One.'),
    cue(5, 8, 'Two.'),
    cue(12, 15, 'Three.'),
    cue(21, 24, 'Four.'),
  ];
  const steps = groupSteps({
    kind: 'segmented',
    segments: [
      [0, 10],
      [10, 30],
    ],
  });

  it('is the cue being spoken, and stays up through the pause after it', () => {
    const at = (seconds: number) =>
      cueAt(cues, seconds, steps[stepIndexAt(steps, 0, seconds)] as GroupStep)?.text;
    expect(at(0)).toBe('One.');
    expect(at(1)).toBe('One.');
    expect(at(3)).toBe('One.');
    expect(at(5)).toBe('Two.');
    expect(at(9.9)).toBe('Two.');
    // A new step shows its own first sentence, even before it is said.
    expect(at(10)).toBe('Three.');
    expect(at(20.9)).toBe('Three.');
    expect(at(21)).toBe('Four.');
    expect(at(400)).toBe('Four.');
  });

  it('is nothing while the captions are not there', () => {
    expect(cueAt([], 3, steps[0] as GroupStep)).toBeNull();
  });

  it('takes each sentence as a step for a narration without segments', () => {
    const bySentence = groupSteps({ kind: 'narrated', cues });
    expect(bySentence.map((step) => [step.start, step.end])).toEqual([
      [0, 5],
      [5, 12],
      [12, 21],
      [21, Infinity],
    ]);
    expect(stepIndexAt(bySentence, 0, 13)).toBe(2);
    expect(groupSteps({ kind: 'narrated', cues: [] })).toHaveLength(1);
  });

  it('takes each file as a step for a narration of one file per step', () => {
    const byFile = groupSteps({ kind: 'steps', files: 3 });
    expect(byFile).toHaveLength(3);
    expect(stepIndexAt(byFile, 2, 40)).toBe(2);
  });

  it('holds the controls where the exercise’s own rules do', () => {
    const spans = [[73, 97] as const];
    expect(lockedAt(spans, 72.9)).toBe(false);
    expect(lockedAt(spans, 73)).toBe(true);
    expect(lockedAt(spans, 96.9)).toBe(true);
    expect(lockedAt(spans, 97)).toBe(false);
  });
});

describe.each(LANGUAGES)('every narrated exercise led in %s', (language) => {
  it.each(NARRATED_EXERCISES)('%s: each sentence comes up as the voice says it', (id) => {
    const narration = groupNarration(id, language);
    narration.files.forEach((file, index) => {
      // The base recording, whoever is signed in.
      expect(file.captions).not.toContain('.female.');
      const cues = readCues(file.captions);
      expect(cues.length).toBeGreaterThan(0);
      const steps = groupSteps(narration.steps(cues));
      cues.forEach((spoken, at) => {
        for (const seconds of [spoken.start, (spoken.start + spoken.end) / 2, spoken.end]) {
          const step = steps[stepIndexAt(steps, index, seconds)] as GroupStep;
          expect(step.file).toBe(index);
          expect(cueAt(cues, seconds, step), `cue ${at + 1} at ${seconds}s`).toEqual(spoken);
        }
      });
    });
  });
});

describe('guided breathing led with a group', () => {
  const breathing = NARRATED_EXERCISES.map((id) => groupNarration(id, 'en')).filter(
    (narration) => narration.locked.length > 0,
  );

  it('keeps its controls held through the breathing cycles and the countdown, as on its own screen', () => {
    expect(breathing).toHaveLength(1);
    const [only] = breathing;
    const cues = readCues(only?.files[0]?.captions ?? '');
    const locked = only?.locked ?? [];
    const said = (text: string) => cues.find((one) => one.text === text)?.start ?? NaN;
    expect(lockedAt(locked, said('Breathe in.'))).toBe(true);
    expect(lockedAt(locked, said('Ten.'))).toBe(true);
    expect(lockedAt(locked, said('One.'))).toBe(true);
    expect(lockedAt(locked, said('Keep breathing calmly.'))).toBe(false);
    expect(lockedAt(locked, said('Now feel the ground beneath you.'))).toBe(false);
    expect(lockedAt(locked, said('When you are ready, open your eyes.'))).toBe(false);
  });
});
