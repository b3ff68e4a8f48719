import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const buildScript = fileURLToPath(new URL('../../../scripts/build-api.mjs', import.meta.url));

/**
 * A scratch folder for bundles under apps/api/node_modules, so that Node resolves the bundles'
 * external dependencies exactly as it does for apps/api/dist.
 */
export async function bundleDir(): Promise<string> {
  const dir = join(apiDir, 'node_modules', '.cache', `waha-test-${process.pid}-${Date.now()}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

export interface Exited {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs a Node script to completion. */
export function runNode(script: string, args: string[], env: Record<string, string>) {
  return waitForExit(startNode(script, args, env));
}

export function startNode(script: string, args: string[], env: Record<string, string>) {
  return spawn(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function waitForExit(child: ChildProcess): Promise<Exited> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Builds the API with the real build script (main.js, cli/*.js) into `outdir`. */
export async function buildApi(outdir: string): Promise<void> {
  const result = await runNode(buildScript, [`--outdir=${outdir}`], {});
  if (result.code !== 0) throw new Error(`build failed:\n${result.stderr}`);
}

/** Bundles one test fixture the way the build script bundles the API; returns the output file. */
export async function bundleFixture(entry: string, outdir: string): Promise<string> {
  const pkg = JSON.parse(await readFile(join(apiDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  // As in scripts/build-api.mjs: @waha/shared is TypeScript source, so it is bundled.
  const external = Object.keys(pkg.dependencies)
    .filter((name) => name !== '@waha/shared')
    .flatMap((name) => [name, `${name}/*`]);
  const outfile = join(outdir, 'fixtures', `${entry.replace(/\.ts$/, '')}.js`);
  await mkdir(dirname(outfile), { recursive: true });
  await build({
    entryPoints: [join(apiDir, 'test', 'fixtures', entry)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external,
    logLevel: 'warning',
  });
  return outfile;
}
