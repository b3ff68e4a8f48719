// Generates the finger breathing narration, apps/web/public/media/<lang>/finger-breathing.{opus,vtt},
// from locales/<lang>/finger-breathing.json (its `narration`), and the times of its breaths,
// apps/web/src/features/exercises/creativity/finger-breathing/breath-timeline.json, which the hand on
// the screen follows. Run: node scripts/media/finger-breathing.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, MIN_PAUSE, ROOT, lineUp, loadExerciseNarration } from './lib.mjs';
import { renderExercise } from './render-exercise.mjs';

// Seconds of one breath in while tracing up a finger and one out while tracing down. The breath
// out is longer than the breath in, as the trauma video teaches ("Make your breath out longer"):
// that is what slows the body's alarm. The way back is "a little more slowly", and is.
const WAY_UP = { in: 4, out: 6 };
const WAY_BACK = { in: 5, out: 7 };
const FINGERS = ['thumb', 'index', 'middle', 'ring', 'little'];
// Silence after the last sentence, so the file does not stop on the last word.
const TAIL_SECONDS = 2;
const TIMELINE = join(
  ROOT,
  'apps/web/src/features/exercises/creativity/finger-breathing/breath-timeline.json',
);
const round = (seconds) => Number(seconds.toFixed(3));

const timelines = {};
await renderExercise('finger-breathing', (language, say) => {
  const texts = loadExerciseNarration(language, 'finger-breathing');
  const pause = (seconds) => (text) => {
    const clip = say(text);
    return { clip, hold: clip.seconds + seconds };
  };
  const upClip = say(texts.cues.up);
  const downClip = say(texts.cues.down);
  const breaths = (pace) => [
    { clip: upClip, hold: pace.in, breath: 'in' },
    { clip: downClip, hold: pace.out, breath: 'out' },
  ];
  const again = pause(MIN_PAUSE)(texts.again);
  const rest = pause(4)(texts.closing.rest);

  const entries = [
    ...Object.values(texts.intro).map(pause(MIN_PAUSE)),
    // First round up the hand, each finger named; the way back is breath cues only, so the
    // listener can follow their own hand rather than the words.
    ...FINGERS.flatMap((finger) => [pause(MIN_PAUSE)(texts.fingers[finger]), ...breaths(WAY_UP)]),
    again,
    ...FINGERS.flatMap(() => breaths(WAY_BACK)),
    rest,
    pause(MIN_PAUSE)(texts.closing.choose),
    pause(0)(texts.closing.wellDone),
  ];
  const { cues, end } = lineUp(entries);
  timelines[language] = {
    breaths: entries.flatMap((entry, i) =>
      entry.breath
        ? [
            {
              breath: entry.breath,
              start: round(cues[i].start),
              end: round(cues[i].start + entry.hold),
            },
          ]
        : [],
    ),
    againAt: round(cues[entries.indexOf(again)].start),
    restAt: round(cues[entries.indexOf(rest)].start),
  };
  return { cues, totalSeconds: Math.ceil(end + TAIL_SECONDS) };
});
writeFileSync(
  TIMELINE,
  `${JSON.stringify(Object.fromEntries(LANGUAGES.map((l) => [l, timelines[l]])), null, 2)}\n`,
);
console.log(`breath timeline -> ${TIMELINE}`);
