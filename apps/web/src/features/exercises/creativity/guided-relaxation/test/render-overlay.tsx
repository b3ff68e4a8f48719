import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { BreathingOverlay, type BreathingOverlayProps } from '../breathing-overlay';

export const AUDIO_SRC = '/media/en/breathing.opus';

/** Renders the overlay, open, under the given i18next instance (optionally in StrictMode). */
export function renderOverlay(
  i18n: I18n,
  props: Partial<BreathingOverlayProps> = {},
  options: { strict?: boolean } = {},
) {
  const onClose = vi.fn();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <BreathingOverlay audioSrc={AUDIO_SRC} isOpen onClose={onClose} {...props} />
    </I18nextProvider>,
    { reactStrictMode: options.strict ?? false },
  );
  return { ...result, onClose };
}

export const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The player's play / pause button, whichever it shows. */
export const playButton = () =>
  screen.queryByRole('button', { name: 'Pause' }) ?? screen.getByRole('button', { name: 'Play' });
