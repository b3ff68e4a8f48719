/*
 * No tap or keystroke is lost while a prerendered screen waits for the app (docs/architecture.md,
 * "The first seconds"). A prerendered screen paints seconds before React has hydrated it on a
 * cheap phone, and looks ready. `captureFirstInput` is the page's first script, inline in every
 * prerendered screen's head (scripts/prerender.mjs; its hash is in the page's policy), and runs
 * before anything is drawn. Until the app is live it:
 *
 * - lets links, labels and fields act natively (a link goes where it says at once; typing, ticking
 *   and choosing stay in the fields), and notes what each field holds when it changes;
 * - holds a tap or click on a button (and a form's submission) for the app, marking the button as
 *   received (`aria-busy`, and a look of its own in styles.css that moves nothing);
 * - notes the keys the app answers outside fields (Escape, arrows, Home, End);
 * - enables a form's fields, which the prerender draws disabled (components/form.tsx) so that
 *   without this script nothing can be typed that the browser would send by itself.
 *
 * Once React has hydrated the screen and applied what the device keeps, `replayFirstInput` hands
 * what the fields hold to the app, then replays the taps and keys in their order on the very
 * elements they landed on (hydration keeps the prerendered elements): a control that is gone, or
 * now says something else, gets nothing. When the app comes up any other way (a lock screen, a
 * screen drawn afresh), `dropFirstInput` forgets it all: a locked device replays nothing.
 *
 * The capture part is bundled on its own into the inline script: it must stay small and use
 * nothing from the app.
 */

/** The window property where the first script leaves what it holds for the app. */
export const FIRST_INPUT_KEY = 'wahaFirstInput';
/** Marks a button whose tap waits for the app (styled in styles.css). */
export const RECEIVED_ATTRIBUTE = 'data-tap-received';
/** Marks a prerendered form's fieldset, disabled until this script or the app enables it. */
export const UNTIL_SCRIPT_ATTRIBUTE = 'data-enable-early';

/** Keys the app answers outside a field (the step runner, tabs, quick exit's Escape). */
const KEYS = ['Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
/** What holds a tap for the app: buttons and the roles of controls drawn from other elements. */
const CONTROLS =
  'button,input[type=submit],input[type=button],input[type=reset],input[type=image],[role=button],[role=tab],[role=switch],[role=menuitem],[role=option]';
const FIELDS = 'input,textarea,select';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type FirstInput =
  | { kind: 'tap'; target: HTMLElement; label: string; busy: string | null }
  | { kind: 'submit'; target: HTMLFormElement }
  | { kind: 'field'; target: Field; value: string; checked: boolean }
  | {
      kind: 'key';
      target: Element;
      init: Pick<KeyboardEventInit, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;
    };

export interface FirstInputState {
  inputs: FirstInput[];
  /** Set once the app has taken over (replayed or dropped): nothing more is held. */
  done: boolean;
}

type WithFirstInput = Window & { [FIRST_INPUT_KEY]?: FirstInputState };

/** What a control says: a tap is replayed only on a control that still says the same. */
function labelOf(control: Element): string {
  return `${control.getAttribute('aria-label') ?? ''}|${control.textContent?.trim() ?? ''}`;
}

/** The page's first script (see the top of this file). */
export function captureFirstInput(): void {
  const state: FirstInputState = { inputs: [], done: false };
  (window as WithFirstInput)[FIRST_INPUT_KEY] = state;
  const html = document.documentElement;

  /**
   * The element an event landed on, while a prerendered screen waits for the app to replay what
   * it holds. Until then React sees none of these events (it may be hydrating meanwhile): the
   * replay gives it each one once, in order.
   */
  const waiting = (event: Event): Element | null => {
    const target = event.target;
    if (state.done || !(target instanceof Element)) return null;
    if (!target.closest('#root[data-prerendered]')) return null;
    event.stopImmediatePropagation();
    return target;
  };
  const listen = (type: string, listener: (event: Event) => void) =>
    document.addEventListener(type, listener, true);

  listen('click', (event) => {
    // A link goes where it says, by the browser, and the app may see it: never held.
    if (event.target instanceof Element && event.target.closest('a[href]')) return;
    const target = waiting(event);
    // A field and a label act natively (what a field holds is noted below).
    const control = target?.closest<HTMLElement>(CONTROLS);
    if (!control) return;
    event.preventDefault();
    // One tap is enough: a second one on the same control is not replayed again.
    if (state.inputs.some((input) => input.kind === 'tap' && input.target === control)) return;
    state.inputs.push({
      kind: 'tap',
      target: control,
      label: labelOf(control),
      busy: control.getAttribute('aria-busy'),
    });
    control.setAttribute('aria-busy', 'true');
    control.setAttribute(RECEIVED_ATTRIBUTE, '');
  });

  listen('submit', (event) => {
    const target = waiting(event);
    if (!(target instanceof HTMLFormElement)) return;
    event.preventDefault();
    state.inputs.push({ kind: 'submit', target });
  });

  const noteField = (event: Event) => {
    const field = waiting(event)?.closest<Field>(FIELDS);
    if (!field) return;
    // The field's latest value, at the place of its latest change.
    state.inputs = state.inputs.filter((input) => input.target !== field);
    const checked = 'checked' in field && field.checked;
    state.inputs.push({ kind: 'field', target: field, value: field.value, checked });
  };
  listen('input', noteField);
  listen('change', noteField);

  listen('keydown', (event) => {
    const target = waiting(event);
    if (!target || !(event instanceof KeyboardEvent) || event.repeat) return;
    if (!KEYS.includes(event.key)) return;
    // In a field the keys move the caret; Escape still counts (quick exit).
    if (event.key !== 'Escape' && target.closest(`${FIELDS},[contenteditable]`)) return;
    const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
    state.inputs.push({
      kind: 'key',
      target,
      init: { key, code, altKey, ctrlKey, metaKey, shiftKey },
    });
  });

  // The prerendered forms' fields, enabled as the parser adds them (before the first paint).
  const enable = () => {
    if (state.done) return;
    for (const fieldset of document.querySelectorAll<HTMLFieldSetElement>(
      `#root[data-prerendered] fieldset[${UNTIL_SCRIPT_ATTRIBUTE}][disabled]`,
    )) {
      fieldset.disabled = false;
    }
  };
  const parsing = new MutationObserver(enable);
  parsing.observe(html, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    parsing.disconnect();
    enable();
  });
}

