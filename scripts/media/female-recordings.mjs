// Writes apps/web/src/lib/media/female-recordings.json: the Arabic narrations recorded a second time for
// women (`<name>.female.opus` or `.female.mp4`, with its `.female.vtt`), which the players choose
// for a woman who is signed in, as the texts are chosen. A `.female.vtt` with no recording beside
// it is removed: captions always match the recording played (WCAG 1.2.2). Every generation script
// calls this when it finishes (through durations.mjs); run it by hand after adding or removing a
// recorded file: node scripts/media/female-recordings.mjs
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_DIR, ROOT } from './lib.mjs';

const MEDIA_AR = join(MEDIA_DIR, 'ar');
const LIST = join(ROOT, 'apps', 'web', 'src', 'lib', 'media', 'female-recordings.json');
const FEMALE_CAPTIONS = /\.female\.vtt$/;

export function writeFemaleRecordings() {
  const names = [];
  for (const file of readdirSync(MEDIA_AR)
    .filter((f) => FEMALE_CAPTIONS.test(f))
    .sort()) {
    const name = file.replace(FEMALE_CAPTIONS, '');
    const recorded = ['opus', 'mp4'].some((ext) =>
      existsSync(join(MEDIA_AR, `${name}.female.${ext}`)),
    );
    if (recorded) names.push(name);
    else rmSync(join(MEDIA_AR, file));
  }
  writeFileSync(LIST, `${JSON.stringify(names, null, 2)}\n`);
  console.log(`female recordings: ${names.length} -> ${LIST}`);
}

if (import.meta.url === `file://${process.argv[1]}`) writeFemaleRecordings();
