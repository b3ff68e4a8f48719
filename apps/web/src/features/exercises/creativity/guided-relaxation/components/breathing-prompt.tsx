import { useTranslation } from 'react-i18next';
import { BREATHING_CYCLES, EXHALE_MS, INHALE_MS } from '../steps';
import type { BreathingCycle } from '../use-breathing-cycle';

/**
 * Step 2 once its prompts run: a circle that grows while breathing in and shrinks while breathing
 * out, over the length of each phase, and the prompt in words. The circle moves only for people
 * who have not asked for reduced motion; for them the words alone change.
 */
export function BreathingPrompt({ phase, cycle }: Pick<BreathingCycle, 'phase' | 'cycle'>) {
  const { t } = useTranslation('guided-relaxation');
  const inhaling = phase === 'inhale';
  const prompt = {
    waiting: null,
    deepBreath: t('prompts.deepBreath'),
    inhale: t('prompts.inhale'),
    exhale: t('prompts.exhale'),
    continue: t('prompts.continue'),
  }[phase];
  return (
    <div className="flex flex-col items-center gap-4 py-2">
      <div aria-hidden="true" className="flex size-44 items-center justify-center">
        <div
          data-testid="breathing-circle"
          data-phase={phase}
          className={`size-44 rounded-full bg-oasis-100 ring-4 ring-oasis-200 motion-safe:transition-transform motion-safe:ease-in-out ${
            inhaling ? 'motion-safe:scale-100' : 'motion-safe:scale-50'
          }`}
          style={{ transitionDuration: `${inhaling ? INHALE_MS : EXHALE_MS}ms` }}
        />
      </div>
      <p className="text-center text-2xl font-semibold text-oasis-900">{prompt}</p>
      {cycle > 0 ? (
        <p className="text-sm text-stone-600">
          {t('prompts.cycle', { cycle, total: BREATHING_CYCLES })}
        </p>
      ) : null}
    </div>
  );
}
