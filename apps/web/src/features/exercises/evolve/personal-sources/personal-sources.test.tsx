import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { draftStorageKey } from '@/lib/session/session-drafts';
import { PersonalSourcesEndScreen } from './personal-sources-end-screen';
import { PersonalSourcesIntroScreen } from './personal-sources-intro-screen';
import { PersonalSourcesStepScreen } from './personal-sources-step-screen';
import { PersonalSourcesSummaryScreen } from './personal-sources-summary-screen';
import type { Response } from './response-schema';
import type { StepNumber } from './steps';

const BASE = '/exercises/evolve/personal-sources';
const KIND = 'personal-sources-response';
const SECRET = 'WahaE2EPlaintext my grandmother’s garden';

const TEXTS = {
  en: {
    answer: 'Your answer (you can leave it empty)',
    next: 'Next step',
    toSummary: 'See the summary',
    previous: 'Previous step',
    confirm: 'Continue to Next Step?',
    willBeSaved: 'Your answer to this step will be saved.',
    guestConfirm: 'To save your answer and go on to the next step, you need an account.',
    yes: 'Continue',
    stay: 'Stay on this step',
    accountTitle: 'Account required',
    accountText: 'To save your reflections and continue to the next step, you must register first.',
    error: 'Your answer could not be saved. Please try again.',
    step2Title: 'People who support you',
    skip: 'You can skip any question',
    stop: 'You can pause or stop at any time.',
    start: 'Start',
    resume: 'Continue at step 3',
    caution: 'If it becomes too much, stop',
    noAnswer: 'No answer',
    edit: 'Edit step 2: People who support you',
    pdf: 'Save as PDF',
    fileName: 'document',
    finish: 'Finish',
    repeat: 'Repeat',
  },
  ar: {
    answer: 'إجابتك (يمكن أن تبقى فارغة)',
    next: 'الخطوة التالية',
    toSummary: 'عرض الملخّص',
    previous: 'الخطوة السابقة',
    confirm: 'هل ننتقل إلى الخطوة التالية؟',
    willBeSaved: 'ستُحفَظ إجابتك عن هذه الخطوة.',
    guestConfirm: 'لحفظ إجابتك والانتقال إلى الخطوة التالية يلزمك حساب.',
    yes: 'متابعة',
    stay: 'البقاء في هذه الخطوة',
    accountTitle: 'الحساب مطلوب',
    accountText: 'لحفظ تأملاتك والانتقال إلى الخطوة التالية، يجب عليك التسجيل أولًا.',
    error: 'تعذّر حفظ إجابتك. يرجى المحاولة مرة أخرى.',
    step2Title: 'أشخاص يدعمونك',
    skip: 'يمكنك تخطّي أي سؤال',
    stop: 'يمكنك الإيقاف المؤقت أو التوقف في أي وقت.',
    start: 'ابدأ التمرين',
    resume: 'المتابعة من الخطوة 3',
    caution: 'وإن صار الأمر ثقيلًا، فتوقّفي',
    noAnswer: 'لا توجد إجابة',
    edit: 'تعديل الخطوة 2: أشخاص يدعمونك',
    pdf: 'الحفظ بصيغة PDF',
    fileName: 'مستند',
    finish: 'أنهِ التمرين',
    repeat: 'أعِد التمرين',
  },
} as const;

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  sessionStorage.clear();
  localStorage.clear();
});

const answer = (text: string): Response => ({ text, updatedAt: '2026-11-01T10:00:00.000Z' });

