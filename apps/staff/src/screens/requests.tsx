import { REQUEST_STATUSES, staffRequestsResponseSchema } from '@waha/shared/staff';
import type { RequestStatus, StaffRequest, StaffRequestsResponse } from '@waha/shared/staff';
import { SESSION_LANGUAGES, THERAPIST_GENDERS } from '@waha/shared/session-request';
import type { SessionLanguage, TherapistGender } from '@waha/shared/session-request';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyPanel } from '../components/key-panel';
import { PageTitle, RouteLink } from '../components/layout';
import { Button, Notice, inputClass } from '../components/ui';
import { api, errorKey } from '../lib/api';
import { useFormatDate } from '../lib/format';
import { isolate } from '../lib/isolate';
import { useLoadedKeys } from '../lib/keys';
import { csvOf, download, shortKeyId, useOpenedRequests } from '../lib/open-requests';
import type { OpenedRequest } from '../lib/open-requests';
import { useStaffKeys } from '../lib/staff-keys';

type StatusFilter = RequestStatus | 'all';

function query(status: StatusFilter, before?: string): string {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (before) params.set('before', before);
  const text = params.toString();
  return `/api/staff/requests${text ? `?${text}` : ''}`;
}

/** The list of session requests, newest first, opened in this tab with the loaded keys. */
export function RequestsScreen() {
  const { t } = useTranslation('inbox');
  const { t: common } = useTranslation();
  const { t: request } = useTranslation('request');
  const keys = useLoadedKeys();
  const { madeAt } = useStaffKeys();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [language, setLanguage] = useState<SessionLanguage | 'any'>('any');
  const [gender, setGender] = useState<TherapistGender | 'any'>('any');
  const [rows, setRows] = useState<StaffRequest[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [exported, setExported] = useState<number | null>(null);
  const opened = useOpenedRequests(rows ?? [], keys);

  const apply = useCallback((page: StaffRequestsResponse, before?: string) => {
    setRows((earlier) => [...(before ? (earlier ?? []) : []), ...page.requests]);
    setNext(page.nextBefore);
  }, []);
  const fail = useCallback(
    (error: unknown) => setFailure(common(`errors.${errorKey(error)}`)),
    [common],
  );
  const fetchPage = useCallback(
    (before?: string) => api(query(status, before), { schema: staffRequestsResponseSchema }),
    [status],
  );
  useEffect(() => {
    let live = true;
    fetchPage().then(
      (page) => live && apply(page),
      (error: unknown) => live && fail(error),
    );
    return () => {
      live = false;
    };
  }, [fetchPage, apply, fail]);
  function load(before?: string) {
    setFailure(null);
    fetchPage(before).then((page) => apply(page, before), fail);
  }
  function chooseStatus(value: StatusFilter) {
    setStatus(value);
    setRows(null);
    setFailure(null);
  }

  const shown = useMemo(
    () =>
      (opened ?? []).filter((item) => {
        if (language === 'any' && gender === 'any') return true;
        if (!('request' in item)) return false;
        return (
          (language === 'any' || item.request.sessionLanguage === language) &&
          (gender === 'any' || item.request.therapistGender === gender)
        );
      }),
    [opened, language, gender],
  );

  async function exportCsv() {
    const fileName = t('export.fileName');
    download(csvOf(shown), fileName);
    setExported(shown.length);
    // Only the count goes to the server, for the audit trail.
    await api('/api/staff/requests/exported', { body: { count: shown.length } }).catch(
      () => undefined,
    );
  }

  const canFilter = keys.length > 0;
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <KeyPanel madeAt={madeAt} />
      <section aria-labelledby="filters-heading" className="flex flex-col gap-3">
        <h2 id="filters-heading" className="text-lg font-semibold">
          {t('filters.heading')}
        </h2>
        <div className="flex flex-wrap gap-4">
          <Select
            label={t('filters.status')}
            value={status}
            onChange={(value) => chooseStatus(value as StatusFilter)}
            options={[
              ['all', t('filters.statusAll')],
              ...REQUEST_STATUSES.map((it) => [it, t(`status.${it}`)] as const),
            ]}
          />
          <Select
            label={t('filters.language')}
            value={language}
            disabled={!canFilter}
            onChange={(value) => setLanguage(value as SessionLanguage | 'any')}
            options={[
              ['any', t('filters.any')],
              ...SESSION_LANGUAGES.map(
                (it) => [it, request(`values.sessionLanguage.${it}`)] as const,
              ),
            ]}
          />
          <Select
            label={t('filters.gender')}
            value={gender}
            disabled={!canFilter}
            onChange={(value) => setGender(value as TherapistGender | 'any')}
            options={[
              ['any', t('filters.any')],
              ...THERAPIST_GENDERS.map(
                (it) => [it, request(`values.therapistGender.${it}`)] as const,
              ),
            ]}
          />
        </div>
        {!canFilter && <p className="text-sm text-stone-700">{t('filters.needKey')}</p>}
      </section>
      {failure && (
        <Notice tone="error">
          {failure}{' '}
          <Button variant="secondary" onClick={() => load()}>
            {common('retry')}
          </Button>
        </Notice>
      )}
      {rows === null || opened === null ? (
        !failure && <p role="status">{common('loading')}</p>
      ) : (
        <section aria-labelledby="list-heading" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="list-heading" className="me-auto text-lg font-semibold" aria-live="polite">
              {rows.length === 0
                ? t('empty')
                : shown.length === 0
                  ? t('emptyFiltered')
                  : t('count', { count: shown.length })}
            </h2>
            {canFilter && shown.length > 0 && (
              <Button variant="secondary" onClick={() => void exportCsv()}>
                {t('export.button')}
              </Button>
            )}
          </div>
          {exported !== null && (
            <Notice tone="success">
              {t('export.done', { count: exported, file: t('export.fileName') })}{' '}
              {t('export.explain')}
            </Notice>
          )}
          <ul className="flex flex-col gap-3">
            {shown.map((item) => (
              <RequestCard key={item.row.id} item={item} madeAt={madeAt} />
            ))}
          </ul>
          {next && (
            <Button variant="secondary" className="self-start" onClick={() => load(next)}>
              {t('more')}
            </Button>
          )}
        </section>
      )}
    </>
  );
}

