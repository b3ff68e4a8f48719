// Generates progressive muscle relaxation, apps/web/public/media/<lang>/relaxation.{opus,vtt}, from
// the narration in locales/<lang>/relaxation.json. Run: node scripts/media/relaxation.mjs
import timings from '../../packages/shared/src/exercises/timings.json' with { type: 'json' };
import { MIN_PAUSE, lineUp, loadExerciseNarration, spread } from './lib.mjs';
import { renderExercise } from './render-exercise.mjs';

// Spec §9: 8 steps. The narration has one group per step, in the order of the segments in
// timings.json; the web app's steps.test.ts holds its screen to the same order.
// Seconds from the start of one sentence to the next, at least: the muscles stay tense for about
// 9 s, from "tense" through "hold, and keep breathing" to "let go", and the relaxation that
// follows is felt for a while in silence.
const HOLDS = {
  tense: 5,
  hold: 4,
  release: 5,
  whole: 10,
  breath: 10,
};
// Quiet kept at the end of every step, so no sentence runs into the next step (whose first
// sentence comes 0.5 s into it).
const STEP_TAIL = MIN_PAUSE - 0.5;
// The last sentence ("open your eyes…") is heard near the end of the file, not followed by a long
// silence that sounds as if the audio had stopped: it ends this long before the step's tail.
const CLOSING_QUIET = 2;

const { segments, totalSeconds } = timings.relaxation;

renderExercise('relaxation', (language, say) => {
  const steps = Object.entries(loadExerciseNarration(language, 'relaxation'));
  if (steps.length !== segments.length) throw new Error('relaxation: one segment per step');
  const cues = steps.flatMap(([key, texts], index) => {
    const [start, end] = segments[index];
    // The introduction (welcome, permission to stop, how it works, gently, injury, begin) is
    // spread over its minute, each sentence given room, not said in one breath.
    if (index === 0) {
      const clips = Object.values(texts).map(say);
      const starts = spread(clips, [start, end], { tail: STEP_TAIL, maxGap: 6 });
      return clips.map((clip, i) => ({ ...clip, start: starts[i] }));
    }
    const entries = Object.entries(texts).map(([part, text]) => {
      const clip = say(text);
      return { clip, hold: Math.max(HOLDS[part] ?? 0, clip.seconds + MIN_PAUSE) };
    });
    const step = lineUp(entries, start + 0.5);
    if (step.end > end - STEP_TAIL) {
      throw new Error(`Relaxation step "${key}" (${language}) runs to ${step.end.toFixed(1)} s`);
    }
    const last = step.cues.at(-1);
    if (index === steps.length - 1 && last) {
      last.start = Math.max(last.start, end - STEP_TAIL - CLOSING_QUIET - last.seconds);
    }
    return step.cues;
  });
  return { cues, totalSeconds };
});
