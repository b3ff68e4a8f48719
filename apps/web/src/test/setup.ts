import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor give up after 1 s by default. On a busy two-core machine (CI runs two test
// files at once) sealing a request or loading a dialog's code can take longer; a longer wait costs
// nothing when the screen is right, and only delays a real failure.
configure({ asyncUtilTimeout: 5000 });

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
