import { screen, within } from '@testing-library/react';
import { DEFAULT_SERVER_DATA, serverDataBlock } from '@waha/shared/server-data';
import { afterEach, describe, expect, it } from 'vitest';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import arCommon from '@/locales/ar/common.json';
import ar from '@/locales/ar/helpers.json';
import enCommon from '@/locales/en/common.json';
import en from '@/locales/en/helpers.json';
import { GuidesScreen } from './guides/guides-screen';
import { HelpersScreen } from './helpers-screen';

// Issue 41 (content review 3, §5 item 1): a helper is told what to do when someone speaks of
// ending their life (WHO mhGAP: ask directly, do not leave them alone, connect them to help now,
// keep means away when safe), on /helpers and in every printed guide, with the organisation's
// verified numbers.

const TEXTS = { en, ar } as const;
const URGENT = { en: enCommon.emergency.forHelpers, ar: arCommon.emergency.forHelpers };
const CONTACTS = {
  en: [{ label: 'Clinic duty line', number: '+000 0000 0000', hours: 'Every day, 8:00–20:00' }],
  ar: [{ label: 'خط المناوبة في العيادة', number: '+000 0000 0000' }],
};

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  document.getElementById('waha-server-data')?.remove();
});

function withContacts(offered = true) {
  document.head.insertAdjacentHTML(
    'beforeend',
    serverDataBlock({
      org: {
        ...DEFAULT_SERVER_DATA.org,
        emergencyContacts: CONTACTS,
        sessionRequests: { offered, languages: offered ? ['either'] : [] },
      },
    }),
  );
}

function expectDanger(section: HTMLElement, language: 'en' | 'ar', heading: string) {
  expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe(heading);
  expect(section.textContent).toContain(URGENT[language]);
  const [contact] = CONTACTS[language];
  expect(within(section).getByRole('link', { name: contact?.number }).getAttribute('href')).toBe(
    'tel:+00000000000',
  );
  expect(section.textContent).toContain(contact?.label);
}

describe('the helpers’ page', () => {
  it('says in English what to do when someone may be in danger: ask, stay, connect, keep means away', () => {
    expect(URGENT.en).toMatch(/ask them about it directly/);
    expect(URGENT.en).toMatch(/do not leave them alone/);
    expect(URGENT.en).toMatch(/help them now to contact/);
    expect(URGENT.en).toMatch(/keep away things they could use/);
  });

  it.each(['en', 'ar'] as const)(
    'shows the danger section with the organisation’s numbers, in %s',
    async (language) => {
      withContacts();
      harness = await renderExercise(<HelpersScreen />, { language, path: '/helpers' });
      const signs = screen.getByRole('region', { name: TEXTS[language].signs.title });
      expectDanger(
        within(signs).getByTestId('helper-danger'),
        language,
        TEXTS[language].signs.urgentTitle,
      );
      // The emergency sentence addressed to the reader is under looking after oneself, not here.
      expect(within(signs).queryByTestId('emergency-note')).toBeNull();
      const selfCare = screen.getByRole('region', { name: TEXTS[language].selfCare.title });
      expect(within(selfCare).getByTestId('emergency-note')).toBeTruthy();
    },
  );

  it('no longer tells a helper not to ask, when asking about safety is right', () => {
    expect(en.guide.noQuestions).toMatch(/details of painful events/);
    expect(en.guide.noQuestions).toMatch(/asking directly is right/);
    expect(ar.guide.noQuestions).toMatch(/تفاصيل الأحداث المؤلمة/);
    expect(ar.guide.noQuestions).toMatch(/فالسؤال المباشر صحيح/);
  });

  it('offers the session request only where the organisation takes them', async () => {
    withContacts(false);
    harness = await renderExercise(<HelpersScreen />, { path: '/helpers' });
    const link = screen.getByRole('link', { name: en.signs.sessionLink, hidden: true });
    expect(link.closest('[hidden]')).not.toBeNull();
  });
});

describe('every printed guide', () => {
  it.each(['en', 'ar'] as const)(
    'has the danger section with the organisation’s numbers, in %s',
    async (language) => {
      withContacts();
      harness = await renderExercise(<GuidesScreen />, { language, path: '/helpers/guides' });
      const guides = screen.getAllByRole('article');
      expect(guides.length).toBeGreaterThan(5);
      for (const guide of guides) {
        expectDanger(
          within(guide).getByTestId('helper-danger'),
          language,
          TEXTS[language].guides.danger,
        );
      }
    },
  );
});
