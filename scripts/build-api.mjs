// Bundles the API (apps/api/src/main.ts and each apps/api/src/cli/*.ts) into apps/api/dist/ as
// ES modules for Node 20. Runtime dependencies stay external and load from node_modules (native
// better-sqlite3, PGlite's wasm files, …); @waha/shared is TypeScript source, so it is bundled.
//
//   node scripts/build-api.mjs [--outdir=DIR]
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/api');
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = values.outdir ? resolve(values.outdir) : join(apiDir, 'dist');

const pkg = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8'));
const bundled = new Set(['@waha/shared']);
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !bundled.has(name));

const cliDir = join(apiDir, 'src/cli');
const cliEntries = (() => {
  try {
    return readdirSync(cliDir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => join(cliDir, name));
  } catch {
    return [];
  }
})();

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [join(apiDir, 'src/main.ts'), ...cliEntries],
  outbase: join(apiDir, 'src'),
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // `dependency/subpath` imports (kysely/migration) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS code (none today) would call require(), which ES modules lack.
  banner: {
    js: "import { createRequire as __wahaCreateRequire } from 'node:module'; const require = __wahaCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`API built into ${outdir}`);
