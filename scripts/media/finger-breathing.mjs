// Generates the finger breathing narration, apps/web/public/media/<lang>/finger-breathing.{opus,vtt},
// from locales/<lang>/finger-breathing.json (its `narration`), and the times of its breaths,
// apps/web/src/features/exercises/creativity/finger-breathing/breath-timeline.json, which the hand on
// the screen follows. Run: node scripts/media/finger-breathing.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, ROOT, lineUp, loadExerciseNarration, renderExercise } from './lib.mjs';

// One breath in while tracing up a finger, one out while tracing down: slow enough to calm,
// short enough that a first-timer does not run out of breath.
const BREATH_SECONDS = 4;
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
  const up = { clip: upClip, hold: BREATH_SECONDS, breath: 'in' };
  const down = { clip: downClip, hold: BREATH_SECONDS, breath: 'out' };
  const again = pause(1.5)(texts.again);
  const rest = pause(4)(texts.closing.rest);

  const entries = [
    ...Object.values(texts.intro).map(pause(1.5)),
    // First round up the hand, each finger named; the way back is breath cues only, so the
    // listener can follow their own hand rather than the words.
    ...FINGERS.flatMap((finger) => [pause(0.5)(texts.fingers[finger]), up, down]),
    again,
    ...FINGERS.flatMap(() => [up, down]),
    rest,
    pause(1.5)(texts.closing.choose),
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
              end: round(cues[i].start + BREATH_SECONDS),
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
