import { toCsv } from './csv';
import type { SessionRequest } from './session-request';

/**
 * Session requests as a CSV file, the same from the staff CLI (`npm run requests -- export`) and
 * from the inbox in the browser: every field quoted, formula-safe (`csv.ts`), and a byte-order
 * mark first so spreadsheets read the Arabic in it as UTF-8.
 */

/** A request for the export: opened, or why it could not be. */
export interface ExportedRequest {
  id: string;
  receivedAt: string;
  status: string;
  request?: SessionRequest;
  /** Why it could not be opened, e.g. "cannot open: sealed to a different staff key". */
  problem?: string;
}

/** The request's fields in the order the CLI shows and exports them. */
export const REQUEST_FIELDS = [
  'name',
  'age',
  'location',
  'therapistGender',
  'sessionLanguage',
  'contactMethod',
  'contactDetails',
  'interfaceLanguage',
] as const satisfies readonly (keyof SessionRequest)[];

export const REQUESTS_CSV_HEADER = [
  'id',
  'received_at',
  'status',
  'name',
  'age',
  'location',
  'therapist_gender',
  'session_language',
  'contact_method',
  'contact_details',
  'app_language',
  'problem',
];

export function requestsCsv(rows: readonly ExportedRequest[]): string {
  const body = rows.map((row) => [
    row.id,
    row.receivedAt,
    row.status,
    ...REQUEST_FIELDS.map((field) => row.request?.[field] ?? ''),
    row.problem ?? '',
  ]);
  return `\uFEFF${toCsv([REQUESTS_CSV_HEADER, ...body])}`;
}
