import type { SessionRequestEnvelope } from '@waha/shared/session-request';
import { sealStaffNote } from '@waha/shared/staff-seal';
import { addStaffMember } from '../src/modules/staff/accounts';
import { STAFF_COOKIE, createStaffSessions } from '../src/modules/staff/sessions';
import { currentStaffKey } from '../src/modules/staff-keys/staff-keys';
import type { TestApp } from './app';
import { STAFF_PASSWORD, addStaff } from './staff';

/** A valid request to a staff route, as the input fuzz test describes one. */
export interface StaffExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: () => unknown;
  staff?: 'member' | 'admin' | 'fresh';
}

export interface StaffFuzzing {
  examples: Record<string, StaffExample>;
  cookies: Record<'member' | 'admin', string>;
  /** A new session of the staff member, for the route that ends one. */
  freshSession(): Promise<string>;
}

/**
 * Staff accounts, a request and valid examples of every staff route, for the input fuzz test:
 * a member and an admin signed in, a setup link still unused, the id of a stored request and a
 * note sealed to it.
 */
export async function staffExamples(
  t: TestApp,
  envelope: SessionRequestEnvelope,
): Promise<StaffFuzzing> {
  const { db } = t.database;
  const member = await addStaff(t, { name: 'Fuzz Member' });
  const admin = await addStaff(t, { name: 'Fuzz Admin', role: 'admin' });
  const { token } = await addStaffMember(db, 'Fuzz Newcomer', 'staff', 'command line');
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/therapy-requests',
    payload: envelope,
  });
  if (sent.statusCode !== 201) throw new Error(`request: ${sent.statusCode} ${sent.body}`);
  const { id } = await db.selectFrom('therapy_requests').select('id').executeTakeFirstOrThrow();
  const key = await currentStaffKey(db);
  if (!key) throw new Error('no staff key');
  const note = await sealStaffNote({ text: 'A note' }, id, key);
  const sessions = createStaffSessions(db);
  const asMember = { staff: 'member' } as const;
  const request = { ...asMember, params: { id } };
  return {
    cookies: { member: member.cookie, admin: admin.cookie },
    async freshSession() {
      return `${STAFF_COOKIE}=${(await sessions.start(member.id)).token}`;
    },
    examples: {
      'POST /api/staff/setup/check': { body: () => ({ token }) },
      'POST /api/staff/setup': { body: () => ({ token, password: STAFF_PASSWORD }) },
      'POST /api/staff/session': { body: () => ({ name: member.name, password: member.password }) },
      'GET /api/staff/session': asMember,
      'DELETE /api/staff/session': { staff: 'fresh' },
      'GET /api/staff/keys': asMember,
      'GET /api/staff/requests': { ...asMember, query: { status: 'new', before: id } },
      'GET /api/staff/requests/:id': request,
      'PUT /api/staff/requests/:id/status': { ...request, body: () => ({ status: 'handled' }) },
      'POST /api/staff/requests/:id/notes': { ...request, body: () => ({ envelope: note }) },
      'POST /api/staff/requests/exported': { ...asMember, body: () => ({ count: 1 }) },
      'GET /api/staff/audit': { staff: 'admin', query: { before: '5' } },
      'GET /api/staff/audit/': { staff: 'admin', query: { before: '5' } },
      'GET /api/staff/audit/export': { staff: 'admin' },
    },
  };
}
