import { h, render } from 'preact';
import { useEffect } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { firstDrawingDone, withOwnFields } from './preact-options';

describe('preact options', () => {
  const container = document.createElement('div');
  afterEach(() => render(null, container));

  it('give an event its fields as own properties, so that a spread copy keeps them', () => {
    // As in browsers: the fields are getters on the prototype, which a spread leaves out.
    class BrowserLikeEvent {
      phase = 'at target';
      get key() {
        return 'Escape';
      }
      get currentTarget() {
        return this.phase;
      }
    }
    const event = new BrowserLikeEvent();
    expect({ ...event }).not.toHaveProperty('key');

    // Event is a browser type; this stand-in has only the fields the test reads.
    const prepared = withOwnFields(event as unknown as Event);
    expect({ ...prepared }).toMatchObject({ key: 'Escape', currentTarget: 'at target' });
    // Later on the event's way, a copy reads its live values.
    event.phase = 'bubbling';
    expect({ ...prepared }.currentTarget).toBe('bubbling');
    expect(withOwnFields(prepared)).toBe(event);
  });

  it('run the first drawing’s effects in a task after it, then an update’s at once', async () => {
    const log: string[] = [];
    function Screen() {
      useEffect(() => {
        log.push('effect');
      }, []);
      return null;
    }
    render(h(Screen, {}), container);
    await new Promise<void>((done) => queueMicrotask(done));
    expect(log).toEqual([]);
    await new Promise<void>((done) => setTimeout(done, 0));
    expect(log).toEqual(['effect']);
    render(null, container);
    firstDrawingDone();
    render(h(Screen, {}), container);
    await new Promise<void>((done) => queueMicrotask(done));
    expect(log).toEqual(['effect', 'effect']);
  });

  it('run an update’s effect clean-ups before the next frame, as React does for input', async () => {
    const log: string[] = [];
    function Dialog({ open }: { open: boolean }) {
      useEffect(() => {
        if (!open) return;
        log.push('page inert');
        return () => log.push('page no longer inert');
      }, [open]);
      return null;
    }
    render(h(Dialog, { open: true }), container);
    await new Promise<void>((done) => queueMicrotask(done));
    expect(log).toEqual(['page inert']);

    render(h(Dialog, { open: false }), container);
    await new Promise<void>((done) => queueMicrotask(done));
    expect(log).toEqual(['page inert', 'page no longer inert']);
  });
});
