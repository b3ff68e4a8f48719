// Generates the body exercise ("travelling through the body"), apps/web/public/media/<lang>/
// body-exercise.{opus,vtt}, from locales/<lang>/narration.json. Run: node scripts/media/body-exercise.mjs
import { loadNarration, renderExercise, spread } from './lib.mjs';

// Spec §9: 15 segments, about 5 minutes. These mirror BODY_EXERCISE_SEGMENTS in
// packages/shared/src/constants.ts (20 s each); apps/web/src/lib/media-manifest.test.ts checks the
// generated captions against that constant, so a drift fails the tests.
const SEGMENT_SECONDS = 20;
const TOTAL_SECONDS = 300;
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
    const segment = [index * SEGMENT_SECONDS, (index + 1) * SEGMENT_SECONDS];
    // Long quiet after the sentences, where the listener rests their attention on that part; the
    // last segment, the way back, only needs a moment before the file ends.
    const tail = index === PARTS.length - 1 ? 1.5 : 4;
    const starts = spread(clips, segment, { tail, maxGap: 3 });
    return clips.map((clip, i) => ({ ...clip, start: starts[i] }));
  });
  return { cues, totalSeconds: TOTAL_SECONDS };
});
