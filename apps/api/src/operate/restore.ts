import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'kysely';
import type { AppConfig } from '../config';
import { createDatabase } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { migrations } from '../db/migrations/registry';
import { ensurePrivateDir } from '../lib/private-files';
import { AUDIT_KEY_FILE } from '../modules/audit/key';
import { verifyAuditTrail } from '../modules/audit/service';
import { STAFF_KEYS_DIR, STAFF_PUBLIC_KEY_FILE } from '../modules/staff-keys/staff-keys';
import { openArchive } from './archive';
import { findPostgresTool, libpqEnvironment, runPostgresTool } from './postgres-tools';
import {
  AUDIT_KEY_ENTRY,
  MANIFEST_ENTRY,
  ORG_CONFIG_ENTRY,
  POSTGRES_ENTRY,
  PUBLIC_KEY_ENTRY,
  SQLITE_ENTRY,
  appliedMigrations,
  countRows,
  integrityProblems,
  manifestSchema,
  type BackupManifest,
  type DatabaseCounts,
  type Env,
} from './backup';

// `npm run restore`: a backup (backup.ts) put into an empty place, and checked before it is.

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
