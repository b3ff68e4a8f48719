// Writes apps/web/src/lib/media/media-durations.json: the length in seconds of every audio and video file
// under apps/web/public/media, as ffprobe reads it, so screens can say how long an exercise takes
// without loading its media. The generation scripts call this when they finish; run it by hand after
// replacing a file with a recording: node scripts/media/durations.mjs
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFemaleRecordings } from './female-recordings.mjs';
import { LANGUAGES, MEDIA_DIR, ROOT, probeDuration } from './lib.mjs';
import { writeM4a } from './m4a.mjs';
import { recordSizes } from './sizes.mjs';

const OUT = join(ROOT, 'apps', 'web', 'src', 'lib', 'media', 'media-durations.json');
const TIMED = /\.(opus|m4a|mp4)$/;

export function recordDurations() {
  // The AAC twins of new Opus files first, so their lengths are recorded too.
  writeM4a();
  const durations = Object.fromEntries(
    LANGUAGES.map((language) => {
      const dir = join(MEDIA_DIR, language);
      const files = readdirSync(dir)
        .filter((file) => TIMED.test(file))
        .sort();
      return [
        language,
        Object.fromEntries(files.map((f) => [f, Number(probeDuration(join(dir, f)).toFixed(3))])),
      ];
    }),
  );
  writeFileSync(OUT, `${JSON.stringify(durations, null, 2)}\n`);
  console.log(`durations -> ${OUT}`);
  // A recording for women may have been added or removed: the players' list follows.
  writeFemaleRecordings();
  // Their sizes last, for "Make available offline".
  recordSizes();
}

if (import.meta.url === `file://${process.argv[1]}`) recordDurations();
