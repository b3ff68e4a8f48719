import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API's SpeechRecognition used here (not in TypeScript's DOM types). */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export interface SpeechResultEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}

type RecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's SpeechRecognition (Chromium and Safari call it webkitSpeechRecognition), if any. */
export function recognitionConstructor(): RecognitionConstructor | null {
  const scope = globalThis as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export type ListeningState = 'idle' | 'listening' | 'paused' | 'failed';

// Errors that are no failure: the person stopped, or said nothing for a while.
const QUIET_ERRORS = new Set(['aborted', 'no-speech']);

/**
 * Start, pause, resume and stop (spec §4) over one SpeechRecognition in `lang`. Each finished
 * phrase goes to `onWords`; the phrase still being heard is `interim`. Pausing and stopping both
 * end the browser's listening (nothing is heard while paused); they differ in what the person is
 * offered next. When the browser ends listening by itself (a long silence), it counts as paused.
 */
export function useSpeechRecognition(lang: string, onWords: (words: string) => void) {
  const [state, setState] = useState<ListeningState>('idle');
  const [interim, setInterim] = useState('');
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const stateRef = useRef<ListeningState>('idle');
  const wordsRef = useRef(onWords);
  useEffect(() => {
    wordsRef.current = onWords;
  });

  const move = useCallback((next: ListeningState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const listen = useCallback(() => {
    const Recognition = recognitionConstructor();
    if (!Recognition) return;
    const engine = new Recognition();
    engine.lang = lang;
    engine.continuous = true;
    engine.interimResults = true;
    engine.onresult = (event) => {
      let heard = '';
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        const transcript = result?.[0]?.transcript.trim() ?? '';
        if (!result || !transcript) continue;
        if (result.isFinal) wordsRef.current(transcript);
        else heard = `${heard} ${transcript}`.trim();
      }
      setInterim(heard);
    };
    engine.onerror = (event) => {
      if (recognition.current === engine && !QUIET_ERRORS.has(event.error)) move('failed');
    };
    engine.onend = () => {
      // An engine paused or stopped before may end after a new one started: only the current counts.
      if (recognition.current !== engine) return;
      recognition.current = null;
      setInterim('');
      if (stateRef.current === 'listening') move('paused');
    };
    recognition.current = engine;
    move('listening');
    try {
      engine.start();
    } catch {
      move('failed');
    }
  }, [lang, move]);

  const end = useCallback(
    (next: ListeningState) => {
      move(next);
      recognition.current?.stop();
    },
    [move],
  );

  // Leaving the screen ends listening at once.
  useEffect(() => () => recognition.current?.abort(), []);

  return {
    state,
    interim,
    start: listen,
    resume: listen,
    pause: () => end('paused'),
    stop: () => end('idle'),
  };
}
