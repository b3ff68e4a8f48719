import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
});

it('replays nothing into an app that comes up locked: what was tapped under the lock is dropped', async () => {
  // A lock set on this device: the lock state reads its mark when its module loads.
  localStorage.setItem('waha.lock', '1');
  vi.resetModules();
  const { FIRST_INPUT_KEY, RECEIVED_ATTRIBUTE, captureFirstInput } =
    await import('@/lib/platform/first-input');
  const { hostApp } = await import('@/lock-host');
  document.body.innerHTML =
    '<div id="root" data-prerendered><button type="button">Start</button></div>';
  captureFirstInput();
  const start = document.querySelector('button');
  start?.click();
  expect(start?.hasAttribute(RECEIVED_ATTRIBUTE)).toBe(true);
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  const app = vi.fn(() => <p>the app</p>);

  hostApp({ container, prerendered: true, reportErrors: {}, app });

  const held = (window as unknown as Record<string, { done: boolean } | undefined>)[
    FIRST_INPUT_KEY
  ];
  expect(held?.done).toBe(true);
  expect(start?.hasAttribute(RECEIVED_ATTRIBUTE)).toBe(false);
  expect(container.dataset.prerendered).toBeUndefined();
  expect(app).not.toHaveBeenCalled();
  // The app's whole start is imported above: slow on a busy machine.
}, 90_000);
