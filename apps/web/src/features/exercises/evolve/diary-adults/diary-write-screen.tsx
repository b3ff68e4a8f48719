import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountRequiredDialog } from '@/components/account-required-dialog';
import { Button, buttonClass } from '@/components/button';
import { useSessionDraft } from '@/exercise-kit/hooks/use-session-draft';
import { exerciseById } from '@/exercise-kit/catalogue';
import { useMarkDone } from '@/exercise-kit/records/exercise-done';
import { useExerciseRecord } from '@/exercise-kit/records/use-exercise-record';
import { parseDiaryEntrySearch } from '@/lib/routing/route-params';
import { toast } from '@/lib/platform/toast';
import { Card } from '@/components/card';
import { DIARY_ENTRY_MAX_LENGTH } from './diary-limits';
import type { DiaryDraft } from './diary-schema';
import { DRAFT_ID, useDiary } from './use-diary';

const PATH = '/exercises/evolve/diary-adults/exercise';
/** How long typing rests before an account's draft is saved (encrypted) for a reload. */
export const DRAFT_SAVE_DELAY_MS = 800;

const loadDraftSchema = () => import('./diary-schema').then((module) => module.diaryDraftSchema);

type Status = 'idle' | 'empty' | 'failed';

/**
 * /exercises/evolve/diary-adults/exercise: write a new entry, or edit one (`?entry=<id>`). Saved
 * only through the encrypted records store. A guest's draft stays in this tab (sessionStorage) and
 * a guest who saves is asked to register (spec §6); an account's draft is kept encrypted in the
 * records store, so a reload loses nothing and nothing personal is stored in plain text.
 */
export function DiaryWriteScreen() {
  const { t } = useTranslation('diary-adults');
  const navigate = useNavigate();
  const { entry: entryId = null } = parseDiaryEntrySearch(useSearch({ strict: false }));
  const diary = useDiary();
  const markDone = useMarkDone();
  const draftRecord = useExerciseRecord<DiaryDraft>({
    kind: 'diary-entry',
    id: DRAFT_ID,
    loadSchema: loadDraftSchema,
  });
  const [guestDraft, setGuestDraft, clearGuestDraft] = useSessionDraft('diary-adults');
  const [typed, setTyped] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [askAccount, setAskAccount] = useState(false);
  const draftTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Until the session is known, nobody can tell a guest's draft from an account's entry: the box
  // and Save wait (otherwise a signed-in person who saved at once would be asked to register).
  const ready = !diary.isPending && !draftRecord.isPending;
  const editing = entryId ? diary.entries.find((entry) => entry.id === entryId) : undefined;
  const missing = entryId !== null && diary.signedIn && ready && !editing;

  const initialText = () => {
    // What a guest typed before registering or logging in comes first, so it is not lost.
    if (guestDraft) return guestDraft;
    const draft = draftRecord.value;
    if (draft?.text && draft.entryId === entryId) return draft.text;
    return editing?.text ?? '';
  };
  const text = !diary.signedIn ? guestDraft : (typed ?? (ready ? initialText() : ''));

  useEffect(() => () => clearTimeout(draftTimer.current), []);

  const change = (value: string) => {
    setStatus('idle');
    if (!diary.signedIn) {
      setGuestDraft(value);
      return;
    }
    setTyped(value);
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => {
      // A draft that cannot be kept is no error to show: the text is still on the screen.
      draftRecord.save({ text: value, entryId }).catch(() => undefined);
    }, DRAFT_SAVE_DELAY_MS);
  };

  const save = async () => {
    if (!text.trim()) {
      setStatus('empty');
      return;
    }
    if (!diary.signedIn) {
      setAskAccount(true);
      return;
    }
    clearTimeout(draftTimer.current);
    let outcome;
    try {
      outcome = await diary.save({ id: editing ? editing.id : null, text });
    } catch {
      setStatus('failed');
      return;
    }
    clearGuestDraft();
    // A new entry is a time the diary was written, for the practice page (an edit is not).
    if (!editing) markDone(exerciseById('diary').slug);
    draftRecord.save({ text: '', entryId: null }).catch(() => undefined);
    toast.success(
      outcome === 'pending' ? t('sync.savedOnDevice', { ns: 'common' }) : t('write.saved'),
    );
    void navigate({ to: '/exercises/evolve/diary-adults/archive', search: { saved: true } });
  };

  const message = { idle: null, empty: t('write.empty'), failed: t('write.error') }[status];

  return (
    <Card gap={3}>
      {editing ? (
        <h2 className="text-xl font-semibold text-oasis-900">{t('write.editHeading')}</h2>
      ) : null}
      {missing ? <p className="text-stone-800">{t('write.notFound')}</p> : null}
      <label htmlFor="diary-entry" className="text-lg font-semibold text-oasis-900">
        {t('write.label')}
      </label>
      <p id="diary-entry-hint" className="text-stone-700">
        {t('write.hint')}
      </p>
      <textarea
        id="diary-entry"
        aria-describedby={message ? 'diary-entry-hint diary-entry-message' : 'diary-entry-hint'}
        aria-invalid={status === 'empty' || undefined}
        value={text}
        maxLength={DIARY_ENTRY_MAX_LENGTH}
        rows={12}
        disabled={!ready}
        onChange={(event) => change(event.target.value)}
        className="w-full rounded-xl border border-stone-400 p-3 text-stone-900"
      />
      <p id="diary-entry-message" role="alert" className="font-semibold text-red-800">
        {message}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void save()} disabled={!ready || diary.isSaving}>
          {diary.isSaving ? t('write.saving') : t('write.save')}
        </Button>
        <Link to="/exercises/evolve/diary-adults/archive" className={buttonClass('quiet')}>
          {t('write.archive')}
        </Link>
      </div>
      <AccountRequiredDialog
        isOpen={askAccount}
        onOpenChange={setAskAccount}
        reason="save"
        returnTo={entryId ? `${PATH}?entry=${entryId}` : PATH}
      />
    </Card>
  );
}
