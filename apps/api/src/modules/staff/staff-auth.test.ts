import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';
import {
  STAFF_PASSWORD,
  addStaff,
  staffCookie,
  staffSignIn,
  uniqueStaffName,
} from '../../../test/staff';
import { addStaffMember, setStaffDisabled, setupLinkFor } from './accounts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = new Date('2026-12-01T08:00:00.000Z').getTime();

describe.each(dialects)('staff accounts and sessions on $name', (dialect) => {
  let t: TestApp;
  const setup = (token: string, password = STAFF_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/staff/setup', payload: { token, password } });
  const check = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/staff/setup/check', payload: { token } });
  const session = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/staff/session', headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(() => t.cleanup());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets the password once with a setup link whose token the server keeps only as a hash', async () => {
    const name = uniqueStaffName();
    const { token, member } = await addStaffMember(t.database.db, name, 'staff', 'command line');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const links = await t.database.db.selectFrom('staff_setup_links').selectAll().execute();
    expect(JSON.stringify(links)).not.toContain(token);
    expect(links.map((link) => link.token_hash)).toContain(
      createHash('sha256').update(token).digest('hex'),
    );

    const opened = await check(token);
    expect(opened.json()).toEqual({ name, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const pageToken = opened.json<{ token: string }>().token;
    expect(pageToken).not.toBe(token);
    // Opened once, the link's own token (whose address may stay in the browser's history) is dead.
    for (const again of [await check(token), await setup(token)]) {
      expect(again.json()).toMatchObject({ code: 'setup_link_invalid' });
    }
    const tooShort = await setup(pageToken, 'eleven char');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ code: 'validation_error' });
    // Twelve characters a person sees, in any script.
    const res = await setup(pageToken, 'كلمة سر طويلة');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name, role: 'staff', idleMinutes: 30 });
    const cookie = res.cookies.find((it) => it.name === 'waha_staff');
    expect(cookie).toMatchObject({ path: '/api/staff', httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.maxAge).toBe(8 * 60 * 60);

    // Used up: the same link works no more.
    for (const again of [await check(pageToken), await setup(pageToken)]) {
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'setup_link_invalid' });
    }
    const row = await t.database.db
      .selectFrom('staff_members')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(JSON.stringify(row)).not.toContain('كلمة');
    expect((await staffSignIn(t, name, 'كلمة سر طويلة')).statusCode).toBe(200);
  });

  it('lets a setup link expire after 24 hours, and a new one replace the old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const name = uniqueStaffName();
    const first = await addStaffMember(t.database.db, name, 'staff', 'command line');
    const second = await setupLinkFor(t.database.db, name, 'command line');
    expect((await check(first.token)).statusCode).toBe(400);
    vi.setSystemTime(START + 24 * HOUR - 1000);
    const opened = await check(second.token);
    expect(opened.statusCode).toBe(200);
    vi.setSystemTime(START + 24 * HOUR);
    const pageToken = opened.json<{ token: string }>().token;
    expect((await setup(pageToken)).json()).toMatchObject({ code: 'setup_link_invalid' });
  });

  it('gives the page that opens a link 30 minutes to set the password', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const first = await addStaffMember(t.database.db, uniqueStaffName(), 'staff', 'command line');
    const late = (await check(first.token)).json<{ token: string }>().token;
    vi.setSystemTime(START + 30 * 60_000);
    expect((await setup(late)).json()).toMatchObject({ code: 'setup_link_invalid' });

    const second = await addStaffMember(t.database.db, uniqueStaffName(), 'staff', 'command line');
    const inTime = (await check(second.token)).json<{ token: string }>().token;
    vi.setSystemTime(START + 60 * 60_000 - 1000);
    expect((await setup(inTime)).statusCode).toBe(200);
  });

  it('signs in by name in any case or Arabic spelling, and out again', async () => {
    const member = await addStaff(t, { name: uniqueStaffName('أمل حداد') });
    const res = await staffSignIn(t, member.name.replace('أ', 'ا'), member.password);
    expect(res.statusCode).toBe(200);
    const cookie = staffCookie(res);
    expect((await session(cookie)).json()).toMatchObject({ name: member.name, role: 'staff' });
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/staff/session',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(204);
    expect((await session(cookie)).json()).toMatchObject({ code: 'session_expired' });
  });

  it('answers a wrong password, an unknown name and a disabled member alike (401)', async () => {
    const member = await addStaff(t);
    const disabled = await addStaff(t);
    await setStaffDisabled(t.database.db, disabled.name, true, 'command line');
    // Disabling ended the session the setup began.
    expect((await session(disabled.cookie)).statusCode).toBe(401);
    for (const [name, password] of [
      [member.name, 'not the password at all'],
      ['Nobody At All', STAFF_PASSWORD],
      [disabled.name, disabled.password],
    ] as const) {
      const res = await staffSignIn(t, name, password);
      expect(res.statusCode, name).toBe(401);
      expect(res.json()).toEqual({
        code: 'invalid_credentials',
        message: 'Wrong name or password',
      });
    }
    await setStaffDisabled(t.database.db, disabled.name, false, 'command line');
    expect((await staffSignIn(t, disabled.name, disabled.password)).statusCode).toBe(200);
  });

  it('ends a session 30 minutes after its last request, and 8 hours after sign-in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const member = await addStaff(t);
    const idle = member.cookie;
    vi.setSystemTime(START + 29 * MINUTE);
    expect((await session(idle)).statusCode).toBe(200);
    vi.setSystemTime(START + 58 * MINUTE);
    expect((await session(idle)).statusCode).toBe(200);
    vi.setSystemTime(START + 88 * MINUTE);
    expect((await session(idle)).json()).toMatchObject({ code: 'session_expired' });

    vi.setSystemTime(START + 2 * HOUR);
    const busy = staffCookie(await staffSignIn(t, member.name, member.password));
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      vi.setSystemTime(START + 2 * HOUR + minutes * MINUTE);
      expect((await session(busy)).statusCode, `${minutes} min`).toBe(200);
    }
    vi.setSystemTime(START + 10 * HOUR);
    const ended = await session(busy);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'session_expired' });
    expect(ended.cookies.find((it) => it.name === 'waha_staff')?.value).toBe('');
  });

  it('keeps the people and the staff apart: neither session opens the other side', async () => {
    const person = await signUp(t.app);
    const member = await addStaff(t);
    const staffToken = member.cookie.split('=')[1] ?? '';
    const personToken = person.cookie.split('=')[1] ?? '';

    // A person's session is no session on the staff API, under either cookie name.
    for (const cookie of [person.cookie, `waha_staff=${personToken}`]) {
      for (const url of ['/api/staff/requests', '/api/staff/keys', '/api/staff/audit']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, `${url} ${cookie}`).toBe(401);
      }
    }
    // Asked who is signed in: nobody, as without any cookie (204), or an ended session (401).
    const who = (cookie?: string) =>
      t.app.inject({ url: '/api/staff/session', headers: cookie ? { cookie } : {} });
    expect((await who()).statusCode).toBe(204);
    expect((await who(person.cookie)).statusCode).toBe(204);
    expect((await who(`waha_staff=${personToken}`)).statusCode).toBe(401);
    // A staff session gives nothing on the people's API.
    for (const url of ['/api/records/diary-entry', '/api/auth/session']) {
      const asStaff = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: member.cookie },
      });
      expect(asStaff.statusCode, url).not.toBe(200);
      const renamed = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `waha_session=${staffToken}` },
      });
      expect(renamed.statusCode, url).toBe(401);
    }
    // Staff names and nicknames are separate: a nickname is no staff name.
    expect((await staffSignIn(t, person.registration.nickname, STAFF_PASSWORD)).statusCode).toBe(
      401,
    );
  });

  it('lets only admins read the audit trail (403 for other staff)', async () => {
    const member = await addStaff(t);
    const admin = await addStaff(t, { role: 'admin' });
    for (const url of ['/api/staff/audit', '/api/staff/audit/export']) {
      const refused = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: member.cookie },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
      const allowed = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(allowed.statusCode).toBe(200);
    }
  });
});
