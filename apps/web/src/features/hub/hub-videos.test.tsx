import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeMedia, type FakeMedia } from '@/test/fake-media';
import { testI18n } from '@/test/i18n';
import { HubTabs } from './components/hub-tabs';

let media: FakeMedia;

beforeEach(() => {
  media = installFakeMedia();
});

afterEach(() => {
  media.restore();
});

async function renderHubTabs(language: 'en' | 'ar') {
  const i18n = await testI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <div dir={language === 'ar' ? 'rtl' : 'ltr'}>
        <HubTabs />
      </div>
    </I18nextProvider>,
  );
  await screen.findByRole('tab', { selected: true });
  return screen.getByRole('tabpanel');
}

/** The one `<video>`, drawn once the player's code has arrived, and started by the player. */
async function playingVideo(): Promise<HTMLVideoElement> {
  const video = await waitFor(() => {
    const element = document.querySelector('video');
    if (!element) throw new Error('No player yet');
    return element;
  });
  await waitFor(() => expect(video.paused).toBe(false));
  return video;
}

describe('hub videos', () => {
  it('load their player only when asked: Enter plays the video and puts the focus on it', async () => {
    const panel = await renderHubTabs('en');
    const play = within(panel).getByRole('button', { name: 'Play video: About Waha' });
    // The name starts with the words on the button (label in name).
    expect(play.textContent).toBe('Play video');
    expect(within(panel).getByRole('group', { name: 'About Waha' }).querySelector('img')).toBe(
      panel.querySelector('img[src="/media/en/about-app.jpg"]'),
    );

    play.focus();
    await userEvent.setup().keyboard('{Enter}');
    const video = await playingVideo();
    expect(video.getAttribute('src')).toBe('/media/en/about-app.mp4');
    expect(video.getAttribute('poster')).toBe('/media/en/about-app.jpg');
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.querySelector('track')?.getAttribute('src')).toBe('/media/en/about-app.vtt');
    expect(document.activeElement).toBe(video);
    // The other video stays a poster until it is asked for.
    expect(panel.querySelectorAll('video')).toHaveLength(1);
    expect(within(panel).getByRole('button', { name: 'Play video: Confidentiality' })).toBeTruthy();
  });

  it('play by touch in Arabic, with the captions as chosen before playing', async () => {
    const panel = await renderHubTabs('ar');
    const user = userEvent.setup();
    const card = within(panel).getByRole('group', { name: 'السرية' });
    const captions = within(card).getByRole('button', { name: 'الترجمة النصية' });
    expect(captions.getAttribute('aria-pressed')).toBe('true');
    await user.click(captions);

    const play = within(card).getByRole('button', { name: 'تشغيل الفيديو: السرية' });
    expect(play.textContent).toBe('تشغيل الفيديو');
    await user.pointer({ keys: '[TouchA]', target: play });
    const video = await playingVideo();
    expect(video.getAttribute('src')).toBe('/media/ar/confidentiality.mp4');
    expect(document.activeElement).toBe(video);
    const player = screen.getByRole('group', { name: 'السرية' });
    expect(
      within(player).getByRole('button', { name: 'الترجمة النصية' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });
});
