import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerSyncRunner, setSyncStatus } from '@/lib/records/sync-status';
import { testI18n } from '@/test/i18n';
import { PendingWrites } from './pending-writes';

async function renderIn(language: 'en' | 'ar') {
  const i18n = await testI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <PendingWrites />
    </I18nextProvider>,
  );
}

afterEach(() => {
  act(() => setSyncStatus({ pending: 0, syncing: false, notice: null }));
});

describe('the writes waiting to sync', () => {
  it('shows nothing while nothing waits, but keeps its live regions in place', async () => {
    await renderIn('en');
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toEqual(['', '']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('announces how many changes wait, and "Sync now" sends them, by keyboard too', async () => {
    const run = vi.fn();
    registerSyncRunner(run);
    await renderIn('en');
    act(() => setSyncStatus({ pending: 2 }));
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('2 changes waiting to sync.');
    const button = screen.getByRole('button', { name: 'Sync now' });
    // The button is outside the live region, so it is not read out with every change.
    expect(screen.getAllByRole('status')[0]?.contains(button)).toBe(false);
    button.focus();
    fireEvent.click(button);
    expect(run).toHaveBeenCalledTimes(1);
    act(() => setSyncStatus({ pending: 0 }));
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
  });

  it('says in Arabic, with its plural forms, what waits and what a conflict kept', async () => {
    await renderIn('ar');
    act(() => setSyncStatus({ pending: 2 }));
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('تغييران بانتظار المزامنة.');
    act(() => setSyncStatus({ pending: 5 }));
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('5 تغييرات بانتظار المزامنة.');
    expect(screen.getByRole('button', { name: 'المزامنة الآن' })).toBeTruthy();
    act(() => setSyncStatus({ notice: 'keptBoth' }));
    expect(screen.getAllByRole('status')[1]?.textContent).toBe(
      'عُدِّل هذا المدخل على جهاز آخر أيضًا، فاحتُفظ بالنسختين كلتيهما.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'حسنًا' }));
    expect(screen.getAllByRole('status')[1]?.textContent).toBe('');
  });
});
