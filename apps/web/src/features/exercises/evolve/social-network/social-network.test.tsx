import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_MAX_PEOPLE } from '@waha/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadModal } from '@/components/modal';
import arCommon from '@/locales/ar/common.json';
import enCommon from '@/locales/en/common.json';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { MAN, WOMAN, renderForReader } from '@/exercise-kit/test/readers';
import type { NetworkPerson } from './network-model';
import { SocialNetworkIntroScreen } from './social-network-intro-screen';
import { EXERCISE_PATH, SocialNetworkScreen } from './social-network-screen';

// Dialogs open at once (their code is loaded on first opening otherwise).
beforeAll(() => preloadModal());

const SECRET = 'WahaE2EPlaintext';

const TEXTS = {
  en: {
    name: 'Name or nickname',
    add: 'Add',
    full: 'Maximum of 10 people reached',
    empty: 'Please write a name first.',
    veryClose: 'Very close',
    further: 'Further away',
    added: (name: string) => `${name} is now in the circle “Very close”.`,
    edit: (name: string) => `Edit ${name}`,
    del: (name: string) => `Delete ${name}`,
    confirmTitle: (name: string) => `Delete ${name}?`,
    keep: 'Keep this person',
    confirm: 'Delete',
    deleted: (name: string) => `${name} has been removed.`,
    support: 'How does this person support you?',
    save: 'Save',
    marker: 'Reflection written',
    notSaved: 'Not saved yet',
    saveNetwork: 'Save my network',
    accountTitle: 'Account required',
    accountText: 'To save your reflections and continue to the next step, you must register first.',
    people: 'People in my circles',
    toSummary: 'See my summary',
    summary: 'My network',
    back: 'Back to my circles',
    stop: 'You can pause or stop at any time, and skip any question.',
    changesSaved: 'Your changes are saved.',
    onDevice: enCommon.sync.savedOnDevice,
  },
  ar: {
    name: 'الاسم أو اللقب',
    add: 'أضف',
    full: 'تم الوصول إلى الحد الأقصى لعدد الأشخاص، وهو 10',
    empty: 'يرجى كتابة اسم أولًا.',
    veryClose: 'الأقرب إليّ',
    further: 'أبعد قليلًا',
    added: (name: string) => `تمت إضافة ${name} إلى «الأقرب إليّ».`,
    edit: (name: string) => `عدّل ${name}`,
    del: (name: string) => `احذف ${name}`,
    confirmTitle: (name: string) => `هل تريد حذف ${name}؟`,
    keep: 'أبقِ هذا الشخص',
    confirm: 'احذف',
    deleted: (name: string) => `تم حذف ${name}.`,
    support: 'كيف يدعمك هذا الشخص؟',
    save: 'احفظ',
    marker: 'تأمّل مكتوب',
    notSaved: 'لم يُحفظ بعد',
    saveNetwork: 'احفظ شبكتي',
    accountTitle: 'الحساب مطلوب',
    accountText: 'لحفظ تأملاتك والانتقال إلى الخطوة التالية، يجب عليك التسجيل أولًا.',
    people: 'الأشخاص في دوائري',
    toSummary: 'اعرض الملخص',
    summary: 'شبكتي',
    back: 'عُد إلى دوائري',
    stop: 'يمكنك الإيقاف المؤقت أو التوقف في أي وقت، وتخطّي أي سؤال.',
    changesSaved: 'حُفظت التغييرات.',
    onDevice: arCommon.sync.savedOnDevice,
  },
} as const;

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  sessionStorage.clear();
});

