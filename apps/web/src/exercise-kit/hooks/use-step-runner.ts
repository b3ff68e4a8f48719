import { useCallback, useEffect } from 'react';
import {
  familyKey,
  readItem,
  removeItem,
  writeItem,
  type DeviceKey,
} from '@/lib/platform/device-storage';
import { useDeviceState } from '@/lib/platform/hydration';

export interface StepRunner {
  /** The current step, from 0. */
  index: number;
  total: number;
  isFirst: boolean;
  isLast: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  /** Back to the first step, forgetting the place kept for a reload. */
  reset: () => void;
}

function clamp(index: number, total: number): number {
  return Math.min(Math.max(Math.trunc(index), 0), Math.max(total - 1, 0));
}

function readStep(storageKey: DeviceKey, total: number): number {
  try {
    const stored = Number(readItem(storageKey));
    return Number.isFinite(stored) ? clamp(stored, total) : 0;
  } catch {
    return 0;
  }
}

/**
 * The place in a stepped exercise. It is kept in this tab's sessionStorage (only the step number,
 * nothing personal), so a reload comes back to the same step; another tab or a new visit starts
 * at the first.
 */
export function useStepRunner(exercise: string, total: number): StepRunner {
  const storageKey = familyKey('waha.step.', exercise);
  const [index, setIndex, fromDevice] = useDeviceState(() => readStep(storageKey, total), 0);
  useEffect(() => {
    if (!fromDevice) return;
    try {
      writeItem(storageKey, String(index));
    } catch {
      // Without storage a reload starts again at the first step.
    }
  }, [fromDevice, storageKey, index]);
  const goTo = useCallback((next: number) => setIndex(clamp(next, total)), [setIndex, total]);
  return {
    index,
    total,
    isFirst: index === 0,
    isLast: index === total - 1,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    goTo,
    reset: () => {
      try {
        removeItem(storageKey);
      } catch {
        // Nothing kept.
      }
      setIndex(0);
    },
  };
}

/** Forgets the place kept for an exercise (it was finished or left). */
export function forgetStep(exercise: string): void {
  try {
    removeItem(familyKey('waha.step.', exercise));
  } catch {
    // Nothing kept.
  }
}
