// Generates the body exercise ("travelling through the body"), apps/web/public/media/<lang>/
// body-exercise.{opus,vtt}, from locales/<lang>/narration.json. Run: node scripts/media/body-exercise.mjs
import timings from '../../packages/shared/src/exercises/timings.json' with { type: 'json' };
import { loadNarration, renderExercise, spread } from './lib.mjs';

// Spec §9: 15 segments, about 5 minutes, from exercises/timings.json (which the screen reads too).
const { segments: SEGMENTS, totalSeconds: TOTAL_SECONDS } = timings['body-exercise'];
// One narration group per segment, in order.
const PARTS = [
  'arrive',
  'breath',
  'feet',
  'lowerLegs',
  'thighs',
  'hips',
  'belly',
  'chest',
  'back',
  'shoulders',
  'arms',
  'hands',
  'face',
  'wholeBody',
  'return',
];

renderExercise('body-exercise', (language, say) => {
  const texts = loadNarration(language).bodyExercise;
  const cues = PARTS.flatMap((part, index) => {
    const clips = Object.values(texts[part]).map(say);
    const segment = SEGMENTS[index];
    // Long quiet after the sentences, where the listener rests their attention on that part; the
    // last segment, the way back, only needs a moment before the file ends.
    const tail = index === PARTS.length - 1 ? 1.5 : 4;
    const starts = spread(clips, segment, { tail, maxGap: 3 });
    return clips.map((clip, i) => ({ ...clip, start: starts[i] }));
  });
  return { cues, totalSeconds: TOTAL_SECONDS };
});
