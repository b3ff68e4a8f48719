import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal isOpen={open} onOpenChange={setOpen} title="Breathing">
        <button type="button">Inside one</button>
        <button type="button">Inside two</button>
      </Modal>
    </>
  );
}

async function renderHarness(language: 'en' | 'ar' = 'en') {
  const i18n = await testI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

describe('Modal', () => {
  it('opens as a labelled dialog, keeps focus inside, and returns it on Escape', async () => {
    const user = await renderHarness();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    // The dialog's code loads on first opening (a cold import takes seconds on a busy machine).
    const dialog = await screen.findByRole('dialog', { name: 'Breathing' }, { timeout: 10_000 });
    expect(dialog.contains(document.activeElement)).toBe(true);

    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its translated close button', async () => {
    const user = await renderHarness('ar');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'أغلِق' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
