import { importStaffPrivateKey, sealSessionRequest } from '@waha/shared/staff-seal';
import type { LoadedStaffKey, StaffKeyRef } from '@waha/shared/staff-seal';
import type { SessionRequest, SessionRequestEnvelope } from '@waha/shared/session-request';
import { readStaffPrivateKey } from '../src/modules/staff-keys/staff-keys';

/** For tests only: seals a request as the browser does (the same shared code). */
export function sealForTest(
  staffKey: StaffKeyRef,
  request: SessionRequest,
): Promise<SessionRequestEnvelope> {
  return sealSessionRequest(request, staffKey);
}

/** A filled-in form with a marker that must never reach the database in plaintext. */
export function sampleRequest(overrides: Partial<SessionRequest> = {}): SessionRequest {
  return {
    name: 'Layla WahaE2EPlaintext',
    age: 34,
    location: 'Amman, Jordan',
    therapistGender: 'female',
    sessionLanguage: 'arabic',
    contactMethod: 'email',
    contactDetails: 'layla@example.org',
    interfaceLanguage: 'ar',
    ...overrides,
  };
}

/** The private key file at `path`, which a test expects to exist, ready to open requests. */
export async function privateKeyAt(path: string): Promise<LoadedStaffKey> {
  const key = await readStaffPrivateKey(path);
  if (!key) throw new Error(`No private key at ${path}`);
  return importStaffPrivateKey(key);
}
