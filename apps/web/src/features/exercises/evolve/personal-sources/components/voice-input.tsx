import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { deviceKey, readItem, writeItem } from '@/lib/platform/device-storage';
import { recognitionConstructor, useSpeechRecognition } from '../hooks/use-speech-recognition';

// Whether the person has read the notice once on this device (nothing personal: a flag).
const NOTICE_KEY = deviceKey('waha.voice-input-notice');

function noticeRead(): boolean {
  try {
    return readItem(NOTICE_KEY) === 'read';
  } catch {
    return false;
  }
}

function markNoticeRead(): void {
  try {
    writeItem(NOTICE_KEY, 'read');
  } catch {
    // Blocked storage: the notice is shown again next time, which does no harm.
  }
}

type Mode = 'off' | 'notice' | 'unsupported' | 'on';

/**
 * Speaking instead of typing (spec §4: start, pause, resume, stop), off until the person turns it
 * on. Before the first use it says plainly that the browser sends the speech to its maker's
 * service, outside Waha's encryption, that it needs a connection, and that the words land in the
 * answer box for review before anything is saved. Where the browser has no speech recognition it
 * says so (spec §8). Each finished phrase goes to `onWords`.
 */
export function VoiceInput({ onWords }: { onWords: (words: string) => void }) {
  const { t, i18n } = useTranslation('personal-sources');
  const lang = i18n.language === 'ar' ? 'ar' : 'en-GB';
  const speech = useSpeechRecognition(lang, onWords);
  const [mode, setMode] = useState<Mode>('off');
  const headingId = useId();
  const noticeHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (mode === 'notice') noticeHeading.current?.focus();
  }, [mode]);

  const turnOn = () => {
    if (!recognitionConstructor()) setMode('unsupported');
    else setMode(noticeRead() ? 'on' : 'notice');
  };

  const status = {
    idle: '',
    listening: t('voice.listening'),
    paused: t('voice.paused'),
    failed: t('voice.error'),
  }[speech.state];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-oasis-900">
        {t('voice.heading')}
      </h3>
      {mode === 'off' || mode === 'unsupported' ? (
        <div>
          <Button variant="secondary" onClick={turnOn}>
            {t('voice.turnOn')}
          </Button>
        </div>
      ) : null}
      <p role="status" className="font-semibold text-stone-800">
        {mode === 'unsupported' ? t('voice.unsupported') : ''}
      </p>
      {mode === 'notice' ? (
        <div className="flex flex-col gap-2 rounded-xl border border-oasis-200 bg-oasis-50 p-4 text-stone-800">
          <h4
            ref={noticeHeading}
            tabIndex={-1}
            className="font-semibold text-oasis-900 outline-none"
          >
            {t('voice.notice.title')}
          </h4>
          <p>{t('voice.notice.browser')}</p>
          <p>{t('voice.notice.connection')}</p>
          <p>{t('voice.notice.review')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => {
                markNoticeRead();
                setMode('on');
              }}
            >
              {t('voice.notice.accept')}
            </Button>
            <Button variant="quiet" onClick={() => setMode('off')}>
              {t('voice.notice.decline')}
            </Button>
          </div>
        </div>
      ) : null}
      {mode === 'on' ? (
        <>
          <div className="flex flex-wrap gap-2">
            {speech.state === 'idle' || speech.state === 'failed' ? (
              <Button variant="secondary" onClick={speech.start}>
                {t('voice.start')}
              </Button>
            ) : null}
            {speech.state === 'listening' ? (
              <Button variant="secondary" onClick={speech.pause}>
                {t('voice.pause')}
              </Button>
            ) : null}
            {speech.state === 'paused' ? (
              <Button variant="secondary" onClick={speech.resume}>
                {t('voice.resume')}
              </Button>
            ) : null}
            {speech.state === 'listening' || speech.state === 'paused' ? (
              <Button variant="quiet" onClick={speech.stop}>
                {t('voice.stop')}
              </Button>
            ) : null}
          </div>
          <p aria-live="polite" className="text-stone-700">
            {status}
          </p>
          {/* The phrase still being heard: shown, not announced word by word. */}
          <p className="text-stone-600 italic">{speech.interim}</p>
        </>
      ) : null}
    </section>
  );
}
