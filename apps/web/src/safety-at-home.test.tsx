import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST, MAN, WOMAN } from '@/exercise-kit/test/readers';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { ConversingIntroScreen } from '@/features/exercises/evolve/conversing-together/conversing-intro-screen';
import { CALENDAR_FILE_NAME } from '@/features/exercises/evolve/diary-adults/calendar';
import { DiaryExplanationScreen } from '@/features/exercises/evolve/diary-adults/diary-explanation-screen';
import { DiaryIndexScreen } from '@/features/exercises/evolve/diary-adults/diary-index-screen';
import { LandingScreen } from '@/features/landing/landing-screen';
import { RequestSent } from '@/features/request-session/components/request-sent';
import { RequestSessionScreen } from '@/features/request-session/request-session-screen';
import * as download from '@/lib/platform/download';
import arCommon from '@/locales/ar/common.json';
import arConversing from '@/locales/ar/conversing-together.json';
import arDiary from '@/locales/ar/diary-adults.json';
import arRequest from '@/locales/ar/request-session.json';
import enCommon from '@/locales/en/common.json';
import enConversing from '@/locales/en/conversing-together.json';
import enDiary from '@/locales/en/diary-adults.json';
import enRequest from '@/locales/en/request-session.json';

// Issue 29, item 2: safety at home, for people at risk if their use is discovered or whose
// partner or family may harm them (content review 2, problems 2, 3 and 8).

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  vi.restoreAllMocks();
});

const TEXTS = {
  en: { common: enCommon, conversing: enConversing, diary: enDiary, request: enRequest },
  ar: { common: arCommon, conversing: arConversing, diary: arDiary, request: arRequest },
};

describe.each(['en', 'ar'] as const)('in %s', (language) => {
  const { common, conversing, diary, request } = TEXTS[language];

  it('conversing together is only for someone one feels safe with, said before conflict', async () => {
    harness = await renderExercise(<ConversingIntroScreen />, { language });
    const care = screen.getByRole('region', { name: conversing.intro.careTitle });
    const text = care.textContent ?? '';
    expect(text).toContain(conversing.intro.safe);
    expect(text.indexOf(conversing.intro.safe)).toBeLessThan(
      text.indexOf(conversing.intro.conflict),
    );
    expect(conversing.intro.safe).toMatch(
      language === 'ar' ? /بالأمان.*يخيفك.*أذى.*وحدك/ : /feel safe with.*afraid.*harm.*on your own/,
    );
  });

  it('the session request asks for a contact that is safe to use, tied to the choice', async () => {
    harness = await renderExercise(<RequestSessionScreen />, { language });
    const group = screen.getByRole('group', { name: request.contactMethod.legend });
    expect(within(group).getByText(request.contactMethod.hint)).toBeTruthy();
    const described = group.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(request.contactMethod.hint);
    expect(request.contactMethod.hint).toMatch(
      language === 'ar' ? /آمنة.*يقرأ رسائلك.*لا يستخدمها أحد سواك/ : /safe for you.*only you use/,
    );
  });

  it('the session request tells the truth about timing, and what to do in danger before then', async () => {
    const fewDays = language === 'ar' ? /عادةً خلال بضعة أيام/ : /usually within a few days/;
    expect(request.thankYou).toMatch(fewDays);
    expect(request.sent.body).toMatch(fewDays);
    for (const text of [request.thankYou, request.sent.body]) {
      expect(text).not.toMatch(language === 'ar' ? /قريبًا/ : /soon/);
    }
    harness = await renderExercise(<RequestSent onAnother={() => undefined} />, { language });
    expect(screen.getByText(request.sent.body)).toBeTruthy();
    const note = screen.getByTestId('emergency-note');
    expect(note.textContent).toContain(common.emergency.notService);
  });

  it("the front page's contact block says Waha is not an emergency service", async () => {
    harness = await renderExercise(<LandingScreen />, { language });
    const contact = screen.getByRole('region', {
      name: language === 'ar' ? 'تواصل معنا' : 'Contact',
    });
    expect(within(contact).getByText(common.emergency.notService)).toBeTruthy();
    expect(within(contact).getByTestId('emergency-sentence')).toBeTruthy();
  });

  it('the diary calendar does not name Waha, and says who can see a calendar', async () => {
    const saved = vi.spyOn(download, 'downloadText').mockImplementation(() => undefined);
    harness = await renderExercise(<DiaryIndexScreen />, { language });
    expect(screen.getByText(diary.index.calendar.hint)).toBeTruthy();
    expect(diary.index.calendar.hint).toMatch(
      language === 'ar'
        ? /لا تذكر المواعيد اسم واحة.*كل من يستطيع رؤية تقويمك/
        : /do not name Waha.*anyone who can see your calendar/,
    );
    await userEvent.click(screen.getByRole('button', { name: diary.index.calendar.button }));
    expect(saved).toHaveBeenCalledTimes(1);
    const [fileName, calendar] = saved.mock.calls[0] ?? [];
    expect(fileName).toBe(CALENDAR_FILE_NAME);
    expect(`${fileName}\n${calendar}`).not.toMatch(/waha|واحة/i);
    expect(calendar).toContain(`SUMMARY:${diary.index.calendar.eventTitle}`);
  });

  it.each([GUEST, WOMAN, MAN])(
    'the diary prompt does not invite a retelling of the worst moments, for %o',
    async (reader) => {
      harness = await renderExercise(<DiaryExplanationScreen />, {
        language,
        signedIn: reader.signedIn,
        ...(reader.gender ? { gender: reader.gender } : {}),
      });
      const text = document.body.textContent ?? '';
      expect(text).not.toMatch(language === 'ar' ? /ما حدث/ : /what happened/);
      expect(text).toMatch(
        language === 'ar'
          ? /(?:لا يلزم|ولا يلزمكِ|ولا يلزمك).*عن أصعب اللحظات/
          : /do not have to write about the worst moments/,
      );
    },
  );
});
