import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeTrackElements, type FakeTextTrack } from '@/test/fake-text-tracks';
import { renderPlayer, setUpPlayerTests } from '@/test/render-audio-player';

const SRC = '/media/en/breathing.opus';
const CAPTIONS = '/media/en/breathing.vtt';
const kit = setUpPlayerTests();
let trackElements: ReturnType<typeof installFakeTrackElements>;

beforeEach(() => {
  trackElements = installFakeTrackElements();
});
afterEach(() => trackElements.restore());

function fakeTrack(): FakeTextTrack {
  const element = document.querySelector('audio track');
  if (!(element instanceof HTMLTrackElement)) throw new Error('No <track> in the audio element');
  return element.track as unknown as FakeTextTrack;
}

describe('AudioPlayer with the words of its narration', () => {
  it('shows the sentence being spoken when Captions is on, and nothing when it is off', () => {
    renderPlayer(kit.en, { src: SRC, captions: CAPTIONS });
    const track = document.querySelector('audio track');
    expect(track?.getAttribute('src')).toBe(CAPTIONS);
    expect(track?.getAttribute('kind')).toBe('captions');
    // Parsed for the app, never drawn by the browser.
    expect(fakeTrack().mode).toBe('hidden');

    const toggle = screen.getByRole('button', { name: 'Captions' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    act(() => fakeTrack().setActiveCues(['Welcome to this guided breathing exercise.']));
    expect(screen.queryByText('Welcome to this guided breathing exercise.')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const words = screen.getByText('Welcome to this guided breathing exercise.');
    expect(words.getAttribute('lang')).toBe('en');
    // Not announced over the narration.
    expect(words.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();

    act(() => fakeTrack().setActiveCues(['Breathe in.']));
    expect(screen.getByText('Breathe in.')).toBeTruthy();
    act(() => fakeTrack().setActiveCues([]));
    expect(screen.queryByText('Breathe in.')).toBeNull();

    fireEvent.click(toggle);
    act(() => fakeTrack().setActiveCues(['Breathe out.']));
    expect(screen.queryByText('Breathe out.')).toBeNull();
  });

  it('labels the toggle and the words in Arabic', () => {
    renderPlayer(kit.ar, { src: '/media/ar/breathing.opus', captions: '/media/ar/breathing.vtt' });
    fireEvent.click(screen.getByRole('button', { name: 'الترجمة النصية' }));
    act(() => fakeTrack().setActiveCues(['تنفّس بعمق.']));
    expect(screen.getByText('تنفّس بعمق.').getAttribute('lang')).toBe('ar');
  });

  it('has no track and no toggle without captions', () => {
    renderPlayer(kit.en, { src: SRC });
    expect(document.querySelector('audio track')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
  });
});
