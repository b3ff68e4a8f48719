import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom's media elements say they can play nothing; answer as Chromium does, so the players get
// the Opus files (audio-format.ts). Tests of the AAC fallback stub this again.
HTMLMediaElement.prototype.canPlayType = () => 'probably';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
