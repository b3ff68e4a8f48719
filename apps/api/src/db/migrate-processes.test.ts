import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../test/dialects';
import type { TestDatabase } from '../../test/dialects';
import { bundleDir, bundleFixture, runNode } from '../../test/processes';
import { loadConfig } from '../config';
import { createDatabase } from './database';
import { migrations } from './migrations/registry';

const ALL_MIGRATIONS = Object.keys(migrations);

const PROCESSES = 4;

// PGlite lives inside one process, so only dialects that several processes can share apply.
describe.each(dialects.filter((dialect) => dialect.name !== 'pglite'))(
  'migrating one $name database from several processes at once',
  (dialect) => {
    let outdir: string;
    let migrateAt: string;
    let testDatabase: TestDatabase;

    beforeAll(async () => {
      outdir = await bundleDir();
      migrateAt = await bundleFixture('migrate-at.ts', outdir);
      testDatabase = await dialect.create();
    });
    afterAll(async () => {
      await testDatabase.cleanup();
      await rm(outdir, { recursive: true, force: true });
    });

    it('succeeds in every process, and migrates once', async () => {
      // Far enough ahead for every process to have started and connected.
      const env = { ...testDatabase.env, START_AT: String(Date.now() + 1500) };
      const results = await Promise.all(
        Array.from({ length: PROCESSES }, () => runNode(migrateAt, [], env)),
      );

      for (const result of results) {
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
      }
      const applied = results.map((result) => JSON.parse(result.stdout) as { applied: string[] });
      expect(applied.filter((it) => it.applied.length > 0)).toEqual([{ applied: ALL_MIGRATIONS }]);

      const database = createDatabase(loadConfig(testDatabase.env));
      try {
        expect(await database.db.selectFrom('users').selectAll().execute()).toEqual([]);
      } finally {
        await database.destroy();
      }
    });
  },
);
