import { createRecordsStore } from '../records';
import { currentAccount, getDataKey } from './session';

/**
 * The one store every feature keeps personal content in: encrypted on this device before it is
 * sent, so the server only ever holds ciphertext. Saves made offline wait in the encrypted
 * outbox and are sent by the outbox runner.
 */
export const personalRecords = createRecordsStore({
  getDataKey,
  accountId: () => currentAccount()?.id ?? null,
  // The runner is loaded anyway once someone is signed in (lib/records/use-outbox-sync.ts); not bundled here.
  onQueued: () => void import('../records/outbox-runner').then((runner) => runner.outboxChanged()),
});
