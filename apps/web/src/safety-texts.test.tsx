import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { RecoveryCodePanel } from '@/features/auth/components/recovery-code-panel';
import { HubScreen } from '@/features/hub/hub-screen';
import { ProfileScreen } from '@/features/profile/profile-screen';
import { RequestSessionScreen } from '@/features/request-session/request-session-screen';
import ar from '@/locales/ar/common.json';
import en from '@/locales/en/common.json';
import arAuth from '@/locales/ar/auth.json';
import enAuth from '@/locales/en/auth.json';
import arHub from '@/locales/ar/hub.json';
import enHub from '@/locales/en/hub.json';
import arProfile from '@/locales/ar/profile.json';
import enProfile from '@/locales/en/profile.json';
import arRequest from '@/locales/ar/request-session.json';
import enRequest from '@/locales/en/request-session.json';

/** Issue 11, item 1: the safety texts of the content review (§2.2 C2, §2.3) on the screens that exist. */

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

const screens: [string, ReactNode, string, boolean][] = [
  ['the session request', <RequestSessionScreen key="request" />, '/request-session', false],
  ["the hub's more support", <HubScreen key="hub" />, '/exercises/', false],
  ['the profile of a guest', <ProfileScreen key="guest" />, '/profile', false],
  ['the profile of an account', <ProfileScreen key="account" />, '/profile', true],
];

describe('EmergencyNote', () => {
  describe.each(['en', 'ar'] as const)('in %s', (language) => {
    const texts = language === 'ar' ? ar : en;
    it.each(screens)(
      'says on %s that Waha is no emergency service and what to do in danger',
      async (_name, node, path, signedIn) => {
        harness = await renderExercise(node, { language, path, signedIn });
        const [note, ...others] = await screen.findAllByTestId('emergency-note');
        expect(others).toHaveLength(0);
        if (!note) throw new Error('no emergency note');
        expect(within(note).getByText(texts.emergency.notService)).toBeTruthy();
        // The danger now and self-harm sentences, in the reader's form (emergency-sentence.test).
        expect(within(note).getByTestId('emergency-sentence')).toBeTruthy();
        // An under-18 is pointed to an adult they trust (C4).
        expect(note.textContent).toContain(texts.emergency.young);
        // No phone number is given, real or invented: the age 18 is the only number.
        expect(note.textContent?.replace(texts.emergency.young, '')).not.toMatch(/\d/);
        expect(texts.emergency.young).not.toMatch(/\d{3}/);
      },
    );
  });

  it('says the same things in both languages: no service, days, danger now, whom to contact', () => {
    expect(en.emergency.notService).toMatch(/not an emergency service.*few days/);
    expect(en.emergency.inDanger).toMatch(/danger now.*local emergency services.*trust/);
    expect(ar.emergency.notService).toMatch(/ليست خدمة طوارئ.*بضعة أيام/);
    expect(ar.emergency.inDanger).toMatch(/خطر.*الآن.*خدمات الطوارئ المحلية.*موثوق/);
    expect(en.emergency.young).toMatch(/under 18.*parent, teacher or another adult you trust/);
    expect(ar.emergency.young).toMatch(/أقل من 18 سنة.*أحد والديك أو معلّم أو شخص بالغ/);
  });
});

describe.each(['en', 'ar'] as const)('the other safety texts in %s', (language) => {
  const [auth, hub, profile, request] =
    language === 'ar'
      ? [arAuth, arHub, arProfile, arRequest]
      : [enAuth, enHub, enProfile, enRequest];

  it('warn on the profile that the downloaded file is readable by anyone who has it', async () => {
    harness = await renderExercise(<ProfileScreen />, {
      language,
      path: '/profile',
      signedIn: true,
    });
    expect(await screen.findByText(profile.download.intro)).toBeTruthy();
    expect(profile.download.intro).toMatch(
      language === 'ar'
        ? /غير مشفَّر.*أي شخص.*مكان خاص.*حذفه/
        : /not locked.*anyone.*private.*delete/,
    );
  });

  it('give an example phone number on the request form that cannot be dialled', async () => {
    harness = await renderExercise(<RequestSessionScreen />, {
      language,
      path: '/request-session',
    });
    const hint = request.contactDetails.phone.hint;
    await userEvent.click(screen.getByRole('radio', { name: request.contactMethod.phone }));
    expect(await screen.findByText(hint)).toBeTruthy();
    expect(hint).toContain('+962 7x xxx xxxx');
    expect(hint).not.toMatch(/\+?\d[\d -]{7,}\d/);
  });

  it('say on the recovery-code screen where to keep the code, as the saved file does', async () => {
    harness = await renderExercise(
      <RecoveryCodePanel code="K7QF-2M9D" intro={auth.recoveryCode.intro} onContinue={() => {}} />,
      { language, path: '/auth/register' },
    );
    expect(await screen.findByText(auth.recoveryCode.where)).toBeTruthy();
    expect(auth.recoveryCode.where).toMatch(
      language === 'ar'
        ? /حيث لا يجده غيرك.*ورقة.*مكان آمن وخاص.*صورة أو رسالة.*اسمك المستعار/
        : /where others will not find it.*paper.*safe, private place.*photo or a message.*nickname/,
    );
  });

  it('note the hard content and permission to stop on the trauma tab, and where to keep the code', () => {
    expect(hub.tabs.traumaIntro).toMatch(
      language === 'ar' ? /العنف والحرب.*التوقف في أي وقت/ : /violence and war.*stop at any time/,
    );
    expect(auth.recoveryCode.fileText).toMatch(
      language === 'ar' ? /حيث لا يجده غيرك/ : /where others will not find it/,
    );
  });
});