describe.each(['en', 'ar'] as const)('personal sources in %s', (language) => {
  const T = TEXTS[language];
  const box = () => screen.getByRole('textbox', { name: T.answer });
  const ready = () => waitFor(() => expect(box()).toHaveProperty('disabled', false));
  const step = async (n: StepNumber, signedIn = false) => {
    harness = await renderExercise(<PersonalSourcesStepScreen step={n} />, {
      language,
      signedIn,
      path: `${BASE}/${n}`,
    });
    return { h: harness, user: userEvent.setup() };
  };
  const moveOn = async (user: ReturnType<typeof userEvent.setup>, label: string = T.next) => {
    await user.click(screen.getByRole('button', { name: label }));
    const dialog = await screen.findByRole('dialog', { name: T.confirm });
    await user.click(within(dialog).getByRole('button', { name: T.yes }));
  };

  it('intro: skip any question, permission to stop, and Start at step 1', async () => {
    harness = await renderExercise(<PersonalSourcesIntroScreen />, { language, path: `${BASE}/` });
    expect(document.body.textContent).toContain(T.skip);
    expect(document.body.textContent).toContain(T.stop);
    const start = screen.getByRole('link', { name: T.start });
    expect(start.getAttribute('href')).toBe(`${BASE}/1`);
  });

  it('a step shows its title, question, narration and answer box; Previous goes back', async () => {
    await step(2);
    expect(screen.getByRole('heading', { name: T.step2Title })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    expect(document.querySelector('audio')?.getAttribute('src')).toBe(
      `/media/${language}/personal-sources-2.opus`,
    );
    expect(screen.getByRole('link', { name: T.previous }).getAttribute('href')).toBe(`${BASE}/1`);
  });

  it('step 1 goes back to the intro; step 6 carries the caution', async () => {
    await step(1);
    expect(screen.getByRole('link', { name: T.previous }).getAttribute('href')).toBe(`${BASE}/`);
    harness?.cleanup();
    harness = await renderExercise(<PersonalSourcesStepScreen step={6} />, {
      language,
      signedIn: true,
      path: `${BASE}/6`,
    });
    expect(document.body.textContent).toContain(T.caution);
  });

  it('asks "Continue to Next Step?" first; staying keeps the step and the words', async () => {
    const { h, user } = await step(3, true);
    await ready();
    await user.type(box(), 'the sea');
    // The words are autosaved once typing rests; Next waits while that save runs (it shows
    // "Saving…"), so the test waits for it rather than race it on a slow machine.
    await waitFor(() => expect(h.server.records.size).toBe(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: T.next })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: T.next }));
    const dialog = await screen.findByRole('dialog', { name: T.confirm });
    expect(dialog.textContent).toContain(T.willBeSaved);
    await user.click(within(dialog).getByRole('button', { name: T.stay }));
    expect(h.pathname()).toBe(`${BASE}/3`);
    expect(box()).toHaveProperty('value', 'the sea');
  });

  it('says only what will happen: a guest is told an account is needed, not that it is saved', async () => {
    const { user } = await step(3);
    await user.type(box(), 'the sea');
    await user.click(screen.getByRole('button', { name: T.next }));
    const dialog = await screen.findByRole('dialog', { name: T.confirm });
    expect(dialog.textContent).toContain(T.guestConfirm);
    expect(dialog.textContent).not.toContain(T.willBeSaved);
  });

  it('an account: moving on saves the answer encrypted, then shows the next step', async () => {
    const { h, user } = await step(4, true);
    await ready();
    await user.type(box(), SECRET);
    await moveOn(user);
    await waitFor(() => expect(h.pathname()).toBe(`${BASE}/5`));
    const saved = await h.decrypted<Response>(KIND);
    expect(saved.map((value) => value.text)).toEqual([SECRET]);
    expect([...h.server.records.values()][0]?.id).toBe('4');
    expect(h.server.bodies.join('')).not.toContain('grandmother');
  });

  it('an account: the answer box waits for the session, so the words never go to a guest’s draft', async () => {
    harness = await renderExercise(<PersonalSourcesStepScreen step={4} />, {
      language,
      signedIn: true,
      sessionLater: true,
      path: `${BASE}/4`,
    });
    expect(box()).toHaveProperty('disabled', true);
    await harness.answerSession();
    await ready();
    const user = userEvent.setup();
    await user.type(box(), SECRET);
    await moveOn(user);
    await waitFor(() => expect(harness?.pathname()).toBe(`${BASE}/5`));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await harness.decrypted<Response>(KIND)).map((value) => value.text)).toEqual([SECRET]);
  });

  it('after step 11 the summary follows', async () => {
    const { h, user } = await step(11, true);
    await ready();
    await moveOn(user, T.toSummary);
    await waitFor(() => expect(h.pathname()).toBe(`${BASE}/summary`));
  });

  it('an answer opened from the summary goes back to the summary once saved', async () => {
    harness = await renderExercise(<PersonalSourcesStepScreen step={4} fromSummary />, {
      language,
      signedIn: true,
      path: `${BASE}/4?from=summary`,
    });
    const user = userEvent.setup();
    await ready();
    await user.type(box(), 'drawing');
    expect(screen.queryByRole('button', { name: T.next })).toBeNull();
    await moveOn(user, T.toSummary);
    await waitFor(() => expect(harness?.pathname()).toBe(`${BASE}/summary`));
    expect((await harness.decrypted<Response>(KIND)).map((value) => value.text)).toEqual([
      'drawing',
    ]);
  });

  it('an account: a failed save says so and keeps the words and the step', async () => {
    const { h, user } = await step(2, true);
    await ready();
    await user.type(box(), SECRET);
    h.server.refuseWrites = true;
    await moveOn(user);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(T.error));
    expect(box()).toHaveProperty('value', SECRET);
    expect(h.pathname()).toBe(`${BASE}/2`);
  });

  it('an account: a saved answer comes back; a damaged record reads as none', async () => {
    harness = await renderExercise(<PersonalSourcesStepScreen step={2} />, {
      language,
      signedIn: true,
      path: `${BASE}/2`,
    });
    await harness.store.put(KIND, '2', answer('my sister'));
    await harness.store.put(KIND, '3', { text: 42 });
    await harness.reload();
    await waitFor(() => expect(box()).toHaveProperty('value', 'my sister'));
  });

  it('a guest who wrote something is asked to register (spec §6); nothing is stored', async () => {
    const { h, user } = await step(2);
    await user.type(box(), SECRET);
    await moveOn(user);
    const dialog = await screen.findByRole('dialog', { name: T.accountTitle });
    expect(dialog.textContent).toContain(T.accountText);
    expect(within(dialog).getAllByRole('link')[0]?.getAttribute('href')).toContain(
      encodeURIComponent(`${BASE}/2`),
    );
    expect(h.server.records.size).toBe(0);
    expect(h.pathname()).toBe(`${BASE}/2`);
    await h.reload();
    expect(box()).toHaveProperty('value', SECRET);
  });

  it('a guest who skips a question moves on', async () => {
    const { h, user } = await step(5);
    await moveOn(user);
    await waitFor(() => expect(h.pathname()).toBe(`${BASE}/6`));
  });

  it('after registering, what the guest typed is there and is saved encrypted', async () => {
    sessionStorage.setItem(draftStorageKey('personal-sources.2'), SECRET);
    const { h, user } = await step(2, true);
    await waitFor(() => expect(box()).toHaveProperty('value', SECRET));
    await moveOn(user);
    await waitFor(() => expect(h.pathname()).toBe(`${BASE}/3`));
    expect((await h.decrypted<Response>(KIND)).map((value) => value.text)).toEqual([SECRET]);
    expect(sessionStorage.getItem(draftStorageKey('personal-sources.2'))).toBeNull();
  });

  it('an account resumes at the first step not answered', async () => {
    harness = await renderExercise(<PersonalSourcesIntroScreen />, {
      language,
      signedIn: true,
      path: `${BASE}/`,
    });
    await harness.store.put(KIND, '1', answer(''));
    await harness.store.put(KIND, '2', answer('friends'));
    await harness.reload();
    const resume = await screen.findByRole('link', { name: T.resume });
    expect(resume.getAttribute('href')).toBe(`${BASE}/3`);
  });

  it('a guest resumes at the step reached in this tab', async () => {
    await step(3);
    harness?.cleanup();
    harness = await renderExercise(<PersonalSourcesIntroScreen />, { language, path: `${BASE}/` });
    expect(screen.getByRole('link', { name: T.resume }).getAttribute('href')).toBe(`${BASE}/3`);
  });

  it('summary: every answer, an edit link per step, and Save as PDF with an impersonal file name', async () => {
    harness = await renderExercise(<PersonalSourcesSummaryScreen />, {
      language,
      signedIn: true,
      path: `${BASE}/summary`,
    });
    await harness.store.put(KIND, '2', answer(SECRET));
    await harness.reload();
    await waitFor(() => expect(document.body.textContent).toContain(SECRET));
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(screen.getAllByText(T.noAnswer).length).toBeGreaterThanOrEqual(10);
    const edit = screen.getByRole('link', { name: T.edit });
    expect(edit.getAttribute('href')).toBe(`${BASE}/2?from=summary`);
    expect(
      screen.getAllByRole('link', { name: new RegExp(`^${T.edit.split(' ')[0]}`) }),
    ).toHaveLength(11);
    document.title = 'Summary - Waha';
    const titles: string[] = [];
    const print = vi.fn(() => titles.push(document.title));
    vi.stubGlobal('print', print);
    await userEvent.setup().click(screen.getByRole('button', { name: T.pdf }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(titles).toEqual([T.fileName]);
    expect(document.title).toBe('Summary - Waha');
  });

  it('end: the conclusion and the completion card', async () => {
    harness = await renderExercise(<PersonalSourcesEndScreen />, {
      language,
      path: `${BASE}/end`,
    });
    expect(screen.getByRole('button', { name: T.finish })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: T.repeat }));
    await waitFor(() => expect(harness?.pathname()).toBe(`${BASE}/1`));
  });
});
