import { useTranslation } from 'react-i18next';
import { BodyFigure } from '@/components/body-figure';
import { sentencesFor } from '@/lib/media/addressed-narration';
import { useAddressForm } from '@/lib/session/use-address-form';
import type { BodyPart } from '../parts';

/**
 * One part of the journey through the body: the body figure with that part highlighted (from
 * behind for the back) and the words the voice is saying, so it can be followed without sound.
 */
export function BodyPartView({ part }: { part: BodyPart }) {
  const { t } = useTranslation('body-exercise');
  const addressForm = useAddressForm();
  const { regions, view = 'front' } = part.figure;
  const title = t(`steps.${part.key}.title`);
  let label: string;
  if (regions === 'all') label = t('figureWhole');
  else if (regions.length === 0) label = t('figureRest');
  else label = t('figure', { part: title });
  const sentences = sentencesFor(
    t(`narration.${part.key}`, { returnObjects: true }) as Record<string, string>,
    addressForm,
  );
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <figure className="flex shrink-0 flex-col items-center gap-1">
        <BodyFigure highlighted={regions} view={view} label={label} className="h-56 w-auto" />
        {view === 'back' ? (
          <figcaption className="text-sm text-stone-600">{t('backView')}</figcaption>
        ) : null}
      </figure>
      <div className="flex flex-col gap-2 text-lg text-stone-800">
        {sentences.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </div>
    </div>
  );
}
