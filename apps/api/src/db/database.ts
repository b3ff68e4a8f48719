import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PGliteDialect, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Dialect, SqliteDatabase } from 'kysely';
import type { AppConfig, DatabaseDialect } from '../config';
import { ensurePrivateDir, ensurePrivateFile, restrictToOwner } from '../lib/private-files';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  /** Closes every connection. Safe to call more than once. */
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /**
   * Told once per PostgreSQL connection that breaks (server restarted or gone, connection
   * terminated), whether it was idle or serving a query; the query itself fails on its own.
   */
  onBackgroundError?: (error: Error) => void;
}

/** How long a SQLite connection waits for another process's write lock before giving up. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Opens the database the configuration names. Connections are opened lazily, on the first query,
 * so an unreachable server is reported by the first query (normally the migration) rather than here.
 */
export function createDatabase(
  config: Pick<AppConfig, 'database'>,
  options: DatabaseOptions = {},
): DatabaseHandle {
  const { database } = config;
  const db = new Kysely<Database>({ dialect: createDialect(database, options) });
  let destroyed: Promise<void> | undefined;
  return { db, dialect: database.dialect, destroy: () => (destroyed ??= db.destroy()) };
}

function createDialect(database: AppConfig['database'], options: DatabaseOptions): Dialect {
  switch (database.dialect) {
    case 'sqlite':
      return new SqliteDialect({
        database: async () => reusingStatements(openSqlite(database.file)),
      });
    case 'postgres':
      return new PostgresDialect({
        // Imported on demand, so a SQLite deployment never loads the PostgreSQL drivers.
        pool: async () => {
          const { default: pg } = await import('pg');
          const pool = new pg.Pool({
            connectionString: database.url,
            // Without a limit a health check would hang for as long as the server is unreachable.
            connectionTimeoutMillis: 5000,
          });
          // A connection that breaks emits 'error' on its client, in use or idle, and the pool
          // repeats it for an idle one. An 'error' event nobody listens to ends the process, so
          // each client gets a listener for its whole life (reporting it once), and so does the
          // pool (the client's listener has already reported what the pool repeats).
          pool.on('connect', (client) => {
            let reported = false;
            client.on('error', (error) => {
              if (reported) return;
              reported = true;
              options.onBackgroundError?.(error);
            });
          });
          pool.on('error', () => undefined);
          return pool;
        },
      });
    case 'pglite':
      return new PGliteDialect({
        pglite: async () => {
          const { PGlite } = await import('@electric-sql/pglite');
          return PGlite.create();
        },
      });
  }
}

/**
 * After deleting what must be gone (an account): on SQLite, copies the WAL into the database file
 * (where secure_delete has zeroed the deleted rows) and empties the WAL, which still holds the
 * pages as they were written. Best effort: a reader in another process can keep part of the WAL
 * until the next checkpoint. PostgreSQL keeps deleted rows until VACUUM (README, "Deleting").
 */
export async function checkpointDeleted(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
): Promise<void> {
  if (database.dialect !== 'sqlite') return;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
}

/** How many prepared SQLite statements are kept for reuse; the app's queries are far fewer. */
export const SQLITE_STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely prepares every query anew, and on SQLite preparing costs as much as running a small
 * query. The app's queries are a fixed set of texts with parameters, so each text is prepared once
 * and its statement reused. A statement still iterating (a streamed query) is busy and cannot be
 * shared: that query gets a fresh one. When the cache is full the oldest text is dropped.
 */
export function reusingStatements(
  sqlite: BetterSqlite3.Database,
  size = SQLITE_STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept) return kept.busy ? sqlite.prepare(sql) : kept;
      const statement = sqlite.prepare(sql);
      if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },
  };
}

function openSqlite(file: string): BetterSqlite3.Database {
  // Owner-only: the folder 0700 if it is new, the database 0600. SQLite gives the -wal and -shm
  // files it creates the database file's mode; ones left by an older version are closed here.
  ensurePrivateDir(dirname(file));
  ensurePrivateFile(file);
  for (const suffix of ['-wal', '-shm']) restrictToOwner(file + suffix);
  const sqlite = new BetterSqlite3(file);
  try {
    // First, so that the pragmas below (and every later write) wait for another process holding
    // the lock instead of failing at once with SQLITE_BUSY.
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    // WAL lets readers proceed during a write; FULL makes each commit durable across power loss,
    // which matters more here than write throughput.
    const mode: unknown = sqlite.pragma('journal_mode = WAL', { simple: true });
    if (mode !== 'wal') {
      throw new Error(`SQLite refused WAL mode for ${file} (got "${String(mode)}")`);
    }
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    // Deleted rows are overwritten with zeros, not left readable in free pages (a deleted
    // account's nickname and records, a request past its retention).
    sqlite.pragma('secure_delete = ON');
    return sqlite;
  } catch (error) {
    sqlite.close();
    throw error;
  }
}
