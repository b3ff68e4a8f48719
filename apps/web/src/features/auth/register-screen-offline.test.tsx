import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPasswordEstimator } from '@/lib/session/password-strength';
import { queryClient } from '@/lib/session/session';
import type * as registerApi from './api/register';
import { registerAccount } from './api/register';
import { renderRegisterScreen } from './test/render-register-screen';

vi.mock('./api/register', async (importOriginal) => ({
  ...(await importOriginal<typeof registerApi>()),
  registerAccount: vi.fn(() => new Promise(() => undefined)),
}));

// The estimator's code cannot be fetched: offline, or the network dropped.
let loads = 0;
vi.mock('@/lib/session/password-estimator', () => {
  loads += 1;
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  queryClient.clear();
  vi.mocked(registerAccount).mockClear();
});

describe('signing up when the strength estimator cannot load', () => {
  it('still refuses the commonest passwords, keeps what was typed and lets others through', async () => {
    const { t, passwordBox, fill, submit } = await renderRegisterScreen('en');
    expect(loads).toBe(0);
    await fill('qwerty');
    // Using the password box asked for the estimator's code.
    await waitFor(() => expect(loads).toBe(1));
    // The load that the password box started has failed (it never throws).
    await loadPasswordEstimator();
    await submit();
    expect(await screen.findByText(t('errors.passwordCommon'))).toBeTruthy();
    expect((passwordBox as HTMLInputElement).value).toBe('qwerty');
    expect(registerAccount).not.toHaveBeenCalled();

    // Only the estimator would refuse this one: without it, the form goes on.
    await fill('princess1');
    await submit();
    await waitFor(() => expect(registerAccount).toHaveBeenCalledTimes(1));
  });
});
