// Generates progressive muscle relaxation, apps/web/public/media/<lang>/relaxation.{opus,vtt}, from
// locales/<lang>/narration.json. Run: node scripts/media/relaxation.mjs
import timings from '../../packages/shared/src/exercises/timings.json' with { type: 'json' };
import { lineUp, loadNarration, renderExercise } from './lib.mjs';

// Spec §9: 8 steps, one narration group each, over the segments of exercises/timings.json (which
// the relaxation screen reads too).
const KEYS = ['intro', 'hands', 'arms', 'shoulders', 'face', 'belly', 'legs', 'conclusion'];
const { segments: SEGMENTS, totalSeconds: TOTAL_SECONDS } = timings.relaxation;
if (SEGMENTS.length !== KEYS.length) throw new Error('timings.json: relaxation needs 8 segments');
const STEPS = KEYS.map((key, i) => ({ key, segment: SEGMENTS[i] }));
// Seconds from the start of one sentence to the next, at least: the muscles stay tense for about
// 5 s from "tense" to "let go", and the relaxation that follows is felt for a while in silence.
const HOLDS = {
  tense: 5,
  hold: 4,
  release: 5,
  welcome: 4,
  how: 8,
  gently: 4,
  whole: 10,
  breath: 10,
};
// Quiet kept at the end of every step, so no sentence runs into the next step.
const STEP_TAIL = 1;

renderExercise('relaxation', (language, say) => {
  const texts = loadNarration(language).relaxation;
  const cues = STEPS.flatMap(({ key, segment: [start, end] }) => {
    const entries = Object.entries(texts[key]).map(([part, text]) => {
      const clip = say(text);
      return { clip, hold: Math.max(HOLDS[part] ?? 0, clip.seconds + 1) };
    });
    const step = lineUp(entries, start + 0.5);
    if (step.end > end - STEP_TAIL) {
      throw new Error(`Relaxation step "${key}" (${language}) runs to ${step.end.toFixed(1)} s`);
    }
    return step.cues;
  });
  return { cues, totalSeconds: TOTAL_SECONDS };
});
