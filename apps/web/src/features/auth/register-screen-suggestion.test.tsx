import { screen, waitFor } from '@testing-library/react';
import { act, useState, useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NICKNAME_COLOURS } from '@waha/shared/nickname-words';
import type * as hydration from '@/lib/platform/hydration';
import { queryClient } from '@/lib/session/session';
import { renderRegisterScreen } from './test/render-register-screen';

/**
 * What the device keeps (here, the random nickname suggestion) arrives in the render after
 * hydration. This stands for that moment, so a test can type before it as a person may on a
 * slow phone: until `deviceArrives`, every `useDeviceState` holds the prerender's value.
 */
let fromDevice = false;
const listeners = new Set<() => void>();
function deviceArrives() {
  fromDevice = true;
  for (const listener of listeners) listener();
}
vi.mock('@/lib/platform/hydration', async (importOriginal) => ({
  ...(await importOriginal<typeof hydration>()),
  useDeviceState: <T,>(read: () => T, guest: T) => {
    const arrived = useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => fromDevice,
    );
    const [state, setState] = useState<T>(guest);
    const [applied, setApplied] = useState(false);
    if (arrived && !applied) {
      setApplied(true);
      setState(() => read());
    }
    return [state, setState, applied] as const;
  },
}));

/** The suggestion's chance falls on the last colour: a suggestion other than the first words. */
function suggestLastColour() {
  vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
    if (array instanceof Uint32Array) array.fill(NICKNAME_COLOURS.length - 1);
    return array;
  });
}

afterEach(() => {
  fromDevice = false;
  listeners.clear();
  queryClient.clear();
  vi.restoreAllMocks();
});

describe.each(['en', 'ar'] as const)('the nickname suggestion (%s)', (language) => {
  it('fills the box when nothing was typed', async () => {
    const { t } = await renderRegisterScreen(language);
    const box = screen.getByLabelText<HTMLInputElement>(t('nickname.label'));
    const first = box.value;
    expect(first).not.toBe('');
    suggestLastColour();
    act(deviceArrives);
    await waitFor(() => expect(box.value).not.toBe(first));
    const colour = screen.getByLabelText<HTMLSelectElement>(t('nickname.colour'));
    expect(box.value).toContain(colour.selectedOptions[0]?.textContent ?? '?');
  });

  it('never replaces a nickname typed before it came', async () => {
    const { t, user } = await renderRegisterScreen(language);
    const box = screen.getByLabelText<HTMLInputElement>(t('nickname.label'));
    await user.clear(box);
    await user.type(box, 'Qamar Own');
    suggestLastColour();
    act(deviceArrives);
    // The pickers show the suggestion; the box keeps what was typed.
    const colour = screen.getByLabelText<HTMLSelectElement>(t('nickname.colour'));
    await waitFor(() => expect(colour.value).toBe(NICKNAME_COLOURS.at(-1)));
    expect(box.value).toBe('Qamar Own');
  });

  it('never swaps the text of the box the person is in', async () => {
    const { t } = await renderRegisterScreen(language);
    const box = screen.getByLabelText<HTMLInputElement>(t('nickname.label'));
    const first = box.value;
    box.focus();
    suggestLastColour();
    act(deviceArrives);
    // The pickers show what the box shows: the first words.
    const colour = screen.getByLabelText<HTMLSelectElement>(t('nickname.colour'));
    await waitFor(() => expect(colour.value).toBe(NICKNAME_COLOURS[0]));
    expect(box.value).toBe(first);
  });

  it('never replaces what the box holds before the form knows it', async () => {
    const { t } = await renderRegisterScreen(language);
    const box = screen.getByLabelText<HTMLInputElement>(t('nickname.label'));
    // Typed before the app was live: the page's first script holds the events and hands the value
    // over a moment later (lib/platform/first-input.ts), so React has not seen it yet.
    box.value = 'Qamar Held';
    suggestLastColour();
    act(deviceArrives);
    const colour = screen.getByLabelText<HTMLSelectElement>(t('nickname.colour'));
    await waitFor(() => expect(colour.value).toBe(NICKNAME_COLOURS.at(-1)));
    expect(box.value).toBe('Qamar Held');
  });
});
