import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from './database';
import { migrations } from './migrations/registry';
import type { Database } from './schema';

/** Attempts at SQLite's write lock; each waits up to the connection's busy timeout. */
const SQLITE_LOCK_ATTEMPTS = 5;
const SQLITE_LOCK_BACKOFF_MS = 100;

/**
 * Brings the schema up to date and returns the names of the migrations it ran. Safe to run again
 * (nothing left to do) and from several processes at once, so every API process can migrate on
 * start. Run it before the database serves requests: on SQLite it holds the only connection in a
 * transaction while it works.
 */
export async function migrateToLatest(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
): Promise<string[]> {
  const { db, dialect } = database;
  if (dialect === 'sqlite') {
    return withSqliteWriteLock(db, () => runMigrations(db));
  }
  // PostgreSQL: Kysely takes an advisory lock and runs the migrations in one transaction.
  return runMigrations(db, await currentSchema(db));
}

async function runMigrations(db: Kysely<Database>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema it can see; pinning them to the
    // schema our tables go to keeps two apps (or two test runs) in one PostgreSQL database apart.
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed
        ? `Database migration ${failed} failed: ${reason}`
        : `Database migration failed: ${reason}`,
      { cause: error },
    );
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    db,
  );
  const schema = rows[0]?.schema;
  if (!schema) {
    throw new Error('Database migration failed: no schema on the search_path exists');
  }
  return schema;
}

/**
 * Kysely runs SQLite migrations without a lock or a transaction, so two processes starting on a
 * fresh file would both see the migrations pending and both run them. `BEGIN IMMEDIATE` takes the
 * file's write lock before anything is read: the second process waits (busy timeout, then a few
 * retries), and then finds nothing to do. A failed migration rolls back whole. Migrations must
 * therefore not open transactions themselves.
 */
async function withSqliteWriteLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`begin immediate`.execute(db);
      break;
    } catch (error) {
      if (!isSqliteBusy(error)) throw error;
      if (attempt === SQLITE_LOCK_ATTEMPTS) {
        throw new Error(
          `Database migration failed: another process kept the SQLite database locked ` +
            `(${SQLITE_LOCK_ATTEMPTS} attempts)`,
          { cause: error },
        );
      }
      await new Promise((done) => setTimeout(done, SQLITE_LOCK_BACKOFF_MS * attempt));
    }
  }
  try {
    const result = await work();
    await sql`commit`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => undefined);
    throw error;
  }
}

function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code === 'SQLITE_LOCKED');
}
