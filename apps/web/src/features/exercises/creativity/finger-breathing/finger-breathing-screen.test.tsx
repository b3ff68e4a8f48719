import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadModal } from '@/components/modal';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { breathTimeline } from './breath-timeline';
import { FEELINGS_STORAGE_KEY, type FeelingRecord } from './feelings';
import { FingerBreathingScreen } from './finger-breathing-screen';
import { PATH, WAYS, startTracing, trace } from './test/flow';

// The pause menu's dialog opens at once, however busy the machine is (its code is loaded ahead).
beforeAll(() => preloadModal());

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function start(
  way: 'voice' | 'ownPace',
  options: { language?: 'en' | 'ar'; signedIn?: boolean } = {},
) {
  const started = await startTracing(<FingerBreathingScreen />, way, options);
  harness = started.h;
  return started;
}

describe('finger breathing with the voice', () => {
  it('offers two ways after the care note, and a skippable rating before', async () => {
    harness = await renderExercise(<FingerBreathingScreen />, { path: PATH });
    const user = userEvent.setup();
    expect(await screen.findByText(/You can pause or stop at any time/)).toBeTruthy();
    expect(screen.getByText(/If using your hand is hard/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: WAYS.en.voice }));
    // The question takes the focus from the button that led to it.
    const question = screen.getByText('How distressed do you feel right now?');
    expect(document.activeElement).toBe(question);
    await user.click(screen.getByRole('button', { name: WAYS.en.skip }));
    expect(screen.getByRole('button', { name: 'Pause exercise' })).toBeTruthy();
  });

  it('starts the voice by itself once the person chose it, as the screen says to listen', async () => {
    // Walkthrough 1, finding 11: the player used to wait at 0:00 while the screen said "Listen to
    // the voice, and get ready."
    const { h, user } = await start('voice');
    expect(screen.getByText('Listen to the voice, and get ready.')).toBeTruthy();
    // The player starts after its short settling delay (AUTO_START_DELAY_MS).
    await waitFor(() => expect(h.media.isPaused()).toBe(false));
    expect(h.media.play).toHaveBeenCalledTimes(1);
    // And the person can pause it.
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(h.media.isPaused()).toBe(true);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('moves the hand with the narration, then asks how the person feels', async () => {
    const { h, user } = await start('voice');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: WAYS.en.voice }));

    const timeline = breathTimeline('en');
    const [first, second] = timeline.breaths;
    if (!first || !second) throw new Error('no breaths');
    h.media.loadMetadata(160);
    expect(trace()).toBe('none');
    expect(screen.getByText('Listen to the voice, and get ready.')).toBeTruthy();

    h.media.timeUpdate(first.start + 1);
    expect(trace()).toBe('0-thumb-in');
    expect(screen.getByText('Breathe in: slide up your thumb.')).toBeTruthy();
    expect(screen.getByText('Breath 1 of 20')).toBeTruthy();

    h.media.timeUpdate(second.start + 0.5);
    expect(trace()).toBe('0-thumb-out');

    const backFirst = timeline.breaths[10];
    if (!backFirst) throw new Error('no way back');
    h.media.timeUpdate(timeline.againAt + 0.2);
    expect(
      screen.getByText(
        'Now trace your hand back the other way, a little more slowly, with a long breath out.',
      ),
    ).toBeTruthy();
    h.media.timeUpdate(backFirst.start + 0.2);
    expect(trace()).toBe('1-little-in');

    h.media.timeUpdate(timeline.restAt + 0.5);
    expect(screen.getByText('Rest your hands, and notice how you feel now.')).toBeTruthy();

    h.media.fire('ended');
    // The rating after, then the feeling choice.
    expect(await screen.findByText('How distressed do you feel right now?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'How do you feel now?' })).toBeTruthy();
  });

  it('lets the person go on before the voice ends', async () => {
    const { user } = await start('voice');
    await user.click(screen.getByRole('button', { name: 'I have finished' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('heading', { name: 'How do you feel now?' })).toBeTruthy();
  });
});

describe('finger breathing at one’s own pace', () => {
  it('takes one breath per key press, up and down each finger and back', async () => {
    const { user } = await start('ownPace');
    const breathe = screen.getByRole('button', { name: 'Breathe in' });
    expect(document.activeElement).toBe(breathe);
    expect(screen.getByRole('status').textContent).toBe(
      'Hold up one hand, with your fingers spread.',
    );

    await user.keyboard('{Enter}');
    expect(trace()).toBe('0-thumb-in');
    expect(screen.getByRole('status').textContent).toBe('Breathe in: slide up your thumb.');
    expect(screen.getByRole('button', { name: 'Breathe out' })).toBe(document.activeElement);

    await user.keyboard(' ');
    expect(trace()).toBe('0-thumb-out');
    for (let i = 2; i < 20; i += 1) await user.keyboard('{Enter}');
    expect(trace()).toBe('1-thumb-out');
    expect(screen.getByText('Breath 20 of 20')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/You have traced your whole hand/);

    await user.keyboard('{Enter}');
    expect(screen.getByText('How distressed do you feel right now?')).toBeTruthy();
  });
});

describe('a reload', () => {
  it('comes back to the breath reached at one’s own pace, with the rating given', async () => {
    harness = await renderExercise(<FingerBreathingScreen />, { path: PATH });
    const h = harness;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: WAYS.en.ownPace }));
    await user.click(screen.getByRole('radio', { name: '7 out of 10' }));
    await user.click(screen.getByRole('button', { name: 'Save my answer' }));
    for (let i = 0; i < 3; i += 1) await user.keyboard('{Enter}');
    expect(trace()).toBe('0-index-in');

    await h.reload();
    expect(trace()).toBe('0-index-in');
    expect(screen.getByText('Breath 3 of 20')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Breathe out' }));
    expect(trace()).toBe('0-index-out');
    for (let i = 4; i < 21; i += 1) await user.keyboard('{Enter}');
    await user.click(screen.getByRole('radio', { name: '4 out of 10' }));
    await user.click(screen.getByRole('button', { name: 'Save my answer' }));
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Well done' })).toBeTruthy();

    // The card comes back with the change; the feeling is saved, not kept for the reload.
    await h.reload();
    expect(screen.getByRole('heading', { name: 'Well done' })).toBeTruthy();
    expect(screen.getByText(/now you say 4\. Your distress is a little lower\./)).toBeTruthy();
    const kept = Object.values({ ...sessionStorage }).join(' ');
    expect(kept).not.toMatch(/good/i);

    // Finish forgets the place: the next visit starts at the introduction.
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await h.reload();
    expect(await screen.findByRole('button', { name: WAYS.en.ownPace })).toBeTruthy();
  });

  it('starts the voice again at the breath reached, and Restart forgets it', async () => {
    const { h, user } = await start('voice');
    const fourth = breathTimeline('en').breaths[3];
    if (!fourth) throw new Error('no breaths');
    h.media.loadMetadata(160);
    h.media.timeUpdate(fourth.start + 1.5);
    expect(trace()).toBe('0-index-out');

    await h.reload();
    expect(trace()).toBe('0-index-out');
    expect(h.media.element().currentTime).toBe(fourth.start);
    expect(screen.getByText('Breath 4 of 20')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pause exercise' }));
    await user.click(await screen.findByRole('button', { name: 'Restart' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restart' }),
    );
    await h.reload();
    await user.click(await screen.findByRole('button', { name: WAYS.en.voice }));
    await user.click(screen.getByRole('button', { name: WAYS.en.skip }));
    expect(trace()).toBe('none');
    expect(h.media.element().currentTime).toBe(0);
  });
});

describe('the feeling choice', () => {
  const reachFeeling = async (options: { language?: 'en' | 'ar'; signedIn?: boolean } = {}) => {
    const started = await start('voice', options);
    const words = WAYS[options.language ?? 'en'];
    await started.user.click(
      screen.getByRole('button', {
        name: options.language === 'ar' ? 'انتهيت' : 'I have finished',
      }),
    );
    await started.user.click(screen.getByRole('button', { name: words.skip }));
    return started;
  };

  it('offers the ten words of the spec and keeps a guest’s answer on this device', async () => {
    const { user } = await reachFeeling();
    const group = screen.getByRole('group', { name: 'How do you feel now?' });
    const words = [...group.querySelectorAll('label')].map((label) => label.textContent);
    expect(words).toEqual([
      'Great',
      'Good',
      'Relieved',
      'A little lighter',
      'No change',
      'Unchanged',
      'Okay',
      'Tired',
      'Stressed',
      'Sad',
    ]);
    expect(screen.getByText('Kept on this device only.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'A little lighter' }));
    await user.click(save);
    expect(await screen.findByRole('heading', { name: 'Well done' })).toBeTruthy();
    expect(screen.getByText(/Thank you for noticing how you feel/)).toBeTruthy();
    const kept = JSON.parse(localStorage.getItem(FEELINGS_STORAGE_KEY) ?? '[]') as unknown[];
    expect(kept).toEqual([
      { feeling: 'lighter', exercise: 'finger-breathing', at: expect.any(String) as string },
    ]);
  });

  it('keeps a signed-in person’s answer encrypted, never on the device', async () => {
    const { h, user } = await reachFeeling({ signedIn: true });
    expect(
      screen.getByText('Saved in your account, locked so that only you can read it.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Relieved' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Well done' })).toBeTruthy();
    expect(h.server.bodies.join()).not.toContain('relieved');
    const saved = await h.decrypted<FeelingRecord>('feeling');
    expect(saved.map((record) => record.feeling)).toEqual(['relieved']);
    expect(localStorage.getItem(FEELINGS_STORAGE_KEY)).toBeNull();
  });

  it('answers a hard feeling kindly, with what to do in danger', async () => {
    const { user } = await reachFeeling();
    await user.click(screen.getByRole('radio', { name: 'Sad' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/It is okay to feel this way/)).toBeTruthy();
    const sentence = screen.getByTestId('emergency-sentence');
    expect(sentence.textContent).toMatch(/danger now.*local emergency services/);
    expect(sentence.textContent).toMatch(/thinking about ending your life or hurting yourself/);
  });

  it('can be skipped, saving nothing', async () => {
    const { user } = await reachFeeling();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('heading', { name: 'Well done' })).toBeTruthy();
    expect(localStorage.getItem(FEELINGS_STORAGE_KEY)).toBeNull();
  });

  it('works in Arabic', async () => {
    const { user } = await start('ownPace', { language: 'ar' });
    for (let i = 0; i < 21; i += 1) await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: WAYS.ar.skip }));
    expect(screen.getByRole('heading', { name: 'ما أقرب وصف لشعورك الآن؟' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'على حالي' }));
    await user.click(screen.getByRole('button', { name: 'احفظ' }));
    expect(await screen.findByText(/لا يفيد كلّ تمرين في كلّ مرة/)).toBeTruthy();
  });
});

describe('the hand’s drawing', () => {
  it('draws each breath over its time, and pauses with the voice', async () => {
    const animation = { currentTime: 0, pause: vi.fn(), play: vi.fn(), cancel: vi.fn() };
    const animate = vi.fn(() => animation);
    Object.defineProperty(SVGElement.prototype, 'animate', { configurable: true, value: animate });
    try {
      const { h, user } = await start('voice');
      const first = breathTimeline('en').breaths[0];
      if (!first) throw new Error('no breaths');
      h.media.loadMetadata(160);
      // The voice starts by itself; the person pauses it before the first breath.
      await waitFor(() => expect(h.media.isPaused()).toBe(false));
      await user.click(screen.getByRole('button', { name: 'Pause' }));
      expect(h.media.isPaused()).toBe(true);
      h.media.timeUpdate(first.start + 1);
      expect(animate).toHaveBeenCalledWith(
        [{ strokeDashoffset: 1 }, { strokeDashoffset: 0 }],
        expect.objectContaining({ duration: (first.end - first.start) * 1000 }),
      );
      expect(animation.currentTime).toBeCloseTo(1000, 0);
      expect(animation.pause).toHaveBeenCalled();
      h.media.element().play();
      await waitFor(() => expect(animation.play).toHaveBeenCalled());
    } finally {
      Reflect.deleteProperty(SVGElement.prototype, 'animate');
    }
  });

  it('shows each breath whole, without movement, when the device asks for less motion', async () => {
    const animate = vi.fn();
    Object.defineProperty(SVGElement.prototype, 'animate', { configurable: true, value: animate });
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      const { user } = await start('ownPace');
      await user.keyboard('{Enter}');
      expect(trace()).toBe('0-thumb-in');
      expect(screen.getByTestId('current-trace').getAttribute('stroke-dashoffset')).toBe('0');
      expect(animate).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(SVGElement.prototype, 'animate');
    }
  });
});
