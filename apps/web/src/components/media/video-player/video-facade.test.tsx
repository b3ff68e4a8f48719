import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { videosFor, type VideoName } from '@/lib/media/media-manifest';
import { NARRATION_VOICE_KEY } from '@/lib/media/voice-choice';
import { testI18n } from '@/test/i18n';
import { installFakeMedia, type FakeMedia } from '@/test/fake-media';
import { VideoFacade, type LoadPlayer } from './video-facade';

let en: I18n;
let ar: I18n;
let media: FakeMedia;

beforeAll(async () => {
  en = await testI18n('en');
  ar = await testI18n('ar');
});

beforeEach(() => {
  media = installFakeMedia();
});

afterEach(() => {
  media.restore();
  vi.restoreAllMocks();
});

/** A loader the test settles itself: the player's code arrives, or fails, when it says. */
function heldLoader() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load: LoadPlayer = () =>
    new Promise((resolve, reject) => {
      calls.push({
        resolve: () => void import('./narrated-video-player').then(resolve),
        reject: () => reject(new TypeError('Failed to fetch dynamically imported module')),
      });
    });
  return { load, calls };
}

function renderFacade(i18n: I18n, load: LoadPlayer, name: VideoName = 'aboutApp') {
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const title = language === 'ar' ? 'عن واحة' : 'About Waha';
  render(
    <I18nextProvider i18n={i18n}>
      <VideoFacade video={videosFor(language)[name]} title={title} loadPlayer={load} />
    </I18nextProvider>,
  );
  return screen.getByRole('button', { name: `${i18n.t('media:video.play')}: ${title}` });
}

describe('VideoFacade', () => {
  it('is the poster in the player’s shape, with the captions toggle, and nothing loaded', () => {
    renderFacade(en, heldLoader().load);
    const group = screen.getByRole('group', { name: 'About Waha' });
    const poster = group.querySelector('img');
    expect(poster?.getAttribute('src')).toBe('/media/en/about-app.jpg');
    expect([poster?.getAttribute('width'), poster?.getAttribute('height')]).toEqual(['854', '480']);
    expect(poster?.className).toContain('aspect-video');
    expect(within(group).getByRole('button', { name: 'Captions' })).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('says it is loading, then says so plainly when the player cannot load, and tries again', async () => {
    const { load, calls } = heldLoader();
    const play = renderFacade(en, load);
    const user = userEvent.setup();
    play.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('status').textContent).toBe('Loading the video…');
    expect(play.getAttribute('aria-disabled')).toBe('true');
    await user.click(play);
    expect(calls).toHaveLength(1);

    calls[0]?.reject();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The video could not be loaded. Please check the connection, then press “Play video” again.',
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(document.activeElement).toBe(play);

    await user.keyboard('{Enter}');
    expect(calls).toHaveLength(2);
    calls[1]?.resolve();
    const video = await waitFor(() => {
      const element = document.querySelector('video');
      if (!element) throw new Error('No player yet');
      return element;
    });
    // The player starts and takes the focus once it is drawn.
    await waitFor(() => expect(video.paused).toBe(false));
    expect(document.activeElement).toBe(video);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the load failure in Arabic, and the offline message when there is no connection', async () => {
    const { load, calls } = heldLoader();
    const play = renderFacade(ar, load);
    const user = userEvent.setup();
    await user.click(play);
    expect(screen.getByRole('status').textContent).toBe('جارٍ تحميل الفيديو…');
    calls[0]?.reject();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'تعذّر تحميل الفيديو. يرجى التحقق من الاتصال، ثم الضغط على «تشغيل الفيديو» مرة أخرى.',
    );

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(play);
    calls[1]?.reject();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(ar.t('media:video.offline')),
    );
  });

  it('lets a guest choose the Arabic recording for women before playing, and plays it with its subtitles', async () => {
    const { load, calls } = heldLoader();
    const play = renderFacade(ar, load, 'traumaCoping');
    const user = userEvent.setup();
    const choice = screen.getByRole('group', { name: 'أريد أن يخاطبني الصوت بصيغة:' });
    // Nothing chosen yet: the base recording, and the choice says so.
    expect(within(choice).getByRole('radio', { name: 'المذكر (أنتَ)' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(choice).getByRole('radio', { name: 'المؤنث (أنتِ)' }));
    expect(localStorage.getItem(NARRATION_VOICE_KEY)).toBe('female');

    await user.click(play);
    calls[0]?.resolve();
    const video = await waitFor(() => {
      const element = document.querySelector('video');
      if (!element) throw new Error('No player yet');
      return element;
    });
    expect(video.getAttribute('src')).toBe('/media/ar/trauma-coping.female.mp4');
    expect(video.querySelector('track')?.getAttribute('src')).toBe(
      '/media/ar/trauma-coping.female.vtt',
    );
    // The choice stays where it was, still saying what plays.
    expect(screen.getByRole('radio', { name: 'المؤنث (أنتِ)' })).toHaveProperty('checked', true);
  });

  it('offers no choice for a video recorded once, nor in English', () => {
    renderFacade(ar, heldLoader().load);
    expect(screen.queryByRole('radio')).toBeNull();
    cleanup();
    renderFacade(en, heldLoader().load, 'traumaCoping');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
