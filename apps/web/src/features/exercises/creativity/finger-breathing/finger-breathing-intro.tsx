import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';

export type TracingMode = 'voice' | 'ownPace';

function WayToStart({
  label,
  hint,
  variant,
  onPress,
}: {
  label: string;
  hint: string;
  variant: 'primary' | 'secondary';
  onPress: () => void;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-oasis-100 p-3">
      <Button variant={variant} aria-describedby={hintId} onClick={onPress}>
        {label}
      </Button>
      <p id={hintId} className="text-sm text-stone-700">
        {hint}
      </p>
    </div>
  );
}

/** What finger breathing is, what to do if it feels wrong, and the choice of two ways to do it. */
export function FingerBreathingIntro({ onStart }: { onStart: (mode: TracingMode) => void }) {
  const { t } = useTranslation('finger-breathing');
  return (
    <Card gap={4}>
      <p className="text-lg text-stone-800">{t('intro.text')}</p>
      <p className="text-stone-800">{t('intro.stop')}</p>
      <p className="text-stone-700">{t('intro.hand')}</p>
      <p className="text-stone-700">{t('intro.together')}</p>
      <h2 className="text-lg font-semibold text-stone-900">{t('intro.chooseWay')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <WayToStart
          label={t('intro.withVoice')}
          hint={t('intro.withVoiceHint')}
          variant="primary"
          onPress={() => onStart('voice')}
        />
        <WayToStart
          label={t('intro.ownPace')}
          hint={t('intro.ownPaceHint')}
          variant="secondary"
          onPress={() => onStart('ownPace')}
        />
      </div>
    </Card>
  );
}
