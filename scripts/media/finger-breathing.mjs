// Generates the finger breathing narration, apps/web/public/media/<lang>/finger-breathing.{opus,vtt},
// from locales/<lang>/narration.json. Run: node scripts/media/finger-breathing.mjs
import { lineUp, loadNarration, renderExercise } from './lib.mjs';

// One breath in while tracing up a finger, one out while tracing down: slow enough to calm,
// short enough that a first-timer does not run out of breath.
const BREATH_SECONDS = 4;
const FINGERS = ['thumb', 'index', 'middle', 'ring', 'little'];
// Silence after the last sentence, so the file does not stop on the last word.
const TAIL_SECONDS = 2;

renderExercise('finger-breathing', (language, say) => {
  const texts = loadNarration(language).fingerBreathing;
  const pause = (seconds) => (text) => {
    const clip = say(text);
    return { clip, hold: clip.seconds + seconds };
  };
  const up = { clip: say(texts.cues.up), hold: BREATH_SECONDS };
  const down = { clip: say(texts.cues.down), hold: BREATH_SECONDS };

  const entries = [
    ...Object.values(texts.intro).map(pause(1.5)),
    // First round up the hand, each finger named; the way back is breath cues only, so the
    // listener can follow their own hand rather than the words.
    ...FINGERS.flatMap((finger) => [pause(0.5)(texts.fingers[finger]), up, down]),
    pause(1.5)(texts.again),
    ...FINGERS.flatMap(() => [up, down]),
    pause(4)(texts.closing.rest),
    pause(1.5)(texts.closing.choose),
    pause(0)(texts.closing.wellDone),
  ];
  const { cues, end } = lineUp(entries);
  return { cues, totalSeconds: Math.ceil(end + TAIL_SECONDS) };
});