function Select({
  label,
  value,
  options,
  onChange,
  disabled = false,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <label className="flex flex-col gap-1 font-semibold">
      {label}
      <select
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} min-w-40 font-normal disabled:bg-stone-100`}
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

export function CannotOpen({
  item,
  madeAt,
}: {
  item: Exclude<OpenedRequest, { request: unknown }>;
  madeAt: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('inbox');
  const formatDate = useFormatDate();
  if (item.problem === 'sealed') return <>{t('sealed')}</>;
  if (item.problem === 'damaged') return <>{t('cannotOpen.damaged')}</>;
  const { keyId } = item.row.envelope;
  const made = madeAt.get(keyId);
  return (
    <>
      {made
        ? t('cannotOpen.otherKey', {
            id: isolate(shortKeyId(keyId)),
            date: isolate(formatDate(made)),
          })
        : t('cannotOpen.otherKeyUnknown', { id: isolate(shortKeyId(keyId)) })}
    </>
  );
}

function RequestCard({
  item,
  madeAt,
}: {
  item: OpenedRequest;
  madeAt: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('inbox');
  const { t: request } = useTranslation('request');
  const formatDate = useFormatDate();
  const { row } = item;
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <RouteLink
          to={{ name: 'request', id: row.id }}
          className="text-lg font-semibold text-oasis-800"
        >
          {'request' in item ? item.request.name : request('titleUnknown')}
        </RouteLink>
        <span
          className={`rounded-full px-2 text-sm font-semibold ${row.status === 'new' ? 'bg-oasis-100 text-oasis-900' : 'bg-stone-200 text-stone-800'}`}
        >
          {t(`status.${row.status}`)}
        </span>
      </div>
      <p className="text-sm text-stone-700">
        {t('received', { date: formatDate(row.receivedAt) })}
      </p>
      {'request' in item ? (
        <p className="text-stone-800">
          {request(`values.sessionLanguage.${item.request.sessionLanguage}`)} ·{' '}
          {request(`values.therapistGender.${item.request.therapistGender}`)}
          {row.notes > 0 ? ` · ${t('notes', { count: row.notes })}` : ''}
        </p>
      ) : (
        <p className="text-stone-800">
          <CannotOpen item={item} madeAt={madeAt} />
        </p>
      )}
    </li>
  );
}
