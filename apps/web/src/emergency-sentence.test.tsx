import { screen, within } from '@testing-library/react';
import { DEFAULT_SERVER_DATA, serverDataBlock } from '@waha/shared/server-data';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CareIntro } from '@/components/care-intro';
import { EmergencyNote } from '@/components/emergency-note';
import { DistressChange } from '@/exercise-kit/components/distress-check';
import { GUEST, MAN, WOMAN, type Reader } from '@/exercise-kit/test/readers';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { FeelingThanks } from '@/features/exercises/creativity/finger-breathing/feeling-choice';
import { ImaginationIntroScreen } from '@/features/exercises/creativity/imagination/imagination-intro-screen';
import { ConversingIntroScreen } from '@/features/exercises/evolve/conversing-together/conversing-intro-screen';
import { DiaryExplanationScreen } from '@/features/exercises/evolve/diary-adults/diary-explanation-screen';
import { DiaryIndexScreen } from '@/features/exercises/evolve/diary-adults/diary-index-screen';
import { DrawingPrompt } from '@/features/exercises/mind-body/drawing/components/drawing-prompt';
import { LandingScreen } from '@/features/landing/landing-screen';
import { RequestSent } from '@/features/request-session/components/request-sent';
import ar from '@/locales/ar/common.json';
import en from '@/locales/en/common.json';

// Issue 29, items 1 and 7: one vetted emergency sentence, which names thoughts of ending one's
// life or of self-harm, rendered by one component wherever danger is mentioned, in the words the
// reader is addressed with.

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  document.getElementById('waha-server-data')?.remove();
});

const PLACES: [string, ReactNode][] = [
  ['the care note before every guided exercise', <CareIntro key="care" />],
  ['the note where a person asks for help', <EmergencyNote key="note" />],
  ['the diary', <DiaryIndexScreen key="diary" />],
  ["the diary's explanation", <DiaryExplanationScreen key="explanation" />],
  ["the safe oasis's introduction", <ImaginationIntroScreen key="oasis" />],
  ['the drawing prompt', <DrawingPrompt key="drawing" />],
  ['a hard feeling after finger breathing', <FeelingThanks key="sad" feeling="sad" />],
  ['conversing together', <ConversingIntroScreen key="conversing" />],
  ['distress that rose', <DistressChange key="rose" before={3} after={6} />],
  ['distress of 8 or more', <DistressChange key="high" before={null} after={9} />],
  ['a session request sent', <RequestSent key="sent" onAnother={() => undefined} />],
  ["the front page's contact block", <LandingScreen key="landing" />],
];

type Emergency = typeof ar.emergency;
const READERS: [Reader, (texts: Emergency) => string[]][] = [
  [GUEST, (texts) => [texts.inDanger, texts.selfHarm]],
  [WOMAN, (texts) => [texts.inDanger_female, texts.selfHarm_female]],
  [MAN, (texts) => [texts.inDanger_male, texts.selfHarm_male]],
];

describe.each(PLACES)('on %s', (_place, node) => {
  it('the one component says what to do in danger, naming suicidal thoughts and self-harm', async () => {
    harness = await renderExercise(node, { language: 'en' });
    const [sentence, ...others] = await screen.findAllByTestId('emergency-sentence');
    expect(others).toHaveLength(0);
    expect(sentence?.textContent).toBe(en.emergency.inDanger + en.emergency.selfHarm);
  });

  it.each(READERS)('speaks Arabic to %o', async (reader, forms) => {
    harness = await renderExercise(node, {
      language: 'ar',
      signedIn: reader.signedIn,
      ...(reader.gender ? { gender: reader.gender } : {}),
    });
    const sentence = await screen.findByTestId('emergency-sentence');
    expect(sentence.textContent).toBe(forms(ar.emergency).join(''));
  });
});

describe("the organisation's verified contacts", () => {
  const contacts = {
    en: [{ label: 'Clinic duty line', number: '+000 0000 0000', hours: 'Every day, 8:00–20:00' }],
    ar: [{ label: 'خط المناوبة في العيادة', number: '+000 0000 0000' }],
  };

  it.each(['en', 'ar'] as const)(
    'follow the sentence wherever it is, in %s, from the server’s data',
    async (language) => {
      document.head.insertAdjacentHTML(
        'beforeend',
        serverDataBlock({ org: { ...DEFAULT_SERVER_DATA.org, emergencyContacts: contacts } }),
      );
      harness = await renderExercise(<DistressChange before={2} after={5} />, { language });
      const sentence = screen.getByTestId('emergency-sentence');
      const list = within(sentence).getByRole('list', {
        name: language === 'ar' ? ar.emergency.contacts : en.emergency.contacts,
      });
      const [contact] = contacts[language];
      expect(within(list).getByRole('listitem').textContent).toContain(contact?.label);
      expect(within(list).getByRole('link', { name: contact?.number }).getAttribute('href')).toBe(
        'tel:+00000000000',
      );
    },
  );

  it('are not there when none are configured: the sentence stands alone', async () => {
    harness = await renderExercise(<CareIntro />, { language: 'en' });
    expect(within(screen.getByTestId('emergency-sentence')).queryAllByRole('listitem')).toEqual([]);
  });
});

describe('the distress check after an exercise', () => {
  it.each([
    ['went down', 6, 3],
    ['stayed below 8', 7, 7],
    ['was skipped after', 9, null],
  ] as const)('shows no emergency sentence when the rating %s', async (_case, before, after) => {
    harness = await renderExercise(<DistressChange before={before} after={after} />);
    expect(screen.queryByTestId('emergency-sentence')).toBeNull();
  });

  it('still shows it at 8 or more when the rating before was skipped, with no comparison', async () => {
    harness = await renderExercise(<DistressChange before={null} after={8} />);
    expect(screen.getByTestId('emergency-sentence')).toBeTruthy();
    expect(screen.queryByText(/Before, you said/)).toBeNull();
  });
});

describe('the vetted sentences', () => {
  it('name ending one’s life and self-harm in both languages, with no phone number', () => {
    expect(en.emergency.selfHarm).toMatch(
      /ending your life or hurting yourself.*someone you trust/,
    );
    expect(ar.emergency.selfHarm).toMatch(/بإنهاء حياتك أو بإيذاء نفسك.*شخص موثوق به/);
    expect(ar.emergency.selfHarm_female).toMatch(/بإنهاء حياتكِ أو بإيذاء نفسكِ.*تثقين به/);
    expect(ar.emergency.selfHarm_male).toMatch(/بإنهاء حياتك أو بإيذاء نفسك.*تثق به/);
    for (const text of [...Object.values(en.emergency), ...Object.values(ar.emergency)]) {
      expect(text.replace(/18/g, '')).not.toMatch(/\d/);
    }
  });
});
