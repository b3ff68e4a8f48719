import type BetterSqlite3 from 'better-sqlite3';
import type { ChangeMark } from './read-cache';

/** What the read caches of a SQLite database are told (`DatabaseHandle.changes`). */
export interface DatabaseChanges {
  mark: ChangeMark;
  /**
   * A request has started: the next `mark` reads the data version anew. Called first thing for
   * every HTTP request, so that everything a request reads from memory was still current when
   * it started.
   */
  requestStarted(): void;
}

/**
 * The change mark of one SQLite connection, which Kysely opens on its first query and `watch`
 * is handed. Two counters together change whenever the database may have:
 * - `PRAGMA data_version`, which SQLite changes when another connection (another process, or a
 *   CLI) has committed since this one last looked, and never for this connection's own commits;
 * - this connection's writes, counted (`countWrite`) each time Kysely takes a statement that
 *   can change the database (`statement.readonly` false: INSERT, UPDATE, DELETE, DDL…). It is
 *   counted before the statement runs, so a write inside a transaction changes the mark before
 *   it commits, and one that rolls back changes it too (which only drops answers early).
 *
 * Reading the pragma opens a read transaction, whose WAL locks are system calls: it costs about
 * as much as a small query. So it is read once per request (`requestStarted` forgets it) and
 * at most once per turn of the event loop, and the write count, which is exact and free, is
 * added on every call. It runs outside Kysely's lock on purpose: it reads no data, only whether
 * the data may be different.
 */
export function sqliteChangeMark(): DatabaseChanges & {
  watch(sqlite: BetterSqlite3.Database): void;
  countWrite(): void;
} {
  let sqlite: BetterSqlite3.Database | undefined;
  let dataVersion: BetterSqlite3.Statement<[], number> | undefined;
  let writes = 0;
  /** The data version read in this request and this turn of the event loop, if any. */
  let versionRead: number | undefined;
  let forgetting = false;
  const forget = () => {
    versionRead = undefined;
    forgetting = false;
  };
  return {
    watch(opened) {
      sqlite = opened;
      dataVersion = opened.prepare<[], number>('PRAGMA data_version').pluck();
    },
    countWrite() {
      writes += 1;
    },
    mark() {
      if (!sqlite?.open || !dataVersion) return undefined;
      if (versionRead === undefined) {
        versionRead = dataVersion.get();
        if (!forgetting) {
          forgetting = true;
          setImmediate(forget);
        }
      }
      return `${String(versionRead)}:${writes}`;
    },
    requestStarted() {
      versionRead = undefined;
    },
  };
}
