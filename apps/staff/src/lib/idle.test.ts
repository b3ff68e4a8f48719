import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleSignOut } from './idle';

describe('signing out after a while without activity', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs out 30 minutes after the last key press or click, and not before', () => {
    vi.useFakeTimers();
    const signOut = vi.fn();
    renderHook(() => useIdleSignOut(30, signOut));
    vi.advanceTimersByTime(20 * 60_000);
    dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(29 * 60_000);
    expect(signOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(signOut).toHaveBeenCalled();
  });

  it('does nothing while nobody is signed in', () => {
    vi.useFakeTimers();
    const signOut = vi.fn();
    renderHook(() => useIdleSignOut(null, signOut));
    vi.advanceTimersByTime(120 * 60_000);
    expect(signOut).not.toHaveBeenCalled();
  });
});
