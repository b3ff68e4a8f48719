import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RECEIVED_ATTRIBUTE,
  UNTIL_SCRIPT_ATTRIBUTE,
  captureFirstInput,
  dropFirstInput,
  replayFirstInput,
} from './first-input';

interface Sent {
  name: string;
  note: string;
  choice: string | null;
  agreed: boolean;
}

/** A screen as the prerender draws it: controlled fields, a button and a form sent by the app. */
function Screen({ onSend, onTap }: { onSend: (sent: Sent) => void; onTap: () => void }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [choice, setChoice] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ name, note, choice, agreed });
      }}
    >
      <input aria-label="Name" name="name" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      {['tea', 'coffee'].map((option) => (
        <label key={option}>
          <input
            type="radio"
            name="choice"
            value={option}
            checked={choice === option}
            onChange={() => setChoice(option)}
          />
          {option}
        </label>
      ))}
      <label>
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        Agreed
      </label>
      <button type="button" onClick={onTap}>
        Tap
      </button>
      <button type="submit">Send</button>
      <a href="#elsewhere">Elsewhere</a>
    </form>
  );
}

/** Whether React batches work for `act` (hydrating) or schedules it as in a browser (replaying). */
const actEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};
actEnvironment(true);

/**
 * Replays as main.tsx does, with React scheduling its renders as in a browser (not batched by
 * `act`, which would hide a tap that meets a screen not yet rendered), then lets it finish.
 */
async function replay() {
  actEnvironment(false);
  try {
    await replayFirstInput();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    actEnvironment(true);
  }
}

let root: Root | null = null;

function prerender(onSend = vi.fn(), onTap = vi.fn()) {
  const html = renderToString(<Screen onSend={onSend} onTap={onTap} />);
  document.body.innerHTML = `<div id="root" data-prerendered>${html}</div>`;
  captureFirstInput();
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  return { container, onSend, onTap };
}

/**
 * Hydrates the screen as main.tsx does. React's development build notes the marks of a tap held
 * before then as attributes it did not render (it leaves them; the replay removes them): anything
 * else it says fails the test.
 */
async function hydrate(container: HTMLElement, onSend: () => void, onTap: () => void) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(container, <Screen onSend={onSend} onTap={onTap} />);
  });
  const notes = errors.mock.calls.map(([message]) => String(message));
  errors.mockRestore();
  expect(notes.filter((note) => !note.startsWith('A tree hydrated but some attributes'))).toEqual(
    [],
  );
  document.documentElement.dataset.live = '';
}

const byLabel = <T extends HTMLElement>(label: string) => {
  const element = document.querySelector<T>(`[aria-label="${label}"]`);
  if (!element) throw new Error(`no ${label}`);
  return element;
};
const button = (text: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
};
const option = (value: string) => {
  const found = document.querySelector<HTMLInputElement>(`input[value="${value}"]`);
  if (!found) throw new Error(`no option ${value}`);
  return found;
};

