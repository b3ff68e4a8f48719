import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPlayer, setUpPlayerTests } from '@/test/render-audio-player';

const SRC = '/media/en/breathing.opus';
const kit = setUpPlayerTests();

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('AudioPlayer without a source', () => {
  it('says so in English and in Arabic, and renders no audio element', () => {
    const { unmount } = renderPlayer(kit.en, {});
    expect(screen.getByText('No audio source provided')).toBeTruthy();
    expect(document.querySelector('audio')).toBeNull();
    unmount();
    renderPlayer(kit.ar, { src: '' });
    expect(screen.getByText('لا يوجد ملف صوتي')).toBeTruthy();
  });
});

describe('AudioPlayer auto-start', () => {
  it('starts 300 ms after a source is shown, not before', () => {
    renderPlayer(kit.en, { src: SRC, autoStart: true });
    advance(299);
    expect(kit.media.play).not.toHaveBeenCalled();
    advance(1);
    expect(kit.media.play).toHaveBeenCalledTimes(1);
  });

  it('starts once under StrictMode, whose double effects must not cancel or repeat it', () => {
    renderPlayer(kit.en, { src: SRC, autoStart: true }, { strict: true });
    advance(299);
    expect(kit.media.play).not.toHaveBeenCalled();
    advance(1);
    expect(kit.media.play).toHaveBeenCalledTimes(1);
  });

  it('does not start by itself without autoStart', () => {
    renderPlayer(kit.en, { src: SRC });
    advance(5000);
    expect(kit.media.play).not.toHaveBeenCalled();
  });

  it('moves to a new segment and starts it 100 ms later, not before', () => {
    const { update } = renderPlayer(kit.en, {
      src: SRC,
      autoStart: true,
      segment: { start: 0, end: 73 },
    });
    kit.media.loadMetadata(208);
    advance(300);
    kit.media.timeUpdate(40);
    expect(kit.media.play).toHaveBeenCalledTimes(1);

    update({ src: SRC, autoStart: true, segment: { start: 73, end: 106 } });
    expect(kit.media.isPaused()).toBe(true);
    expect(kit.media.element().currentTime).toBe(73);
    advance(99);
    expect(kit.media.play).toHaveBeenCalledTimes(1);
    advance(1);
    expect(kit.media.play).toHaveBeenCalledTimes(2);
  });

  it('starts a new source after 300 ms again', () => {
    const { update } = renderPlayer(kit.en, { src: SRC, autoStart: true });
    advance(300);
    update({ src: '/media/en/relaxation.opus', autoStart: true });
    advance(100);
    expect(kit.media.play).toHaveBeenCalledTimes(1);
    advance(200);
    expect(kit.media.play).toHaveBeenCalledTimes(2);
  });
});

describe('AudioPlayer play states', () => {
  it('reports playing, loading and paused from the element’s events', () => {
    const onPlayStateChange = vi.fn();
    renderPlayer(kit.en, { src: SRC, onPlayStateChange });
    kit.media.loadMetadata(208);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(onPlayStateChange).toHaveBeenLastCalledWith('playing');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();

    kit.media.fire('waiting');
    expect(onPlayStateChange).toHaveBeenLastCalledWith('loading');
    expect(screen.getByRole('status').textContent).toBe('Loading the audio…');
    kit.media.fire('canplay');
    expect(onPlayStateChange).toHaveBeenLastCalledWith('playing');
    expect(screen.getByRole('status').textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onPlayStateChange.mock.calls.map(([state]) => state)).toEqual([
      'playing',
      'loading',
      'playing',
      'paused',
    ]);
  });

  it('is loading while a started source has no data yet', () => {
    const onPlayStateChange = vi.fn();
    renderPlayer(kit.en, { src: SRC, autoStart: true, onPlayStateChange });
    advance(300);
    expect(onPlayStateChange).toHaveBeenLastCalledWith('loading');
    kit.media.loadMetadata(208);
    expect(onPlayStateChange).toHaveBeenLastCalledWith('playing');
  });

  it('reports the absolute media time', () => {
    const onTimeUpdate = vi.fn();
    renderPlayer(kit.en, { src: SRC, segment: { start: 73, end: 106 }, onTimeUpdate });
    kit.media.loadMetadata(208);
    kit.media.timeUpdate(80.5);
    expect(onTimeUpdate).toHaveBeenLastCalledWith(80.5);
  });
});

