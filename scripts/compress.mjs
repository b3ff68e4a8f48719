// Writes .br and .gz beside every compressible file of a build, so the server can send them as they
// are (no compression work per request). Usage: node scripts/compress.mjs <dir>
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|vtt|webmanifest|xml)$/;
const MIN_BYTES = 512;
const dir = process.argv[2];
if (!dir) throw new Error('Usage: node scripts/compress.mjs <dir>');

async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for await (const path of files(dir)) {
  if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
  const content = await readFile(path);
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`compressed ${count} files in ${dir}`);
