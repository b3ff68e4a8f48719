/** Personal records: encrypted before they leave the device, cached as ciphertext offline. */
export { createRecordsStore, newRecordId } from './records-store';
export type { RecordsStore, RecordsStoreOptions } from './records-store';
export { clearRecordCache } from './records-cache';
export {
  RecordConflictError,
  RecordLimitError,
  RecordStorageFullError,
  RecordTooLargeError,
  RecordWritesLimitedError,
  RecordsLockedError,
} from './errors';