describe('AudioPlayer segment end', () => {
  it('pauses at the segment end and calls onFinish exactly once', () => {
    const onFinish = vi.fn();
    renderPlayer(kit.en, { src: SRC, segment: { start: 73, end: 106 }, autoStart: true, onFinish });
    kit.media.loadMetadata(208);
    advance(300);
    kit.media.timeUpdate(105.8);
    expect(onFinish).not.toHaveBeenCalled();
    expect(kit.media.isPaused()).toBe(false);

    kit.media.timeUpdate(106.1);
    expect(kit.media.isPaused()).toBe(true);
    expect(onFinish).toHaveBeenCalledTimes(1);
    kit.media.timeUpdate(106.2);
    kit.media.fire('pause');
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('plays the segment again from its start after it finished', () => {
    const onFinish = vi.fn();
    renderPlayer(kit.en, { src: SRC, segment: { start: 73, end: 106 }, onFinish });
    kit.media.loadMetadata(208);
    kit.media.timeUpdate(106);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(kit.media.element().currentTime).toBe(73);
    kit.media.timeUpdate(106);
    expect(onFinish).toHaveBeenCalledTimes(2);
  });

  it('finishes once at the end of the file when there is no segment', () => {
    const onFinish = vi.fn();
    renderPlayer(kit.en, { src: SRC, onFinish });
    kit.media.loadMetadata(208);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    kit.media.timeUpdate(207.9);
    expect(onFinish).not.toHaveBeenCalled();
    kit.media.fire('ended');
    kit.media.fire('ended');
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});

describe('AudioPlayer errors', () => {
  it('logs a fixed message, stops, tells the play-state callback and shows a message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onPlayStateChange = vi.fn();
    renderPlayer(kit.en, {
      src: '/media/en/diary-of-someone.opus',
      autoStart: true,
      onPlayStateChange,
    });
    advance(300);
    expect(onPlayStateChange).toHaveBeenLastCalledWith('loading');

    kit.media.fail();
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(error.mock.calls[0])).not.toContain('diary');
    expect(String(error.mock.calls[0]?.[0])).toContain('Audio player');
    expect(kit.media.isPaused()).toBe(true);
    expect(onPlayStateChange).toHaveBeenLastCalledWith('paused');
    expect(screen.queryByRole('status')?.textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe(
      'The audio could not be played. Please try again.',
    );
  });

  it('says kindly, when offline, that the audio needs a connection (in Arabic too)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { unmount } = renderPlayer(kit.en, { src: SRC });
    kit.media.fail(2);
    expect(screen.getByRole('alert').textContent).toBe(
      "This audio needs a connection, and there is none right now. You can come back to it when you are online. Next time you are online, “Make available offline” on the exercise's first screen keeps it on this device.",
    );
    unmount();
    renderPlayer(kit.ar, { src: SRC });
    kit.media.fail(2);
    expect(screen.getByRole('alert').textContent).toContain('يحتاج هذا الصوت إلى اتصال بالإنترنت');
    online.mockRestore();
  });

  it('tells the callback even when the player was already paused', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onPlayStateChange = vi.fn();
    renderPlayer(kit.en, { src: SRC, onPlayStateChange });
    kit.media.fail(4);
    expect(onPlayStateChange).toHaveBeenCalledExactlyOnceWith('paused');
  });

  it('reloads the source when play is pressed after an error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPlayer(kit.en, { src: SRC });
    kit.media.fail();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(kit.media.load).toHaveBeenCalledTimes(1);
    expect(kit.media.play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('AudioPlayer on a browser without Opus', () => {
  it('plays the AAC twin of the narration (Safari on older iPhones)', () => {
    const ask = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    renderPlayer(kit.en, { src: SRC });
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('/media/en/breathing.m4a');
    ask.mockRestore();
  });

  it('plays the Opus file where Opus plays', () => {
    renderPlayer(kit.en, { src: SRC });
    expect(document.querySelector('audio')?.getAttribute('src')).toBe(SRC);
  });
});
