import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { createDatabase } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { migrations } from '../db/migrations/registry';
import type { Database } from '../db/schema';
import { ensurePrivateDir } from '../lib/private-files';
import { AUDIT_KEY_FILE } from '../modules/audit/key';
import { verifyAuditTrail } from '../modules/audit/service';
import { STAFF_KEYS_DIR, STAFF_PUBLIC_KEY_FILE } from '../modules/staff-keys/staff-keys';
import { createArchive, openArchive } from './archive';
import { findPostgresTool, libpqEnvironment, runPostgresTool } from './postgres-tools';

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

const manifestSchema = z.object({
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

type Env = Record<string, string | undefined>;

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

async function currentSchema(db: Kysely<Database>): Promise<string> {
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

async function integrityProblems(database: DatabaseHandle): Promise<string[]> {
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

export interface VerifyReport {
  ok: boolean;
  lines: string[];
  counts?: DatabaseCounts;
  migrations: string[];
}

/**
 * What `restore` checks of what it restored (and `doctor` of a live database): SQLite's
 * integrity check, the migration level against this release's, and the audit trail's chain.
 */
export async function verifyDatabase(database: DatabaseHandle): Promise<VerifyReport> {
  const lines: string[] = [];
  let ok = true;
  if (database.dialect === 'sqlite') {
    const problems = await integrityProblems(database);
    if (problems.length === 0) lines.push('integrity check: ok');
    else {
      ok = false;
      lines.push(`integrity check: FAILED (${problems.slice(0, 5).join('; ')})`);
    }
  }
  const applied = await appliedMigrations(database.db);
  const known = Object.keys(migrations);
  const unknown = applied.filter((name) => !known.includes(name));
  const pending = known.filter((name) => !applied.includes(name));
  if (unknown.length > 0) {
    ok = false;
    lines.push(
      `migration level: FAILED (made by a newer release of Waha: ${unknown.join(', ')}; run that release or a later one)`,
    );
  } else if (applied.length === 0) {
    ok = false;
    lines.push('migration level: FAILED (no Waha tables)');
  } else {
    lines.push(
      `migration level: ${applied.at(-1)}` +
        (pending.length > 0
          ? ` (${pending.length} newer migration(s) run when the server starts)`
          : ' (up to date)'),
    );
  }
  let counts: DatabaseCounts | undefined;
  if (applied.length > 0 && unknown.length === 0) {
    const audit = await verifyAuditTrail(database.db);
    if (audit.ok) lines.push(`audit trail: ${audit.checked} entries, chain intact`);
    else {
      ok = false;
      lines.push(`audit trail: FAILED (${JSON.stringify(audit)})`);
    }
    counts = await countRows(database.db);
    lines.push(
      `holds: ${counts.users} accounts, ${counts.records} records, ` +
        `${counts.therapyRequests} session requests, ${counts.staffKeys} staff public keys`,
    );
  }
  return { ok, lines, migrations: applied, ...(counts ? { counts } : {}) };
}

export interface RestoreResult {
  manifest: BackupManifest;
  report: VerifyReport;
  /** What else it did or could not do, one line each (keys, configuration). */
  notes: string[];
}

/**
 * Restores a backup into the configured place, which must be empty: an SQLite file that does
 * not exist yet, or a PostgreSQL database without the backup's schema. It never overwrites a
 * database, in use or not; move the old one aside first.
 */
export async function restoreBackup(
  config: AppConfig,
  input: string,
  env: Env = process.env,
): Promise<RestoreResult> {
  const archive = await openArchive(resolve(input));
  try {
    const rawManifest = await archive.read(MANIFEST_ENTRY);
    if (!rawManifest) throw new Error(`${input} is not a Waha backup (no ${MANIFEST_ENTRY})`);
    const manifest = manifestSchema.parse(JSON.parse(rawManifest.toString('utf8')));
    const { database } = config;
    if (database.dialect !== manifest.dialect) {
      throw new Error(
        `the backup holds a ${manifest.dialect} database, but the configuration names ${database.dialect}` +
          (manifest.dialect === 'postgres'
            ? ' (set DATABASE_URL to the PostgreSQL database to restore into)'
            : ' (unset DATABASE_URL to restore into DATA_DIR)'),
      );
    }
    ensurePrivateDir(config.dataDir);
    let report: VerifyReport;
    if (database.dialect === 'sqlite') {
      const target = database.file;
      for (const suffix of ['', '-wal', '-shm']) {
        if (existsSync(target + suffix)) {
          throw new Error(
            `${target + suffix} exists: restore never overwrites a database. Stop the server, ` +
              'move the old database aside (or point DATA_DIR at an empty folder), and run this again.',
          );
        }
      }
      const scratch = `${target}.${randomUUID()}.restoring`;
      try {
        await archive.extract(SQLITE_ENTRY, scratch);
        const restored = createDatabase({ database: { dialect: 'sqlite', file: scratch } });
        try {
          report = await verifyDatabase(restored);
          await sql`pragma wal_checkpoint(truncate)`.execute(restored.db);
        } finally {
          await restored.destroy();
        }
        if (!report.ok) throw new RestoreCheckFailed(report);
        // The check passed: into place, unless a server created the file meanwhile.
        if (existsSync(target)) throw new Error(`${target} appeared while restoring; not replaced`);
        await rename(scratch, target);
      } finally {
        for (const suffix of ['', '-wal', '-shm']) await rm(scratch + suffix, { force: true });
      }
    } else if (database.dialect === 'postgres') {
      report = await restorePostgres(database.url, manifest, archive, config.dataDir);
    } else {
      throw new Error(
        'DATABASE_URL=pglite://memory keeps nothing on disk: nothing to restore into',
      );
    }
    const notes = await restoreFiles(config, archive, env);
    return { manifest, report, notes };
  } finally {
    await archive.close();
  }
}

export class RestoreCheckFailed extends Error {
  constructor(readonly report: VerifyReport) {
    super(`the restored database failed its checks:\n  ${report.lines.join('\n  ')}`);
  }
}

async function restorePostgres(
  url: string,
  manifest: BackupManifest,
  archive: Awaited<ReturnType<typeof openArchive>>,
  dataDir: string,
): Promise<VerifyReport> {
  const schema = manifest.schema;
  if (!schema) throw new Error('the backup does not say which schema it holds');
  const pgRestore = findPostgresTool('pg_restore');
  if (!pgRestore) {
    throw new Error(
      "PostgreSQL's pg_restore is not installed here. Install PostgreSQL's client tools " +
        '(Debian: apt-get install postgresql-client) and run this again.',
    );
  }
  // The schema keeps its name; the connection's search_path is pointed at it for the checks.
  const target = new URL(url);
  target.searchParams.set('options', `-c search_path=${schema}`);
  const restored = createDatabase({ database: { dialect: 'postgres', url: target.toString() } });
  try {
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from information_schema.tables where table_schema = ${schema}`.execute(
      restored.db,
    );
    if (Number(rows[0]?.n ?? 0) > 0) {
      throw new Error(
        `the schema ${schema} in that database has tables already: restore never overwrites a ` +
          'database. Restore into another database (or drop the old schema after a backup of it).',
      );
    }
    const dump = join(dataDir, `restore-${randomUUID()}.pgdump`);
    try {
      await archive.extract(POSTGRES_ENTRY, dump);
      await runPostgresTool(
        pgRestore,
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          // Only the name: the rest of the connection (and its password) is in the environment.
          `--dbname=${libpqEnvironment(url).PGDATABASE ?? 'postgres'}`,
          dump,
        ],
        url,
      );
    } finally {
      await rm(dump, { force: true });
    }
    const report = await verifyDatabase(restored);
    if (!report.ok) throw new RestoreCheckFailed(report);
    report.lines.push(
      `restored into the schema ${schema}: keep "options=-c search_path=${schema}" in DATABASE_URL`,
    );
    return report;
  } finally {
    await restored.destroy();
  }
}

async function restoreFiles(
  config: AppConfig,
  archive: Awaited<ReturnType<typeof openArchive>>,
  env: Env,
): Promise<string[]> {
  const notes: string[] = [];
  const publicKey = await archive.read(PUBLIC_KEY_ENTRY);
  if (publicKey) {
    const path = join(config.dataDir, STAFF_KEYS_DIR, STAFF_PUBLIC_KEY_FILE);
    if (existsSync(path)) notes.push(`staff public key: ${path} kept as it was`);
    else {
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await writeFile(path, publicKey, { mode: 0o600, flag: 'wx' });
      notes.push(`staff public key: restored to ${path}`);
    }
  }
  const auditKey = await archive.read(AUDIT_KEY_ENTRY);
  if (auditKey) {
    const path = join(config.dataDir, AUDIT_KEY_FILE);
    if (existsSync(path)) notes.push(`audit key: ${path} kept as it was`);
    else {
      await writeFile(path, auditKey, { mode: 0o600, flag: 'wx' });
      notes.push(`audit key: restored to ${path}`);
    }
  }
  notes.push("staff private keys: not in a backup; the staff's own copies open requests as before");
  const orgConfig = await archive.read(ORG_CONFIG_ENTRY);
  if (orgConfig) {
    const wanted = env.WAHA_ORG_CONFIG ? resolve(env.WAHA_ORG_CONFIG) : undefined;
    if (wanted && !existsSync(wanted)) {
      await writeFile(wanted, orgConfig, { mode: 0o644, flag: 'wx' });
      notes.push(`organisation configuration: restored to ${wanted}`);
    } else if (wanted && (await readFile(wanted)).equals(orgConfig)) {
      notes.push(`organisation configuration: ${wanted} is the backup's already`);
    } else {
      const path = join(config.dataDir, `org-config.restored-${Date.now()}.json`);
      await writeFile(path, orgConfig, { mode: 0o600, flag: 'wx' });
      notes.push(
        `organisation configuration: written to ${path}; point WAHA_ORG_CONFIG at it (or compare it with yours)`,
      );
    }
  }
  return notes;
}
