// Writes an AAC-LC twin (`<name>.m4a`) of every Opus narration under apps/web/public/media, for the
// browsers that cannot play Ogg Opus (Safari before iOS 17 and macOS 14): the player picks the file
// with canPlayType (apps/web/src/lib/media/audio-format.ts). A twin is made again only when its Opus file
// is newer. The generation scripts call this when they finish (through durations.mjs); run it by hand
// after replacing an Opus file with a recording: node scripts/media/m4a.mjs
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, MEDIA_DIR, run } from './lib.mjs';

/** Mono AAC-LC at 40 kbps and 48 kHz, the moov atom first, with nothing that changes between runs. */
export function encodeM4a(opusPath, outPath) {
  run('ffmpeg', [
    ...['-y', '-hide_banner', '-loglevel', 'error', '-i', opusPath],
    ...['-c:a', 'aac', '-profile:a', 'aac_low', '-b:a', '40k', '-ac', '1', '-ar', '48000'],
    ...['-movflags', '+faststart', '-map_metadata', '-1'],
    ...['-fflags', '+bitexact', '-flags:a', '+bitexact', outPath],
  ]);
}

export function writeM4a() {
  let written = 0;
  for (const language of LANGUAGES) {
    const dir = join(MEDIA_DIR, language);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.opus'))) {
      const opus = join(dir, file);
      const m4a = join(dir, file.replace(/\.opus$/, '.m4a'));
      if (existsSync(m4a) && statSync(m4a).mtimeMs >= statSync(opus).mtimeMs) continue;
      encodeM4a(opus, m4a);
      written += 1;
    }
  }
  console.log(`m4a: ${written} files written`);
}

if (import.meta.url === `file://${process.argv[1]}`) writeM4a();
