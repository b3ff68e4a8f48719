import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { ImaginationExerciseScreen } from './imagination-exercise-screen';
import { ImaginationIntroScreen } from './imagination-intro-screen';
import { returnPath } from './referrer';

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

/** Renders a screen on the kit's harness (real texts, router at '/', fake media). */
async function renderWith(language: 'en' | 'ar', node: ReactNode) {
  harness = await renderExercise(node, { language, path: '/' });
  return harness.media;
}

describe('safe oasis introduction', () => {
  it('gives the safety guidance before it starts', async () => {
    await renderWith('en', <ImaginationIntroScreen />);
    expect(await screen.findByRole('heading', { name: 'Before you start' })).toBeTruthy();
    for (const text of [
      /Choose a place with no painful memories/,
      /If an unpleasant picture or memory comes/,
      /You do not have to close your eyes/,
      /If you feel worse, stop/,
      /danger now, contact your local emergency services/,
      /thinking about ending your life or hurting yourself/,
      /Doing this with someone\?/,
      /You can pause or stop at any time/,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Start the exercise' }).getAttribute('href')).toBe(
      '/exercises/creativity/imagination/exercise',
    );
  });

  it('passes the checked referrer on to the exercise', async () => {
    await renderWith('en', <ImaginationIntroScreen referrer="/exercises/" />);
    expect(
      (await screen.findByRole('link', { name: 'Start the exercise' })).getAttribute('href'),
    ).toBe('/exercises/creativity/imagination/exercise?referrer=%2Fexercises%2F');
  });

  it('speaks Arabic', async () => {
    await renderWith('ar', <ImaginationIntroScreen />);
    expect(await screen.findByRole('heading', { name: 'قبل البدء' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ابدأ التمرين' })).toBeTruthy();
  });
});

describe('safe oasis exercise', () => {
  it.each([
    [{ referrer: '/exercises/' }, '/exercises/'],
    [{ referrer: '/profile?x=1#y' }, '/profile?x=1#y'],
    [{ referrer: '//evil.example' }, '/exercises/creativity/'],
    [{ referrer: 'javascript:alert(1)' }, '/exercises/creativity/'],
    [{}, '/exercises/creativity/'],
  ])('finishes where %j says: %s', async (search, href) => {
    await renderWith('en', <ImaginationExerciseScreen returnTo={returnPath(search)} />);
    expect((await screen.findByRole('link', { name: 'Finish' })).getAttribute('href')).toBe(href);
  });

  it('plays the narration with its captions, and says well done when it ends', async () => {
    const media = await renderWith('en', <ImaginationExerciseScreen returnTo="/exercises/" />);
    expect(await screen.findByRole('group', { name: /Safe oasis/ })).toBeTruthy();
    const audio = media.element();
    expect(audio.getAttribute('src')).toBe('/media/en/imagination.opus');
    expect(audio.querySelector('track')?.getAttribute('src')).toBe('/media/en/imagination.vtt');
    expect(screen.queryByText(/^Well done\./)).toBeNull();
    media.loadMetadata(186);
    media.fire('ended');
    expect(screen.getByText(/^Well done\./).getAttribute('role')).toBe('status');
  });

  it('plays the Arabic narration in Arabic', async () => {
    const media = await renderWith('ar', <ImaginationExerciseScreen returnTo="/exercises/" />);
    expect(await screen.findByRole('link', { name: 'أنهِ التمرين' })).toBeTruthy();
    expect(media.element().getAttribute('src')).toBe('/media/ar/imagination.opus');
  });
});