/** Types as a browser does: the field's value changes, then an input event. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  dropFirstInput();
  delete document.documentElement.dataset.live;
  document.body.innerHTML = '';
});

describe('the first input of a prerendered screen', () => {
  it('holds a tap on a button, marks it as received, and replays it once the app is live', async () => {
    const { container, onSend, onTap } = prerender();
    const tap = button('Tap');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tap.dispatchEvent(click);
    // Tapped twice, as someone unsure would: still one tap for the app.
    tap.click();

    expect(click.defaultPrevented).toBe(true);
    expect(tap.getAttribute('aria-busy')).toBe('true');
    expect(tap.hasAttribute(RECEIVED_ATTRIBUTE)).toBe(true);

    await hydrate(container, onSend, onTap);
    expect(onTap).not.toHaveBeenCalled();
    await replay();
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(tap.hasAttribute('aria-busy')).toBe(false);
    expect(tap.hasAttribute(RECEIVED_ATTRIBUTE)).toBe(false);
  });

  it('hands what was typed, chosen and ticked to the app, then sends the form with it', async () => {
    const { container, onSend, onTap } = prerender();
    type(byLabel<HTMLInputElement>('Name'), 'Rania');
    type(byLabel<HTMLTextAreaElement>('Note'), 'first line');
    type(byLabel<HTMLTextAreaElement>('Note'), 'first line, then more');
    option('coffee').click();
    document.querySelector<HTMLInputElement>('input[type=checkbox]')?.click();
    const send = new MouseEvent('click', { bubbles: true, cancelable: true });
    button('Send').dispatchEvent(send);
    // The browser does not send the form itself: its fields would go in the address.
    expect(send.defaultPrevented).toBe(true);

    await hydrate(container, onSend, onTap);
    await replay();

    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({
      name: 'Rania',
      note: 'first line, then more',
      choice: 'coffee',
      agreed: true,
    });
    // The app's state now holds what the fields show: a later render keeps it.
    expect(byLabel<HTMLInputElement>('Name').value).toBe('Rania');
  });

  it('holds a submission by Enter until the app can send it', async () => {
    const { container, onSend, onTap } = prerender();
    type(byLabel<HTMLInputElement>('Name'), 'Omar');
    const form = container.querySelector('form');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    await hydrate(container, onSend, onTap);
    await replay();
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ name: 'Omar' }));
  });

  it('lets a link go at once', () => {
    prerender();
    const link = document.querySelector('a');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(link?.hasAttribute(RECEIVED_ATTRIBUTE)).toBe(false);
  });

  it('replays a key the app answers outside a field, such as Escape for quick exit', async () => {
    const { container, onSend, onTap } = prerender();
    const tap = button('Tap');
    tap.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    tap.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
    const keys: string[] = [];
    const listener = (event: KeyboardEvent) => keys.push(event.key);
    window.addEventListener('keydown', listener);

    await hydrate(container, onSend, onTap);
    await replay();
    window.removeEventListener('keydown', listener);
    expect(keys).toEqual(['Escape']);
  });

  it('replays nothing when the app comes up another way (a lock screen), and unmarks the taps', async () => {
    const { container, onSend, onTap } = prerender();
    button('Tap').click();
    type(byLabel<HTMLInputElement>('Name'), 'Rania');
    button('Send').click();

    dropFirstInput();
    await hydrate(container, onSend, onTap);
    await replay();
    expect(onTap).not.toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
    expect(button('Tap').hasAttribute(RECEIVED_ATTRIBUTE)).toBe(false);
    expect(button('Tap').hasAttribute('aria-busy')).toBe(false);
  });

  it('replays no tap on a control that is gone or now says something else', async () => {
    const { container, onSend, onTap } = prerender();
    const tap = button('Tap');
    tap.click();
    const send = button('Send');
    send.click();

    await hydrate(container, onSend, onTap);
    send.remove();
    // What the device keeps may change what a button says once the app is live.
    tap.textContent = 'Something else';
    await replay();
    expect(onTap).not.toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('holds nothing once it has replayed', async () => {
    const { container, onSend, onTap } = prerender();
    await hydrate(container, onSend, onTap);
    await replay();
    act(() => button('Tap').click());
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(button('Tap').hasAttribute(RECEIVED_ATTRIBUTE)).toBe(false);
  });

  it('enables a prerendered form’s fields as they arrive, and no others', async () => {
    document.body.innerHTML = '<div id="root" data-prerendered></div><div id="other"></div>';
    captureFirstInput();
    const fieldset = (inside: string) => {
      const element = document.createElement('fieldset');
      element.disabled = true;
      element.setAttribute(UNTIL_SCRIPT_ATTRIBUTE, '');
      document.getElementById(inside)?.append(element);
      return element;
    };
    const early = fieldset('root');
    const elsewhere = fieldset('other');
    await Promise.resolve();
    expect(early.disabled).toBe(false);
    expect(elsewhere.disabled).toBe(true);
  });
});
