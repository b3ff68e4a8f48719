import { useTranslation } from 'react-i18next';
import { BodyFigure } from '@/components/body-figure';
import { useAddressForm } from '@/lib/session/use-address-form';
import type { RelaxationStep } from '../steps';

/**
 * One step of muscle relaxation: what to do, in words, beside a figure with the muscle group
 * highlighted. A step that tenses also says to go gently and skip what hurts.
 */
export function RelaxationStepView({ step }: { step: RelaxationStep }) {
  const { t } = useTranslation('relaxation');
  const context = useAddressForm();
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <BodyFigure
        highlighted={step.regions}
        label={t(`steps.${step.key}.figure`)}
        className="h-56 w-auto shrink-0"
      />
      <div className="flex flex-col gap-3">
        <p className="text-lg text-stone-800">{t(`steps.${step.key}.instruction`, { context })}</p>
        {step.tenses ? <p className="text-stone-700">{t('gentleNote', { context })}</p> : null}
      </div>
    </div>
  );
}
