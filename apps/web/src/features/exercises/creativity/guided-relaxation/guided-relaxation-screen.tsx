import { isLanguage } from '../../../../lib/i18n/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { NarratedVideoPlayer } from '../../../../components/media/video-player/narrated-video-player';
import { Page } from '../../../../components/page';
import { mediaFor } from '../../../../lib/media-manifest';
import { BreathingOverlay } from './breathing-overlay';

/**
 * Guided relaxation (creativity): a short introduction with its captioned video, and the breathing
 * overlay in a dialog.
 */
export function GuidedRelaxationScreen() {
  const { t, i18n } = useTranslation('guided-relaxation');
  const [open, setOpen] = useState(false);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const media = mediaFor(language);
  return (
    <Page>
      <section className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm">
        <p className="text-lg text-stone-800">{t('intro.text')}</p>
        <NarratedVideoPlayer video={media.videos.guidedRelaxationIntro} title={t('intro.video')} />
        <p className="text-stone-700">{t('intro.tip')}</p>
        <Button className="self-start" onClick={() => setOpen(true)}>
          {t('intro.start')}
        </Button>
      </section>
      <BreathingOverlay
        audioSrc={media.breathing.audio}
        captionsSrc={media.breathing.captions}
        isOpen={open}
        onClose={() => setOpen(false)}
      />
    </Page>
  );
}
