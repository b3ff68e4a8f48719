import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CareIntro } from '@/components/care-intro';
import { GUEST, MAN, WOMAN, renderForReader, type Reader } from '../test/readers';
import { renderExercise, type ExerciseHarness } from '../test/render-exercise';
import { CompletionCard } from './completion-card';
import { DistressChange } from './distress-check';

// The Arabic addresses a woman, a man, or (a guest, or no known gender) anyone.
let harness: ExerciseHarness | undefined;
afterEach(() => harness?.cleanup());

async function renderAr(node: ReactNode, reader: Reader) {
  harness = await renderForReader(node, reader);
}

describe('the completion card in Arabic', () => {
  it.each([
    [WOMAN, 'أحسنتِ', 'حين تكونين مستعدّة، انظري حولكِ'],
    [MAN, 'أحسنتَ', 'حين تكون مستعدًّا، انظر حولك'],
    [GUEST, 'عمل رائع', 'متى شئت، فيمكنك النظر حولك'],
  ])('speaks to %o', async (reader, title, message) => {
    await renderAr(<CompletionCard onRepeat={() => undefined} />, reader);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title);
    expect(screen.getByRole('region').textContent).toContain(message);
  });

  it('keeps one English text for everyone', async () => {
    harness = await renderExercise(<CompletionCard onRepeat={() => undefined} />, {
      signedIn: true,
      gender: 'male',
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Well done');
  });
});

describe('the care note before an exercise, in Arabic', () => {
  it.each([
    [WOMAN, 'فافتحي عينيكِ، وانظري حولكِ', 'هل تقومين بالتمرين', 'فتحدّثي إلى شخص تثقين به'],
    [MAN, 'فافتح عينيك، وانظر حولك', 'هل تقوم بالتمرين', 'فتحدّث إلى شخص تثق به'],
    [
      GUEST,
      'فيمكنك فتح عينيك، والنظر حولك',
      'إن كان التمرين مع شخص آخر',
      'الحديث إلى شخص موثوق به',
    ],
  ])('speaks to %o', async (reader, stop, together, afterwards) => {
    await renderAr(<CareIntro />, reader);
    const text = screen.getByRole('region', { name: 'قبل البدء' }).textContent;
    expect(text).toContain('يمكنك الإيقاف المؤقت أو التوقف في أي وقت.');
    expect(text).toContain(stop);
    expect(text).toContain(together);
    expect(text).toContain(afterwards);
    // Under-18s are pointed to an adult they trust, whoever reads.
    expect(text).toContain('إن كان عمرك أقل من 18 سنة');
  });
});

describe('the distress check after an exercise, in Arabic', () => {
  it.each([
    [WOMAN, 'فتوقّفي، وانظري حولكِ'],
    [MAN, 'فتوقّف، وانظر حولك'],
    [GUEST, 'فيمكنك التوقف، والنظر حولك'],
  ])('speaks to %o when distress rose', async (reader, words) => {
    await renderAr(<DistressChange before={3} after={6} />, reader);
    expect(screen.getByText(/قبل التمرين/).textContent).toContain(words);
  });
});
