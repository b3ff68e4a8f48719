import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

const loadFailure = () => new TypeError('Failed to fetch dynamically imported module: /x.js');

function Shown({ text }: { text: string }) {
  return <p>{text}</p>;
}

class Caught extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p>caught: {this.state.error}</p>;
  }
}

describe('lazyPart', () => {
  it('shows nothing until its code is here, then the part', async () => {
    const Part = lazyPart(() => Promise.resolve(Shown));
    const { container } = render(<Part text="here" />);
    expect(container.textContent).toBe('');
    expect(await screen.findByText('here')).toBeTruthy();
  });

  it('renders at once when its code was loaded ahead', async () => {
    const load = vi.fn(() => Promise.resolve(Shown));
    const Part = lazyPart(load);
    await Part.preload();
    render(<Part text="at once" />);
    expect(screen.getByText('at once')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when its code cannot load, and tries again when rendered anew', async () => {
    const load = vi.fn<() => Promise<typeof Shown>>().mockRejectedValueOnce(loadFailure());
    load.mockResolvedValue(Shown);
    const Part = lazyPart(load);
    const first = render(<Part text="second try" />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first.container.textContent).toBe('');
    first.unmount();
    render(<Part text="second try" />);
    expect(await screen.findByText('second try')).toBeTruthy();
  });

  it('passes any other error on to the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazyPart(() => Promise.reject(new Error('a bug')));
    render(
      <Caught>
        <Part />
      </Caught>,
    );
    expect(await screen.findByText('caught: a bug')).toBeTruthy();
  });
});
