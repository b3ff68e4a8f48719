import BetterSqlite3 from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqliteChangeMark } from './sqlite-change-mark';

describe('the change mark of a SQLite connection', () => {
  let dir: string;
  let ours: BetterSqlite3.Database;
  let theirs: BetterSqlite3.Database;
  const theirCommit = () => theirs.prepare('insert into notes (text) values (?)').run('theirs');

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'waha-change-mark-'));
    ours = new BetterSqlite3(join(dir, 'db.sqlite'));
    ours.pragma('journal_mode = WAL');
    ours.exec('create table notes (id integer primary key, text text not null)');
    theirs = new BetterSqlite3(join(dir, 'db.sqlite'));
  });
  afterEach(async () => {
    ours.close();
    theirs.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is unknown until the connection is open, and after it is closed', () => {
    const changes = sqliteChangeMark();
    expect(changes.mark()).toBeUndefined();
    changes.watch(ours);
    expect(changes.mark()).toEqual(expect.any(String));
    ours.close();
    expect(changes.mark()).toBeUndefined();
  });

  it('moves with every write of its own, at once', () => {
    const changes = sqliteChangeMark();
    changes.watch(ours);
    const before = changes.mark();
    changes.countWrite();
    expect(changes.mark()).not.toBe(before);
  });

  it('sees another connection’s commit from the next request, or the next turn of the loop', async () => {
    const changes = sqliteChangeMark();
    changes.watch(ours);
    changes.requestStarted();
    const before = changes.mark();
    theirCommit();
    // In one request and one turn the data version is read once.
    expect(changes.mark()).toBe(before);
    changes.requestStarted();
    const afterRequest = changes.mark();
    expect(afterRequest).not.toBe(before);

    theirCommit();
    await nextTurn();
    expect(changes.mark()).not.toBe(afterRequest);
  });
});
