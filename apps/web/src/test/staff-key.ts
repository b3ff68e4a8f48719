import { generateStaffKeyPair, importStaffPrivateKey } from '@waha/shared/staff-seal';
import type { LoadedStaffKey, StaffKeyRef } from '@waha/shared/staff-seal';

// The inbox's and the CLI's own code (packages/shared), so tests prove the form's sealing opens.
export { openSessionRequest } from '@waha/shared/staff-seal';

export interface StaffTestKey {
  staffKey: StaffKeyRef;
  privateKey: LoadedStaffKey;
  /** Nothing to remove: the pair lives in memory only. */
  cleanup(): Promise<void>;
}

/** For tests only: a staff key pair made as the server makes it. */
export async function createStaffTestKey(): Promise<StaffTestKey> {
  const pair = await generateStaffKeyPair();
  return {
    staffKey: { keyId: pair.keyId, publicKey: pair.publicKey },
    privateKey: await importStaffPrivateKey(pair.privateKey),
    cleanup: async () => undefined,
  };
}
