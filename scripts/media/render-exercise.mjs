// An exercise's narration from its schedule: every recording of it (both languages, and the Arabic
// one for women where it has one), then the lists the app reads (durations, AAC twins, sizes, the
// recordings for women), which durations.mjs writes.
import { join } from 'node:path';
import { recordDurations } from './durations.mjs';
import {
  MEDIA_DIR,
  assertDuration,
  encodeOpus,
  place,
  recordings,
  requireTools,
  synthesize,
  toneBed,
  workDir,
  writeVtt,
} from './lib.mjs';

/**
 * Builds `media/<language>/<name>.{opus,vtt}` for every language (and `<name>.female.*` in Arabic
 * for an `addressed` narration): `schedule(language, say, form)` returns `{ cues, totalSeconds }`,
 * where `say(text)` synthesizes a sentence in that language and `form` picks the `_female` texts.
 */
export async function renderExercise(name, schedule, options = {}) {
  requireTools();
  const { dir, cleanup } = workDir();
  try {
    for (const [language, form, file] of recordings(name, options)) {
      const say = (text) => synthesize(text, language, dir);
      const { cues, totalSeconds } = schedule(language, say, form);
      const timeline = toneBed(totalSeconds);
      for (const cue of cues) place(timeline, cue, cue.start);
      const audio = join(MEDIA_DIR, language, `${file}.opus`);
      encodeOpus(timeline, audio, dir);
      const seconds = assertDuration(audio, totalSeconds);
      writeVtt(cues, join(MEDIA_DIR, language, `${file}.vtt`), totalSeconds);
      console.log(`${language}: ${cues.length} cues, ${seconds.toFixed(3)} s -> ${audio}`);
    }
  } finally {
    cleanup();
  }
  recordDurations();
}
