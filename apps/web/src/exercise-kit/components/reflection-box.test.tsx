import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadModal } from '@/components/modal';
import { renderExercise, type ExerciseHarness } from '../test/render-exercise';
import { ReflectionBox } from './reflection-box';

const PATH = '/exercises/mind-body/relaxation/';
const SECRET = 'WahaE2EPlaintext my shoulders let go';

// The account-required dialog's code loads on its first opening (components/modal.tsx); loaded
// here once, so a busy machine does not make the dialog miss the test's wait.
beforeAll(() => preloadModal());

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

const box = () =>
  screen.getByRole('textbox', { name: 'Your reflection (you can leave this empty)' });

describe('the reflection box', () => {
  it('saves an account’s reflection encrypted, and shows it again on return', async () => {
    harness = await renderExercise(<ReflectionBox exercise="relaxation" returnTo={PATH} />, {
      signedIn: true,
    });
    const user = userEvent.setup();
    await waitFor(() => expect(box()).toHaveProperty('disabled', false));
    await user.type(box(), SECRET);
    await user.click(screen.getByRole('button', { name: 'Save reflection' }));
    expect(await screen.findByText('Your reflection is saved.')).toBeTruthy();
    // The server holds ciphertext only; decrypted, it is the text.
    expect(harness.server.bodies.join()).not.toContain('shoulders');
    const [saved] = await harness.decrypted<{ text: string }>('reflection');
    expect(saved?.text).toBe(SECRET);
    expect(sessionStorage.getItem('waha.draft.reflection.relaxation')).toBeNull();
    await harness.reload();
    await waitFor(() => expect(box()).toHaveProperty('value', SECRET));
  });

  it('reads a damaged or foreign record as none (the zod check of what is decrypted)', async () => {
    harness = await renderExercise(<ReflectionBox exercise="relaxation" returnTo={PATH} />, {
      signedIn: true,
    });
    // Written with this account's store, but not a reflection's shape.
    await harness.store.put('reflection', 'relaxation', { text: 42 });
    await harness.reload();
    await waitFor(() => expect(box()).toHaveProperty('disabled', false));
    expect(box()).toHaveProperty('value', '');
  });

  it('asks a guest for an account (spec §6) and keeps what they typed for their return', async () => {
    harness = await renderExercise(<ReflectionBox exercise="relaxation" returnTo={PATH} />);
    const user = userEvent.setup();
    await user.type(box(), SECRET);
    await user.click(screen.getByRole('button', { name: 'Save reflection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account required' });
    expect(dialog.textContent).toContain(
      'To save your reflections and continue to the next step, you must register first.',
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toContain(
      encodeURIComponent(PATH),
    );
    expect(harness.server.records.size).toBe(0);
    // Going to sign up and coming back (or reloading) loses nothing.
    await harness.reload();
    expect(box()).toHaveProperty('value', SECRET);
  });

  it('says so when a signed-in person saves an empty reflection', async () => {
    harness = await renderExercise(<ReflectionBox exercise="relaxation" returnTo={PATH} />, {
      signedIn: true,
    });
    const user = userEvent.setup();
    await waitFor(() => expect(box()).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('button', { name: 'Save reflection' }));
    expect(await screen.findByText('Please write something before saving.')).toBeTruthy();
    expect(harness.server.records.size).toBe(0);
  });

  it('says so, keeping the text, when the save fails', async () => {
    harness = await renderExercise(<ReflectionBox exercise="relaxation" returnTo={PATH} />, {
      signedIn: true,
    });
    const user = userEvent.setup();
    await waitFor(() => expect(box()).toHaveProperty('disabled', false));
    await user.type(box(), SECRET);
    harness.server.refuseWrites = true;
    await user.click(screen.getByRole('button', { name: 'Save reflection' }));
    expect(
      await screen.findByText('Your reflection could not be saved. Please try again.'),
    ).toBeTruthy();
    expect(box()).toHaveProperty('value', SECRET);
  });

  it('offline, keeps the save on this device and says it will sync', async () => {
    harness = await renderExercise(<ReflectionBox exercise="relaxation" returnTo={PATH} />, {
      signedIn: true,
    });
    const user = userEvent.setup();
    await waitFor(() => expect(box()).toHaveProperty('disabled', false));
    await user.type(box(), SECRET);
    harness.server.offline = true;
    await user.click(screen.getByRole('button', { name: 'Save reflection' }));
    const status = await screen.findByText(
      'Saved on this device — will sync when the connection returns.',
    );
    expect(status.getAttribute('role')).toBe('status');
    expect(box()).toHaveProperty('value', SECRET);
    expect(harness.server.records.size).toBe(0);
  });
});
