import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSessionRequest } from '@waha/shared/staff-seal';
import { staffKeyResponseSchema } from '@waha/shared/session-request';
import type { StaffKeyResponse } from '@waha/shared/session-request';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { appendAudit } from '../modules/audit/repository';
import { listSessionRequests } from '../modules/session-requests/repository';
import { staffKeyPaths } from '../modules/staff-keys/staff-keys';
import { createTestApp } from '../../test/app';
import { sqlite } from '../../test/dialects';
import type { DialectSetup } from '../../test/dialects';
import {
  encryptRecord,
  newPasswordAccount,
  readBackWithPassword,
  registerPasswordAccount,
} from '../../test/password-account';
import type { PasswordAccount } from '../../test/password-account';
import { privateKeyAt, sampleRequest, sealForTest } from '../../test/seal';
import { openArchive } from './archive';
import { LAST_BACKUP_FILE, createBackup } from './backup';
import { RestoreCheckFailed, restoreBackup } from './restore';
import { findPostgresTool } from './postgres-tools';

const ORG_CONFIG = fileURLToPath(
  new URL('../../../../docs/org-config.example.json', import.meta.url),
);
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** SQLite always; PostgreSQL when a test server is given and pg_dump is installed. */
const backupDialects: DialectSetup[] = [sqlite];
if (TEST_DATABASE_URL && findPostgresTool('pg_dump') && findPostgresTool('pg_restore')) {
  const { dialects } = await import('../../test/dialects');
  const postgres = dialects.find((dialect) => dialect.name === 'postgres');
  if (postgres) backupDialects.push(postgres);
}

const tempDir = () => mkdtemp(join(tmpdir(), 'waha-restore-'));

/**
 * Where a restore of `dialect` goes: an empty data folder, and for PostgreSQL an empty database
 * of its own on the test server (the dump keeps its schema's name, which the source still has).
 */
