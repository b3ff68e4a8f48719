// Prints what the Arabic voice says: for every spoken Arabic sentence of every narration, the
// caption text, the text espeak-ng is given (speechText) and espeak-ng's phonemes (`-x`), as JSON.
// Listening is the real check; this is the one a machine can read, and a diff of two runs shows
// what a change to ar-sentences.json did. Run: node scripts/media/ar-phonemes.mjs > phonemes.json
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { LOCALES_DIR, requireTools, run, speechText } from './lib.mjs';
import { EXERCISE_NARRATIONS, spokenOnly } from './narration-texts.mjs';

/** Every spoken Arabic sentence, by narration source: [source, key path, caption text]. */
export function spokenArabic() {
  const read = (file) =>
    spokenOnly(JSON.parse(readFileSync(join(LOCALES_DIR, 'ar', file), 'utf8')));
  const sources = {
    ...Object.fromEntries(
      EXERCISE_NARRATIONS.map(({ slug }) => [slug, read(`${slug}.json`).narration]),
    ),
    videos: read('narration.json').videos,
  };
  const rows = [];
  const walk = (source, path, value) => {
    if (typeof value === 'string') {
      // Slide titles are shown, never spoken.
      if (!(source === 'videos' && path.endsWith('.title'))) rows.push([source, path, value]);
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      walk(source, path ? `${path}.${key}` : key, child);
    }
  };
  for (const [source, value] of Object.entries(sources)) walk(source, '', value);
  return rows;
}

/** espeak-ng's phonemes for the text the voice is given, on one line. */
export function phonemes(text) {
  const out = run('espeak-ng', ['-v', 'ar', '-q', '-x', text]);
  return String(out).trim().replace(/\s+/g, ' ');
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  requireTools();
  const rows = spokenArabic().map(([source, key, text]) => {
    let spoken;
    try {
      spoken = speechText(text, 'ar');
    } catch (error) {
      return { source, key, text, error: error.message };
    }
    return { source, key, text, spoken, phonemes: phonemes(spoken) };
  });
  console.log(JSON.stringify(rows, null, 2));
}
