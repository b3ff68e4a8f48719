import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Gender } from '@waha/shared';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../../lib/session';
import { testI18n } from '../../../test/i18n';
import { NarratedVideoPlayer } from '../video-player/narrated-video-player';
import { AudioPlayer } from './audio-player';

// The Arabic narration addresses a man; a woman who is signed in gets its captions addressed to her
// (scripts/media/captions-female.mjs), a man and a guest the recorded wording.
async function renderFor(gender: Gender | undefined, node: React.ReactNode) {
  const client = new QueryClient();
  client.setQueryData(SESSION_KEY, gender ? { account: { gender } } : null);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={await testI18n('ar')}>{node}</I18nextProvider>
    </QueryClientProvider>,
  );
}

const trackSource = (media: 'audio' | 'video') =>
  document.querySelector(`${media} track`)?.getAttribute('src');

describe('captions addressed to the person', () => {
  it.each([
    ['female', '/media/ar/breathing.female.vtt'],
    ['male', '/media/ar/breathing.vtt'],
    [undefined, '/media/ar/breathing.vtt'],
  ] as const)('the audio player gives a %s account %s', async (gender, expected) => {
    await renderFor(
      gender,
      <AudioPlayer src="/media/ar/breathing.opus" captions="/media/ar/breathing.vtt" />,
    );
    expect(trackSource('audio')).toBe(expected);
  });

  it('the video player gives a woman the feminine captions of a video', async () => {
    await renderFor(
      'female',
      <NarratedVideoPlayer
        title="Coping"
        video={{
          video: '/media/ar/trauma-coping.mp4',
          poster: '/media/ar/trauma-coping.jpg',
          captions: '/media/ar/trauma-coping.vtt',
          seconds: 60,
        }}
      />,
    );
    expect(trackSource('video')).toBe('/media/ar/trauma-coping.female.vtt');
  });
});
