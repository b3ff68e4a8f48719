import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { preparedQuery } from './prepared-query';
import type { Database } from './schema';

describe('queries compiled once and run with new values', () => {
  const opened: Kysely<Database>[] = [];
  const open = async () => {
    const sqlite = new BetterSqlite3(':memory:');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    opened.push(db);
    sqlite.exec(
      'create table records (user_id text, kind text, id text, version integer, ' +
        'ciphertext text, updated_at text, size integer)',
    );
    await db
      .insertInto('records')
      .values(
        ['a', 'b', 'c'].map((id, i) => ({
          user_id: i < 2 ? 'alice' : 'bob',
          kind: 'diary-entry',
          id,
          version: i + 1,
          ciphertext: `c-${id}`,
          updated_at: `2026-11-2${i}`,
          size: 3,
        })),
      )
      .execute();
    return db;
  };
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.destroy();
  });

  it('builds the query once per database, and each run answers for its own values', async () => {
    let builds = 0;
    const ids = preparedQuery(['userId'], (db, { userId }) => {
      builds += 1;
      return db
        .selectFrom('records')
        .select('id')
        .where('user_id', '=', userId)
        .where('version', '<', 3)
        .orderBy('id');
    });
    const db = await open();
    expect(await ids(db, { userId: 'alice' })).toEqual([{ id: 'a' }, { id: 'b' }]);
    // bob's only record is at version 3: the value built into the query is kept.
    expect(await ids(db, { userId: 'bob' })).toEqual([]);
    expect(await ids(db, { userId: 'alice' })).toHaveLength(2);
    expect(builds).toBe(1);
    expect(await ids(await open(), { userId: 'alice' })).toHaveLength(2);
    expect(builds).toBe(2);
  });

  it('puts each value in its own place, whatever the order of the names', async () => {
    const find = preparedQuery(['id', 'userId'], (db, { id, userId }) =>
      db
        .selectFrom('records')
        .select('ciphertext')
        .where('user_id', '=', userId)
        .where('id', '=', id),
    );
    const db = await open();
    expect(await find(db, { userId: 'bob', id: 'c' })).toEqual([{ ciphertext: 'c-c' }]);
    expect(await find(db, { userId: 'alice', id: 'c' })).toEqual([]);
  });

  it('refuses a value the query does not send once as a parameter', async () => {
    const unused = preparedQuery(['userId', 'kind'], (db, { userId }) =>
      db.selectFrom('records').select('id').where('user_id', '=', userId),
    );
    const twice = preparedQuery(['userId'], (db, { userId }) =>
      db.selectFrom('records').select('id').where('user_id', '=', userId).where('id', '=', userId),
    );
    const db = await open();
    await expect(unused(db, { userId: 'alice', kind: 'diary-entry' })).rejects.toThrow(/"kind"/);
    await expect(twice(db, { userId: 'alice' })).rejects.toThrow(/"userId"/);
  });
});
