import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import { ARABIC_TRACK, renderVideoPlayer } from '@/test/render-video-player';
import { installFakeTextTracks, type FakeTextTracks } from '@/test/fake-text-tracks';

let en: I18n;
let ar: I18n;
let tracks: FakeTextTracks;

beforeAll(async () => {
  en = await testI18n('en');
  ar = await testI18n('ar');
});

beforeEach(() => {
  tracks = installFakeTextTracks();
});

afterEach(() => {
  tracks.restore();
  Reflect.deleteProperty(document, 'fullscreenElement');
});

const FRENCH = { src: '/media/fr/about-the-app.vtt', srcLang: 'fr', label: 'Français' };

describe('VideoPlayer track choice', () => {
  it('parses only the track in the interface language, hidden so the app draws it', () => {
    const view = renderVideoPlayer(en);
    expect(tracks.modes()).toEqual({ hidden: ['en'], disabled: ['ar'] });
    view.unmount();
    renderVideoPlayer(ar);
    expect(tracks.modes()).toEqual({ hidden: ['ar'], disabled: ['en'] });
  });

  it('shows the cues of the chosen track only', () => {
    renderVideoPlayer(ar);
    tracks.showCues('en', 'Welcome to Waha');
    expect(screen.queryByText('Welcome to Waha')).toBeNull();
    tracks.showCues('ar', 'مرحباً بك في واحة');
    expect(screen.getByText('مرحباً بك في واحة')).toBeTruthy();
  });

  it('follows a change of interface language', async () => {
    const i18n = await testI18n('en');
    renderVideoPlayer(i18n);
    tracks.showCues('en', 'Welcome to Waha');
    await act(() => i18n.changeLanguage('ar'));
    expect(tracks.modes()).toEqual({ hidden: ['ar'], disabled: ['en'] });
    expect(screen.queryByText('Welcome to Waha')).toBeNull();
  });

  it('falls back to the default track, then to the first', () => {
    const view = renderVideoPlayer(en, { subtitleTracks: [FRENCH, ARABIC_TRACK] });
    expect(tracks.modes()).toEqual({ hidden: ['ar'], disabled: ['fr'] });
    view.unmount();
    renderVideoPlayer(en, { subtitleTracks: [FRENCH, { ...ARABIC_TRACK, default: false }] });
    expect(tracks.modes()).toEqual({ hidden: ['fr'], disabled: ['ar'] });
  });
});

describe("VideoPlayer and the browser's own captions menu", () => {
  it('adopts a track picked there and turns captions on, still drawn by the app', async () => {
    const user = userEvent.setup();
    renderVideoPlayer(ar);
    await user.click(screen.getByRole('button', { name: 'الترجمة النصية' }));
    tracks.nativeMenuSets('en', 'showing');
    expect(tracks.modes()).toEqual({ hidden: ['en'], disabled: ['ar'] });
    expect(
      screen.getByRole('button', { name: 'الترجمة النصية' }).getAttribute('aria-pressed'),
    ).toBe('true');
    tracks.showCues('en', 'Welcome to Waha');
    expect(screen.getByText('Welcome to Waha')).toBeTruthy();
  });
});

describe('VideoPlayer in the video’s own fullscreen', () => {
  const enterFullscreen = (element: Element | null) => {
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: element });
    act(() => {
      document.dispatchEvent(new Event('fullscreenchange'));
    });
  };

  it('lets the browser draw the captions while they are on, and takes them back after', async () => {
    const user = userEvent.setup();
    renderVideoPlayer(en);
    enterFullscreen(tracks.video());
    expect(tracks.modes()).toEqual({ showing: ['en'], disabled: ['ar'] });
    await user.click(screen.getByRole('button', { name: 'Captions' }));
    expect(tracks.modes()).toEqual({ hidden: ['en'], disabled: ['ar'] });
    await user.click(screen.getByRole('button', { name: 'Captions' }));
    expect(tracks.modes()).toEqual({ showing: ['en'], disabled: ['ar'] });
    enterFullscreen(null);
    expect(tracks.modes()).toEqual({ hidden: ['en'], disabled: ['ar'] });
  });

  it('turns captions off when the menu there turns them off', () => {
    renderVideoPlayer(en);
    enterFullscreen(tracks.video());
    tracks.nativeMenuSets('en', 'disabled');
    expect(screen.getByRole('button', { name: 'Captions' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(tracks.modes()).toEqual({ hidden: ['en'], disabled: ['ar'] });
  });

  it('keeps drawing itself when something else is fullscreen', () => {
    renderVideoPlayer(en);
    enterFullscreen(document.body);
    expect(tracks.modes()).toEqual({ hidden: ['en'], disabled: ['ar'] });
  });
});
