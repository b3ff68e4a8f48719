import { afterEach, describe, expect, it } from 'vitest';
import { focusWhenInPage } from './focus-when-in-page';

const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

describe('focusWhenInPage', () => {
  afterEach(() => document.body.replaceChildren());

  it('focuses an element already in the page at once', () => {
    const button = document.createElement('button');
    document.body.append(button);
    focusWhenInPage(() => button);
    expect(document.activeElement).toBe(button);
  });

  it('waits for an element that reaches the page a frame later', async () => {
    const button = document.createElement('button');
    focusWhenInPage(() => button);
    expect(document.activeElement).not.toBe(button);
    document.body.append(button);
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(button);
  });

  it('leaves the focus where it is when told to, and stops waiting when asked', async () => {
    const dialog = document.createElement('section');
    dialog.tabIndex = -1;
    const inside = document.createElement('button');
    dialog.append(inside);
    document.body.append(dialog);
    inside.focus();
    focusWhenInPage(
      () => dialog,
      (element) => element.contains(document.activeElement),
    );
    expect(document.activeElement).toBe(inside);

    const late = document.createElement('button');
    const stop = focusWhenInPage(() => late);
    stop();
    document.body.append(late);
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(inside);
  });
});
