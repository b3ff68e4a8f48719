/**
 * When the app lock closes: after `idleMs` without a touch, key or scroll, counting time spent in
 * the background (a hidden page gets no activity, and its timers may be held back, so the time is
 * checked again when it comes back). Never while `isBusy()` (narration playing, a group led): the
 * time then starts again from when it stops.
 */

/** What counts as the person using the app. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleWatchOptions {
  idleMs: number;
  /** Called once, when the idle time has passed. */
  onIdle: () => void;
  /** Called when the page is hidden (the screen is blanked and storage sealed then). */
  onHidden?: () => void;
  /** Called when the page is shown again before the idle time has passed. */
  onShown?: () => void;
  isBusy?: () => boolean;
  now?: () => number;
}

/** Starts watching; returns a function that stops. */
export function watchIdle({
  idleMs,
  onIdle,
  onHidden,
  onShown,
  isBusy = () => false,
  now = () => Date.now(),
}: IdleWatchOptions): () => void {
  let lastActive = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const finish = () => {
    done = true;
    stop();
    onIdle();
  };

  /** True when the app locked. */
  const check = (): boolean => {
    if (done) return true;
    if (now() - lastActive < idleMs) return false;
    if (isBusy()) {
      lastActive = now();
      return false;
    }
    finish();
    return true;
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        if (!check()) schedule();
      },
      Math.max(0, lastActive + idleMs - now()),
    );
  };

  const onActivity = () => {
    if (document.visibilityState !== 'visible' || check()) return;
    lastActive = now();
  };

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      onHidden?.();
      return;
    }
    if (!check()) {
      onShown?.();
      schedule();
    }
  };

  for (const name of ACTIVITY_EVENTS) {
    window.addEventListener(name, onActivity, { capture: true, passive: true });
  }
  document.addEventListener('visibilitychange', onVisibility);
  schedule();

  function stop() {
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) {
      window.removeEventListener(name, onActivity, { capture: true });
    }
    document.removeEventListener('visibilitychange', onVisibility);
  }
  return stop;
}

/** Narration or a video playing on the page. */
export function mediaPlaying(): boolean {
  return [...document.querySelectorAll('audio, video')].some(
    (element) => element instanceof HTMLMediaElement && !element.paused && !element.ended,
  );
}
