import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioPlayer } from '@/components/media/audio-player/audio-player';
import type { NarratedAudio } from '@/lib/media/media-manifest';
import { momentAt, type BreathTimeline } from './breath-timeline';
import { momentText } from './trace-text';
import { BreathProgress, TracedHand } from './traced-hand';

interface NarratedTracingProps {
  audio: NarratedAudio;
  timeline: BreathTimeline;
  /** The breath reached before a reload (an index of the timeline's breaths), or -1: none. */
  resumeAt?: number;
  /** The breath being traced (or the last one traced) changed. */
  onBreath?: (index: number) => void;
  /** The narration has ended: time for the feeling choice. */
  onFinish: () => void;
  /** While true (the pause menu is open), the voice and the hand wait. */
  paused?: boolean;
}

/**
 * The hand traced in step with the voice, which starts by itself: the hand follows the audio's
 * time, pauses and seeks.
 */
export function NarratedTracing({
  audio,
  timeline,
  resumeAt = -1,
  onBreath,
  onFinish,
  paused = false,
}: NarratedTracingProps) {
  const { t } = useTranslation('finger-breathing');
  // After a reload the voice starts again at the beginning of the breath that was reached.
  const [startAt] = useState(() => timeline.breaths[resumeAt]?.start);
  const [seconds, setSeconds] = useState(startAt ?? 0);
  const [playing, setPlaying] = useState(false);
  const moment = momentAt(timeline, seconds);
  const index = moment.kind === 'breath' || moment.kind === 'between' ? moment.index : -1;
  const breathing = moment.kind === 'breath';
  return (
    <div className="flex flex-col gap-4">
      <TracedHand
        index={moment.kind === 'again' ? -1 : index}
        elapsed={breathing ? moment.elapsed : 0}
        duration={breathing ? moment.duration : 0}
        paused={!playing || paused}
      />
      <p className="min-h-14 text-center text-xl font-semibold text-oasis-900">
        {momentText(t, moment)}
      </p>
      <BreathProgress index={index} />
      <AudioPlayer
        src={audio.audio}
        captions={audio.captions}
        title={t('narrationTitle')}
        paused={paused}
        seekTime={startAt}
        // The voice starts by itself, as muscle relaxation's does: the person chose "With the
        // voice", and the screen says "Listen to the voice" (walkthrough 1, finding 11). Where a
        // browser refuses (a reload, with no tap since), the play button is there.
        autoStart
        onTimeUpdate={(time) => {
          setSeconds(time);
          const reached = momentAt(timeline, time);
          if ('index' in reached) onBreath?.(reached.index);
        }}
        onPlayStateChange={(state) => setPlaying(state === 'playing')}
        onFinish={onFinish}
      />
    </div>
  );
}
