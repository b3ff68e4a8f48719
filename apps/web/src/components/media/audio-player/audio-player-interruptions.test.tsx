import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPlayer, setUpPlayerTests } from '@/test/render-audio-player';

const SRC = '/media/en/breathing.opus';
const kit = setUpPlayerTests();

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('AudioPlayer stop signal and pause flag', () => {
  it('pauses on each new stop signal, not on the first one', () => {
    const { update } = renderPlayer(kit.en, { src: SRC, stopSignal: 0, autoStart: true });
    kit.media.loadMetadata(208);
    advance(300);
    expect(kit.media.pause).not.toHaveBeenCalled();
    update({ src: SRC, stopSignal: 1, autoStart: true });
    expect(kit.media.isPaused()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    update({ src: SRC, stopSignal: 2, autoStart: true });
    expect(kit.media.isPaused()).toBe(true);
    expect(kit.media.pause).toHaveBeenCalledTimes(2);
  });

  it('cancels a pending auto-start on a stop signal', () => {
    const { update } = renderPlayer(kit.en, { src: SRC, stopSignal: 0, autoStart: true });
    advance(200);
    update({ src: SRC, stopSignal: 1, autoStart: true });
    advance(1000);
    expect(kit.media.play).not.toHaveBeenCalled();
  });

  it('blocks auto-start and the play button while the pause flag is set', () => {
    renderPlayer(kit.en, { src: SRC, autoStart: true, paused: true });
    kit.media.loadMetadata(208);
    advance(1000);
    const play = screen.getByRole('button', { name: 'Play' }) as HTMLButtonElement;
    expect(play.disabled).toBe(true);
    fireEvent.click(play);
    expect(kit.media.play).not.toHaveBeenCalled();
  });

  it('blocks the auto-start of a new segment while the flag is set', () => {
    const props = { src: SRC, autoStart: true, paused: true };
    const { update } = renderPlayer(kit.en, { ...props, segment: { start: 0, end: 73 } });
    kit.media.loadMetadata(208);
    update({ ...props, segment: { start: 73, end: 106 } });
    advance(1000);
    expect(kit.media.play).not.toHaveBeenCalled();
    expect(kit.media.element().currentTime).toBe(73);
  });

  it('pauses playback when the flag is set and resumes 300 ms after it is lifted', () => {
    const { update } = renderPlayer(kit.en, { src: SRC, paused: false });
    kit.media.loadMetadata(208);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    update({ src: SRC, paused: true });
    expect(kit.media.isPaused()).toBe(true);
    update({ src: SRC, paused: false });
    advance(299);
    expect(kit.media.play).toHaveBeenCalledTimes(1);
    advance(1);
    expect(kit.media.play).toHaveBeenCalledTimes(2);
  });

  it('does not resume after the flag when the person had paused', () => {
    const { update } = renderPlayer(kit.en, { src: SRC, paused: false });
    kit.media.loadMetadata(208);
    update({ src: SRC, paused: true });
    update({ src: SRC, paused: false });
    advance(1000);
    expect(kit.media.play).not.toHaveBeenCalled();
  });
});

describe('AudioPlayer seek time', () => {
  it('applies a seek time only when it is more than 0.5 s away', () => {
    const { update } = renderPlayer(kit.en, { src: SRC });
    kit.media.loadMetadata(208);
    kit.media.timeUpdate(10);
    update({ src: SRC, seekTime: 10.4 });
    expect(kit.media.element().currentTime).toBe(10);
    update({ src: SRC, seekTime: 9.6 });
    expect(kit.media.element().currentTime).toBe(10);
    update({ src: SRC, seekTime: 10.6 });
    expect(kit.media.element().currentTime).toBe(10.6);
    update({ src: SRC, seekTime: 10.0 });
    expect(kit.media.element().currentTime).toBe(10);
  });

  it('keeps a seek time inside the segment', () => {
    const { update } = renderPlayer(kit.en, { src: SRC, segment: { start: 73, end: 106 } });
    kit.media.loadMetadata(208);
    update({ src: SRC, segment: { start: 73, end: 106 }, seekTime: 150 });
    expect(kit.media.element().currentTime).toBe(106);
  });
});
