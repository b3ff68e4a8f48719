import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exerciseById } from '@/exercise-kit/catalogue';
import { useNarratedAudio } from '@/exercise-kit/media';
import { useRecordDone } from '@/exercise-kit/records/exercise-done';
import { AudioPlayer } from '@/components/media/audio-player/audio-player';
import { Page } from '@/components/page';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';
import { ReturnLink } from './return-link';

/**
 * The safe oasis itself: the narration with the audio player and its captions. Finish (at any
 * time, and after the voice ends) returns to `returnTo`, the checked referrer or the creativity
 * index.
 */
export function ImaginationExerciseScreen({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('imagination');
  const context = useAddressForm();
  const audio = useNarratedAudio('imagination');
  const [ended, setEnded] = useState(false);
  // The safe oasis asks for no rating: the end of the voice counts it as done.
  useRecordDone(ended ? exerciseById('imagination').slug : undefined);
  return (
    <Page>
      <Card gap={4}>
        <p className="text-lg text-stone-800">{t('exercise.text', { context })}</p>
        <p className="text-stone-800">{t('exercise.stop', { context })}</p>
        <AudioPlayer
          src={audio.audio}
          captions={audio.captions}
          title={t('exercise.player')}
          onFinish={() => setEnded(true)}
        />
        <p role="status" className="text-lg text-stone-800">
          {ended ? t('exercise.done', { context }) : ''}
        </p>
        <ReturnLink path={returnTo}>{t('exercise.finish')}</ReturnLink>
      </Card>
    </Page>
  );
}
