import { useTranslation } from 'react-i18next';
import { EmergencySentence } from '@/components/emergency-sentence';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';

const IDEAS = ['breath', 'shapes', 'around', 'wander'] as const;

/**
 * A gentle invitation: no task to get right, ideas for whoever wants one, a way out, and the
 * emergency sentence.
 */
export function DrawingPrompt() {
  const { t } = useTranslation('drawing');
  const context = useAddressForm();
  return (
    <Card aria-labelledby="drawing-prompt" gap={3}>
      <h2 id="drawing-prompt" className="text-xl font-semibold text-oasis-900">
        {t('prompt.title')}
      </h2>
      <p className="text-stone-800">{t('prompt.text', { context })}</p>
      <details className="text-stone-700">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-oasis-800">
          {t('prompt.ideasTitle')}
        </summary>
        <ul className="flex list-disc flex-col gap-1 ps-6">
          {IDEAS.map((idea) => (
            <li key={idea}>{t(`prompt.ideas.${idea}`, { context })}</li>
          ))}
        </ul>
      </details>
      <p className="text-stone-700">{t('prompt.together', { context })}</p>
      <p className="text-stone-700">{t('prompt.care', { context })}</p>
      <EmergencySentence className="text-stone-700" />
    </Card>
  );
}
