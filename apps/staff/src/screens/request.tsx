import { REQUEST_FIELDS } from '@waha/shared/request-export';
import {
  staffNoteRowSchema,
  staffRequestDetailSchema,
  staffRequestSchema,
} from '@waha/shared/staff';
import type { RequestStatus, StaffNoteRow, StaffRequestDetail } from '@waha/shared/staff';
import { STAFF_NOTE_MAX_LENGTH } from '@waha/shared/staff-note';
import { openStaffNote, sealStaffNote } from '@waha/shared/staff-seal';
import type { LoadedStaffKey } from '@waha/shared/staff-seal';
import type { SessionRequest } from '@waha/shared/session-request';
import { useEffect, useMemo, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactCare } from '../components/contact-care';
import { KeyPanel } from '../components/key-panel';
import { PageTitle, RouteLink } from '../components/layout';
import { Button, Field, Notice, inputClass } from '../components/ui';
import { ApiError, api, errorKey } from '../lib/api';
import { useFormatDate } from '../lib/format';
import { isolate } from '../lib/isolate';
import { useLoadedKeys } from '../lib/keys';
import { shortKeyId, useOpenedRequests } from '../lib/open-requests';
import { useStaffKeys } from '../lib/staff-keys';
import { CannotOpen } from './requests';

/** One request in full, its status, and the private notes on it. */
export function RequestScreen({ id }: { id: string }) {
  const { t } = useTranslation('request');
  const { t: common } = useTranslation();
  const { t: inbox } = useTranslation('inbox');
  const keys = useLoadedKeys();
  const staffKeys = useStaffKeys();
  const formatDate = useFormatDate();
  const [detail, setDetail] = useState<StaffRequestDetail | null>(null);
  const [failure, setFailure] = useState<'notFound' | ReturnType<typeof errorKey> | null>(null);
  const [marked, setMarked] = useState<RequestStatus | null>(null);
  const shown = detail?.request;
  const rows = useMemo(() => (shown ? [shown] : []), [shown]);
  const [opened] = useOpenedRequests(rows, keys) ?? [];

  useEffect(() => {
    api(`/api/staff/requests/${id}`, { schema: staffRequestDetailSchema })
      .then(setDetail)
      .catch((error: unknown) =>
        setFailure(
          error instanceof ApiError && error.status === 404 ? 'notFound' : errorKey(error),
        ),
      );
  }, [id]);

  async function mark(status: RequestStatus) {
    try {
      const request = await api(`/api/staff/requests/${id}/status`, {
        method: 'PUT',
        body: { status },
        schema: staffRequestSchema,
      });
      setDetail((current) => (current ? { ...current, request } : current));
      setMarked(status);
    } catch (error) {
      setFailure(errorKey(error));
    }
  }

  const request = opened && 'request' in opened ? opened.request : null;
  const title = request?.name ?? t('titleUnknown');
  return (
    <>
      <RouteLink to={{ name: 'requests' }} className="self-start">
        {t('back')}
      </RouteLink>
      <PageTitle tabTitle={t('titleUnknown')}>{title}</PageTitle>
      {failure === 'notFound' && <Notice tone="error">{t('notFound')}</Notice>}
      {failure && failure !== 'notFound' && (
        <Notice tone="error">{common(`errors.${failure}`)}</Notice>
      )}
      {keys.length === 0 && <KeyPanel madeAt={staffKeys.madeAt} />}
      {detail && opened && (
        <>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[max-content_1fr]">
            <Entry label={t('fields.received')}>{formatDate(detail.request.receivedAt)}</Entry>
            <Entry label={t('fields.status')}>{inbox(`status.${detail.request.status}`)}</Entry>
            {request ? (
              REQUEST_FIELDS.map((field) => (
                <Entry key={field} label={t(`fields.${field}`)}>
                  <FieldValue field={field} request={request} />
                </Entry>
              ))
            ) : (
              <Entry label={t('fields.key')}>
                {shortKeyId(detail.request.envelope.keyId)} —{' '}
                {'problem' in opened && <CannotOpen item={opened} madeAt={staffKeys.madeAt} />}
              </Entry>
            )}
          </dl>
          {request ? <ContactCare age={request.age} /> : null}
          <div className="flex flex-wrap items-center gap-3">
            {detail.request.status === 'new' ? (
              <Button onClick={() => void mark('handled')}>{t('mark.handled')}</Button>
            ) : (
              <Button variant="secondary" onClick={() => void mark('new')}>
                {t('mark.new')}
              </Button>
            )}
            <p role="status" className="text-stone-800">
              {marked ? t('mark.done', { status: common(`statusWord.${marked}`) }) : ''}
            </p>
          </div>
          <Notes
            requestId={id}
            notes={detail.notes}
            keys={keys}
            currentKey={staffKeys.current}
            onAdded={(note) =>
              setDetail((current) =>
                current ? { ...current, notes: [...current.notes, note] } : current,
              )
            }
          />
        </>
      )}
    </>
  );
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-stone-700">{label}</dt>
      <dd className="text-stone-900">{children}</dd>
    </>
  );
}

