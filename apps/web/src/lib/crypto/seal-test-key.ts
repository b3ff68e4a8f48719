import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ensureStaffPublicKey,
  readStaffPrivateKey,
  staffKeyPaths,
} from '../../../../api/src/modules/therapy-requests/staff-keys';
import type {
  StaffPrivateJwk,
  StaffPublicKey,
} from '../../../../api/src/modules/therapy-requests/staff-keys';

// The staff CLI's own code, so tests prove the browser's sealing and the CLI's opening agree.
export { openTherapyRequest } from '../../../../api/src/modules/therapy-requests/open-request';

export interface StaffTestKey {
  staffKey: StaffPublicKey;
  privateKey: StaffPrivateJwk;
  /** Removes the key files. */
  cleanup(): Promise<void>;
}

/** For tests only: a staff key pair made the way the server makes it, in a temporary folder. */
export async function createStaffTestKey(): Promise<StaffTestKey> {
  const dataDir = await mkdtemp(join(tmpdir(), 'waha-staff-key-'));
  const staffKey = await ensureStaffPublicKey(dataDir);
  const privateKey = await readStaffPrivateKey(staffKeyPaths(dataDir).privateKey);
  if (!privateKey) throw new Error('the server code made no private key');
  return { staffKey, privateKey, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
}
