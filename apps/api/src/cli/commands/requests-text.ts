import { REQUEST_FIELDS, requestsCsv } from '@waha/shared/request-export';
import type { SessionRequest } from '@waha/shared/session-request';
import type { StaffRequest } from '@waha/shared/staff';
import { printable } from './table';

/*
 * What `npm run requests` prints: the list's rows, one request in full, the CSV export
 * (requests.ts runs the commands).
 */

/** A request opened, or why it could not be. */
export type Opened =
  { row: StaffRequest; request: SessionRequest } | { row: StaffRequest; problem: string };

const LABELS: Record<keyof SessionRequest, string> = {
  name: 'Name',
  age: 'Age',
  location: 'Location',
  therapistGender: 'Therapist',
  sessionLanguage: 'Session language',
  contactMethod: 'Contact by',
  contactDetails: 'Contact details',
  interfaceLanguage: 'App language',
};

export function listRows(opened: Opened[]): string[][] {
  return opened.map(({ row, ...rest }) =>
    'request' in rest
      ? [
          row.id,
          row.receivedAt.slice(0, 16).replace('T', ' '),
          row.status,
          rest.request.name,
          String(rest.request.age),
          rest.request.location,
          `${rest.request.contactMethod}: ${rest.request.contactDetails}`,
        ]
      : [row.id, row.receivedAt.slice(0, 16).replace('T', ' '), row.status, `(${rest.problem})`],
  );
}

export function showText(opened: Opened): string {
  const { row } = opened;
  const lines: [string, string][] = [
    ['Id', row.id],
    ['Received', row.receivedAt],
    ['Status', row.status],
  ];
  if ('request' in opened) {
    for (const field of REQUEST_FIELDS) lines.push([LABELS[field], String(opened.request[field])]);
  } else {
    lines.push(['Problem', opened.problem]);
  }
  const width = Math.max(...lines.map(([label]) => label.length));
  return lines
    .map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${printable(value)}\n`)
    .join('');
}

export function csvText(opened: Opened[]): string {
  return requestsCsv(
    opened.map(({ row, ...rest }) => ({
      id: row.id,
      receivedAt: row.receivedAt,
      status: row.status,
      ...rest,
    })),
  );
}