async function emptyTarget(
  dialect: DialectSetup,
): Promise<{ env: Record<string, string> & { DATA_DIR: string }; cleanup(): Promise<void> }> {
  const dataDir = await tempDir();
  if (dialect.name !== 'postgres' || !TEST_DATABASE_URL) {
    return {
      env: { DATA_DIR: dataDir },
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `waha_restore_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 1 });
  await admin.query(`create database "${name}"`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async cleanup() {
      try {
        await admin.query(`drop database "${name}" with (force)`);
      } finally {
        await admin.end();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Today's server on a restored database, as `npm run serve` starts it (migrates, then serves). */
async function startServer(
  env: Record<string, string>,
): Promise<{ app: App; close(): Promise<void> }> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const database = createDatabase(config);
  await migrateToLatest(database);
  const app = await buildApp(config, { database });
  return { app, close: () => app.close() };
}

interface Write {
  kind: 'record' | 'request';
  key: string;
  value: unknown;
  /** performance.now() when the server acknowledged it. */
  ackedAt: number;
}

describe.each(backupDialects)('backup and restore on $name', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('backs up while the server takes writes; restored into an empty place, a new server reads back every write acknowledged before the backup, and records still open with the password', async () => {
    const source = await createTestApp(dialect, {
      env: { AUTH_RATE_LIMIT_SCALE: '1000', WAHA_ORG_CONFIG: ORG_CONFIG },
    });
    cleanups.push(() => source.cleanup());
    const app = source.app;
    const staffKey: StaffKeyResponse = staffKeyResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/therapy-requests/key' })).json(),
    );
    const accounts: { account: PasswordAccount; cookie: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const account = await newPasswordAccount();
      accounts.push({ account, cookie: await registerPasswordAccount(app, account) });
    }

    // Two writers: records for the accounts in turn, and session requests from many addresses.
    const writes: Write[] = [];
    let stop = false;
    let n = 0;
    const recordWriter = async () => {
      while (!stop) {
        const i = n++;
        const { account, cookie } = accounts[i % accounts.length] as (typeof accounts)[number];
        const id = randomUUID();
        const value = { text: `entry ${i} of ${account.nickname}`, at: new Date().toISOString() };
        const res = await app.inject({
          method: 'PUT',
          url: `/api/records/diary-entry/${id}`,
          headers: { cookie },
          payload: {
            version: 0,
            ciphertext: await encryptRecord(account, 'diary-entry', id, value),
          },
        });
        if (res.statusCode !== 200) throw new Error(`record write: ${res.statusCode} ${res.body}`);
        writes.push({
          kind: 'record',
          key: `${account.nickname}|diary-entry|${id}`,
          value,
          ackedAt: performance.now(),
        });
      }
    };
    const requestWriter = async () => {
      for (let i = 0; !stop; i++) {
        const request = sampleRequest({ name: `Person ${i} ${randomUUID()}` });
        const res = await app.inject({
          method: 'POST',
          url: '/api/therapy-requests',
          payload: await sealForTest(staffKey, request),
          remoteAddress: `10.42.${Math.floor(i / 200)}.${i % 200}`,
        });
        if (res.statusCode !== 201) throw new Error(`request: ${res.statusCode} ${res.body}`);
        writes.push({
          kind: 'request',
          key: request.name,
          value: request,
          ackedAt: performance.now(),
        });
        if (i % 5 === 0) {
          // Entries for the audit trail's chain, which restore checks.
          await appendAudit(source.database.db, {
            actor: 'command line',
            action: 'requests.listed',
          });
        }
      }
    };
    const writers = Promise.all([recordWriter(), recordWriter(), requestWriter()]);
    // Under load: the writers have been at it a while before the backup starts.
    while (writes.length < 20) await new Promise((done) => setTimeout(done, 20));

    const backupDir = await tempDir();
    cleanups.push(() => rm(backupDir, { recursive: true, force: true }));
    const backupFile = join(backupDir, 'waha.backup');
    const startedAt = performance.now();
    const { manifest } = await createBackup(source.config, backupFile, {
      WAHA_ORG_CONFIG: ORG_CONFIG,
    });
    const endedAt = performance.now();
    const duringBackup = writes.filter((w) => w.ackedAt > startedAt && w.ackedAt < endedAt).length;
    // And it keeps writing afterwards, so the backup was taken in the middle of it.
    const after = writes.length + 5;
    while (writes.length < after) await new Promise((done) => setTimeout(done, 20));
    stop = true;
    await writers;
    const acknowledgedBefore = writes.filter((w) => w.ackedAt < startedAt);

    // What the backup holds: the database, the public key, the audit key (a server does not start
    // on a trail that carries its MACs without it), the configuration; no private key.
    const archive = await openArchive(backupFile);
    const names = archive.entries.map((entry) => entry.name);
    await archive.close();
    expect(names).toEqual([
      'waha-backup.json',
      dialect.name === 'postgres' ? 'waha.pgdump' : 'waha.sqlite',
      'staff-keys/public-key.jwk',
      'audit-key.json',
      'org-config.json',
    ]);
    const privateJwk = JSON.parse(
      readFileSync(staffKeyPaths(source.config.dataDir).privateKey, 'utf8'),
    ) as { d: string };
    expect(readFileSync(backupFile).includes(privateJwk.d)).toBe(false);
    expect(manifest.staffKeyIds).toEqual([staffKey.keyId]);
    expect(existsSync(join(source.config.dataDir, LAST_BACKUP_FILE))).toBe(true);

    // Restore refuses the place of a database that exists (here the one still serving).
    await expect(restoreBackup(source.config, backupFile, {})).rejects.toThrow(
      dialect.name === 'postgres' ? /has tables already/ : /exists: restore never overwrites/,
    );

    const target = await emptyTarget(dialect);
    cleanups.push(target.cleanup);
    const restoredOrgConfig = join(target.env.DATA_DIR, 'org.json');
    const restored = await restoreBackup(loadConfig(target.env), backupFile, {
      WAHA_ORG_CONFIG: restoredOrgConfig,
    });
    expect(restored.report.ok).toBe(true);
    expect(restored.report.lines.join('\n')).toMatch(/integrity check: ok|audit trail/);
    expect(restored.report.lines.join('\n')).toMatch(/audit trail: \d+ entries, chain intact/);
    expect(restored.report.counts).toEqual(manifest.counts);
    expect(readFileSync(restoredOrgConfig, 'utf8')).toBe(readFileSync(ORG_CONFIG, 'utf8'));
    const restoredKeys = staffKeyPaths(target.env.DATA_DIR);
    expect(existsSync(restoredKeys.publicKey)).toBe(true);
    expect(existsSync(restoredKeys.privateKey)).toBe(false);

    const serverEnv =
      dialect.name === 'postgres' && manifest.schema
        ? (() => {
            const url = new URL(target.env.DATABASE_URL ?? '');
            url.searchParams.set('options', `-c search_path=${manifest.schema}`);
            return { ...target.env, DATABASE_URL: url.toString() };
          })()
        : target.env;
    const server = await startServer({ ...serverEnv, WAHA_ORG_CONFIG: restoredOrgConfig });
    cleanups.push(() => server.close());

    // Every account signs in with its password and its records decrypt.
    const found = new Map<string, unknown>();
    for (const { account } of accounts) {
      const values = await readBackWithPassword(server.app, account.nickname, account.password, [
        'diary-entry',
      ]);
      for (const [key, value] of values) found.set(`${account.nickname}|${key}`, value);
    }
    const sentRecords = new Map(
      writes.filter((w) => w.kind === 'record').map((w) => [w.key, w.value]),
    );
    for (const write of acknowledgedBefore.filter((w) => w.kind === 'record')) {
      expect(found.get(write.key), write.key).toEqual(write.value);
    }
    // Nothing restored that was not sent, and each is exactly what was sent.
    for (const [key, value] of found) expect(sentRecords.get(key)).toEqual(value);

    // Every session request opens with the staff private key the staff kept.
    const privateKey = await privateKeyAt(staffKeyPaths(source.config.dataDir).privateKey);
    const restoredDb = createDatabase(loadConfig(serverEnv));
    cleanups.push(() => restoredDb.destroy());
    const openedNames = new Set<string>();
    for (const row of await listSessionRequests(restoredDb.db)) {
      openedNames.add((await openSessionRequest(row.ciphertext, privateKey)).name);
    }
    for (const write of acknowledgedBefore.filter((w) => w.kind === 'request')) {
      expect(openedNames.has(write.key), write.key).toBe(true);
    }
    expect(found.size).toBe(manifest.counts.records);
    expect(openedNames.size).toBe(manifest.counts.therapyRequests);
    expect(acknowledgedBefore.length).toBeGreaterThanOrEqual(20);
    // Shown in the run's output: what was written around the backup and what came back.
    console.log(
      `backup under load on ${dialect.name}: ${acknowledgedBefore.length} writes acknowledged before it, ` +
        `${duringBackup} during it (${Math.round(endedAt - startedAt)} ms), ${writes.length} in all; ` +
        `restored ${found.size} records and ${openedNames.size} requests, all opened`,
    );

    // A second restore into the same place is refused too: it holds a database now.
    await expect(restoreBackup(loadConfig(target.env), backupFile, {})).rejects.toThrow(
      dialect.name === 'postgres' ? /has tables already/ : /exists: restore never overwrites/,
    );
  });
});

describe('backup and restore refusals on sqlite', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const dialect = sqlite;

  it('refuses a backup whose audit trail was altered, and puts nothing in place', async () => {
    const source = await createTestApp(dialect);
    cleanups.push(() => source.cleanup());
    for (let i = 0; i < 3; i++) {
      await appendAudit(source.database.db, { actor: 'command line', action: 'requests.listed' });
    }
    await sql`update audit_log set action = 'request.viewed' where seq = 2`.execute(
      source.database.db,
    );
    const dir = await tempDir();
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await createBackup(source.config, join(dir, 'b'), {});
    const target = await emptyTarget(dialect);
    cleanups.push(target.cleanup);
    const restoring = restoreBackup(loadConfig(target.env), join(dir, 'b'), {});
    await expect(restoring).rejects.toBeInstanceOf(RestoreCheckFailed);
    await expect(restoring).rejects.toThrow(/audit trail: FAILED/);
    expect(existsSync(join(target.env.DATA_DIR, 'waha.sqlite'))).toBe(false);
  });

  it('refuses to overwrite an existing backup file', async () => {
    const source = await createTestApp(dialect);
    cleanups.push(() => source.cleanup());
    const dir = await tempDir();
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await createBackup(source.config, join(dir, 'b'), {});
    await expect(createBackup(source.config, join(dir, 'b'), {})).rejects.toThrow(/exists already/);
  });
});
