import { randomUUID } from 'node:crypto';
import { staffRequestDetailSchema, staffRequestsResponseSchema } from '@waha/shared/staff';
import { openStaffNote, openSessionRequest, sealStaffNote } from '@waha/shared/staff-seal';
import type { LoadedStaffKey, StaffKeyRef } from '@waha/shared/staff-seal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';
import { addStaff } from '../../../test/staff';
import type { StaffMember } from '../../../test/staff';
import { insertSessionRequest } from '../session-requests/repository';
import { currentStaffKey, staffKeyPaths } from '../staff-keys/staff-keys';
import { privateKeyAt, sampleRequest, sealForTest } from '../../../test/seal';

describe.each(dialects)('the inbox API on $name', (dialect) => {
  let t: TestApp;
  let amal: StaffMember;
  let staffKey: StaffKeyRef;
  let privateKey: LoadedStaffKey;
  const ids: string[] = [];
  const json = { 'content-type': 'application/json' };
  const get = (url: string, cookie = amal.cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '100' } });
    amal = await addStaff(t);
    const key = await currentStaffKey(t.database.db);
    if (!key) throw new Error('no staff key');
    staffKey = key;
    privateKey = await privateKeyAt(staffKeyPaths(t.config.dataDir).privateKey);
    for (const [index, age] of [21, 32, 43].entries()) {
      const id = randomUUID();
      await insertSessionRequest(t.database.db, {
        id,
        ciphertext: JSON.stringify(await sealForTest(staffKey, sampleRequest({ age }))),
        created_at: new Date(Date.UTC(2026, 11, 1, 9, index)).toISOString(),
      });
      ids.push(id);
    }
  });
  afterAll(() => t.cleanup());

  it('lists the requests newest first as the envelopes people sent, which open in the inbox', async () => {
    const res = await get('/api/staff/requests');
    expect(res.statusCode).toBe(200);
    const { requests, nextBefore } = staffRequestsResponseSchema.parse(res.json());
    expect(nextBefore).toBeNull();
    expect(requests.map((request) => request.id)).toEqual([...ids].reverse());
    expect(requests[0]).toMatchObject({ status: 'new', handledAt: null, notes: 0 });
    const opened = await Promise.all(
      requests.map((request) => openSessionRequest(request.envelope, privateKey)),
    );
    expect(opened.map((request) => request.age)).toEqual([43, 32, 21]);
    expect(res.body).not.toContain('WahaE2EPlaintext');
  });

  it('pages older requests with `before`, and filters by status', async () => {
    const page = staffRequestsResponseSchema.parse(
      (await get(`/api/staff/requests?before=${ids[2]}`)).json(),
    );
    expect(page.requests.map((request) => request.id)).toEqual([ids[1], ids[0]]);
    expect(
      staffRequestsResponseSchema.parse((await get('/api/staff/requests?status=handled')).json())
        .requests,
    ).toEqual([]);
    for (const bad of ['?status=closed', '?before=nope', '?extra=1']) {
      expect((await get(`/api/staff/requests${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('marks a request handled (recording when) and new again', async () => {
    const id = ids[0] ?? '';
    const mark = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/requests/${id}/status`,
        headers: { cookie: amal.cookie, ...json },
        payload: { status },
      });
    const handled = await mark('handled');
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ id, status: 'handled', handledAt: expect.any(String) });
    expect((await mark('handled')).json().handledAt).toBe(handled.json().handledAt);
    expect((await mark('new')).json()).toMatchObject({ status: 'new', handledAt: null });
    expect((await mark('closed')).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/requests/${randomUUID()}/status`,
      headers: { cookie: amal.cookie, ...json },
      payload: { status: 'handled' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps notes sealed in the inbox, each bound to its request, with who wrote it', async () => {
    const id = ids[1] ?? '';
    const envelope = await sealStaffNote({ text: 'Called back WahaE2EPlaintext' }, id, staffKey);
    const post = (url: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: amal.cookie, ...json },
        payload: payload as object,
      });
    const created = await post(`/api/staff/requests/${id}/notes`, { envelope });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ author: amal.name, envelope });

    const detail = staffRequestDetailSchema.parse((await get(`/api/staff/requests/${id}`)).json());
    expect(detail.request).toMatchObject({ id, notes: 1 });
    expect(detail.notes).toHaveLength(1);
    await expect(openStaffNote(detail.notes[0]?.envelope, id, privateKey)).resolves.toEqual({
      text: 'Called back WahaE2EPlaintext',
    });
    // Stored only as ciphertext.
    const rows = await t.database.db.selectFrom('staff_notes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('WahaE2EPlaintext');

    const unknownKey = await post(`/api/staff/requests/${id}/notes`, {
      envelope: { ...envelope, keyId: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(unknownKey.statusCode).toBe(400);
    expect((await post(`/api/staff/requests/${randomUUID()}/notes`, { envelope })).statusCode).toBe(
      404,
    );
    expect((await post(`/api/staff/requests/${id}/notes`, { envelope: {} })).statusCode).toBe(400);
    expect((await get(`/api/staff/requests/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/staff/requests/not-a-uuid')).statusCode).toBe(400);
  });

  it('names every staff key, the one in use first', async () => {
    expect((await get('/api/staff/keys')).json()).toEqual({
      keys: [{ keyId: staffKey.keyId, createdAt: expect.any(String), current: true }],
    });
  });

  it('writes each read, mark, note and export to the audit trail, with ids but no content', async () => {
    const id = ids[2] ?? '';
    const { max } = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('seq').as('max'))
      .executeTakeFirstOrThrow();
    await get('/api/staff/requests');
    await get(`/api/staff/requests/${id}`);
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/requests/${id}/status`,
      headers: { cookie: amal.cookie, ...json },
      payload: { status: 'handled' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/requests/exported',
      headers: { cookie: amal.cookie, ...json },
      payload: { count: 3 },
    });
    const entries = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('seq', '>', Number(max ?? 0))
      .orderBy('seq')
      .execute();
    expect(entries.map((entry) => [entry.actor, entry.action, entry.request_id])).toEqual([
      [amal.name, 'requests.listed', null],
      [amal.name, 'request.viewed', id],
      [amal.name, 'request.marked', id],
      [amal.name, 'requests.exported', null],
    ]);
    expect(entries.every((entry) => entry.actor_id === amal.id)).toBe(true);
    const everything = JSON.stringify(
      await t.database.db.selectFrom('audit_log').selectAll().execute(),
    );
    for (const plaintext of ['WahaE2EPlaintext', 'Amman', 'layla@example.org', 'Called back']) {
      expect(everything).not.toContain(plaintext);
    }
  });
});
