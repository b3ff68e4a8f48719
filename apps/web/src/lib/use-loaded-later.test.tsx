import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoadedLater } from './use-loaded-later';

function Shows({ load, enabled }: { load: () => Promise<string>; enabled?: boolean }) {
  const text = useLoadedLater(load, enabled);
  return <p>{text ?? 'nothing yet'}</p>;
}

describe('useLoadedLater', () => {
  it('draws without it first, never suspending, then with it once loaded', async () => {
    const load = vi.fn(async () => 'the block');
    render(<Shows load={load} />);
    expect(screen.getByText('nothing yet')).toBeTruthy();
    expect(await screen.findByText('the block')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a screen drawn again has it at once, without loading again', async () => {
    const load = vi.fn(async () => 'kept');
    const first = render(<Shows load={load} />);
    await screen.findByText('kept');
    first.unmount();
    render(<Shows load={load} />);
    expect(screen.getByText('kept')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing while not enabled, and stays without it when loading fails', async () => {
    const never = vi.fn(async () => 'unused');
    render(<Shows load={never} enabled={false} />);
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Shows load={failing} />);
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByText('nothing yet')).toHaveLength(2);
    expect(never).not.toHaveBeenCalled();
  });
});
