import { randomUUID } from 'node:crypto';
import { verifyAuditEntries } from '@waha/shared/audit-chain';
import { auditPageSchema } from '@waha/shared/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';
import { addStaff } from '../../../test/staff';
import type { StaffMember } from '../../../test/staff';
import { appendAudit } from '../audit/repository';
import { verifyAuditTrail } from '../audit/service';
import { setSessionRequestStatus, insertSessionRequest } from '../session-requests/repository';
import { currentStaffKey } from '../staff-keys/staff-keys';
import { sampleRequest, sealForTest } from '../../../test/seal';
import { RETENTION_BATCH, deleteExpiredRequests } from './retention';

const DAY = 24 * 60 * 60_000;

describe.each(dialects)('the audit trail on $name', (dialect) => {
  let t: TestApp;
  let admin: StaffMember;
  const page = async (query = '') =>
    auditPageSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/audit${query}`,
          headers: { cookie: admin.cookie },
        })
      ).json(),
    );

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '100' } });
    admin = await addStaff(t, { role: 'admin' });
  });
  afterAll(() => t.cleanup());

  it('keeps one chain when many appends race, each entry naming the one before', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        appendAudit(t.database.db, {
          actor: 'server',
          action: 'requests.listed',
          detail: { count: index },
        }),
      ),
    );
    const result = await verifyAuditTrail(t.database.db);
    expect(result).toMatchObject({ ok: true });
    const rows = await t.database.db.selectFrom('audit_log').select('seq').orderBy('seq').execute();
    expect(rows.map((row) => Number(row.seq))).toEqual(rows.map((_, index) => index + 1));
  });

  it('shows admins the newest entries, checked by the server and checkable in the browser', async () => {
    const first = await page();
    expect(first.verification).toMatchObject({ ok: true });
    expect(first.entries[0]).toMatchObject({ action: 'audit.viewed', actor: admin.name });
    // The page checks on its own (newest first here, oldest first for the check).
    const ascending = [...first.entries].reverse();
    expect(await verifyAuditEntries(ascending, first.previous)).toMatchObject({ ok: true });
    expect(first.entries.map((entry) => entry.action)).toContain('staff.added');
    expect(first.entries.map((entry) => entry.action)).toContain('staff.password_set');
  });

  it('pages back through a long trail', async () => {
    for (let i = 0; i < 120; i++) {
      await appendAudit(t.database.db, { actor: 'server', action: 'requests.listed' });
    }
    const newest = await page();
    expect(newest.entries).toHaveLength(100);
    const oldest = newest.entries.at(-1)?.seq ?? 0;
    const older = await page(`?before=${oldest}`);
    expect(older.entries[0]?.seq).toBe(oldest - 1);
    expect(await verifyAuditEntries([...older.entries].reverse(), older.previous)).toMatchObject({
      ok: true,
    });
  });

  it('exports the whole trail as CSV, and records that it did', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit/export',
      headers: { cookie: admin.cookie },
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.startsWith('\uFEFF"seq","at","actor"')).toBe(true);
    expect(res.body).toContain('"audit.exported"');
  });

  it('finds an entry changed or removed in the database, and says where', async () => {
    const { db } = t.database;
    await db
      .updateTable('audit_log')
      .set({ detail: JSON.stringify({ count: 999 }) })
      .where('seq', '=', 3)
      .execute();
    expect(await verifyAuditTrail(db)).toMatchObject({ ok: false, seq: 3, problem: 'changed' });
    expect((await page()).verification).toMatchObject({ ok: false, seq: 3, problem: 'changed' });

    await db.deleteFrom('audit_log').where('seq', '=', 3).execute();
    expect(await verifyAuditTrail(db)).toMatchObject({ ok: false, seq: 3, problem: 'missing' });
  });
});

describe.each(dialects)('retention of handled requests on $name', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.cleanup());

  async function addRequest(status: 'new' | 'handled', handledDaysAgo = 0): Promise<string> {
    const key = await currentStaffKey(t.database.db);
    if (!key) throw new Error('no staff key');
    const id = randomUUID();
    await insertSessionRequest(t.database.db, {
      id,
      ciphertext: JSON.stringify(await sealForTest(key, sampleRequest())),
      created_at: new Date(Date.now() - 400 * DAY).toISOString(),
    });
    if (status === 'handled') {
      await setSessionRequestStatus(t.database.db, id, 'handled');
      await t.database.db
        .updateTable('therapy_requests')
        .set({ handled_at: new Date(Date.now() - handledDaysAgo * DAY).toISOString() })
        .where('id', '=', id)
        .execute();
    }
    return id;
  }

  it('deletes requests handled longer ago than the retention, with their notes, and audits each', async () => {
    const old = await addRequest('handled', 181);
    const recent = await addRequest('handled', 179);
    const waiting = await addRequest('new');
    expect(await deleteExpiredRequests(t.database.db, 180)).toBe(1);
    const left = await t.database.db.selectFrom('therapy_requests').select('id').execute();
    expect(left.map((row) => row.id).sort()).toEqual([recent, waiting].sort());
    const entry = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('request_id', '=', old)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor: 'server', action: 'request.deleted', actor_id: null });
    expect(JSON.parse(entry.detail)).toMatchObject({ retentionDays: 180 });
    expect(await deleteExpiredRequests(t.database.db, 180)).toBe(0);
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({ ok: true });
  });

  it('does bounded work: at most one batch a run', { timeout: 120_000 }, async () => {
    for (let i = 0; i < RETENTION_BATCH + 3; i++) await addRequest('handled', 200);
    expect(await deleteExpiredRequests(t.database.db, 180)).toBe(RETENTION_BATCH);
    expect(await deleteExpiredRequests(t.database.db, 180)).toBe(3);
  });
});
