import { RECORD_ID_PATTERN, isRecordKind } from '@waha/shared';
import type { RecordKind } from '@waha/shared';

/** The API path of a kind's records, or of one record. */
export function recordPath(kind: RecordKind, id?: string): string {
  // Checked here too, since the id goes into a URL path.
  if (!isRecordKind(kind)) throw new TypeError(`Unknown record kind ${String(kind)}`);
  if (id === undefined) return `/api/records/${kind}`;
  if (!RECORD_ID_PATTERN.test(id)) throw new TypeError('A record id is 1-64 of A-Z a-z 0-9 _ -');
  return `/api/records/${kind}/${id}`;
}
