import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_PROGRESS_KEY,
  LEGACY_DISTRESS_KEY,
  addDeviceDone,
  addDeviceRating,
  clearDeviceProgress,
  readDeviceProgress,
} from './device-progress';

const rating = (value: number, phase: 'before' | 'after' = 'before') => ({
  exercise: 'quiet-place',
  phase,
  value,
  at: new Date(Date.UTC(2026, 10, 1, 18, value)).toISOString(),
});

describe("a guest's progress on the device", () => {
  it('is kept encrypted: the stored text names no exercise and holds no rating', async () => {
    await addDeviceRating(rating(7));
    await addDeviceRating(rating(4, 'after'));
    await addDeviceDone('still-water', '2026-11-02T18:00:00.000Z');
    const stored = localStorage.getItem(DEVICE_PROGRESS_KEY) ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain('quiet-place');
    expect(stored).not.toContain('still-water');
    expect(stored).not.toContain('before');
    expect(await readDeviceProgress()).toEqual({
      ratings: [rating(7), rating(4, 'after')],
      done: { 'still-water': ['2026-11-02T18:00:00.000Z'] },
    });
  });

  it('takes in the ratings kept in plain form before, then removes the plain copy', async () => {
    localStorage.setItem(LEGACY_DISTRESS_KEY, JSON.stringify([rating(5), { junk: true }]));
    expect((await readDeviceProgress()).ratings).toEqual([rating(5)]);
    expect(localStorage.getItem(LEGACY_DISTRESS_KEY)).toBeNull();
    expect(localStorage.getItem(DEVICE_PROGRESS_KEY)).not.toContain('quiet-place');
  });

  it('uses a key that cannot be read out of the browser', async () => {
    await addDeviceRating(rating(3));
    const { openDB } = await import('idb');
    const db = await openDB('waha-guest', 1);
    const key: unknown = await db.get('key', 'current');
    db.close();
    expect(key).toBeInstanceOf(CryptoKey);
    expect((key as CryptoKey).extractable).toBe(false);
  });

  it('reads nothing, and makes no copy, on a device that keeps none', async () => {
    expect(await readDeviceProgress()).toEqual({ ratings: [], done: {} });
    expect(localStorage.getItem(DEVICE_PROGRESS_KEY)).toBeNull();
  });

  it('forgets everything when cleared', async () => {
    await addDeviceRating(rating(2));
    await clearDeviceProgress();
    expect(localStorage.getItem(DEVICE_PROGRESS_KEY)).toBeNull();
    expect(await readDeviceProgress()).toEqual({ ratings: [], done: {} });
  });
});
