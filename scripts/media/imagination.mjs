// Generates the safe-oasis imagination narration, apps/web/public/media/<lang>/imagination.{opus,vtt},
// from locales/<lang>/imagination.json (its `narration`), and in Arabic a second recording for
// women, imagination.female.{opus,vtt}, from its `_female` texts.
// Run: node scripts/media/imagination.mjs
import { MIN_PAUSE, lineUp, loadExerciseNarration } from './lib.mjs';
import { renderExercise } from './render-exercise.mjs';

// Seconds of quiet after a sentence. Imagery takes time to build: 8–12 s after the questions and
// sensory invitations, about 20 s to stay in the oasis, and unhurried steps on the way back from
// it (content review 2, §3.3).
const DEFAULT_PAUSE = 2.5;
const PAUSES = {
  eyes: 4,
  imagine: 8,
  noPlace: 6,
  look: 10,
  colours: 8,
  listen: 10,
  sounds: 8,
  air: 10,
  smell: 10,
  rest: 8,
  safe: 5,
  change: 5,
  stay: 20,
  always: 4,
  return: 5,
};
// Silence after the last sentence, so the file does not stop on the last word.
const TAIL_SECONDS = 2;

renderExercise('imagination', (language, say, form) => {
  const texts = loadExerciseNarration(language, 'imagination', form);
  const entries = Object.entries(texts).map(([key, text]) => {
    const clip = say(text);
    return { clip, hold: clip.seconds + Math.max(MIN_PAUSE, PAUSES[key] ?? DEFAULT_PAUSE) };
  });
  const { cues, end } = lineUp(entries);
  return { cues, totalSeconds: Math.ceil(end + TAIL_SECONDS) };
});