function FieldValue({ field, request }: { field: keyof SessionRequest; request: SessionRequest }) {
  const { t } = useTranslation('request');
  // The form's choices are words, shown in the interface language.
  switch (field) {
    case 'therapistGender':
      return <>{t(`values.therapistGender.${request.therapistGender}`)}</>;
    case 'sessionLanguage':
      return <>{t(`values.sessionLanguage.${request.sessionLanguage}`)}</>;
    case 'contactMethod':
      return <>{t(`values.contactMethod.${request.contactMethod}`)}</>;
    case 'interfaceLanguage':
      return <>{t(`values.interfaceLanguage.${request.interfaceLanguage}`)}</>;
    case 'contactDetails':
      // Addresses and numbers read left to right in either language.
      return <bdi dir="ltr">{request.contactDetails}</bdi>;
    default:
      return <bdi>{String(request[field])}</bdi>;
  }
}

function Notes({
  requestId,
  notes,
  keys,
  currentKey,
  onAdded,
}: {
  requestId: string;
  notes: StaffNoteRow[];
  keys: readonly LoadedStaffKey[];
  currentKey: string | null;
  onAdded: (note: StaffNoteRow) => void;
}) {
  const { t } = useTranslation('request');
  const { t: common } = useTranslation();
  const formatDate = useFormatDate();
  const [texts, setTexts] = useState<Map<string, string | null>>(new Map());
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void Promise.all(
      notes.map(async (note) => {
        try {
          return [note.id, (await openStaffNote(note.envelope, requestId, keys)).text] as const;
        } catch {
          return [note.id, null] as const;
        }
      }),
    ).then((entries) => {
      if (live) setTexts(new Map(entries));
    });
    return () => {
      live = false;
    };
  }, [notes, keys, requestId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAdded(false);
    const text = draft.trim();
    if (text === '' || [...text].length > STAFF_NOTE_MAX_LENGTH) {
      setError(t(text === '' ? 'notes.required' : 'notes.tooLong', { max: STAFF_NOTE_MAX_LENGTH }));
      document.getElementById('note-text')?.focus();
      return;
    }
    // Sealed to the key in use when it is loaded here, else to a loaded one: always to a key
    // this person holds, never to one only the server names.
    const key = keys.find((it) => it.keyId === currentKey) ?? keys[0];
    if (!key) return;
    setBusy(true);
    setError(null);
    try {
      const envelope = await sealStaffNote({ text }, requestId, key);
      const note = await api(`/api/staff/requests/${requestId}/notes`, {
        body: { envelope },
        schema: staffNoteRowSchema,
      });
      onAdded(note);
      setDraft('');
      setAdded(true);
    } catch (failure) {
      setError(common(`errors.${errorKey(failure)}`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="notes-heading" className="flex flex-col gap-3">
      <h2 id="notes-heading" className="text-lg font-semibold">
        {t('notes.heading')}
      </h2>
      {notes.length === 0 ? (
        <p className="text-stone-700">{t('notes.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {notes.map((note) => {
            const text = texts.get(note.id);
            return (
              <li key={note.id} className="rounded-xl bg-white p-3 shadow-sm">
                <p className="text-sm text-stone-700">
                  {t('notes.by', {
                    author: isolate(note.author),
                    date: isolate(formatDate(note.at)),
                  })}
                </p>
                <p className="whitespace-pre-wrap">
                  {text === null ? t('notes.cannotOpen') : <bdi>{text ?? '…'}</bdi>}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {keys.length > 0 && (
        <form
          method="post"
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-3"
        >
          <Field
            id="note-text"
            label={t('notes.label')}
            hint={t('notes.hint', { max: STAFF_NOTE_MAX_LENGTH })}
            error={error ?? undefined}
          >
            {(field) => (
              <textarea
                {...field}
                rows={4}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy}>
              {t('notes.submit')}
            </Button>
            <p role="status">{added ? t('notes.added') : ''}</p>
          </div>
        </form>
      )}
    </section>
  );
}
