// Writes the captions a woman reads: for every Arabic caption file with a sentence that has a
// `_female` form in the locale files, `<name>.female.vtt` beside it, the same cues at the same times
// with those sentences in the feminine. The voice is one recording addressing a man; the captions
// and screen texts follow the account's gender (DESIGN.md, care rules). Writes the names that have
// such a file to apps/web/src/lib/female-captions.json, which the players read.
// Every generation script calls this when it finishes; run it by hand after editing a `_female`
// text: node scripts/media/captions-female.mjs
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { feminineForms } from './narration-texts.mjs';

const MEDIA_AR = join(import.meta.dirname, '..', '..', 'apps', 'web', 'public', 'media', 'ar');
const LIST = join(
  import.meta.dirname,
  '..',
  '..',
  'apps',
  'web',
  'src',
  'lib',
  'female-captions.json',
);
const FEMALE = /\.female\.vtt$/;

/**
 * A WebVTT file with each cue's text replaced by its feminine form where one exists, or undefined
 * when no cue changes. Headers, numbers and timings are kept as written.
 */
export function feminineVtt(vtt, forms) {
  let changed = false;
  const blocks = vtt.split('\n\n').map((block) => {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) return block;
    // The file's last cue keeps the file's closing line break after its text.
    const [, text = '', end = ''] =
      /^([\s\S]*?)(\n*)$/.exec(lines.slice(timing + 1).join('\n')) ?? [];
    const female = forms.get(text);
    if (female === undefined || female === text) return block;
    changed = true;
    return [...lines.slice(0, timing + 1), female + end].join('\n');
  });
  return changed ? blocks.join('\n\n') : undefined;
}

export function writeFemaleCaptions() {
  const forms = feminineForms('ar');
  const names = [];
  const files = readdirSync(MEDIA_AR).filter((file) => file.endsWith('.vtt') && !FEMALE.test(file));
  for (const file of files.sort()) {
    const name = file.replace(/\.vtt$/, '');
    const target = join(MEDIA_AR, `${name}.female.vtt`);
    const female = feminineVtt(readFileSync(join(MEDIA_AR, file), 'utf8'), forms);
    if (female === undefined) {
      if (existsSync(target)) rmSync(target);
      continue;
    }
    writeFileSync(target, female);
    names.push(name);
  }
  writeFileSync(LIST, `${JSON.stringify(names, null, 2)}\n`);
  console.log(`feminine captions: ${names.length} files -> ${LIST}`);
}

if (import.meta.url === `file://${process.argv[1]}`) writeFemaleCaptions();
