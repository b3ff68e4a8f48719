import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

/** Octal text, so a failure reads `644` rather than 420. */
const modeOf = async (path: string) => ((await stat(path)).mode & 0o777).toString(8);

/** A SQLite data folder holds every account's hashes and ciphertexts: nobody else may read it. */
describe('SQLite files on disk', () => {
  let root: string;
  let umask: number;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'waha-modes-'));
    // The usual umask, which leaves new files world-readable unless the server asks otherwise.
    umask = process.umask(0o022);
  });
  afterEach(async () => {
    process.umask(umask);
    await rm(root, { recursive: true, force: true });
  });

  async function openAndWrite(dataDir: string) {
    const database = createDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      await migrateToLatest(database);
      // The WAL and shared-memory files exist while a connection is open after a write.
      const files = ['waha.sqlite', 'waha.sqlite-wal', 'waha.sqlite-shm'];
      return await Promise.all(files.map((file) => modeOf(join(dataDir, file))));
    } finally {
      await database.destroy();
    }
  }

  it('creates the data folder 0700 and the database, -wal and -shm files 0600', async () => {
    const dataDir = join(root, 'new', 'data');
    expect(await openAndWrite(dataDir)).toEqual(['600', '600', '600']);
    expect(await modeOf(dataDir)).toBe('700');
    expect(await modeOf(join(root, 'new'))).toBe('700');
  });

  it('closes database files an older version left readable by others', async () => {
    const dataDir = join(root, 'old');
    expect(await openAndWrite(dataDir)).toEqual(['600', '600', '600']);
    for (const file of ['waha.sqlite', 'waha.sqlite-wal', 'waha.sqlite-shm']) {
      const path = join(dataDir, file);
      await writeFile(path, '', { flag: 'a' });
      await chmod(path, 0o644);
    }
    expect(await openAndWrite(dataDir)).toEqual(['600', '600', '600']);
  });
});
