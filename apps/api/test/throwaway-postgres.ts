import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/free-port.mjs';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free loopback port, for
 * tests that must stop, crash or restart the server (a shared TEST_DATABASE_URL server cannot be
 * treated so). As root, the server runs as the `postgres` user, since PostgreSQL refuses root.
 */
export interface ThrowawayPostgres {
  /** Superuser URL of the `postgres` database. */
  url: string;
  /** `pg_ctl stop -m <mode>`: `fast` is a clean shutdown, `immediate` is a crash. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m <mode>`. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops the server (if running) and removes its folder. */
  destroy(): Promise<void>;
}

/** The newest PostgreSQL's bin folder: PG_BIN, Debian's /usr/lib/postgresql/N/bin, or none. */
export function findPostgresBin(): string | undefined {
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : debianBins();
  return candidates.find(
    (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  );
}

function debianBins(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'));
}

const isRoot = () => userInfo().uid === 0;

export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'waha-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const port = await freePort();
  // As root: everything as `postgres`, which must own the folder.
  const asServerUser = async (command: string, args: string[]) => {
    const [file, argv] = isRoot()
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    try {
      await run(file, argv, { timeout: 60_000 });
    } catch (error) {
      const serverLog = await readFile(log, 'utf8').catch(() => '');
      throw new Error(`${command} ${args.join(' ')} failed\n${serverLog.slice(-2000)}`, {
        cause: error,
      });
    }
  };
  if (isRoot()) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(group));
  }

  const pgCtl = (...args: string[]) => asServerUser('pg_ctl', ['-D', data, '-w', ...args]);
  const start = () =>
    pgCtl('-l', log, '-o', `-h 127.0.0.1 -p ${port} -k ${dir} -c max_connections=40`, 'start');

  await asServerUser('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-instructions']);
  await start();
  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode) => pgCtl('-m', mode, 'stop'),
    start,
    // -l here too: without it the new server would write to (and hold open) pg_ctl's output.
    restart: (mode) => pgCtl('-l', log, '-m', mode, 'restart'),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
