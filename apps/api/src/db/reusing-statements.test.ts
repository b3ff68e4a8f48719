import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { reusingStatements } from './database';

interface Notes {
  notes: { id: Generated<number>; text: string };
}

describe('SQLite statements reused by their text', () => {
  const opened: BetterSqlite3.Database[] = [];
  const open = () => {
    const sqlite = new BetterSqlite3(':memory:');
    opened.push(sqlite);
    sqlite.exec('create table notes (id integer primary key, text text not null)');
    return sqlite;
  };
  afterEach(() => {
    for (const sqlite of opened.splice(0)) if (sqlite.open) sqlite.close();
  });

  it('prepares a text once and hands out the same statement again', () => {
    const database = reusingStatements(open());
    const first = database.prepare('select * from notes where id = ?');
    expect(database.prepare('select * from notes where id = ?')).toBe(first);
    expect(database.prepare('select * from notes where id > ?')).not.toBe(first);
  });

  it('gives a query a fresh statement while the kept one is still iterating', () => {
    const sqlite = open();
    sqlite.exec("insert into notes (text) values ('a'), ('b')");
    const database = reusingStatements(sqlite);
    const sql = 'select text from notes order by id';
    const outer = database.prepare(sql);
    const seen: string[] = [];
    for (const row of outer.iterate([]) as Iterable<{ text: string }>) {
      const inner = database.prepare(sql);
      expect(inner).not.toBe(outer);
      seen.push(`${row.text}:${(inner.all([]) as { text: string }[]).length}`);
    }
    expect(seen).toEqual(['a:2', 'b:2']);
    expect(database.prepare(sql)).toBe(outer);
  });

  it('keeps at most `size` texts, dropping the oldest', () => {
    const database = reusingStatements(open(), 2);
    const one = database.prepare('select 1');
    const two = database.prepare('select 2');
    database.prepare('select 3');
    expect(database.prepare('select 2')).toBe(two);
    expect(database.prepare('select 1')).not.toBe(one);
  });

  it('answers every query right when Kysely runs the same texts again and again', async () => {
    const db = new Kysely<Notes>({
      dialect: new SqliteDialect({ database: reusingStatements(open()) }),
    });
    for (let i = 1; i <= 5; i++) {
      await db
        .insertInto('notes')
        .values({ text: `note ${i}` })
        .execute();
      const rows = await db.selectFrom('notes').select('text').where('id', '<=', i).execute();
      expect(rows.map((row) => row.text)).toEqual(
        Array.from({ length: i }, (_, k) => `note ${k + 1}`),
      );
    }
    await db.destroy();
  });
});
