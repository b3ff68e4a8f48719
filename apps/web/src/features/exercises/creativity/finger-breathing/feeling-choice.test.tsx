import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecordsStore } from '../../../../lib/records';
import { testI18n } from '../../../../test/i18n';
import { FeelingChoice } from './feeling-choice';
import { renderScreen } from './test-screen';

describe('the feeling choice of a signed-in person', () => {
  it('saves encrypted, and offers a retry when a save fails', async () => {
    const put = vi
      .fn<RecordsStore['put']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(undefined);
    const records = () => Promise.resolve({ put } as unknown as RecordsStore);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderScreen(await testI18n('en'), () => <FeelingChoice onDone={onDone} records={records} />, {
      signedIn: true,
    });
    expect(
      await screen.findByText('Saved in your account, locked so that only you can read it.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Okay' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your answer could not be saved. You can try again, or go on without saving.',
    );
    expect(onDone).not.toHaveBeenCalled();
    // The choice is still there: saving again works.
    expect((screen.getByRole('radio', { name: 'Okay' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('okay'));
    expect(put).toHaveBeenCalledTimes(2);
    expect(put.mock.calls[1]?.[0]).toBe('feeling');
    expect(localStorage.getItem('waha.feelings')).toBeNull();
  });
});
