import { useTranslation } from 'react-i18next';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Page } from '@/components/page';
import { ExerciseFlow } from '@/exercise-kit/components/exercise-flow';
import { RelaxationIntro } from './components/relaxation-intro';
import { RelaxationStepView } from './components/relaxation-step-view';
import { RELAXATION_STEPS } from './steps';

/**
 * Progressive muscle relaxation (spec §2): an introduction with the care note, eight steps that
 * each play their segment of the narration and move on at its end (or by hand), the pause menu,
 * a reflection and the completion card, all from the exercise kit's flow.
 */
export function RelaxationScreen() {
  const { t } = useTranslation('relaxation');
  const context = useAddressForm();
  return (
    <Page>
      <ExerciseFlow
        exercise="relaxation"
        intro={<RelaxationIntro />}
        startLabel={t('intro.start')}
        steps={RELAXATION_STEPS.map((step) => ({
          title: t(`steps.${step.key}.title`),
          content: <RelaxationStepView step={step} />,
        }))}
        reflection={{ prompt: t('reflection.prompt', { context }) }}
        completionMessage={t('completion.message', { context })}
      />
    </Page>
  );
}
