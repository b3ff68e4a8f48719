import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/i18n';
import { renderVideoPlayer, TRACKS, VIDEO_SRC } from '@/test/render-video-player';
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
});

const toggle = (name = 'Captions') => screen.getByRole('button', { name });

describe('VideoPlayer element', () => {
  it('is a group named by its title with the video, its source, poster and native controls', () => {
    renderVideoPlayer(en, { poster: '/media/about-the-app.jpg' });
    expect(screen.getByRole('group', { name: 'About the app' })).toBeTruthy();
    const video = tracks.video();
    expect(video.getAttribute('src')).toBe(VIDEO_SRC);
    expect(video.getAttribute('poster')).toBe('/media/about-the-app.jpg');
    expect(video.hasAttribute('controls')).toBe(true);
  });

  it('adds one subtitles track per file, none marked default so the browser draws nothing', () => {
    renderVideoPlayer(en);
    const elements = [...tracks.video().querySelectorAll('track')];
    expect(
      elements.map((track) => [
        track.getAttribute('kind'),
        track.getAttribute('src'),
        track.getAttribute('srclang'),
        track.getAttribute('label'),
      ]),
    ).toEqual(TRACKS.map((track) => ['subtitles', track.src, track.srcLang, track.label]));
    expect(elements.some((track) => track.hasAttribute('default'))).toBe(false);
  });

  it('disables picture-in-picture, remote playback and download by default', () => {
    renderVideoPlayer(en);
    const video = tracks.video();
    expect(video.hasAttribute('disablepictureinpicture')).toBe(true);
    expect(video.hasAttribute('disableremoteplayback')).toBe(true);
    expect(video.getAttribute('controlslist')).toBe('nodownload noremoteplayback');
  });

  it('drops each restriction that is allowed', () => {
    const view = renderVideoPlayer(en, { allowDownload: true });
    expect(tracks.video().getAttribute('controlslist')).toBe('noremoteplayback');
    view.update({ allowDownload: false, allowRemotePlayback: true });
    expect(tracks.video().hasAttribute('disableremoteplayback')).toBe(false);
    expect(tracks.video().getAttribute('controlslist')).toBe('nodownload');
    view.update({ allowDownload: true, allowRemotePlayback: true, allowPictureInPicture: true });
    const video = tracks.video();
    expect(video.hasAttribute('disablepictureinpicture')).toBe(false);
    expect(video.hasAttribute('disableremoteplayback')).toBe(false);
    expect(video.hasAttribute('controlslist')).toBe(false);
  });

  it('has no captions toggle when the video has no subtitles', () => {
    renderVideoPlayer(en, { subtitleTracks: [] });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('VideoPlayer captions', () => {
  it('shows captions by default, drawn by the app right to left', () => {
    renderVideoPlayer(en);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    tracks.showCues('en', 'Welcome to Waha');
    const caption = screen.getByText('Welcome to Waha');
    expect(caption.getAttribute('dir')).toBe('rtl');
    expect(caption.getAttribute('lang')).toBe('en');
  });

  it('uses the direction it is given', () => {
    renderVideoPlayer(en, { textDirection: 'ltr' });
    tracks.showCues('en', 'Welcome to Waha');
    expect(screen.getByText('Welcome to Waha').getAttribute('dir')).toBe('ltr');
  });

  it('starts hidden when captionsVisibleByDefault is false, and the toggle shows them', async () => {
    const user = userEvent.setup();
    renderVideoPlayer(en, { captionsVisibleByDefault: false });
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    tracks.showCues('en', 'Welcome to Waha');
    expect(screen.queryByText('Welcome to Waha')).toBeNull();
    await user.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Welcome to Waha')).toBeTruthy();
  });

  it('hides and shows the captions with the toggle, keeping the track parsed meanwhile', async () => {
    const user = userEvent.setup();
    renderVideoPlayer(en);
    tracks.showCues('en', 'Breathe in');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('Breathe in')).toBeNull();
    expect(tracks.modes().hidden).toEqual(['en']);
    tracks.showCues('en', 'Breathe out');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Breathe out')).toBeTruthy();
  });

  it('can be reached and pressed with the keyboard', async () => {
    const user = userEvent.setup();
    renderVideoPlayer(en);
    for (let i = 0; i < 3 && document.activeElement !== toggle(); i += 1) await user.tab();
    expect(document.activeElement).toBe(toggle());
    await user.keyboard('{Enter}');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    await user.keyboard(' ');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
  });

  it('shows every active cue on its own line and clears between cues', () => {
    renderVideoPlayer(en);
    tracks.showCues('en', 'First', 'Second');
    const caption = screen.getByText(/First/);
    expect(caption.textContent).toBe('First\nSecond');
    tracks.showCues('en');
    expect(screen.queryByText(/First/)).toBeNull();
  });

  it('strips WebVTT tags and decodes references', () => {
    renderVideoPlayer(en);
    tracks.showCues('en', '<v Narrator><b>Breathe</b> &amp; <i>relax</i></v>');
    const caption = screen.getByText('Breathe & relax');
    expect(caption.children).toHaveLength(0);
  });

  it('never turns cue text into HTML', () => {
    renderVideoPlayer(en);
    tracks.showCues('en', '<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByText(/onerror/)).toBeNull();

    tracks.showCues('en', '&lt;img src=x onerror=alert(1)&gt;');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>').children).toHaveLength(0);
  });

  it('names the toggle in Arabic and shows the Arabic track to an Arabic interface', () => {
    renderVideoPlayer(ar);
    expect(toggle('الترجمة النصية').getAttribute('aria-pressed')).toBe('true');
    tracks.showCues('ar', 'خذ نفساً عميقاً');
    const caption = screen.getByText('خذ نفساً عميقاً');
    expect(caption.getAttribute('dir')).toBe('rtl');
    expect(caption.getAttribute('lang')).toBe('ar');
  });

  it('fades captions in only for people who have not asked for reduced motion', () => {
    renderVideoPlayer(en);
    tracks.showCues('en', 'Welcome to Waha');
    const classes = screen.getByText('Welcome to Waha').className.split(/\s+/);
    const motion = classes.filter((c) => /transition|duration|animate|starting:/.test(c));
    expect(motion.length).toBeGreaterThan(0);
    expect(motion.every((c) => c.startsWith('motion-safe:'))).toBe(true);
  });
});

describe('VideoPlayer caption strip', () => {
  it('once playing, keeps room for the tallest caption: each caption of the loaded track drawn unseen, hidden from screen readers', () => {
    renderVideoPlayer(en);
    const long =
      'Waha is a free app of short exercises for people living with stress, fear or loss.';
    tracks.loadCues('en', 'Welcome to Waha', long);
    // Not before the first play: the track loads with the page, and nothing may move then.
    expect(document.querySelectorAll('[aria-hidden="true"][lang]')).toHaveLength(0);
    tracks.fire('play');
    const reserved = [...document.querySelectorAll('[aria-hidden="true"][lang]')];
    expect(reserved.map((element) => element.textContent)).toEqual(['Welcome to Waha', long]);
    for (const element of reserved) {
      expect(element.className.split(/\s+/)).toEqual(
        expect.arrayContaining(['invisible', 'sm:hidden', 'col-start-1', 'row-start-1']),
      );
    }
    // The caption shown shares their grid cell, so the strip is as tall as the tallest.
    tracks.showCues('en', 'Welcome to Waha');
    const shown = screen.getByText('Welcome to Waha', { ignore: '[aria-hidden="true"]' });
    expect(shown.className.split(/\s+/)).toEqual(
      expect.arrayContaining(['col-start-1', 'row-start-1']),
    );
    expect(shown.parentElement).toBe(reserved[0]?.parentElement);
    expect(shown.parentElement?.className.split(/\s+/)).toContain('grid');
    expect(screen.getAllByText('Welcome to Waha')).toHaveLength(2);
  });
});

describe('VideoPlayer reset', () => {
  it('pauses, rewinds to the start and clears the caption on each new signal', () => {
    const view = renderVideoPlayer(en, { resetSignal: 0 });
    expect(tracks.pause).not.toHaveBeenCalled();
    tracks.video().currentTime = 42;
    tracks.showCues('en', 'Hold your breath');
    expect(screen.getByText('Hold your breath')).toBeTruthy();

    view.update({ resetSignal: 1 });
    expect(tracks.pause).toHaveBeenCalledTimes(1);
    expect(tracks.video().currentTime).toBe(0);
    expect(screen.queryByText('Hold your breath')).toBeNull();

    tracks.video().currentTime = 7;
    view.update({ resetSignal: 1 });
    expect(tracks.pause).toHaveBeenCalledTimes(1);
    expect(tracks.video().currentTime).toBe(7);

    view.update({ resetSignal: 2 });
    expect(tracks.pause).toHaveBeenCalledTimes(2);
    expect(tracks.video().currentTime).toBe(0);
  });

  it('shows the caption again once the browser reports cues or playback restarts', () => {
    const view = renderVideoPlayer(en, { resetSignal: 0 });
    tracks.showCues('en', 'Hold your breath');
    view.update({ resetSignal: 1 });
    expect(screen.queryByText('Hold your breath')).toBeNull();
    tracks.fire('play');
    expect(screen.getByText('Hold your breath')).toBeTruthy();
    view.update({ resetSignal: 2 });
    tracks.showCues('en', 'Welcome to Waha');
    expect(screen.getByText('Welcome to Waha')).toBeTruthy();
  });

  it('does not reset on mount, even under StrictMode', () => {
    renderVideoPlayer(en, { resetSignal: 3 }, { strict: true });
    expect(tracks.pause).not.toHaveBeenCalled();
  });
});

describe('VideoPlayer when the video cannot load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says kindly, offline, that it needs a connection, and for an exercise how to keep it', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { unmount } = renderVideoPlayer(en);
    fireEvent.error(tracks.video());
    expect(screen.getByRole('alert').textContent).toBe(
      'This video needs a connection, and there is none right now. You can come back to it when you are online.',
    );
    unmount();
    renderVideoPlayer(ar, { storable: true });
    fireEvent.error(tracks.video());
    expect(screen.getByRole('alert').textContent).toContain('يحتاج هذا الفيديو إلى اتصال');
    expect(screen.getByRole('alert').textContent).toContain('«أتِح دون اتصال»');
  });

  it('online, says it could not be played', () => {
    renderVideoPlayer(en);
    fireEvent.error(tracks.video());
    expect(screen.getByRole('alert').textContent).toBe(
      'The video could not be played. Please try again.',
    );
  });
});
