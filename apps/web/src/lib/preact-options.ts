import { options } from 'preact';
import { focusWhenInPage } from './focus-when-in-page';

/*
 * The app runs on Preact (vite.config.ts aliases React to `preact/compat`), whose handlers receive
 * the browser's own events. React's events carry their fields as own properties; react-aria copies
 * some events with object spread (`{...event}`) and then reads `key`, `target` and the like from the
 * copy, which a native event, whose fields are getters on its prototype, would leave out: Escape
 * would not close a dialog. This gives each event those fields as own, enumerable properties that
 * read the event's live values, once per event.
 */
const FIELDS = [
  'type',
  'target',
  'currentTarget',
  'relatedTarget',
  'key',
  'code',
  'repeat',
  'isComposing',
  'altKey',
  'ctrlKey',
  'metaKey',
  'shiftKey',
  'button',
  'buttons',
  'pointerId',
  'pointerType',
  'width',
  'height',
  'pressure',
  'clientX',
  'clientY',
  'pageX',
  'pageY',
  'screenX',
  'screenY',
  'detail',
  'timeStamp',
  'defaultPrevented',
  'eventPhase',
  'bubbles',
  'cancelable',
  'touches',
  'changedTouches',
  'targetTouches',
  'deltaX',
  'deltaY',
] as const;

const prepared = new WeakSet<Event>();

export function withOwnFields<E extends Event>(event: E): E {
  if (prepared.has(event)) return event;
  prepared.add(event);
  const prototype: object = Object.getPrototypeOf(event) as object;
  for (const field of FIELDS) {
    if (!(field in event) || Object.hasOwn(event, field)) continue;
    Object.defineProperty(event, field, {
      enumerable: true,
      configurable: true,
      get: () => Reflect.get(prototype, field, event) as unknown,
    });
  }
  return event;
}

const previous = options.event;
options.event = (event) => withOwnFields(previous ? previous(event) : event);

let firstDrawing = true;

/**
 * Called by main.tsx once the app's first drawing is in the page. Until then, effects run in a task
 * of their own after the drawing (as React runs a first render's effects), so that a slow phone is
 * not held for the drawing and all its effects at once.
 */
export function firstDrawingDone(): void {
  firstDrawing = false;
}

// React runs the effects of an update made in an input event (a key, a click) before the next
// frame; Preact, after the frame has painted. react-aria relies on React's order: when a dialog
// closes, it gives focus back to the control that opened it on the next frame, and the page around
// the dialog must no longer be inert by then (an effect's clean-up). Effects of an update run right
// after it here, so focus returns where it was.
options.requestAnimationFrame = (flush) => {
  if (firstDrawing) setTimeout(flush, 0);
  else queueMicrotask(flush);
};

// React focuses an element rendered with `autoFocus` as it mounts; Preact only sets the attribute,
// which a browser honours on page load alone. The pause menu and the confirmation dialogs put the
// focus on their safe button this way. Focused once the update is in the page (a microtask on).
const autoFocused = new WeakSet<Element>();
const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  previousDiffed?.(vnode);
  if (typeof vnode.type !== 'string' || !(vnode.props as { autoFocus?: boolean }).autoFocus) return;
  // Preact's own name for a vnode's element (`_dom`, shortened in its build).
  const element = (vnode as unknown as { __e?: HTMLElement | null }).__e;
  if (!element || autoFocused.has(element)) return;
  autoFocused.add(element);
  queueMicrotask(() => focusWhenInPage(() => element));
};