function takeState(): FirstInputState | undefined {
  const state = (window as WithFirstInput)[FIRST_INPUT_KEY];
  if (!state || state.done) return undefined;
  state.done = true;
  // What was marked as received is the app's again (a button it also marks busy keeps its mark).
  for (const input of state.inputs) {
    if (input.kind !== 'tap') continue;
    input.target.removeAttribute(RECEIVED_ATTRIBUTE);
    if (input.busy === null) input.target.removeAttribute('aria-busy');
    else input.target.setAttribute('aria-busy', input.busy);
  }
  return state;
}

/** The app comes up without the prerendered screen (locked, or drawn afresh): nothing is replayed. */
export function dropFirstInput(): void {
  takeState();
}

/**
 * Gives the app what a field held before it was live. React remembers the last value it saw on
 * the element (its value tracker, kept through the element's own `value` and `checked`): set
 * through them to something else first, the event below is a change to React, which then calls
 * the field's onChange as for typing.
 */
function handOver(field: Field, value: string, checked: boolean): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio left unchecked was unchecked by another one, whose own change says it all.
    if (field.type === 'radio' && !checked) return;
    field.checked = !checked;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  field.value = value === '' ? ' ' : '';
  setValue.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A turn of the browser's own, as between two taps of a person: React renders what the last one changed. */
const browserTurn = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long a replay waits for React to take over the element it replays on. */
const OWNED_WITHIN_MS = 10_000;

/**
 * Whether React has hydrated the element: it keeps its fiber on each element it owns. A part of the
 * screen in a Suspense boundary is hydrated after the rest, and an event on it before would make
 * React hydrate it then and take what the field already shows as what it rendered: no change.
 */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

async function untilOwned(element: Element): Promise<boolean> {
  const deadline = Date.now() + OWNED_WITHIN_MS;
  while (element.isConnected && !ownedByReact(element) && Date.now() < deadline) {
    await browserTurn(50);
  }
  return element.isConnected && ownedByReact(element);
}

/**
 * Once the hydrated screen has rendered with what the device keeps: what the fields hold goes to
 * the app and the held taps, submissions and keys are replayed, in their order, on the elements
 * they landed on; one whose element is gone or says something else is dropped. Each tap comes in a
 * turn of its own, as a person's would, so that it meets what the changes before it rendered (a
 * choice made, then Next). Until the replay has begun, the first script keeps holding.
 */
export async function replayFirstInput(): Promise<void> {
  const state = takeState();
  if (!state) return;
  let first = true;
  for (const input of state.inputs) {
    if (input.kind !== 'field' && !first) await browserTurn();
    first = false;
    const { target } = input;
    // A form is taken over with its fields (a form's own properties may list only its fields).
    const probe = input.kind === 'submit' ? (input.target.elements[0] ?? target) : target;
    if (!(await untilOwned(probe)) || !target.isConnected) continue;
    switch (input.kind) {
      case 'field':
        if (!target.matches(':disabled')) handOver(input.target, input.value, input.checked);
        break;
      case 'tap':
        if (labelOf(target) === input.label) input.target.click();
        break;
      case 'submit':
        input.target.requestSubmit();
        break;
      case 'key':
        target.dispatchEvent(
          new KeyboardEvent('keydown', { ...input.init, bubbles: true, cancelable: true }),
        );
        break;
    }
  }
}

/**
 * Replays once the hydrated screen has settled: when the browser is next idle (React has then
 * hydrated what it could and applied what the device keeps), or in the next turn where the browser
 * cannot say. A tap that changes every text (the language) then meets no part of the screen still
 * being hydrated. Meanwhile the first script keeps holding, so nothing is lost by waiting.
 * `onLive` runs as the app takes over (from then on what a person does reaches it directly).
 */
export function replayWhenSettled(onLive: () => void): void {
  const replay = () => {
    onLive();
    void replayFirstInput();
  };
  if ('requestIdleCallback' in window) requestIdleCallback(replay, { timeout: 1000 });
  else setTimeout(replay, 0);
}
