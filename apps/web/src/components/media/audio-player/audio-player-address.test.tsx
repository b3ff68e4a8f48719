import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Gender } from '@waha/shared';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { NARRATION_VOICE_KEY } from '@/lib/media/voice-choice';
import { SESSION_KEY } from '@/lib/session/session';
import { testI18n } from '@/test/i18n';
import { NarratedVideoPlayer } from '../video-player/narrated-video-player';
import { AudioPlayer } from './audio-player';

// Where the Arabic narration must address the listener it is recorded twice: a woman who is signed
// in hears the recording for women and reads its captions; a man and a guest the other recording.
// A narration that speaks to no one in particular is the same for everyone.
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

const audioSource = () => document.querySelector('audio')?.getAttribute('src');
const videoSource = () => document.querySelector('video')?.getAttribute('src');

describe('the recording addressed to the person', () => {
  it.each([
    ['female', '/media/ar/imagination.female', '/media/ar/imagination.female.vtt'],
    ['male', '/media/ar/imagination', '/media/ar/imagination.vtt'],
    [undefined, '/media/ar/imagination', '/media/ar/imagination.vtt'],
  ] as const)(
    'the audio player gives a %s account %s, captioned by %s',
    async (gender, file, vtt) => {
      await renderFor(
        gender,
        <AudioPlayer src="/media/ar/imagination.opus" captions="/media/ar/imagination.vtt" />,
      );
      expect(audioSource()).toMatch(new RegExp(`^${file}\\.(?:opus|m4a)$`));
      expect(trackSource('audio')).toBe(vtt);
    },
  );

  it('gives everyone the one recording of a narration that speaks to no one in particular', async () => {
    await renderFor(
      'female',
      <AudioPlayer src="/media/ar/breathing.opus" captions="/media/ar/breathing.vtt" />,
    );
    expect(audioSource()).toMatch(/^\/media\/ar\/breathing\.(?:opus|m4a)$/);
    expect(trackSource('audio')).toBe('/media/ar/breathing.vtt');
  });

  it('the video player gives a woman the trauma video recorded for women, with its captions', async () => {
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
    expect(videoSource()).toBe('/media/ar/trauma-coping.female.mp4');
    expect(trackSource('video')).toBe('/media/ar/trauma-coping.female.vtt');
  });
});

describe('a guest’s choice of the Arabic recording (content review 3, item 5)', () => {
  afterEach(() => localStorage.clear());

  it('offers it beside an addressed narration, plays the recording for women with its captions once chosen, and keeps it on the device', async () => {
    await renderFor(
      undefined,
      <AudioPlayer src="/media/ar/imagination.opus" captions="/media/ar/imagination.vtt" />,
    );
    expect(screen.getByRole('group', { name: 'أريد أن يخاطبني الصوت بصيغة:' })).toBeTruthy();
    // Nothing chosen yet: the base recording, and the choice shows it.
    expect(screen.getByRole('radio', { name: 'المذكر (أنتَ)' })).toHaveProperty('checked', true);
    expect(audioSource()).toMatch(/^\/media\/ar\/imagination\.(?:opus|m4a)$/);

    fireEvent.click(screen.getByRole('radio', { name: 'المؤنث (أنتِ)' }));
    expect(audioSource()).toMatch(/^\/media\/ar\/imagination\.female\.(?:opus|m4a)$/);
    expect(trackSource('audio')).toBe('/media/ar/imagination.female.vtt');
    expect(localStorage.getItem(NARRATION_VOICE_KEY)).toBe('female');
  });

  it('plays a guest’s earlier choice in the trauma video too, with its captions', async () => {
    localStorage.setItem(NARRATION_VOICE_KEY, 'female');
    await renderFor(
      undefined,
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
    expect(screen.getByRole('radio', { name: 'المؤنث (أنتِ)' })).toHaveProperty('checked', true);
    expect(videoSource()).toBe('/media/ar/trauma-coping.female.mp4');
    expect(trackSource('video')).toBe('/media/ar/trauma-coping.female.vtt');
  });

  it('is not offered where an account says how to address the person, nor for a narration recorded once', async () => {
    await renderFor(
      'male',
      <AudioPlayer src="/media/ar/imagination.opus" captions="/media/ar/imagination.vtt" />,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    cleanup();
    await renderFor(
      undefined,
      <AudioPlayer src="/media/ar/breathing.opus" captions="/media/ar/breathing.vtt" />,
    );
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('is not taken over an account: a man signed in hears the base recording whatever a guest chose', async () => {
    localStorage.setItem(NARRATION_VOICE_KEY, 'female');
    await renderFor(
      'male',
      <AudioPlayer src="/media/ar/imagination.opus" captions="/media/ar/imagination.vtt" />,
    );
    expect(audioSource()).toMatch(/^\/media\/ar\/imagination\.(?:opus|m4a)$/);
  });
});
