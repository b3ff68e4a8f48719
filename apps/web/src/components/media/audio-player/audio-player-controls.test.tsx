import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPlayer, setUpPlayerTests } from '@/test/render-audio-player';

const SRC = '/media/en/breathing.opus';
const SEGMENT = { start: 73, end: 106 };
const kit = setUpPlayerTests();

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const slider = () => screen.getByRole('slider') as HTMLInputElement;
const time = () => kit.media.element().currentTime;

function segmentPlayer(props = {}, i18n = kit.en) {
  const result = renderPlayer(i18n, { src: SRC, segment: SEGMENT, ...props });
  kit.media.loadMetadata(208);
  return result;
}

describe('10-second skips', () => {
  it('go back 10 s but never before the segment start', () => {
    segmentPlayer();
    kit.media.timeUpdate(90);
    fireEvent.click(button('Back 10 seconds'));
    expect(time()).toBe(80);
    fireEvent.click(button('Back 10 seconds'));
    expect(time()).toBe(73);
  });

  it('go forward 10 s but never past the segment end', () => {
    const onFinish = vi.fn();
    segmentPlayer({ onFinish });
    kit.media.timeUpdate(80);
    fireEvent.click(button('Forward 10 seconds'));
    expect(time()).toBe(90);
    fireEvent.click(button('Forward 10 seconds'));
    expect(time()).toBe(100);
    fireEvent.click(button('Forward 10 seconds'));
    expect(time()).toBe(106);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});

describe('speed and mute', () => {
  it('cycles the speed 1 → 1.25 → 1.5 → 1 and shows it', () => {
    segmentPlayer();
    const seen: [string, number][] = [];
    for (let i = 0; i < 4; i += 1) {
      const speed = screen.getByRole('button', { name: /^Speed/ });
      seen.push([speed.textContent ?? '', kit.media.element().playbackRate]);
      fireEvent.click(speed);
    }
    expect(seen).toEqual([
      ['1×', 1],
      ['1.25×', 1.25],
      ['1.5×', 1.5],
      ['1×', 1],
    ]);
    expect(button('Speed 1.25×')).toBeTruthy();
  });

  it('toggles the volume between 1 and 0', () => {
    segmentPlayer();
    expect(kit.media.element().volume).toBe(1);
    fireEvent.click(button('Mute'));
    expect(kit.media.element().volume).toBe(0);
    expect(kit.media.element().muted).toBe(true);
    fireEvent.click(button('Unmute'));
    expect(kit.media.element().volume).toBe(1);
    expect(kit.media.element().muted).toBe(false);
  });
});

describe('time display', () => {
  it('shows elapsed and total time as m:ss relative to the segment', () => {
    renderPlayer(kit.en, { src: SRC, segment: { start: 133, end: 208 } });
    kit.media.loadMetadata(208);
    kit.media.timeUpdate(140.7);
    const group = screen.getByRole('group', { name: 'Audio player' });
    expect(group.textContent).toContain('Elapsed time 0:07');
    expect(group.textContent).toContain('Total time 1:15');
  });

  it('shows the whole file when there is no segment', () => {
    renderPlayer(kit.en, { src: SRC, title: 'Breathing' });
    kit.media.loadMetadata(208);
    kit.media.timeUpdate(65);
    const group = screen.getByRole('group', { name: 'Audio player: Breathing' });
    expect(group.textContent).toContain('1:05');
    expect(group.textContent).toContain('3:28');
  });

  it('learns the duration even when the metadata arrived before the player listened', () => {
    renderPlayer(kit.en, { src: SRC });
    kit.media.loadMetadataUnheard(208);
    kit.media.timeUpdate(2);
    const group = screen.getByRole('group', { name: 'Audio player' });
    expect(group.textContent).toContain('Elapsed time 0:02');
    expect(group.textContent).toContain('Total time 3:28');
  });
});

describe('progress slider', () => {
  // The browser's own range input: its keys and its drag are the browser's (breathing.spec.ts
  // presses them in Chromium); here, what a change of its value does.
  it('shows the position in whole seconds and seeks inside the segment', () => {
    segmentPlayer();
    kit.media.timeUpdate(78.4);
    expect(slider().value).toBe('5');
    expect(slider().getAttribute('aria-valuetext')).toBe('5 seconds');
    expect([slider().min, slider().max, slider().step]).toEqual(['0', '33', '1']);
    fireEvent.change(slider(), { target: { value: '6' } });
    expect(time()).toBe(79);
    fireEvent.change(slider(), { target: { value: '0' } });
    expect(time()).toBe(73);
    fireEvent.change(slider(), { target: { value: '33' } });
    expect(time()).toBe(106);
    kit.media.timeUpdate(74);
    expect(slider().getAttribute('aria-valuetext')).toBe('1 second');
  });

  it('cannot be moved when seeking is disabled, nor can the skips', () => {
    segmentPlayer({ seekingDisabled: true });
    kit.media.timeUpdate(78);
    expect(slider().disabled).toBe(true);
    expect(button('Back 10 seconds').disabled).toBe(true);
    expect(button('Forward 10 seconds').disabled).toBe(true);
    expect(button('Play').disabled).toBe(false);
  });

  it('runs right to left in Arabic, with the player', () => {
    segmentPlayer({}, kit.ar);
    kit.media.timeUpdate(78);
    expect(slider().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(slider().getAttribute('aria-valuetext')).toBe('5 ثوانٍ');
    kit.media.timeUpdate(84);
    expect(slider().getAttribute('aria-valuetext')).toBe('11 ثانية');
    kit.media.timeUpdate(75);
    expect(slider().getAttribute('aria-valuetext')).toBe('ثانيتان');
  });
});

describe('disabled and hidden controls', () => {
  it('disables every control', () => {
    segmentPlayer({ controlsDisabled: true });
    const buttons = screen.getAllByRole('button') as HTMLButtonElement[];
    expect(buttons).toHaveLength(5);
    expect(buttons.every((b) => b.disabled)).toBe(true);
    expect(slider().disabled).toBe(true);
    fireEvent.click(button('Play'));
    expect(kit.media.play).not.toHaveBeenCalled();
  });

  it('hides every control but still plays', () => {
    renderPlayer(kit.en, { src: SRC, controlsHidden: true, autoStart: true });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(kit.media.play).toHaveBeenCalledTimes(1);
  });
});

describe('Arabic', () => {
  it('lays the player out right to left with Arabic names and Latin digits', () => {
    renderPlayer(kit.ar, { src: SRC, segment: { start: 133, end: 208 }, title: 'التنفس' });
    kit.media.loadMetadata(208);
    kit.media.timeUpdate(140);
    const group = screen.getByRole('group', { name: 'مشغل الصوت: التنفس' });
    expect(group.getAttribute('dir')).toBe('rtl');
    for (const name of ['شغّل', 'ارجع 10 ثوانٍ', 'تقدّم 10 ثوانٍ', 'اكتم الصوت', 'السرعة 1×']) {
      expect(within(group).getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('slider', { name: 'موضع التشغيل' })).toBeTruthy();
    expect(group.textContent).toContain('0:07');
    expect(group.textContent).toContain('1:15');
    // Arabic's plural form for 7, the number in Latin digits.
    expect(slider().getAttribute('aria-valuetext')).toBe('7 ثوانٍ');
  });

  it('mirrors the skip arrows but never the play icon', () => {
    renderPlayer(kit.ar, { src: SRC });
    const iconClass = (name: string) =>
      button(name).querySelector('svg')?.getAttribute('class') ?? '';
    expect(iconClass('شغّل')).not.toMatch(/scale-x/);
    expect(iconClass('ارجع 10 ثوانٍ')).toMatch(/(^| )rtl:-scale-x-100( |$)/);
    expect(iconClass('تقدّم 10 ثوانٍ')).toMatch(/(^| )rtl:scale-x-100( |$)/);
  });
});

describe('loading indicator', () => {
  it('spins only when motion is not reduced', () => {
    renderPlayer(kit.en, { src: SRC, autoStart: true });
    act(() => vi.advanceTimersByTime(300));
    kit.media.fire('waiting');
    const spinner = button('Pause').querySelector('[data-spinner]');
    const classes = spinner?.getAttribute('class')?.split(' ') ?? [];
    expect(classes).toContain('motion-safe:animate-spin');
    expect(classes).not.toContain('animate-spin');
  });
});

describe('Media Session', () => {
  it('publishes the title and the app name, handles the media keys, and clears them on unmount', () => {
    const handlers = new Map<string, (() => void) | null>();
    const session = {
      metadata: null as unknown,
      playbackState: 'none',
      setActionHandler: (action: string, handler: (() => void) | null) =>
        handlers.set(action, handler),
    };
    Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        title: string;
        artist: string;
        constructor(init: { title: string; artist: string }) {
          this.title = init.title;
          this.artist = init.artist;
        }
      },
    );
    try {
      const { unmount } = segmentPlayer({ title: 'Breathing' });
      expect(session.metadata).toEqual({ title: 'Breathing', artist: 'Waha' });
      kit.media.timeUpdate(90);
      const press = (action: string) => act(() => handlers.get(action)?.());
      press('play');
      expect(kit.media.play).toHaveBeenCalledTimes(1);
      expect(session.playbackState).toBe('playing');
      press('seekbackward');
      expect(time()).toBe(80);
      press('seekforward');
      press('seekforward');
      expect(time()).toBe(100);
      press('pause');
      expect(kit.media.isPaused()).toBe(true);

      unmount();
      expect(session.metadata).toBeNull();
      for (const action of ['play', 'pause', 'seekbackward', 'seekforward']) {
        expect(handlers.get(action), action).toBeNull();
      }
    } finally {
      Reflect.deleteProperty(navigator, 'mediaSession');
      vi.unstubAllGlobals();
    }
  });
});
