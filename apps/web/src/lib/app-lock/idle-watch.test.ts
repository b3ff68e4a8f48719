import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchIdle } from './idle-watch';

const MINUTE = 60_000;

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the idle time before the app locks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('locks after the chosen time without activity, and once', () => {
    const onIdle = vi.fn();
    const stop = watchIdle({ idleMs: 5 * MINUTE, onIdle });
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts again from each touch or key', () => {
    const onIdle = vi.fn();
    const stop = watchIdle({ idleMs: MINUTE, onIdle });
    vi.advanceTimersByTime(50_000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never locks while something holds it (narration playing), then counts from its end', () => {
    const onIdle = vi.fn();
    let playing = true;
    const stop = watchIdle({ idleMs: MINUTE, onIdle, isBusy: () => playing });
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    playing = false;
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('blanks when hidden, and counts the time in the background when shown again', () => {
    const onIdle = vi.fn();
    const onHidden = vi.fn();
    const onShown = vi.fn();
    const stop = watchIdle({ idleMs: 5 * MINUTE, onIdle, onHidden, onShown });
    setVisibility('hidden');
    expect(onHidden).toHaveBeenCalledTimes(1);
    // A hidden page's timers may not run at all: the time is checked when it comes back.
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    setVisibility('visible');
    expect(onShown).toHaveBeenCalledTimes(1);
    expect(onIdle).not.toHaveBeenCalled();

    setVisibility('hidden');
    vi.setSystemTime(Date.now() + 6 * MINUTE);
    setVisibility('visible');
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(onShown).toHaveBeenCalledTimes(1);
    stop();
  });
});
