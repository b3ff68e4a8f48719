import { requestsCsv } from '@waha/shared/request-export';
import type { StaffRequest } from '@waha/shared/staff';
import { SealOpenError, openSessionRequest } from '@waha/shared/staff-seal';
import type { LoadedStaffKey } from '@waha/shared/staff-seal';
import type { SessionRequest } from '@waha/shared/session-request';
import { useEffect, useState } from 'react';

/**
 * Why a request is not shown opened: no key is loaded yet (`sealed`), it was sealed to a key not
 * loaded (`other-key`, and the inbox says which), or it does not open at all (`damaged`).
 */
export type OpenProblem = 'sealed' | 'other-key' | 'damaged';

export type OpenedRequest =
  { row: StaffRequest; request: SessionRequest } | { row: StaffRequest; problem: OpenProblem };

export async function openRequest(
  row: StaffRequest,
  keys: readonly LoadedStaffKey[],
): Promise<OpenedRequest> {
  if (keys.length === 0) return { row, problem: 'sealed' };
  try {
    return { row, request: await openSessionRequest(row.envelope, keys) };
  } catch (error) {
    if (!(error instanceof SealOpenError)) throw error;
    return { row, problem: error.problem === 'other-key' ? 'other-key' : 'damaged' };
  }
}

/**
 * The rows opened with the loaded keys, again whenever either changes: null while opening, but
 * rows already opened with the same keys (a request just marked, say) keep showing meanwhile, so
 * nothing on screen, nor the focus, goes away for a moment.
 */
export function useOpenedRequests(
  rows: readonly StaffRequest[],
  keys: readonly LoadedStaffKey[],
): OpenedRequest[] | null {
  const [opened, setOpened] = useState<{ for: unknown[]; list: OpenedRequest[] } | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all(rows.map((row) => openRequest(row, keys))).then((list) => {
      if (live) setOpened({ for: [rows, keys], list });
    });
    return () => {
      live = false;
    };
  }, [rows, keys]);
  if (!opened) return null;
  if (opened.for[0] === rows && opened.for[1] === keys) return opened.list;
  if (opened.for[1] !== keys) return null;
  const earlier = new Map(opened.list.map((item) => [item.row.id, item]));
  const kept = rows.map((row) => {
    const item = earlier.get(row.id);
    return item && { ...item, row };
  });
  return kept.every((item) => item !== undefined) ? kept : null;
}

/** The first 8 characters of a key id: enough to tell keys apart, short enough to read out. */
export const shortKeyId = (keyId: string) => keyId.slice(0, 8);

const PROBLEM_TEXT: Record<OpenProblem, string> = {
  sealed: 'cannot open: no key loaded',
  'other-key': 'cannot open: needs staff key',
  damaged: 'cannot open: failed authentication (altered, or the wrong key)',
};

/** The CSV the CLI writes (`npm run requests -- export`), made here from what the inbox opened. */
export function csvOf(opened: readonly OpenedRequest[]): string {
  return requestsCsv(
    opened.map((item) => ({
      id: item.row.id,
      receivedAt: item.row.receivedAt,
      status: item.row.status,
      ...('request' in item
        ? { request: item.request }
        : {
            problem:
              item.problem === 'other-key'
                ? `${PROBLEM_TEXT['other-key']} ${shortKeyId(item.row.envelope.keyId)}`
                : PROBLEM_TEXT[item.problem],
          }),
    })),
  );
}

/** Saves text as a file through the browser's own download (nothing leaves the computer). */
export function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
