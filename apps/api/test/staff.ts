import type { StaffRole } from '@waha/shared/staff';
import type { LightMyRequestResponse } from 'fastify';
import { addStaffMember } from '../src/modules/staff/accounts';
import { STAFF_COOKIE } from '../src/modules/staff/sessions';
import type { TestApp } from './app';

let counter = 0;

/** A staff name no other test of this process uses, e.g. "Amal Haddad 3". */
export function uniqueStaffName(stem = 'Amal Haddad'): string {
  counter += 1;
  return `${stem} ${counter}`;
}

/** A password of the staff rules (12 characters at least). */
export const STAFF_PASSWORD = 'correct horse battery';

/** `waha_staff=<token>` from a response's Set-Cookie, ready for a `cookie` header. */
export function staffCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((it) => it.name === STAFF_COOKIE);
  if (!cookie?.value) throw new Error(`no staff cookie in a ${res.statusCode} answer: ${res.body}`);
  return `${STAFF_COOKIE}=${cookie.value}`;
}

export interface StaffMember {
  id: string;
  name: string;
  password: string;
  /** The `cookie` header of the session the setup began. */
  cookie: string;
}

/**
 * A staff member made as `npm run staff -- add` makes one, who then sets a password with the
 * setup link (and is signed in by it).
 */
export async function addStaff(
  t: TestApp,
  options: { name?: string; role?: StaffRole; password?: string } = {},
): Promise<StaffMember> {
  const name = options.name ?? uniqueStaffName();
  const password = options.password ?? STAFF_PASSWORD;
  const added = await addStaffMember(t.database.db, name, options.role ?? 'staff', 'command line');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/setup',
    payload: { token: added.token, password },
  });
  if (res.statusCode !== 200) throw new Error(`setup: ${res.statusCode} ${res.body}`);
  return { id: added.member.id, name: added.member.name, password, cookie: staffCookie(res) };
}

/** Signs a staff member in: another session. */
export async function staffSignIn(
  t: TestApp,
  name: string,
  password: string,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/session',
    payload: { name, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}
