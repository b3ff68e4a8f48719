import { afterEach, describe, expect, it, vi } from 'vitest';
import { canPlayOpus, playableAudio } from './audio-format';

afterEach(() => vi.restoreAllMocks());

describe('playableAudio', () => {
  it('keeps the Opus file where Opus plays', () => {
    expect(playableAudio('/media/ar/breathing.opus', true)).toBe('/media/ar/breathing.opus');
  });

  it('gives the AAC twin where it does not (Safari on older iPhones)', () => {
    expect(playableAudio('/media/ar/breathing.opus', false)).toBe('/media/ar/breathing.m4a');
  });

  it('leaves any other file as it is', () => {
    expect(playableAudio('/media/en/about-app.mp4', false)).toBe('/media/en/about-app.mp4');
    expect(playableAudio('/media/en/tone.opus.txt', false)).toBe('/media/en/tone.opus.txt');
  });
});

describe('canPlayOpus', () => {
  it('asks the browser about Ogg Opus', () => {
    const ask = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    expect(canPlayOpus()).toBe(false);
    expect(ask).toHaveBeenCalledWith('audio/ogg; codecs="opus"');
    ask.mockReturnValue('maybe');
    expect(canPlayOpus()).toBe(true);
  });
});
