import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, sqlite } from '../../test/dialects';
import type { TestDatabase } from '../../test/dialects';
import { loadConfig } from '../config';
import { createDatabase } from './database';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/registry';

const ALL_MIGRATIONS = Object.keys(migrations);

const NOW = '2026-11-21T10:00:00.000Z';

/**
 * Every migration on a database made from nothing: PGlite starts its whole server in WebAssembly
 * for it, about 13 s on a quiet 2-core machine and over 45 s on a busy one. The limit only stops a
 * hang, so it is wide enough for any load.
 */
const FROM_EMPTY = { timeout: 180_000 };

const user = (id: string, nicknameKey: string) => ({
  id,
  nickname: nicknameKey,
  nickname_key: nicknameKey,
  gender: 'female',
  nickname_category: 'animals',
  nickname_item: 'gazelle',
  nickname_colour: 'blue',
  kdf_salt: 'c2FsdA==',
  kdf_params: '{"m":65536,"t":3,"p":1}',
  auth_hash: '$argon2id$v=19$…',
  wrapped_data_key: 'd2s=',
  recovery_hash: 'cmg=',
  recovery_wrapped_data_key: 'cndr',
  created_at: NOW,
  updated_at: NOW,
});

describe.each(dialects)('migrations on $name', (dialect) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;

  beforeEach(async () => {
    testDatabase = await dialect.create();
    database = createDatabase(loadConfig(testDatabase.env));
  });
  afterEach(async () => {
    await database.destroy();
    await testDatabase.cleanup();
  });

  it('creates the data model, and a second run has nothing to do', FROM_EMPTY, async () => {
    expect(await migrateToLatest(database)).toEqual(ALL_MIGRATIONS);
    expect(await migrateToLatest(database)).toEqual([]);

    const { db } = database;
    await db
      .insertInto('users')
      .values([user('u1', 'layla'), user('u2', 'omar')])
      .execute();
    await db
      .insertInto('sessions')
      .values({ id_hash: 'h1', user_id: 'u1', created_at: NOW, last_seen_at: NOW, expires_at: NOW })
      .execute();
    await db
      .insertInto('records')
      .values({
        user_id: 'u1',
        kind: 'diary-entry',
        id: 'r1',
        version: 1,
        ciphertext: 'Y3Q=',
        size: 4,
        updated_at: NOW,
      })
      .execute();
    await db
      .insertInto('therapy_requests')
      .values({ id: 't1', ciphertext: 'c2VhbGVk', created_at: NOW })
      .execute();

    expect(await db.selectFrom('records').selectAll().execute()).toEqual([
      {
        user_id: 'u1',
        kind: 'diary-entry',
        id: 'r1',
        version: 1,
        ciphertext: 'Y3Q=',
        size: 4,
        updated_at: NOW,
      },
    ]);
    const request = await db
      .selectFrom('therapy_requests')
      .select('status')
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('new');

    // Constraints the later modules rely on.
    await expect(db.insertInto('users').values(user('u3', 'layla')).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto('records')
        .values({
          user_id: 'u1',
          kind: 'diary-entry',
          id: 'r1',
          version: 2,
          ciphertext: 'eA==',
          size: 4,
          updated_at: NOW,
        })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('sessions')
        .values({
          id_hash: 'h2',
          user_id: 'nobody',
          created_at: NOW,
          last_seen_at: NOW,
          expires_at: NOW,
        })
        .execute(),
    ).rejects.toThrow();

    // Deleting an account deletes its sessions and records.
    await db.deleteFrom('users').where('id', '=', 'u1').execute();
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('records').selectAll().execute()).toEqual([]);
  });
});

describe('SQLite', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let file: string;

  beforeEach(async () => {
    testDatabase = await sqlite.create();
    const config = loadConfig(testDatabase.env);
    if (config.database.dialect !== 'sqlite') throw new Error('expected SQLite');
    file = config.database.file;
    database = createDatabase(config);
  });
  afterEach(async () => {
    await database.destroy();
    await testDatabase.cleanup();
  });

  const pragma = async (name: string) => {
    const { rows } = await sql<Record<string, unknown>>`pragma ${sql.raw(name)}`.execute(
      database.db,
    );
    // Each pragma names its result column differently (busy_timeout answers "timeout").
    return Object.values(rows[0] ?? {})[0];
  };

  it('opens the file with WAL, full sync, foreign keys and a busy timeout', async () => {
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2); // FULL
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
  });

  it('fails with a clear error while another process holds the write lock, then succeeds', async () => {
    await sql`select 1`.execute(database.db); // opens the file (and turns on WAL) first
    const other = new BetterSqlite3(file);
    try {
      other.exec('begin immediate');
      // Shorten the wait so the test does not sit through five 5-second timeouts.
      await sql`pragma busy_timeout = 20`.execute(database.db);
      await expect(migrateToLatest(database)).rejects.toThrow(
        /another process kept the SQLite database locked/,
      );
      other.exec('rollback');
    } finally {
      other.close();
    }
    expect(await migrateToLatest(database)).toEqual(ALL_MIGRATIONS);
  });
});

const postgres = dialects.find((dialect) => dialect.name === 'postgres');

describe.skipIf(!postgres)('PostgreSQL schemas', () => {
  it('keeps two schemas of one database apart, migration bookkeeping included', async () => {
    if (!postgres) return;
    const [first, second] = await Promise.all([postgres.create(), postgres.create()]);
    const databases = [first, second].map((it) => createDatabase(loadConfig(it.env)));
    try {
      for (const database of databases) {
        expect(await migrateToLatest(database)).toEqual(ALL_MIGRATIONS);
      }
      await databases[0]?.db.insertInto('users').values(user('u1', 'layla')).execute();
      expect(await databases[1]?.db.selectFrom('users').selectAll().execute()).toEqual([]);
    } finally {
      await Promise.all(databases.map((database) => database.destroy()));
      await Promise.all([first.cleanup(), second.cleanup()]);
    }
  });
});
