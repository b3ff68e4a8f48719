import type { Gender } from '@waha/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GROUP_VOICE_KEY,
  NARRATION_VOICE_KEY,
  setVoiceChoice,
  useVoiceChoice,
} from '@/lib/media/voice-choice';

interface NarrationVoiceChoiceProps {
  /** A guest listening alone (the default), or the recording a group hears. */
  who?: 'me' | 'group';
  /** On the group view's dark stage. */
  onDark?: boolean;
}

const LABELS = {
  me: {
    key: NARRATION_VOICE_KEY,
    legend: 'voice.legend',
    female: 'voice.female',
    male: 'voice.male',
  },
  group: {
    key: GROUP_VOICE_KEY,
    legend: 'voice.groupLegend',
    female: 'voice.groupFemale',
    male: 'voice.groupMale',
  },
} as const;

/**
 * Which Arabic recording of an addressed narration plays (content review 3, item 5): the one that
 * speaks to a woman or the one that speaks to a man (or, for a group, to men or a mixed group).
 * Kept on this device (voice-choice.ts); the player swaps the audio and its captions together.
 * Shown beside the player of an Arabic narration only, where no account already says it.
 */
export function NarrationVoiceChoice({ who = 'me', onDark = false }: NarrationVoiceChoiceProps) {
  const { t } = useTranslation('media');
  const name = useId();
  const labels = LABELS[who];
  // Nothing chosen plays the base recording, the one for men: the choice shows what is played.
  const chosen = useVoiceChoice(labels.key) ?? 'male';
  const options: [Gender, string][] = [
    ['female', t(labels.female)],
    ['male', t(labels.male)],
  ];
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className={onDark ? 'font-semibold text-stone-100' : 'font-semibold text-stone-800'}>
        {t(labels.legend)}
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {options.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={value}
              checked={chosen === value}
              onChange={() => setVoiceChoice(labels.key, value)}
              // On the dark stage, the amber of the group view's own controls.
              className={onDark ? 'size-5 accent-amber-300' : 'size-5 accent-oasis-700'}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A guest's player with the voice choice above it, or the player alone (`shown` false: a
 * signed-in person, or no women's recording). The audio player, the video's facade and the video
 * player all put it in the same place, so it stays put when the player takes over from the facade.
 */
export function WithNarrationVoiceChoice({
  shown,
  children,
}: {
  shown: boolean;
  children: ReactNode;
}) {
  if (!shown) return children;
  return (
    <div className="flex flex-col gap-3">
      <NarrationVoiceChoice />
      {children}
    </div>
  );
}
