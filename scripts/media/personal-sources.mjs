// Generates the audio of the 11 personal-sources steps, apps/web/public/media/<lang>/
// personal-sources-<n>.{opus,vtt}, from the narration in locales/<lang>/personal-sources.json, and
// in Arabic a second recording of each for women (personal-sources-<n>.female.*).
// Run: node scripts/media/personal-sources.mjs
import catalogue from '../../packages/shared/src/exercises/catalogue.json' with { type: 'json' };
import { MIN_PAUSE, lineUp, loadExerciseNarration } from './lib.mjs';
import { renderExercise } from './render-exercise.mjs';

const STEP_COUNT = catalogue.exercises.personalSources.media.count; // spec §9
// A question is followed by a pause to think before the next sentence.
const PAUSE_AFTER_QUESTION = 3;
const TAIL_SECONDS = 2;

for (let step = 1; step <= STEP_COUNT; step += 1) {
  await renderExercise(`personal-sources-${step}`, (language, say, form) => {
    const texts = loadExerciseNarration(language, 'personal-sources', form)[`s${step}`];
    const entries = Object.values(texts).map((text) => {
      const clip = say(text);
      const pause = /[?؟]$/.test(text) ? PAUSE_AFTER_QUESTION : MIN_PAUSE;
      return { clip, hold: clip.seconds + pause };
    });
    const { cues, end } = lineUp(entries);
    return { cues, totalSeconds: Math.ceil(end + TAIL_SECONDS) };
  });
}
