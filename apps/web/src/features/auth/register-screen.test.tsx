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

afterEach(() => {
  queryClient.clear();
  vi.mocked(registerAccount).mockClear();
});

describe.each(['en', 'ar'] as const)('signing up with a guessable password (%s)', (language) => {
  it('says kindly why, and sends nothing', async () => {
    const { t, passwordBox, fill, submit } = await renderRegisterScreen(language);
    // Not on the short list the form checks before the estimator is there: only zxcvbn knows it.
    await fill('michael1990');
    // The estimator's code started loading when the password box was first used; waiting for it
    // stands for a person who takes longer to fill the form than it takes to arrive.
    await loadPasswordEstimator();
    await submit();
    expect(await screen.findByText(t('errors.passwordCommon'))).toBeTruthy();
    expect(passwordBox.getAttribute('aria-invalid')).toBe('true');
    // What was typed stays, to be changed.
    expect((passwordBox as HTMLInputElement).value).toBe('michael1990');
    expect(registerAccount).not.toHaveBeenCalled();

    // The spec's minimum, and its message, come first.
    await fill('12345');
    await submit();
    expect(await screen.findByText(t('errors.passwordTooShort'))).toBeTruthy();
    expect(screen.queryByText(t('errors.passwordCommon'))).toBeNull();

    await fill('blue kettle river');
    await submit();
    await waitFor(() => expect(registerAccount).toHaveBeenCalledTimes(1));
    expect(vi.mocked(registerAccount).mock.calls[0]?.[0].password).toBe('blue kettle river');
  });
});
