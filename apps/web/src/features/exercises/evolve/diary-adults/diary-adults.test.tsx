import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { preloadModal } from '@/components/modal';
import { exerciseById } from '@/exercise-kit/catalogue';
import type { ExerciseDone } from '@/exercise-kit/records/exercise-done';
import { DiaryArchiveScreen } from './diary-archive-screen';
import { DiaryExplanationScreen } from './diary-explanation-screen';
import { DiaryIndexScreen } from './diary-index-screen';
import type { DiaryEntry } from './diary-schema';
import { DiaryWriteScreen } from './diary-write-screen';

// The dialog's code loads on first opening (components/modal.tsx, whose own test covers that
// wait); loaded here once, so that these tests, some on fake timers, see dialogs open at once.
beforeAll(() => preloadModal());

const BASE = '/exercises/evolve/diary-adults';
const SECRET = 'WahaE2EPlaintext the rain on the roof tonight';

const TEXTS = {
  en: {
    entry: 'Your entry',
    save: 'Save entry',
    empty: 'Please write something before saving.',
    error: 'There was an error saving your entry. Please try again.',
    accountTitle: 'Account required',
    accountText: 'To save your reflections and continue to the next step, you must register first.',
    justSaved: 'Your entry was saved.',
    count: (n: number) => (n === 1 ? '1 entry' : `${n} entries`),
    edited: 'Edited',
    edit: 'Edit',
    delete: 'Delete',
    confirmTitle: 'Delete this entry?',
    confirmText: 'This cannot be undone.',
    keep: 'Keep the entry',
    practice: '15 minutes, once a week, for four weeks',
    calendar: 'Add the four weekly sessions to my calendar',
    week1: 'Week 1',
    stop: 'You can stop at any time',
  },
  ar: {
    entry: 'مدخلك',
    save: 'احفظ المدخل',
    empty: 'يرجى كتابة شيء قبل الحفظ.',
    error: 'حدث خطأ في حفظ مدخلك. يرجى المحاولة مرة أخرى.',
    accountTitle: 'الحساب مطلوب',
    accountText: 'لحفظ تأملاتك والانتقال إلى الخطوة التالية، يجب عليك التسجيل أولًا.',
    justSaved: 'حُفظ مدخلك.',
    count: (n: number) => ({ 0: 'لا مدخلات', 1: 'مدخل واحد', 2: 'مدخلان' })[n] ?? `${n} مدخلات`,
    edited: 'مُعدَّل',
    edit: 'عدّل',
    delete: 'احذف',
    confirmTitle: 'حذف هذا المدخل؟',
    confirmText: 'لا يمكن التراجع عن ذلك.',
    keep: 'أبقِ المدخل',
    practice: '15 دقيقة، مرة في الأسبوع، لمدة أربعة أسابيع',
    calendar: 'أضِف الجلسات الأسبوعية الأربع إلى تقويمي',
    week1: 'الأسبوع 1',
    stop: 'التوقف في أي وقت',
  },
} as const;

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  sessionStorage.clear();
});

const entry = (text: string, updatedAt: string, edited = false): DiaryEntry => ({
  text,
  createdAt: updatedAt,
  updatedAt,
  edited,
});

