import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';
import { AREAS } from './areas';

/** What each part of the tree stands for, before drawing it (spec §2 "instructions"). */
export function TreeInstructions({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('tree-of-life');
  const context = useAddressForm();
  return (
    <Card aria-labelledby="tree-instructions-heading" gap={4}>
      <h2
        id="tree-instructions-heading"
        tabIndex={-1}
        className="text-xl font-semibold text-oasis-900 outline-none"
      >
        {t('instructions.heading')}
      </h2>
      <p className="text-lg text-stone-800">{t('instructions.text', { context })}</p>
      <dl className="flex flex-col gap-3">
        {AREAS.map((area) => (
          <div key={area} className="rounded-xl border border-stone-200 p-3">
            <dt className="font-semibold text-oasis-900">{t(`areas.${area}.name`)}</dt>
            <dd className="text-stone-800">{t(`areas.${area}.meaning`)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-stone-700">{t('intro.stop', { context })}</p>
      <Button className="self-start" onClick={onStart}>
        {t('instructions.start')}
      </Button>
    </Card>
  );
}
