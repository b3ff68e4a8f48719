import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadModal } from '@/components/modal';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import ar from '@/locales/ar/positive-imagery.json';
import arAuth from '@/locales/ar/auth.json';
import arCommon from '@/locales/ar/common.json';
import arKit from '@/locales/ar/exercise-kit.json';
import en from '@/locales/en/positive-imagery.json';
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enKit from '@/locales/en/exercise-kit.json';
import type { ImageryPicture } from './imagery-schema';
import { PositiveImageryScreen } from './positive-imagery-screen';

beforeAll(() => preloadModal());

const PATH = '/exercises/evolve/positive-imagery/exercise';
const NOTE = 'WahaE2EPlaintext the morning at my grandmother’s house';
const TEXTS = {
  en: { ...en, auth: enAuth, onDevice: enCommon.sync.savedOnDevice },
  ar: { ...ar, auth: arAuth, onDevice: arCommon.sync.savedOnDevice },
} as const;

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  sessionStorage.clear();
});

describe.each(['en', 'ar'] as const)('positive imagery in %s', (language) => {
  const T = TEXTS[language];
  const user = () => userEvent.setup();
  const render = async (signedIn = false) => {
    harness = await renderExercise(<PositiveImageryScreen />, { language, path: PATH, signedIn });
    return harness;
  };
  const choose = (id: keyof typeof T.gallery) =>
    user().click(screen.getByRole('checkbox', { name: T.gallery[id].name }));
  const frameGroup = (id: keyof typeof T.gallery) =>
    screen.getByRole('group', { name: T.frames.frameOf.replace('{{name}}', T.gallery[id].name) });
  const put = (id: keyof typeof T.gallery, frame: 'memory' | 'strength' | 'like') =>
    user().click(within(frameGroup(id)).getByRole('radio', { name: T.frames[frame] }));
  /** The one alert that says something (the photo field has its own, empty). */
  const alert = () => {
    const said = screen.getAllByRole('alert').filter((element) => element.textContent);
    expect(said).toHaveLength(1);
    return said[0] as HTMLElement;
  };
  const checked = (id: keyof typeof T.gallery) =>
    (screen.getByRole('checkbox', { name: T.gallery[id].name }) as HTMLInputElement).checked;
  const noteBox = (id: keyof typeof T.gallery) =>
    screen.queryByRole('textbox', {
      name: T.select.noteLabel.replace('{{name}}', T.gallery[id].name),
    }) as HTMLTextAreaElement | null;
  const next = (label: string) => user().click(screen.getByRole('button', { name: label }));

  /** Three pictures chosen, a note on the first, each in its own frame, up to the review. */
  const toReview = async () => {
    await choose('sunrise');
    await choose('cup-of-tea');
    await choose('river');
    await user().type(
      screen.getByRole('textbox', {
        name: T.select.noteLabel.replace('{{name}}', T.gallery.sunrise.name),
      }),
      NOTE,
    );
    await next(T.select.next);
    await put('sunrise', 'memory');
    await put('cup-of-tea', 'strength');
    await put('river', 'like');
    await next(T.frames.next);
    await screen.findByRole('heading', { name: T.review.heading });
  };

  it('asks for three pictures, then keeps a note on each chosen one', async () => {
    await render();
    await choose('birds');
    await next(T.select.next);
    expect(alert().textContent).toBe(T.select.tooFew);
    expect(document.activeElement).toBe(alert());
    screen.getByRole('heading', { name: T.select.heading });

    await choose('lantern');
    await user().type(noteBox('lantern') as HTMLTextAreaElement, NOTE);
    // Unchoosing drops the picture and its note box.
    await choose('birds');
    expect(noteBox('birds')).toBeNull();
    // The go is kept in this tab through a reload.
    await harness?.reload();
    expect(checked('lantern')).toBe(true);
    expect(checked('birds')).toBe(false);
    expect(noteBox('lantern')?.value).toBe(NOTE);
  });

  it('says so when a chosen file cannot be read as a picture, and adds nothing', async () => {
    await render();
    // jsdom cannot decode pictures (no createImageBitmap), as a browser cannot read a broken file.
    await user().upload(
      screen.getByLabelText(T.select.photoLabel),
      new File(['not a picture'], 'notes.png', { type: 'image/png' }),
    );
    expect((await screen.findByText(T.select.unreadable)).getAttribute('role')).toBe('alert');
    expect(
      screen.queryByRole('checkbox', { name: T.select.photoName.replace('{{number}}', '1') }),
    ).toBeNull();
    screen.getByText(T.select.noneChosen);
  });

  it('names the empty frames and moves on only when each frame has a picture', async () => {
    await render();
    await choose('sunrise');
    await choose('birds');
    await choose('river');
    await next(T.select.next);
    await screen.findByRole('heading', { name: T.frames.heading });
    await put('sunrise', 'memory');
    await put('birds', 'memory');
    await next(T.frames.next);
    const message = alert();
    expect(document.activeElement).toBe(message);
    expect(message.textContent).toContain(T.frames.strength);
    expect(message.textContent).toContain(T.frames.like);
    expect(message.textContent).not.toContain(T.frames.memory);
    expect(screen.queryByRole('heading', { name: T.review.heading })).toBeNull();

    await put('river', 'strength');
    await next(T.frames.next);
    expect(alert().textContent).toContain(T.frames.like);
    expect(alert().textContent).not.toContain(T.frames.strength);

    await put('birds', 'like');
    await next(T.frames.next);
    const review = await screen.findByRole('heading', { name: T.review.heading });
    expect(document.activeElement).toBe(review);
    for (const frame of ['memory', 'strength', 'like'] as const) {
      screen.getByRole('heading', { name: T.frames[frame] });
    }
  });

  it('asks a guest to register when saving, and stores nothing', async () => {
    const { server } = await render();
    await toReview();
    await next(T.review.save);
    const dialog = await screen.findByRole('dialog', { name: T.auth.accountRequired.title });
    within(dialog).getByRole('link', { name: T.auth.accountRequired.register });
    expect(server.records.size).toBe(0);
  });

  it('offline, says the pictures are saved on this device and will sync, not yet everywhere', async () => {
    const h = await render(true);
    await toReview();
    h.server.offline = true;
    await next(T.review.save);
    const done = language === 'ar' ? arKit.completion.title_female : enKit.completion.title;
    await screen.findByRole('heading', { name: done });
    expect(screen.getByText(T.onDevice).getAttribute('role')).toBe('status');
    expect(screen.queryByText(T.done.message)).toBeNull();
    expect(h.server.records.size).toBe(0);
  });

  it('saves an account’s pictures encrypted, shows them again, and removes them after asking', async () => {
    const h = await render(true);
    await toReview();
    await next(T.review.save);
    // The test account is a woman's: the Arabic says so.
    const done = language === 'ar' ? arKit.completion.title_female : enKit.completion.title;
    await screen.findByRole('heading', { name: done });
    screen.getByText(T.done.message);
    await waitFor(async () =>
      expect(await h.decrypted<ImageryPicture>('positive-imagery')).toHaveLength(3),
    );
    const saved = await h.decrypted<ImageryPicture>('positive-imagery');
    expect(
      saved.find((p) => p.picture.source === 'gallery' && p.picture.id === 'sunrise'),
    ).toMatchObject({
      note: NOTE,
      frame: 'memory',
    });
    expect([...h.server.records.values()].some((r) => r.ciphertext.includes('WahaE2E'))).toBe(
      false,
    );

    // A new visit (this tab's go forgotten) shows what was saved.
    sessionStorage.clear();
    await h.reload();
    await waitFor(() => expect(checked('river')).toBe(true));
    expect(checked('sunrise')).toBe(true);
    await next(T.select.next);
    await next(T.frames.next);
    await screen.findByRole('heading', { name: T.review.heading });
    screen.getByText(NOTE);

    // Remove asks first; keeping changes nothing.
    // The completion card also records that the exercise was done: only the pictures count here.
    const pictures = () =>
      [...h.server.records.values()].filter((record) => record.kind === 'positive-imagery').length;

    await next(T.review.remove);
    let dialog = await screen.findByRole('dialog', { name: T.review.confirmRemove.title });
    await user().click(within(dialog).getByRole('button', { name: T.review.confirmRemove.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pictures()).toBe(3);
    await next(T.review.remove);
    dialog = await screen.findByRole('dialog', { name: T.review.confirmRemove.title });
    await user().click(
      within(dialog).getByRole('button', { name: T.review.confirmRemove.confirm }),
    );
    await screen.findByText(T.review.removed);
    expect(pictures()).toBe(0);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: T.select.heading }));
    expect(checked('sunrise')).toBe(false);
  });

  it('asks before closing with unsaved pictures', async () => {
    const h = await render();
    await toReview();
    await next(T.review.close);
    const dialog = await screen.findByRole('dialog', { name: T.review.confirmClose.title });
    await user().click(within(dialog).getByRole('button', { name: T.review.confirmClose.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(h.pathname()).toBe(PATH);
    await next(T.review.close);
    await user().click(
      within(await screen.findByRole('dialog', { name: T.review.confirmClose.title })).getByRole(
        'button',
        { name: T.review.confirmClose.confirm },
      ),
    );
    await waitFor(() => expect(h.pathname()).toBe('/exercises/'));
    expect(sessionStorage.getItem('waha.draft.positive-imagery')).toBeNull();
  });
});
