// Generates the safe-oasis imagination narration, apps/web/public/media/<lang>/imagination.{opus,vtt},
// from locales/<lang>/imagination.json (its `narration`). Run: node scripts/media/imagination.mjs
import { lineUp, loadExerciseNarration, renderExercise } from './lib.mjs';

// Seconds of quiet after a sentence. Questions and sensory invitations get long pauses: the
// listener needs time to picture the oasis before the next prompt arrives.
const DEFAULT_PAUSE = 2.5;
const PAUSES = {
  eyes: 3,
  imagine: 5,
  noPlace: 5,
  look: 6,
  colours: 6,
  listen: 5,
  sounds: 6,
  air: 6,
  smell: 6,
  rest: 6,
  safe: 4,
  change: 5,
  stay: 10,
  always: 3,
  return: 3,
};
// Silence after the last sentence, so the file does not stop on the last word.
const TAIL_SECONDS = 2;

renderExercise('imagination', (language, say) => {
  const texts = loadExerciseNarration(language, 'imagination');
  const entries = Object.entries(texts).map(([key, text]) => {
    const clip = say(text);
    return { clip, hold: clip.seconds + (PAUSES[key] ?? DEFAULT_PAUSE) };
  });
  const { cues, end } = lineUp(entries);
  return { cues, totalSeconds: Math.ceil(end + TAIL_SECONDS) };
});
