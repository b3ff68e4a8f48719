import { createRecordsStore } from './records';
import { currentAccount, getDataKey } from './session';

/**
 * The one store every feature keeps personal content in: encrypted on this device before it is
 * sent, so the server only ever holds ciphertext.
 */
export const personalRecords = createRecordsStore({
  getDataKey,
  accountId: () => currentAccount()?.id ?? null,
});
