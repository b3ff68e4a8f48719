import { useTranslation } from 'react-i18next';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Button } from '@/components/button';

interface CountdownFinishProps {
  /** The number being counted (10 to 1), null once the countdown is over. */
  number: number | null;
  finished: boolean;
  description: string;
  onFinish: () => void;
  onRepeat: () => void;
}

/**
 * Step 7: its description until play starts, then the countdown number, then the finish message
 * with Finish and Repeat. Numbers and the message share one polite live region, so a screen reader
 * reads each in turn without cutting into the narration.
 */
export function CountdownFinish({
  number,
  finished,
  description,
  onFinish,
  onRepeat,
}: CountdownFinishProps) {
  const { t } = useTranslation('guided-relaxation');
  const context = useAddressForm();
  return (
    <div className="flex flex-col items-center gap-4">
      <div aria-live="polite" aria-atomic="true" className="w-full text-center">
        {finished ? (
          <p className="text-lg text-stone-800">{t('finish.message', { context })}</p>
        ) : number !== null ? (
          <p
            data-testid="countdown-number"
            className="text-8xl font-bold text-oasis-800 tabular-nums"
          >
            {number}
          </p>
        ) : (
          <p className="text-start text-stone-800">{description}</p>
        )}
      </div>
      {finished ? (
        <div className="flex flex-wrap justify-center gap-3">
          {/* The controls were disabled during the countdown, so focus may have nowhere to be:
              it goes to Finish, where a keyboard user can end or, one Tab on, repeat. */}
          <Button autoFocus onClick={onFinish}>
            {t('finish.finish')}
          </Button>
          <Button variant="secondary" onClick={onRepeat}>
            {t('finish.repeat')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
