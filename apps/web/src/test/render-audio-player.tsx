import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { AudioPlayer, type AudioPlayerProps } from '@/components/media/audio-player/audio-player';
import { testI18n } from './i18n';
import { installFakeMedia, type FakeMedia } from './fake-media';

/**
 * Renders the player under the given i18next instance (optionally in React's StrictMode, as the app
 * runs); `update` re-renders it with new props.
 */
export function renderPlayer(
  i18n: I18n,
  props: AudioPlayerProps,
  options: { strict?: boolean } = {},
) {
  const wrap = (next: AudioPlayerProps) => (
    <I18nextProvider i18n={i18n}>
      <AudioPlayer {...next} />
    </I18nextProvider>
  );
  const result = render(wrap(props), { reactStrictMode: options.strict ?? false });
  return { ...result, update: (next: AudioPlayerProps) => result.rerender(wrap(next)) };
}

interface PlayerTestKit {
  en: I18n;
  ar: I18n;
  /** A fresh fake media element for each test. */
  media: FakeMedia;
}

/**
 * Registers the hooks every player test needs: the real texts in both languages (created before
 * the clock is faked, as i18next's start uses a timer), fake timers and a fake media element.
 */
export function setUpPlayerTests(): PlayerTestKit {
  const kit = {} as PlayerTestKit;
  beforeAll(async () => {
    kit.en = await testI18n('en');
    kit.ar = await testI18n('ar');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    kit.media = installFakeMedia();
  });
  afterEach(() => {
    vi.useRealTimers();
    kit.media.restore();
  });
  return kit;
}