describe.each(['en', 'ar'] as const)('the adults’ diary in %s', (language) => {
  const T = TEXTS[language];
  const box = () => screen.getByRole('textbox', { name: T.entry });
  const ready = () => waitFor(() => expect(box()).toHaveProperty('disabled', false));
  /** The write screen for a signed-in account, ready to type in. */
  const writeAsAccount = async () => {
    harness = await renderExercise(<DiaryWriteScreen />, {
      language,
      signedIn: true,
      path: `${BASE}/exercise`,
    });
    await ready();
    return { user: userEvent.setup(), h: harness };
  };

  it('refuses an empty entry with the spec’s words, and saves nothing', async () => {
    const { user, h } = await writeAsAccount();
    await user.type(box(), '   ');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(T.empty);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(h.server.records.size).toBe(0);
  });

  it('saves an account’s entry encrypted and goes to the archive with ?saved=true', async () => {
    const { user, h } = await writeAsAccount();
    await user.type(box(), SECRET);
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(h.pathname()).toBe(`${BASE}/archive`));
    // The server holds ciphertext only; decrypted, it is the entry.
    const server = [...h.server.records.values()];
    expect(server.length).toBeGreaterThan(0);
    expect(JSON.stringify(server)).not.toContain('rain on the roof');
    expect(h.server.bodies.join()).not.toContain('rain on the roof');
    const saved = (await h.decrypted<DiaryEntry>('diary-entry')).filter((v) => 'edited' in v);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ text: SECRET, edited: false });
    // A new entry counts as a time the diary was done, for the practice page.
    await waitFor(async () =>
      expect(await h.decrypted<ExerciseDone>('exercise-done')).toEqual([
        { exercise: exerciseById('diary').slug, times: [expect.any(String)] },
      ]),
    );
  });

  it('waits for the session before taking words or a save, so an account is never asked to register', async () => {
    harness = await renderExercise(<DiaryWriteScreen />, {
      language,
      signedIn: true,
      sessionLater: true,
      path: `${BASE}/exercise`,
    });
    expect(box()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: T.save })).toHaveProperty('disabled', true);
    await harness.answerSession();
    await ready();
    const user = userEvent.setup();
    await user.type(box(), SECRET);
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(harness?.pathname()).toBe(`${BASE}/archive`));
    expect(screen.queryByRole('dialog')).toBeNull();
    const saved = (await harness.decrypted<DiaryEntry>('diary-entry')).filter((v) => 'edited' in v);
    expect(saved.map((value) => value.text)).toEqual([SECRET]);
  });

  it('keeps the text and says so when the save fails', async () => {
    const { user, h } = await writeAsAccount();
    await user.type(box(), SECRET);
    h.server.refuseWrites = true;
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(T.error));
    expect(box()).toHaveProperty('value', SECRET);
    expect(h.pathname()).toBe(`${BASE}/exercise`);
  });

  it('asks a guest to register (spec §6), keeps the text in this tab, and stores nothing', async () => {
    harness = await renderExercise(<DiaryWriteScreen />, { language, path: `${BASE}/exercise` });
    const user = userEvent.setup();
    await user.type(box(), SECRET);
    await user.click(screen.getByRole('button', { name: T.save }));
    const dialog = await screen.findByRole('dialog', { name: T.accountTitle });
    expect(dialog.textContent).toContain(T.accountText);
    // The dialog's own quick exit (drawn when the header is out of sight) is not the way on.
    const [register] = within(dialog)
      .getAllByRole('link')
      .filter((link) => !link.hasAttribute('data-quick-exit'));
    expect(register?.getAttribute('href')).toContain(encodeURIComponent(`${BASE}/exercise`));
    expect(harness.server.records.size).toBe(0);
    await harness.reload();
    expect(box()).toHaveProperty('value', SECRET);
  });

  it('keeps an account’s draft encrypted through a reload, never in sessionStorage', async () => {
    const { user, h } = await writeAsAccount();
    await user.type(box(), SECRET);
    await waitFor(() => expect(h.server.records.size).toBe(1), { timeout: 3000 });
    expect(JSON.stringify([...h.server.records.values()])).not.toContain('rain');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('rain');
    await h.reload();
    await waitFor(() => expect(box()).toHaveProperty('value', SECRET));
  });

  it('offline, keeps the draft through a reload and lets the saved entry wait on the device', async () => {
    const { user, h } = await writeAsAccount();
    h.server.offline = true;
    await user.type(box(), SECRET);
    // The draft waits in the encrypted outbox: a reload, still offline, finds the text again.
    await waitFor(
      async () =>
        expect(await h.store.get('diary-entry', 'draft')).toMatchObject({
          value: { text: SECRET },
        }),
      { timeout: 3000 },
    );
    await h.reload();
    await waitFor(() => expect(box()).toHaveProperty('value', SECRET), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(h.pathname()).toBe(`${BASE}/archive`));
    const listed = await h.store.list<DiaryEntry>('diary-entry');
    expect(listed.filter((record) => record.id !== 'draft').map((r) => r.value.text)).toEqual([
      SECRET,
    ]);
    expect(h.server.records.size).toBe(0);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('rain');
    // The draft is emptied after the save; it waits too.
    await waitFor(async () =>
      expect(await h.store.get('diary-entry', 'draft')).toMatchObject({ value: { text: '' } }),
    );
  });

  it('edits an entry from ?entry=, marking it edited', async () => {
    harness = await renderExercise(<DiaryWriteScreen />, {
      language,
      signedIn: true,
      path: `${BASE}/exercise?entry=first`,
    });
    await harness.store.put('diary-entry', 'first', entry('Old words', '2026-11-01T10:00:00.000Z'));
    await harness.reload();
    const user = userEvent.setup();
    await waitFor(() => expect(box()).toHaveProperty('value', 'Old words'));
    await user.type(box(), ' and new ones');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(harness?.pathname()).toBe(`${BASE}/archive`));
    const saved = (await harness.decrypted<DiaryEntry>('diary-entry')).filter((v) => 'edited' in v);
    expect(saved).toEqual([
      expect.objectContaining({
        text: 'Old words and new ones',
        edited: true,
        createdAt: '2026-11-01T10:00:00.000Z',
      }),
    ]);
  });

  it('lists entries newest first with the count, time, edited mark; deletes after a warning', async () => {
    harness = await renderExercise(<DiaryArchiveScreen />, {
      language,
      signedIn: true,
      path: `${BASE}/archive?saved=yes`,
    });
    await harness.store.put('diary-entry', 'a', entry('Older entry', '2026-11-01T10:00:00.000Z'));
    await harness.store.put(
      'diary-entry',
      'b',
      entry('Newer entry', '2026-11-20T10:00:00.000Z', true),
    );
    await harness.store.put('diary-entry', 'draft', { text: 'a draft', entryId: null });
    await harness.reload();
    expect(await screen.findByText(T.count(2))).toBeTruthy();
    // ?saved=yes is not ?saved=true.
    expect(screen.queryByText(T.justSaved)).toBeNull();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Newer entry'),
      expect.stringContaining('Older entry'),
    ]);
    expect(items[0]?.textContent).toContain(T.edited);
    expect(items[1]?.textContent).not.toContain(T.edited);
    const when = new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date('2026-11-20T10:00:00.000Z'));
    expect(items[0]?.textContent).toContain(when);
    const edit = within(items[0] as HTMLElement).getByRole('link', { name: new RegExp(T.edit) });
    expect(edit.getAttribute('href')).toBe(`${BASE}/exercise?entry=b`);

    const user = userEvent.setup();
    await user.click(
      within(items[1] as HTMLElement).getByRole('button', { name: new RegExp(T.delete) }),
    );
    const dialog = await screen.findByRole('dialog', { name: T.confirmTitle });
    expect(dialog.textContent).toContain(T.confirmText);
    await user.click(within(dialog).getByRole('button', { name: T.keep }));
    expect(harness.server.records.size).toBe(3);
    await user.click(
      within(screen.getAllByRole('listitem')[1] as HTMLElement).getByRole('button', {
        name: new RegExp(T.delete),
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: T.delete }),
    );
    expect(await screen.findByText(T.count(1))).toBeTruthy();
    expect(screen.queryByText('Older entry')).toBeNull();
    expect(harness.server.records.has('diary-entry/a')).toBe(false);
  });

  it('confirms the save on ?saved=true only', async () => {
    harness = await renderExercise(<DiaryArchiveScreen />, {
      language,
      signedIn: true,
      path: `${BASE}/archive?saved=true`,
    });
    expect(await screen.findByText(T.justSaved)).toBeTruthy();
    expect(await screen.findByText(T.count(0))).toBeTruthy();
  });

  it('shows the suggested practice, the four weeks and the calendar button', async () => {
    harness = await renderExercise(<DiaryIndexScreen />, {
      language,
      signedIn: true,
      path: `${BASE}/`,
    });
    await harness.store.put('diary-entry', 'a', entry('One', new Date().toISOString()));
    await harness.reload();
    expect(screen.getByText(new RegExp(T.practice))).toBeTruthy();
    expect(await screen.findByText(T.week1)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: T.calendar })).toBeTruthy();
  });

  it('explains the diary with permission to stop', async () => {
    harness = await renderExercise(<DiaryExplanationScreen />, { language, path: `${BASE}/` });
    expect(document.body.textContent).toContain(T.stop);
    expect(document.body.textContent).toContain('15');
  });
});

describe('the Arabic address', () => {
  it.each([
    ['female', 'اكتبي نحو 15 دقيقة'],
    ['male', 'اكتب نحو 15 دقيقة'],
  ] as const)('speaks to a %s account in that form', async (gender, practice) => {
    harness = await renderExercise(<DiaryIndexScreen />, {
      language: 'ar',
      signedIn: true,
      gender,
      path: `${BASE}/`,
    });
    expect(screen.getByText(new RegExp(practice))).toBeTruthy();
  });
});
