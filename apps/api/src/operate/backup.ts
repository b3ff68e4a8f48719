import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { createDatabase } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { ensurePrivateDir } from '../lib/private-files';
import { AUDIT_KEY_FILE } from '../modules/audit/key';
import { STAFF_KEYS_DIR, STAFF_PUBLIC_KEY_FILE } from '../modules/staff-keys/staff-keys';
import { createArchive } from './archive';
import { findPostgresTool, runPostgresTool } from './postgres-tools';

/**
 * `npm run backup` and `npm run restore` (docs/operating.md, "Backups"). A backup is one tar
 * file: a manifest, the database (SQLite's online backup of the live file, or PostgreSQL's
 * `pg_dump` of Waha's schema), the staff public key file and the organisation's configuration.
 * Never a private key: those belong on the staff's machines, and a backup is copied to places
 * the server's own folder is not.
 */

export const MANIFEST_ENTRY = 'waha-backup.json';
export const SQLITE_ENTRY = 'waha.sqlite';
export const POSTGRES_ENTRY = 'waha.pgdump';
export const PUBLIC_KEY_ENTRY = `${STAFF_KEYS_DIR}/${STAFF_PUBLIC_KEY_FILE}`;
export const ORG_CONFIG_ENTRY = 'org-config.json';
/** The audit trail's MAC key: a restored trail is checked with it, and the server needs it to start. */
export const AUDIT_KEY_ENTRY = AUDIT_KEY_FILE;
/** In DATA_DIR: when the last backup was taken, for `npm run doctor`. */
export const LAST_BACKUP_FILE = 'last-backup.json';

const countsSchema = z.object({
  users: z.number(),
  records: z.number(),
  therapyRequests: z.number(),
  staffKeys: z.number(),
  auditEntries: z.number(),
});
export type DatabaseCounts = z.infer<typeof countsSchema>;

export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** PostgreSQL: the schema the dump holds (restored under the same name). */
  schema: z.string().optional(),
  /** The migrations the database had run, oldest first. */
  migrations: z.array(z.string()),
  counts: countsSchema,
  staffKeyIds: z.array(z.string()),
  orgConfig: z.boolean(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export type Env = Record<string, string | undefined>;

/** The migrations a database has run (none for an empty one), oldest first. */
export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  try {
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(db);
    return rows.map((row) => row.name);
  } catch (error) {
    // No bookkeeping table yet: nothing applied. Anything else (an unreachable server, a refused
    // login) is an answer the caller must report, not an empty database.
    if (isMissingTable(error)) return [];
    throw error;
  }
}

function isMissingTable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  // PostgreSQL (and PGlite): undefined_table. SQLite says so in its message.
  return code === '42P01' || (typeof message === 'string' && message.includes('no such table'));
}

export async function countRows(db: Kysely<Database>): Promise<DatabaseCounts> {
  const count = async (table: keyof Database) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    users: await count('users'),
    records: await count('records'),
    therapyRequests: await count('therapy_requests'),
    staffKeys: await count('staff_keys'),
    auditEntries: await count('audit_log'),
  };
}

async function staffKeyIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('staff_keys').select('key_id').orderBy('created_at').execute();
  return rows.map((row) => row.key_id);
}

export async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    db,
  );
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('no schema on the search_path exists');
  return schema;
}

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
}

/**
 * Writes a backup of the configured database to `output` (which must not exist), while the
 * server goes on serving and writing.
 */
export async function createBackup(
  config: AppConfig,
  output: string,
  env: Env = process.env,
): Promise<BackupResult> {
  const file = resolve(output);
  if (existsSync(file)) throw new Error(`${file} exists already; name a new file`);
  if (!existsSync(dirname(file))) throw new Error(`the folder ${dirname(file)} does not exist`);
  const scratch = `${file}.${randomUUID()}.partial`;
  try {
    const { manifest, databaseFile } = await dumpDatabase(config, scratch, env);
    const archive = await createArchive(file);
    try {
      await archive.addBuffer(
        MANIFEST_ENTRY,
        Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
      );
      await archive.addFile(databaseFile.entry, databaseFile.path);
      const publicKey = join(config.dataDir, STAFF_KEYS_DIR, STAFF_PUBLIC_KEY_FILE);
      if (existsSync(publicKey)) await archive.addFile(PUBLIC_KEY_ENTRY, publicKey);
      const auditKey = join(config.dataDir, AUDIT_KEY_FILE);
      if (existsSync(auditKey)) await archive.addFile(AUDIT_KEY_ENTRY, auditKey);
      if (manifest.orgConfig && env.WAHA_ORG_CONFIG) {
        await archive.addFile(ORG_CONFIG_ENTRY, resolve(env.WAHA_ORG_CONFIG));
      }
    } finally {
      await archive.close();
    }
    ensurePrivateDir(config.dataDir);
    await writeFile(
      join(config.dataDir, LAST_BACKUP_FILE),
      `${JSON.stringify({ at: manifest.createdAt, dialect: manifest.dialect })}\n`,
      { mode: 0o600 },
    );
    return { file, manifest };
  } catch (error) {
    await rm(file, { force: true }).catch(() => undefined);
    throw error;
  } finally {
    for (const suffix of ['', '-wal', '-shm', '-journal']) {
      await rm(scratch + suffix, { force: true });
    }
  }
}

