import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { dialects } from '../../test/dialects';
import { createDatabase } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { cachedServerSecret, loadServerSecret } from './server-secret';

describe.each(dialects)('server secrets on $name', (dialect) => {
  let t: TestApp;
  let database: DatabaseHandle;

  // One database for the block: each test uses secrets of its own names.
  beforeAll(async () => {
    t = await createTestApp(dialect);
    database = t.database;
  });
  afterAll(() => t.cleanup());

  it('makes 32 random bytes once, and every later or concurrent reader gets them', async () => {
    const [first, ...others] = await Promise.all(
      Array.from({ length: 5 }, () => loadServerSecret(database.db, 'test')),
    );
    expect(first).toHaveLength(32);
    for (const other of others) expect(other.equals(first as Buffer)).toBe(true);
    expect((await loadServerSecret(database.db, 'test')).equals(first as Buffer)).toBe(true);
    expect((await loadServerSecret(database.db, 'another')).equals(first as Buffer)).toBe(false);
    const rows = await database.db
      .selectFrom('server_secrets')
      .select('name')
      .where('name', 'in', ['test', 'another'])
      .execute();
    expect(rows.map((row) => row.name).sort()).toEqual(['another', 'test']);
  });

  it.skipIf(dialect.name === 'pglite')(
    'gives another process (another connection) the same secret',
    async () => {
      const other = createDatabase(t.config);
      try {
        const [mine, theirs] = await Promise.all([
          loadServerSecret(database.db, 'shared'),
          loadServerSecret(other.db, 'shared'),
        ]);
        expect(mine.equals(theirs)).toBe(true);
      } finally {
        await other.destroy();
      }
    },
  );

  it('reads it once per process, and again after a failure', async () => {
    const secret = cachedServerSecret(database.db, 'cached');
    const first = await secret();
    await database.db.deleteFrom('server_secrets').where('name', '=', 'cached').execute();
    expect((await secret()).equals(first)).toBe(true);

    const failing = cachedServerSecret(database.db, 'later');
    await database.db.schema.alterTable('server_secrets').renameTo('moved').execute();
    await expect(failing()).rejects.toThrow();
    await database.db.schema.alterTable('moved').renameTo('server_secrets').execute();
    expect(await failing()).toHaveLength(32);
  });
});
