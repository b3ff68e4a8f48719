import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderExercise, type ExerciseHarness } from './exercise-kit/test/render-exercise';
import { HubScreen } from './features/hub/hub-screen';
import { ProfileScreen } from './features/profile/profile-screen';
import { SessionRequestScreen } from './features/session-request/session-request-screen';
import ar from './locales/ar/common.json';
import en from './locales/en/common.json';

/** Issue 11, item 1: the safety texts of the content review (§2.2 C2, §2.3) on the screens that exist. */

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

const screens: [string, ReactNode, string, boolean][] = [
  ['the session request', <SessionRequestScreen key="request" />, '/request-session', false],
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
        expect(note.textContent).toContain(texts.emergency.inDanger);
        // No phone number is given, real or invented.
        expect(note.textContent).not.toMatch(/\d/);
      },
    );
  });

  it('says the same things in both languages: no service, days, danger now, whom to contact', () => {
    expect(en.emergency.notService).toMatch(/not an emergency service.*few days/);
    expect(en.emergency.inDanger).toMatch(/danger now.*local emergency services.*trust/);
    expect(ar.emergency.notService).toMatch(/ليست خدمة طوارئ.*بضعة أيام/);
    expect(ar.emergency.inDanger).toMatch(/خطر.*الآن.*خدمات الطوارئ المحلية.*موثوق/);
  });
});
