import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TURN_SECONDS } from './prompts';

/** "1:05": minutes and seconds, as a clock shows them in either language. */
function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A gentle timer for one turn (render it anew for each turn): a calm bar that fills as the time
 * goes, the time left, and a button to pause it. When the time is up it only says so, softly: no
 * sound, and it never moves the conversation on. It also waits while `held` (the pause menu).
 * The bar moves without animation when the device asks for less motion.
 */
export function TurnTimer({ held, seconds = TURN_SECONDS }: { held: boolean; seconds?: number }) {
  const { t } = useTranslation('conversing-together');
  const [elapsed, setElapsed] = useState(0);
  const [stopped, setStopped] = useState(false);
  const labelId = useId();
  const up = elapsed >= seconds;
  const running = !stopped && !held && !up;

  useEffect(() => {
    if (!running) return;
    const tick = window.setInterval(() => {
      setElapsed((now) => Math.min(now + 1, seconds));
    }, 1000);
    return () => window.clearInterval(tick);
  }, [running, seconds]);

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-oasis-100 bg-oasis-50 p-3">
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="font-semibold text-stone-800">
          {t('timer.label')}
        </span>
        <span className="text-stone-800" data-testid="time-left">
          {t('timer.left', { time: clock(seconds - elapsed) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={seconds}
        aria-valuenow={elapsed}
        aria-valuetext={t('timer.left', { time: clock(seconds - elapsed) })}
        className="h-3 overflow-hidden rounded-full bg-white"
      >
        <div
          className="h-full rounded-full bg-oasis-600 motion-safe:transition-[width] motion-safe:duration-1000 motion-safe:ease-linear"
          style={{ width: `${(elapsed / seconds) * 100}%` }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {up ? null : (
          <Button variant="quiet" className="px-3" onClick={() => setStopped((now) => !now)}>
            {stopped ? t('timer.resume') : t('timer.pause')}
          </Button>
        )}
        <p role="status" className="text-stone-800">
          {up ? t('timer.up') : stopped ? t('timer.paused') : null}
        </p>
      </div>
    </div>
  );
}
