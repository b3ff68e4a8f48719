// Generates the guided breathing narration, apps/web/public/media/<lang>/breathing.{opus,vtt}, from
// the narration in locales/<lang>/guided-relaxation.json. Run: node scripts/media/breathing.mjs
import timings from '../../packages/shared/src/exercises/timings.json' with { type: 'json' };
import { MIN_PAUSE, loadExerciseNarration, spread } from './lib.mjs';
import { renderExercise } from './render-exercise.mjs';

// Spec §4 and §9: segments and prompt timings come from the file the breathing screen reads too.
const T = timings['guided-relaxation'];
const SEGMENTS = T.segments;
const TOTAL_SECONDS = T.totalSeconds;
// Step 2, timed from the start of its segment, as the breathing screen shows its prompts.
const DEEP_BREATH_DELAY = T.deepBreathDelayMs / 1000;
const CYCLES_START = T.cyclesStartMs / 1000;
const INHALE = T.inhaleMs / 1000;
const EXHALE = T.exhaleMs / 1000;
const CYCLES = T.cycles;
// Step 7: one number every 2.7 s from the start of the segment, then the conclusion.
const COUNTDOWN_STEP = T.countdownStepMs / 1000;
const COUNTDOWN_KEYS = Array.from({ length: T.countdownFrom }, (_, i) => `n${T.countdownFrom - i}`);

// Steps whose sentences are simply spread over their segment, by narration key, in order. Step 2
// (timed prompts) and step 7 (countdown) are placed by the rules above instead. The countdown's
// first number is said at the very start of its segment, so the step before it ends a full pause
// earlier.
const SPREAD_STEPS = [
  { segment: 0, key: 'preparation' },
  { segment: 2, key: 'grounding' },
  { segment: 3, key: 'countdownExplanation' },
  { segment: 4, key: 'eyeClosure' },
  { segment: 5, key: 'countdown', tail: MIN_PAUSE },
];

/**
 * A clip said at a time the spec fixes, heard within [start, slotEnd): a longer one would run into
 * the next cue and stops the run. One that leaves less than MIN_PAUSE before the next cue is kept
 * (the spec's timings win) and reported, so the pause can be noted; the media test knows of it.
 */
function timed(clip, start, slotEnd, language) {
  if (start + clip.seconds > slotEnd) {
    throw new Error(
      `"${clip.text}" (${clip.seconds.toFixed(2)} s) does not fit before ${slotEnd} s`,
    );
  }
  const pause = slotEnd - start - clip.seconds;
  if (pause < MIN_PAUSE) {
    console.warn(
      `${language}: "${clip.text}" leaves ${pause.toFixed(2)} s before ${slotEnd.toFixed(2)} s (fixed by the spec)`,
    );
  }
  return { ...clip, start };
}

/** What is said when, for one language: clips with their start time in the file. */
function schedule(language, say) {
  const texts = loadExerciseNarration(language, 'guided-relaxation');
  const cues = [];

  for (const { segment, key, tail } of SPREAD_STEPS) {
    const clips = Object.values(texts[key]).map(say);
    const starts = spread(clips, SEGMENTS[segment], tail === undefined ? {} : { tail });
    clips.forEach((clip, i) => cues.push({ ...clip, start: starts[i] }));
  }

  const [promptsStart, promptsEnd] = SEGMENTS[1];
  const prompts = texts.breathingPrompts;
  const cyclesAt = promptsStart + CYCLES_START;
  cues.push(timed(say(prompts.deepBreath), promptsStart + DEEP_BREATH_DELAY, cyclesAt, language));
  const breatheIn = say(prompts.breatheIn);
  const breatheOut = say(prompts.breatheOut);
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    const inhaleAt = cyclesAt + cycle * (INHALE + EXHALE);
    cues.push(timed(breatheIn, inhaleAt, inhaleAt + INHALE, language));
    cues.push(timed(breatheOut, inhaleAt + INHALE, inhaleAt + INHALE + EXHALE, language));
  }
  const keepAt = cyclesAt + CYCLES * (INHALE + EXHALE);
  cues.push(timed(say(prompts.keepBreathing), keepAt, promptsEnd, language));

  const [countdownStart, countdownEnd] = SEGMENTS[6];
  COUNTDOWN_KEYS.forEach((key, i) => {
    const at = countdownStart + i * COUNTDOWN_STEP;
    cues.push(timed(say(texts.numbers[key]), at, at + COUNTDOWN_STEP, language));
  });
  const conclusion = Object.values(texts.conclusion).map(say);
  const afterCount = countdownStart + COUNTDOWN_KEYS.length * COUNTDOWN_STEP;
  // The way back has only the spec's last 4 s: it starts at once after the countdown's last slot.
  const starts = spread(conclusion, [afterCount, countdownEnd], { lead: 0.1, tail: 0.1 });
  conclusion.forEach((clip, i) => cues.push({ ...clip, start: starts[i] }));
  return cues;
}

renderExercise('breathing', (language, say) => ({
  cues: schedule(language, say),
  totalSeconds: TOTAL_SECONDS,
}));
