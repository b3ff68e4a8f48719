import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import type { SpeechRecognitionLike, SpeechResultEvent } from '../hooks/use-speech-recognition';
import { PersonalSourcesStepScreen } from '../personal-sources-step-screen';

/** A SpeechRecognition that hears what the test says, as the browser's would. */
class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  listening = false;
  onresult: ((event: SpeechResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.listening = true;
  }
  stop() {
    this.listening = false;
    this.onend?.();
  }
  abort() {
    this.stop();
  }
  hear(transcript: string, isFinal: boolean) {
    const result = Object.assign([{ transcript }], { isFinal });
    act(() => this.onresult?.({ resultIndex: 0, results: [result] }));
  }
}

const latest = () => FakeRecognition.instances.at(-1);

const TEXTS = {
  en: {
    answer: 'Your answer (you can leave it empty)',
    heading: 'Voice input',
    turnOn: 'Speak instead of typing',
    notice: 'Before you use voice input',
    browser: "Your browser sends what you say to its maker's speech service",
    encryption: "outside Waha's encryption",
    connection: 'It needs an internet connection.',
    review: 'read and change them before anything is saved',
    accept: 'Turn on voice input',
    decline: 'Not now',
    start: 'Start speaking',
    pause: 'Pause listening',
    resume: 'Resume listening',
    stop: 'Stop voice input',
    paused: 'Listening is paused.',
    unsupported: 'Your browser does not support voice input.',
    error: 'Voice input stopped.',
    lang: 'en-GB',
  },
  ar: {
    answer: 'إجابتك (يمكن أن تبقى فارغة)',
    heading: 'الإدخال الصوتي',
    turnOn: 'التحدّث بدل الكتابة',
    notice: 'قبل استخدام الإدخال الصوتي',
    browser: 'يرسل متصفحك صوتك إلى خدمة الكلام لدى الشركة المصنّعة له',
    encryption: 'خارج تشفير واحة',
    connection: 'يحتاج ذلك إلى اتصال بالإنترنت.',
    review: 'قراءتها وتعديلها قبل حفظ أي شيء',
    accept: 'تشغيل الإدخال الصوتي',
    decline: 'ليس الآن',
    start: 'بدء التحدّث',
    pause: 'إيقاف الاستماع مؤقتًا',
    resume: 'استئناف الاستماع',
    stop: 'إيقاف الإدخال الصوتي',
    paused: 'الاستماع متوقف مؤقتًا.',
    unsupported: 'متصفحك لا يدعم الإدخال الصوتي.',
    error: 'توقّف الإدخال الصوتي.',
    lang: 'ar',
  },
} as const;

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  FakeRecognition.instances = [];
  sessionStorage.clear();
  localStorage.clear();
});

describe.each(['en', 'ar'] as const)('voice input in %s', (language) => {
  const T = TEXTS[language];
  const button = (name: string) => screen.getByRole('button', { name });
  const render = async (recognition: boolean) => {
    harness = await renderExercise(<PersonalSourcesStepScreen step={3} />, {
      language,
      path: '/exercises/evolve/personal-sources/3',
    });
    // The harness unstubs its globals on cleanup.
    if (recognition) vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    return userEvent.setup();
  };

  it('says so where the browser has no speech recognition (spec §8)', async () => {
    const user = await render(false);
    const voice = within(screen.getByRole('region', { name: T.heading }));
    expect(voice.getByRole('status').textContent).toBe('');
    await user.click(button(T.turnOn));
    expect(voice.getByRole('status').textContent).toBe(T.unsupported);
    expect(screen.queryByRole('button', { name: T.start })).toBeNull();
  });

  it('is off until turned on, and first says where the speech goes', async () => {
    const user = await render(true);
    expect(screen.queryByRole('button', { name: T.start })).toBeNull();
    await user.click(button(T.turnOn));
    const notice = screen.getByRole('heading', { name: T.notice });
    expect(document.activeElement).toBe(notice);
    const text = notice.parentElement?.textContent ?? '';
    for (const part of [T.browser, T.encryption, T.connection, T.review]) {
      expect(text).toContain(part);
    }
    expect(FakeRecognition.instances).toHaveLength(0);
    await user.click(button(T.decline));
    expect(screen.queryByRole('heading', { name: T.notice })).toBeNull();
    await user.click(button(T.turnOn));
    await user.click(button(T.accept));
    expect(FakeRecognition.instances).toHaveLength(0);
    expect(button(T.start)).toBeTruthy();
  });

  it('starts, pauses, resumes and stops (spec §4), putting the words in the box for review', async () => {
    const user = await render(true);
    await user.click(button(T.turnOn));
    await user.click(button(T.accept));
    await user.click(button(T.start));
    expect(latest()?.lang).toBe(T.lang);
    expect(latest()?.listening).toBe(true);
    latest()?.hear('the river', false);
    expect(screen.getByRole('textbox', { name: T.answer })).toHaveProperty('value', '');
    latest()?.hear('the river near home', true);
    const box = screen.getByRole('textbox', { name: T.answer });
    expect(box).toHaveProperty('value', 'the river near home');

    await user.click(button(T.pause));
    expect(latest()?.listening).toBe(false);
    expect(document.body.textContent).toContain(T.paused);
    await user.click(button(T.resume));
    expect(FakeRecognition.instances).toHaveLength(2);
    latest()?.hear('and the trees', true);
    expect(box).toHaveProperty('value', 'the river near home and the trees');

    await user.click(button(T.stop));
    expect(latest()?.listening).toBe(false);
    expect(button(T.start)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.resume })).toBeNull();
    // Nothing is saved by speaking: a guest's words stay in this tab only.
    expect(harness?.server.records.size).toBe(0);
  });

  it('shows the notice once per device, and says when listening fails', async () => {
    localStorage.setItem('waha.voice-input-notice', 'read');
    const user = await render(true);
    await user.click(button(T.turnOn));
    expect(screen.queryByRole('heading', { name: T.notice })).toBeNull();
    await user.click(button(T.start));
    act(() => latest()?.onerror?.({ error: 'network' }));
    expect(document.body.textContent).toContain(T.error);
    expect(button(T.start)).toBeTruthy();
  });
});
