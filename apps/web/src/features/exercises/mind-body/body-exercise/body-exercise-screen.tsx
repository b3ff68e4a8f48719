import { useTranslation } from 'react-i18next';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Page } from '@/components/page';
import { ExerciseFlow } from '@/exercise-kit/components/exercise-flow';
import { BodyExerciseIntro } from './components/body-exercise-intro';
import { BodyPartView } from './components/body-part-view';
import { BODY_PARTS } from './parts';

/**
 * The body exercise, "travelling through the body" (spec §2): an introduction with the care note,
 * fifteen parts that each play their segment of the narration with that part of the body
 * highlighted, moving on at the segment's end (or by hand), the pause menu, a reflection and the
 * completion card, all from the exercise kit's flow.
 */
export function BodyExerciseScreen() {
  const { t } = useTranslation('body-exercise');
  const context = useAddressForm();
  return (
    <Page>
      <ExerciseFlow
        exercise="bodyExercise"
        intro={<BodyExerciseIntro />}
        startLabel={t('intro.start')}
        steps={BODY_PARTS.map((part) => ({
          title: t(`steps.${part.key}.title`),
          content: <BodyPartView part={part} />,
        }))}
        reflection={{ prompt: t('reflection.prompt', { context }) }}
        completionMessage={t('completion.message', { context })}
      />
    </Page>
  );
}
