import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AUDIT_GENESIS_HASH, auditEntryHash, verifyAuditEntries } from '@waha/shared/audit-chain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects, sqlite } from '../../../test/dialects';
import type { TestDatabase } from '../../../test/dialects';
import { addStaff } from '../../../test/staff';
import type { StaffMember } from '../../../test/staff';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import type { DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { runStaffCli } from '../../cli/commands/staff';
import { AUDIT_KEY_FILE, loadAuditKey } from './key';
import { appendAudit, toAuditEntry } from './repository';
import { describeVerification, verifyAuditTrail } from './service';

/**
 * Rewrites every entry from `fromSeq` on as someone who can edit the table would: the change, then
 * each hash recomputed with the public algorithm so that the chain checks again. The MACs are
 * left as they were (they cannot be made without the key).
 */
async function rewriteAndRehash(db: Kysely<Database>, fromSeq: number) {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
  let prevHash = AUDIT_GENESIS_HASH;
  for (const row of rows) {
    const entry = toAuditEntry(row);
    if (entry.seq < fromSeq) {
      prevHash = entry.hash;
      continue;
    }
    const detail = entry.seq === fromSeq ? JSON.stringify({ forged: 1 }) : entry.detail;
    const hash = await auditEntryHash({ ...entry, detail, prevHash });
    await db
      .updateTable('audit_log')
      .set({ detail, prev_hash: prevHash, hash })
      .where('seq', '=', entry.seq)
      .execute();
    prevHash = hash;
  }
  // The rewrite is one the hash chain alone cannot see.
  const rewritten = await db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
  expect(await verifyAuditEntries(rewritten.map(toAuditEntry))).toMatchObject({ ok: true });
}

describe.each(dialects)('the audit key on $name', (dialect) => {
  let t: TestApp;
  let admin: StaffMember;

  async function auditVerify() {
    let out = '';
    let err = '';
    const code = await runStaffCli(
      ['audit', 'verify'],
      { DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' },
      { out: (text) => (out += text), err: (text) => (err += text) },
      { database: t.database },
    );
    return { code, out, err };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '100' } });
    admin = await addStaff(t, { role: 'admin' });
    await addStaff(t);
  });
  afterAll(() => t.cleanup());

  it('is a file of its own in DATA_DIR, readable by the server’s user only', async () => {
    const { mode } = await stat(join(t.config.dataDir, AUDIT_KEY_FILE));
    expect(mode & 0o777).toBe(0o600);
    const rows = await t.database.db.selectFrom('audit_log').select(['mac']).execute();
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) expect(row.mac).toMatch(/^[0-9a-f]{64}$/);
    const whole = await auditVerify();
    expect(whole.code).toBe(0);
    expect(whole.out).toContain(`Entries 1 to ${rows.length} carry the MAC of the audit key`);
  });

  it('shows a trail rewritten and hashed again in the database', async () => {
    await rewriteAndRehash(t.database.db, 2);
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({
      ok: false,
      seq: 2,
      problem: 'changed',
      unkeyed: true,
    });
    expect(await auditVerify()).toEqual({
      code: 1,
      out: '',
      err:
        "The audit trail is broken: entry 2 does not carry the audit key's MAC, so it was " +
        `changed, or written by something without ${AUDIT_KEY_FILE}.\n`,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit',
      headers: { cookie: admin.cookie },
    });
    expect(res.json()).toMatchObject({ verification: { ok: false, seq: 2, problem: 'changed' } });

    // Taking the MACs away does not help either.
    await t.database.db.updateTable('audit_log').set({ mac: null }).execute();
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({ ok: false, seq: 1 });
  });
});

describe('a trail begun before the audit key', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    testDatabase = await sqlite.create();
    const config = loadConfig({ ...testDatabase.env, LOG_LEVEL: 'silent' });
    dataDir = config.dataDir;
    database = createDatabase(config);
    await migrateToLatest(database);
    // Three entries as the server wrote them before it had a key: no MAC.
    let prevHash = AUDIT_GENESIS_HASH;
    for (let seq = 1; seq <= 3; seq++) {
      const unhashed = {
        seq,
        at: new Date().toISOString(),
        actorId: null,
        actor: 'command line',
        action: 'staff.added' as const,
        requestId: null,
        detail: '{}',
        prevHash,
      };
      const hash = await auditEntryHash(unhashed);
      await database.db
        .insertInto('audit_log')
        .values({
          seq,
          at: unhashed.at,
          actor_id: null,
          actor: unhashed.actor,
          action: unhashed.action,
          request_id: null,
          detail: unhashed.detail,
          prev_hash: prevHash,
          hash,
        })
        .execute();
      prevHash = hash;
    }
  });
  afterAll(async () => {
    await database.destroy();
    await testDatabase.cleanup();
  });

  it('appends nothing without the key', async () => {
    await expect(
      appendAudit(database.db, { actor: 'server', action: 'requests.listed' }),
    ).rejects.toThrow(/audit key is not loaded/);
  });

  it('keys the entries from the first one after it, and says what that leaves', async () => {
    const key = await loadAuditKey(database.db, dataDir);
    expect(key.fromSeq).toBe(4);
    await appendAudit(database.db, { actor: 'server', action: 'requests.listed' });
    await database.db.transaction().execute(async (trx) => {
      await appendAudit(trx, { actor: 'server', action: 'requests.listed' });
    });
    const result = await verifyAuditTrail(database.db);
    expect(result).toMatchObject({ ok: true, checked: 5, keyedFrom: 4 });
    expect(describeVerification(result)).toContain(
      "Entries 1 to 3 were written before the key existed: only entry 4's MAC vouches for them.",
    );
    // A second start reads the same key.
    expect((await loadAuditKey(database.db, dataDir)).key.equals(key.key)).toBe(true);
  });

  it('still shows an entry from before the key rewritten and hashed again', async () => {
    await rewriteAndRehash(database.db, 1);
    expect(await verifyAuditTrail(database.db)).toMatchObject({
      ok: false,
      seq: 4,
      problem: 'changed',
      unkeyed: true,
    });
  });

  it('will not start with a new key once entries carry the old one’s MACs', async () => {
    await rm(join(dataDir, AUDIT_KEY_FILE));
    await expect(loadAuditKey(database.db, dataDir)).rejects.toThrow(
      /audit key file .* is missing, but the audit trail holds entries made with it/,
    );
  });
});
