import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressForm } from '@/lib/session/use-address-form';
import { EmergencySentence } from './emergency-sentence';

export interface CareIntroProps {
  /** The exercise's own cautions (an injured hand, a body part to skip), shown first. */
  children?: ReactNode;
  /** The exercise's own intro already says one can pause or stop (its checked sentence). */
  stopSaid?: boolean;
  /** The exercise's own words for what to do if discomfort rises (the general ones speak of eyes closed). */
  uneasy?: string;
  /** The exercise's own tip for doing it with someone else (the general one speaks of an audio). */
  together?: string;
}

/**
 * What every guided exercise says before it starts (DESIGN.md, care rules): that the person can
 * pause or stop at any time and what to do if discomfort rises, a word for someone doing it with
 * another person, where to turn when feelings stay strong, the emergency sentence (danger now,
 * thoughts of self-harm) and, for an under-18, an adult they trust. The Arabic addresses the
 * account's gender, or anyone.
 */
export function CareIntro({ children, stopSaid = false, uneasy, together }: CareIntroProps) {
  const { t } = useTranslation('care');
  const context = useAddressForm();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-2xl border border-oasis-200 bg-oasis-50 p-4 text-stone-800"
    >
      <h2 id={headingId} className="text-lg font-semibold text-oasis-900">
        {t('title')}
      </h2>
      {children}
      <p>
        {stopSaid ? null : `${t('stop')} `}
        {uneasy ?? t('uneasy', { context })}
      </p>
      <p>{together ?? t('together', { context })}</p>
      <p>{t('afterwards', { context })}</p>
      <EmergencySentence />
      <p>{t('young')}</p>
    </section>
  );
}
