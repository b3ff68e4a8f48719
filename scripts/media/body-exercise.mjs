// Generates the body exercise ("travelling through the body"), apps/web/public/media/<lang>/
// body-exercise.{opus,vtt}, from the narration in locales/<lang>/body-exercise.json.
// Run: node scripts/media/body-exercise.mjs
import timings from '../../packages/shared/src/exercises/timings.json' with { type: 'json' };
import { loadExerciseNarration, spread } from './lib.mjs';
import { renderExercise } from './render-exercise.mjs';

// Spec §9: 15 segments, about 5 minutes (the arrival and the way back are longer than the parts
// between). The narration has one group per segment, in the order of the segments in timings.json;
// the web app's parts.test.ts holds its screen to the same order.
const { segments, totalSeconds } = timings['body-exercise'];

renderExercise('body-exercise', (language, say) => {
  const parts = Object.values(loadExerciseNarration(language, 'body-exercise'));
  if (parts.length !== segments.length) throw new Error('body-exercise: one segment per part');
  const cues = parts.flatMap((texts, index) => {
    const clips = Object.values(texts).map(say);
    // Long quiet after the sentences of a part of the body, where the listener rests their
    // attention on it. The arrival (permission to stop, to skip a part, to move) only needs the
    // usual pause before the breath; the way back takes its time between its steps and needs
    // only a moment before the file ends.
    const first = index === 0;
    const last = index === parts.length - 1;
    const starts = spread(
      clips,
      segments[index],
      first ? {} : { tail: last ? 1.5 : 4, maxGap: last ? 5 : 3 },
    );
    return clips.map((clip, i) => ({ ...clip, start: starts[i] }));
  });
  return { cues, totalSeconds };
});
