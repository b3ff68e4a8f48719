// Writes apps/web/src/lib/media/media-sizes.json: the size in bytes of every narration, video and captions
// file under apps/web/public/media, so "Make available offline" can say how much it will download
// before it starts (and with no connection at all). recordDurations calls this; run it by hand after
// replacing a file: node scripts/media/sizes.mjs
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, MEDIA_DIR, ROOT } from './lib.mjs';

const OUT = join(ROOT, 'apps', 'web', 'src', 'lib', 'media', 'media-sizes.json');
// Posters (.jpg) are in the app shell's precache already.
const STORED_ON_REQUEST = /\.(opus|m4a|mp4|vtt)$/;

export function recordSizes() {
  const sizes = Object.fromEntries(
    LANGUAGES.map((language) => {
      const dir = join(MEDIA_DIR, language);
      const files = readdirSync(dir)
        .filter((file) => STORED_ON_REQUEST.test(file))
        .sort();
      return [language, Object.fromEntries(files.map((f) => [f, statSync(join(dir, f)).size]))];
    }),
  );
  writeFileSync(OUT, `${JSON.stringify(sizes, null, 2)}\n`);
  console.log(`sizes -> ${OUT}`);
}

if (import.meta.url === `file://${process.argv[1]}`) recordSizes();