async function dumpDatabase(
  config: AppConfig,
  scratch: string,
  env: Env,
): Promise<{ manifest: BackupManifest; databaseFile: { entry: string; path: string } }> {
  const base = {
    format: 1 as const,
    createdAt: new Date().toISOString(),
    orgConfig: (env.WAHA_ORG_CONFIG ?? '').trim() !== '',
  };
  const { database } = config;
  if (database.dialect === 'pglite') {
    throw new Error(
      'DATABASE_URL=pglite://memory keeps nothing on disk: there is nothing to back up',
    );
  }
  if (database.dialect === 'sqlite') {
    if (!existsSync(database.file)) throw new Error(`there is no database at ${database.file}`);
    const source = new BetterSqlite3(database.file, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      // SQLite's online backup: a consistent copy however the server writes meanwhile. Every page
      // in one step (a step restarts when another connection writes between steps).
      await source.backup(scratch, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
    const copy = createDatabase({ database: { dialect: 'sqlite', file: scratch } });
    try {
      const problems = await integrityProblems(copy);
      if (problems.length > 0)
        throw new Error(`the copy fails SQLite's integrity check: ${problems.join('; ')}`);
      const manifest: BackupManifest = {
        ...base,
        dialect: 'sqlite',
        migrations: await appliedMigrations(copy.db),
        counts: await countRows(copy.db),
        staffKeyIds: await staffKeyIds(copy.db),
      };
      // Written back into one file, so the copy needs no -wal beside it.
      await sql`pragma wal_checkpoint(truncate)`.execute(copy.db);
      return { manifest, databaseFile: { entry: SQLITE_ENTRY, path: scratch } };
    } finally {
      await copy.destroy();
    }
  }
  const pgDump = findPostgresTool('pg_dump');
  if (!pgDump) {
    throw new Error(
      "PostgreSQL's pg_dump is not installed here. Install PostgreSQL's client tools " +
        '(Debian: apt-get install postgresql-client, the same major version as the server or newer) ' +
        "and run this again, or back up with your PostgreSQL host's own backups " +
        "(pg_dump --schema=<Waha's schema> --format=custom).",
    );
  }
  const live = createDatabase(config);
  try {
    // One snapshot for the manifest's counts and for pg_dump (--snapshot), so the two agree
    // however the server writes meanwhile; pg_dump reads it in one transaction.
    return await live.db.connection().execute(async (connection) => {
      await sql`begin isolation level repeatable read read only`.execute(connection);
      try {
        const { rows } = await sql<{
          snapshot: string;
        }>`select pg_export_snapshot() as snapshot`.execute(connection);
        const schema = await currentSchema(connection);
        const manifest: BackupManifest = {
          ...base,
          dialect: 'postgres',
          schema,
          migrations: await appliedMigrations(connection),
          counts: await countRows(connection),
          staffKeyIds: await staffKeyIds(connection),
        };
        await runPostgresTool(
          pgDump,
          [
            '--schema',
            schema,
            `--snapshot=${rows[0]?.snapshot ?? ''}`,
            '--format=custom',
            '--no-owner',
            '--no-privileges',
            '--file',
            scratch,
          ],
          database.url,
        );
        return { manifest, databaseFile: { entry: POSTGRES_ENTRY, path: scratch } };
      } finally {
        await sql`commit`.execute(connection);
      }
    });
  } finally {
    await live.destroy();
  }
}

export async function integrityProblems(database: DatabaseHandle): Promise<string[]> {
  const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
    database.db,
  );
  const problems = integrity.rows.map((row) => row.integrity_check).filter((it) => it !== 'ok');
  const foreignKeys = await sql<Record<string, unknown>>`pragma foreign_key_check`.execute(
    database.db,
  );
  if (foreignKeys.rows.length > 0) problems.push(`${foreignKeys.rows.length} broken references`);
  return problems;
}
