import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/i18n';
import { RouteError } from './route-error';

describe('RouteError', () => {
  it('says "Something went wrong!" and toggles the error message', async () => {
    const i18n = await testI18n('en');
    const reset = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <RouteError error={new Error('database is on fire')} reset={reset} />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
    const details = screen.getByText('database is on fire');
    expect(details.hidden).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(details.hidden).toBe(false);
    expect(screen.getByRole('button', { name: 'Hide Error' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(details.hidden).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledOnce();
  });

  it('speaks Arabic in Arabic', async () => {
    const i18n = await testI18n('ar');
    render(
      <I18nextProvider i18n={i18n}>
        <RouteError error={new Error('x')} reset={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'حدث خطأ ما!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'أظهِر الخطأ' })).toBeTruthy();
  });
});
