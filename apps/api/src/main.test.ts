import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, bundleDir, runNode, startNode, waitForExit } from '../test/processes';

/** The built server, run as an operator would: `node dist/main.js`. */
describe('main (built)', () => {
  let outdir: string;
  let dataDir: string;

  beforeAll(async () => {
    outdir = await bundleDir();
    dataDir = await mkdtemp(join(tmpdir(), 'waha-main-'));
    await buildApi(outdir);
  });
  afterAll(async () => {
    await rm(outdir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates, serves, and exits 0 on SIGTERM', async () => {
    const child = startNode(join(outdir, 'main.js'), [], {
      DATA_DIR: join(dataDir, 'fresh'),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    });
    const exited = waitForExit(child);
    const lines = createInterface({ input: child.stdout });

    let url: string | undefined;
    for await (const line of lines) {
      const entry = JSON.parse(line) as { msg?: string; url?: string };
      if (entry.msg === 'Waha is listening') {
        url = entry.url;
        break;
      }
    }
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);

    const res = await fetch(new URL('api/health', url));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'sqlite' });
    // The data folder it made, and the database in it, are its user's alone.
    expect((await stat(join(dataDir, 'fresh'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, 'fresh', 'waha.sqlite'))).mode & 0o777).toBe(0o600);

    child.kill('SIGTERM');
    const { code, signal, stderr } = await exited;
    expect(stderr).toBe('');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  });

  it('refuses to start with an invalid configuration, naming the variable', async () => {
    const { code, stderr } = await runNode(join(outdir, 'main.js'), [], {
      DATA_DIR: dataDir,
      PORT: 'eighty',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  });
});
