import { verifyAuditEntries } from '@waha/shared/audit-chain';
import type { AuditAnchor, AuditEntry } from '@waha/shared/audit-chain';
import { auditPageSchema } from '@waha/shared/staff';
import type { AuditPage } from '@waha/shared/staff';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/layout';
import { Button, Notice } from '../components/ui';
import { api, errorKey } from '../lib/api';
import { readStaffItem, writeStaffItem } from '../lib/device-storage';
import { useFormatDate } from '../lib/format';

/**
 * The newest entry this browser has checked, kept on this computer (`auditAnchor`): if it later
 * goes missing or changes, the trail was cut or rewritten, which the chain alone cannot show for
 * its newest end.
 */
function readAnchor(): AuditAnchor | null {
  try {
    const value = JSON.parse(readStaffItem('auditAnchor') ?? 'null') as AuditAnchor | null;
    return value && typeof value.seq === 'number' && typeof value.hash === 'string' ? value : null;
  } catch {
    return null;
  }
}

function keepAnchor(anchor: AuditAnchor): void {
  try {
    writeStaffItem('auditAnchor', JSON.stringify(anchor));
  } catch {
    // Without storage the check of the newest end is lost; the chain is still checked.
  }
}

const auditPage = (before?: number) =>
  api(`/api/staff/audit${before ? `?before=${before}` : ''}`, { schema: auditPageSchema });

/** Whether the entry this browser saw before is still there, the same. */
async function anchorHolds(anchor: AuditAnchor, newest: AuditEntry[]): Promise<boolean> {
  const head = newest[0];
  if (!head || head.seq < anchor.seq) return false;
  const seen =
    newest.find((entry) => entry.seq === anchor.seq) ??
    (await auditPage(anchor.seq + 1)).entries[0];
  return seen?.seq === anchor.seq && seen.hash === anchor.hash;
}

interface Loaded {
  page: AuditPage;
  pageProblem: number | null;
  anchorLost: number | null;
}

/**
 * A page of the trail (the newest without `before`), checked here: its entries and links, its
 * join with the page after it (`after`: where that one said the chain goes on), and for the
 * newest page, the entry this browser saw before.
 */
async function loadAuditPage(
  before: number | undefined,
  after: AuditAnchor | null,
): Promise<Loaded> {
  const page = await auditPage(before);
  const result = await verifyAuditEntries([...page.entries].reverse(), page.previous);
  const joined = !after || page.entries[0]?.hash === after.hash;
  let anchorLost: number | null = null;
  if (before === undefined) {
    const anchor = readAnchor();
    if (anchor && !(await anchorHolds(anchor, page.entries))) anchorLost = anchor.seq;
    const head = page.entries[0];
    if (result.ok && page.verification.ok && anchorLost === null && head) {
      keepAnchor({ seq: head.seq, hash: head.hash });
    }
  }
  return {
    page,
    pageProblem: !joined ? (after?.seq ?? null) : result.ok ? null : result.seq,
    anchorLost,
  };
}

interface Checked {
  /** The first entry of the pages shown that does not check here, if any. */
  pageProblem: number | null;
  anchorLost: number | null;
}

export function AuditScreen() {
  const { t } = useTranslation('audit');
  const { t: common } = useTranslation();
  const formatDate = useFormatDate();
  const [pages, setPages] = useState<AuditPage[]>([]);
  const [checked, setChecked] = useState<Checked>({ pageProblem: null, anchorLost: null });
  const [failure, setFailure] = useState<string | null>(null);

  const shown = useCallback(
    (before: number | undefined) => (loaded: Loaded) => {
      setPages((earlier) => [...(before === undefined ? [] : earlier), loaded.page]);
      setChecked((earlier) => ({
        pageProblem: earlier.pageProblem ?? loaded.pageProblem,
        anchorLost: before === undefined ? loaded.anchorLost : earlier.anchorLost,
      }));
    },
    [],
  );
  const failed = useCallback(
    (error: unknown) => setFailure(common(`errors.${errorKey(error)}`)),
    [common],
  );
  useEffect(() => {
    // The newest page when the screen opens; older pages on request.
    let live = true;
    loadAuditPage(undefined, null).then(
      (loaded) => live && shown(undefined)(loaded),
      (error: unknown) => live && failed(error),
    );
    return () => {
      live = false;
    };
  }, [shown, failed]);
  function loadOlder(before: number) {
    setFailure(null);
    loadAuditPage(before, pages.at(-1)?.previous ?? null).then(shown(before), failed);
  }

  const first = pages[0];
  const entries = pages.flatMap((page) => page.entries);
  const oldest = entries.at(-1);
  const describe = (entry: AuditEntry) => {
    const detail = JSON.parse(entry.detail) as Record<string, string | number | undefined>;
    const key = `actions.${entry.action.replace('.', '_')}` as 'actions.staff_added';
    return t(key, {
      name: detail.name,
      request: entry.requestId?.slice(0, 8),
      status: detail.status
        ? common(`statusWord.${detail.status === 'handled' ? 'handled' : 'new'}`)
        : '',
      // What an entry counts: the items it names, or for a request deleted after the retention
      // time, its days (said with the language's plural forms).
      count: Number(
        (entry.action === 'request.deleted' ? detail.retentionDays : detail.count) ?? 0,
      ),
      key: typeof detail.keyId === 'string' ? detail.keyId.slice(0, 8) : '',
    });
  };

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <p className="text-stone-800">{t('intro')}</p>
      {failure && <Notice tone="error">{failure}</Notice>}
      {first && (
        <div className="flex flex-col gap-2">
          {first.verification.ok ? (
            <Notice tone="success">{t('whole', { count: first.verification.checked })}</Notice>
          ) : (
            <Notice tone="error">
              {t(`broken.${first.verification.problem}`, { seq: first.verification.seq })}
            </Notice>
          )}
          {checked.pageProblem !== null && (
            <Notice tone="error">{t('pageBroken', { seq: checked.pageProblem })}</Notice>
          )}
          {checked.anchorLost !== null && (
            <Notice tone="error">{t('anchorLost', { seq: checked.anchorLost })}</Notice>
          )}
        </div>
      )}
      <a
        href="/api/staff/audit/export"
        download="waha-audit-trail.csv"
        className="min-h-11 self-start rounded-lg border border-oasis-700 bg-white px-4 py-2 font-semibold text-oasis-800"
      >
        {t('export')}
      </a>
      {!first && !failure && <p role="status">{common('loading')}</p>}
      {first && (
        <table className="w-full border-collapse rounded-xl bg-white text-start text-sm shadow-sm">
          <caption className="sr-only">{t('title')}</caption>
          <thead>
            <tr className="border-b border-stone-300">
              {(['seq', 'at', 'actor', 'action'] as const).map((column) => (
                <th key={column} scope="col" className="p-2 text-start font-semibold">
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.seq} className="border-b border-stone-200 align-top">
                <td className="p-2 tabular-nums">{entry.seq}</td>
                <td className="p-2">{formatDate(entry.at)}</td>
                <td className="p-2">
                  {entry.actorId === null ? (
                    t(`actors.${entry.actor === 'server' ? 'server' : 'command line'}`)
                  ) : (
                    <bdi>{entry.actor}</bdi>
                  )}
                </td>
                <td className="p-2">{describe(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {oldest && oldest.seq > 1 && (
        <Button variant="secondary" className="self-start" onClick={() => loadOlder(oldest.seq)}>
          {t('more')}
        </Button>
      )}
    </>
  );
}
