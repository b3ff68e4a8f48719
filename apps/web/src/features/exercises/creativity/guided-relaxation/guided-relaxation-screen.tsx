import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CareIntro } from '@/components/care-intro';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Button } from '@/components/button';
import { NarratedVideoPlayer } from '@/components/media/video-player/narrated-video-player';
import { Page } from '@/components/page';
import { CompletionCard } from '@/exercise-kit/components/completion-card';
import { exerciseById } from '@/exercise-kit/catalogue';
import { useExerciseVideo, useSegmentedAudio } from '@/exercise-kit/media';
import { MakeAvailableOffline } from '@/exercise-kit/components/make-available-offline';
import { Card } from '@/components/card';
import { BreathingOverlay } from './breathing-overlay';

/**
 * Guided relaxation (creativity): a short introduction with its captioned video, the breathing
 * overlay in a dialog, and the kit's completion card once the overlay's Finish is pressed (Finish
 * there goes to the hub, Repeat opens the overlay again from step 1).
 */
export function GuidedRelaxationScreen() {
  const { t } = useTranslation('guided-relaxation');
  const context = useAddressForm();
  const [open, setOpen] = useState(false);
  const [finished, setFinished] = useState(false);
  const breathing = useSegmentedAudio('guidedRelaxation');
  const introVideo = useExerciseVideo('guidedRelaxation');
  return (
    <Page>
      {finished ? (
        <CompletionCard
          exercise={exerciseById('guidedRelaxation').slug}
          recordsDone
          onRepeat={() => {
            setFinished(false);
            setOpen(true);
          }}
        />
      ) : (
        <Card gap={4}>
          <p className="text-lg text-stone-800">{t('intro.text')}</p>
          <NarratedVideoPlayer video={introVideo} title={t('intro.video')} storable />
          <p className="text-stone-700">{t('intro.tip', { context })}</p>
          <CareIntro stopSaid>
            <p>{t('intro.countdown', { context })}</p>
          </CareIntro>
          <Button className="self-start" onClick={() => setOpen(true)}>
            {t('intro.start')}
          </Button>
        </Card>
      )}
      {finished ? null : <MakeAvailableOffline exercise="guidedRelaxation" />}
      <BreathingOverlay
        audioSrc={breathing.audio}
        captionsSrc={breathing.captions}
        isOpen={open}
        onClose={() => setOpen(false)}
        onFinish={() => {
          setOpen(false);
          setFinished(true);
        }}
      />
    </Page>
  );
}