describe.each(['en', 'ar'] as const)('the social network in %s', (language) => {
  const T = TEXTS[language];
  const user = () => userEvent.setup();
  const nameBox = () => screen.getByRole('textbox', { name: T.name });
  const show = async (signedIn: boolean) => {
    harness = await renderExercise(<SocialNetworkScreen />, {
      language,
      signedIn,
      path: EXERCISE_PATH,
    });
    await waitFor(() => expect(nameBox()).toBeDefined());
  };
  const addPerson = async (name: string) => {
    await user().type(nameBox(), name);
    await user().click(screen.getByRole('button', { name: T.add }));
    await waitFor(() => expect(nameBox()).toHaveProperty('value', ''));
  };
  const listed = (name: string) =>
    within(screen.getByRole('region', { name: T.people })).queryByText(name);

  it(`refuses the 11th person on this device with "${T.full}"`, async () => {
    expect(NETWORK_MAX_PEOPLE).toBe(10);
    await show(false);
    for (let i = 1; i <= NETWORK_MAX_PEOPLE; i++) await addPerson(`P${i}`);
    expect(screen.queryByRole('alert')).toBeNull();
    await user().type(nameBox(), 'P11');
    await user().click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', T.full);
    expect(listed('P11')).toBeNull();
    // The name typed stays in the field.
    expect(nameBox()).toHaveProperty('value', 'P11');
  });

  it('shows the server’s refusal (another device filled the network) with the same message', async () => {
    await show(true);
    await addPerson(`${SECRET} Lina`);
    // Meanwhile, another device added nine more.
    for (let i = 0; i < 9; i++)
      harness?.server.writeElsewhere('network-person', `other-${i}`, 'eA');
    await user().type(nameBox(), 'Omar');
    await user().click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', T.full);
    expect(nameBox()).toHaveProperty('value', 'Omar');
    expect(listed('Omar')).toBeNull();
  });

  it('refuses an empty name', async () => {
    await show(false);
    await user().type(nameBox(), '   ');
    await user().click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', T.empty);
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(T.veryClose, { selector: 'h3' })).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: T.people })).queryAllByRole('listitem'),
    ).toHaveLength(0);
  });

  it('adds, reflects on, edits and deletes (after confirmation) a person, saved encrypted', async () => {
    await show(true);
    const name = `${SECRET} Lina`;
    await addPerson(name);
    expect(await screen.findByText(T.added(name))).toBeDefined();
    expect(listed(name)).not.toBeNull();
    expect(screen.queryByText(T.marker)).toBeNull();
    expect(harness?.server.bodies.some((body) => body.includes(SECRET))).toBe(false);

    // The reflection: one answer, the others skipped; the person moves to the outer circle.
    await user().click(screen.getByRole('button', { name: T.edit(name) }));
    const editor = await screen.findByRole('dialog');
    await user().click(within(editor).getByRole('radio', { name: T.further }));
    await user().type(within(editor).getByRole('textbox', { name: T.support }), 'She listens');
    await user().click(within(editor).getByRole('button', { name: T.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(T.marker)).toBeDefined();
    const outer = screen.getByRole('list', { name: T.further });
    expect(within(outer).getByText(name)).toBeDefined();
    const [saved] = (await harness?.decrypted<NetworkPerson>('network-person')) ?? [];
    expect(saved).toMatchObject({
      name,
      circle: 'outer',
      hasReflection: true,
      reflection: { support: 'She listens' },
    });

    // Delete asks first; keeping keeps.
    await user().click(screen.getByRole('button', { name: T.del(name) }));
    const confirm = await screen.findByRole('dialog', { name: T.confirmTitle(name) });
    await user().click(within(confirm).getByRole('button', { name: T.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listed(name)).not.toBeNull();
    expect(harness?.server.records.size).toBe(1);

    await user().click(screen.getByRole('button', { name: T.del(name) }));
    const again = await screen.findByRole('dialog', { name: T.confirmTitle(name) });
    await user().click(within(again).getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(T.deleted(name))).toBeDefined();
    expect(listed(name)).toBeNull();
    expect(harness?.server.records.size).toBe(0);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: T.people }));
  });

  it('offline, says that an added person and a saved change wait on this device', async () => {
    await show(true);
    const name = `${SECRET} Sami`;
    if (harness) harness.server.offline = true;
    await addPerson(name);
    const status = await screen.findByText(
      (_, element) => element?.textContent === T.added(name) + T.onDevice,
    );
    expect(status.getAttribute('role')).toBe('status');
    await user().click(screen.getByRole('button', { name: T.edit(name) }));
    const editor = await screen.findByRole('dialog');
    await user().click(within(editor).getByRole('button', { name: T.save }));
    await waitFor(() => expect(status.textContent).toBe(T.onDevice));
    expect(screen.queryByText(T.changesSaved)).toBeNull();
    expect(harness?.server.records.size).toBe(0);
  });

  it('lets a guest do it all, asks for an account only to save, and saves the people after signing in', async () => {
    await show(false);
    await addPerson('Lina');
    expect(screen.getByText(T.notSaved)).toBeDefined();
    expect(harness?.server.bodies).toEqual([]);
    await user().click(screen.getByRole('button', { name: T.saveNetwork }));
    const dialog = await screen.findByRole('dialog', { name: T.accountTitle });
    expect(within(dialog).getByText(T.accountText)).toBeDefined();

    // Back signed in (in this tab): the person is saved to the account.
    harness?.cleanup();
    harness = await renderExercise(<SocialNetworkScreen />, {
      language,
      signedIn: true,
      path: EXERCISE_PATH,
    });
    await waitFor(() => expect(harness?.server.records.size).toBe(1));
    const [saved] = (await harness?.decrypted<NetworkPerson>('network-person')) ?? [];
    expect(saved).toMatchObject({ name: 'Lina', circle: 'inner', hasReflection: false });
    await waitFor(() => expect(screen.queryByText(T.notSaved)).toBeNull());
    expect(listed('Lina')).not.toBeNull();
  });

  it('shows the summary by circle, with the answers, and a way back', async () => {
    await show(false);
    await addPerson('Lina');
    await user().click(screen.getByRole('button', { name: T.toSummary }));
    const heading = await screen.findByRole('heading', { name: T.summary });
    expect(document.activeElement).toBe(heading);
    expect(within(screen.getByRole('list', { name: T.veryClose })).getByText('Lina')).toBeDefined();
    await user().click(screen.getByRole('button', { name: T.back }));
    expect(await screen.findByRole('textbox', { name: T.name })).toBeDefined();
  });

  it('says on the intro that one can stop at any time', async () => {
    harness = await renderExercise(<SocialNetworkIntroScreen />, { language });
    expect(await screen.findByText(T.stop)).toBeDefined();
  });
});

describe('the social network in Arabic addresses women and men', () => {
  it.each([
    [WOMAN.name, WOMAN, 'ما الذي تقدّمينه لهذا الشخص؟'],
    [MAN.name, MAN, 'ما الذي تقدّمه لهذا الشخص؟'],
  ])('asks %s what they give', async (_name, reader, question) => {
    harness = await renderForReader(<SocialNetworkScreen />, reader);
    const box = await screen.findByRole('textbox', { name: TEXTS.ar.name });
    await userEvent.setup().type(box, 'Lina');
    await userEvent.setup().click(screen.getByRole('button', { name: TEXTS.ar.add }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'عدّل Lina' }));
    const editor = await screen.findByRole('dialog');
    expect(within(editor).getByRole('textbox', { name: question })).toBeDefined();
  });
});
